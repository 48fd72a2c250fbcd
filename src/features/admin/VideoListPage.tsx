/**
 * /admin/video (spec §2.6, §8 Admin video list): #, Title, Difficulty, Tags, the video's state and
 * Actions — Upload (→ /admin/upload/:id) and Delete after the confirmation 'Are you sure you want
 * to delete this video?'; 'Video has been deleted' on success, 'Failed to delete problem' on failure.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { deleteVideo } from '../../api/admin.ts';
import { formatClock } from '../../ui/clock.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { ProblemTable } from './ProblemTable.tsx';
import { useAdminProblems } from './useAdminProblems.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

export function VideoListPage() {
  const { rows, failed, setRows } = useAdminProblems();
  const confirm = useConfirm();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (id: string) => {
    if (!(await confirm({ title: ADMIN_TEXT.deleteVideoTitle, text: ADMIN_MSG.videoDeleteConfirm, confirmLabel: ADMIN_TEXT.delete, danger: true }))) return;
    setBusy(id);
    try {
      await deleteVideo(id);
      setRows((list) => list?.map((r) => (r._id === id ? { ...r, secureUrl: null, duration: null } : r)) ?? null);
      toast.show({ kind: 'success', text: ADMIN_MSG.videoDeleted });
    } catch {
      toast.show({ kind: 'error', text: ADMIN_MSG.deleteFailed });
    } finally {
      setBusy(null);
    }
  };

  return (
    <AdminFrame title={ADMIN_TEXT.videoListTitle}>
      <PageTitle>{ADMIN_TEXT.pageTitle.video}</PageTitle>
      <ProblemTable
        rows={rows}
        failed={failed}
        caption={ADMIN_TEXT.videoListTitle}
        extra={{
          header: ADMIN_TEXT.columns.video,
          cell: (row, place) => {
            const testId = place === 'column' ? 'video-state' : undefined;
            return row.secureUrl ? (
              <span data-testid={testId}>{ADMIN_TEXT.hasVideo(formatClock(row.duration ?? 0))}</span>
            ) : (
              <span className="text-base-content/70" data-testid={testId}>
                {ADMIN_TEXT.noVideoShort}
              </span>
            );
          },
        }}
        actions={(row) => (
          <>
            <Link to={`/admin/upload/${row._id}`} className="btn btn-sm btn-primary" aria-label={ADMIN_TEXT.uploadLabel(row.title)}>
              {ADMIN_TEXT.upload}
            </Link>
            <button type="button" className="btn btn-sm btn-error" aria-label={ADMIN_TEXT.deleteVideoLabel(row.title)} disabled={!row.secureUrl || busy !== null} onClick={() => void remove(row._id)}>
              {busy === row._id && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {ADMIN_TEXT.delete}
            </button>
          </>
        )}
      />
    </AdminFrame>
  );
}
