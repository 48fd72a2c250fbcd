/**
 * /admin/delete (spec §2.6, §8 Admin lists): the problems with a Delete button each; an accessible
 * confirmation ('Are you sure you want to delete this problem?') comes first. The row goes once
 * the server deleted the problem; a failure shows 'Failed to delete problem'.
 */
import { useState } from 'react';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { deleteProblem } from '../../api/admin.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { ProblemTable } from './ProblemTable.tsx';
import { useAdminProblems } from './useAdminProblems.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

export function DeleteListPage() {
  const { rows, failed, setRows } = useAdminProblems();
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (id: string) => {
    if (!(await confirm({ title: ADMIN_TEXT.deleteTitle, text: ADMIN_MSG.deleteConfirm, confirmLabel: ADMIN_TEXT.delete, danger: true }))) return;
    setBusy(id);
    try {
      await deleteProblem(id);
      setRows((list) => list?.filter((r) => r._id !== id) ?? null);
      toast.show({ kind: 'success', text: ADMIN_MSG.deleted });
    } catch {
      toast.show({ kind: 'error', text: ADMIN_MSG.deleteFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminFrame title={ADMIN_TEXT.deleteListTitle}>
      <PageTitle>{ADMIN_TEXT.pageTitle.delete}</PageTitle>
      <ProblemTable
        rows={rows}
        failed={failed}
        caption={ADMIN_TEXT.deleteListTitle}
        actions={(row) => (
          <button type="button" className="btn btn-sm btn-error" aria-label={ADMIN_TEXT.deleteLabel(row.title)} disabled={busy !== null} onClick={() => void remove(row._id)}>
            {busy === row._id && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {ADMIN_TEXT.delete}
          </button>
        )}
      />
    </AdminFrame>
  );
}
