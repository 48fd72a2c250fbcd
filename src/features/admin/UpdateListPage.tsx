/** /admin/update (spec §2.6): the problems, each linking to its update form /admin/update/prblm/:id. */
import { Link } from 'react-router-dom';
import { ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { AdminFrame } from './AdminFrame.tsx';
import { ProblemTable } from './ProblemTable.tsx';
import { useAdminProblems } from './useAdminProblems.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

export function UpdateListPage() {
  const { rows, failed } = useAdminProblems();
  return (
    <AdminFrame title={ADMIN_TEXT.updateListTitle}>
      <PageTitle>{ADMIN_TEXT.pageTitle.updateList}</PageTitle>
      <ProblemTable
        rows={rows}
        failed={failed}
        caption={ADMIN_TEXT.updateListTitle}
        actions={(row) => (
          <Link to={`/admin/update/prblm/${row._id}`} className="btn btn-sm btn-primary" aria-label={ADMIN_TEXT.editLabel(row.title)}>
            {ADMIN_TEXT.edit}
          </Link>
        )}
      />
    </AdminFrame>
  );
}
