/**
 * The admin lists' table (spec §2.6): #, Title, Difficulty, Tags and an actions cell per problem.
 * Offline it shows nothing (its actions need the server; the frame says so).
 */
import type { ReactNode } from 'react';
import type { AdminProblemRow } from '../../../common/contract/index.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { useOnline } from '../../data/index.ts';
import { DifficultyBadge, TagBadge } from '../../ui/badges.tsx';
import { Spinner } from '../../ui/Spinner.tsx';

const C = ADMIN_TEXT.columns;

interface Props {
  rows: AdminProblemRow[] | null;
  failed: boolean;
  caption: string;
  /** Extra column between Tags and Actions (the video list's video state). */
  extra?: { header: string; cell: (row: AdminProblemRow, place: 'column' | 'under-title') => ReactNode };
  actions: (row: AdminProblemRow) => ReactNode;
}

export function ProblemTable({ rows, failed, caption, extra, actions }: Props) {
  const online = useOnline();
  if (!online) return null;
  if (failed && !rows) {
    return (
      <p role="alert" className="alert alert-error">
        {ADMIN_MSG.listFailed}
      </p>
    );
  }
  if (!rows) return <Spinner label={ADMIN_TEXT.loading} />;
  if (rows.length === 0) return <p className="text-base-content/80">{ADMIN_TEXT.noProblems}</p>;
  return (
    <div className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.number}</th>
            <th scope="col">{C.title}</th>
            <th scope="col" className="hidden sm:table-cell">
              {C.difficulty}
            </th>
            <th scope="col" className="hidden sm:table-cell">
              {C.tags}
            </th>
            {extra && (
              <th scope="col" className="hidden sm:table-cell">
                {extra.header}
              </th>
            )}
            <th scope="col">{C.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row._id} data-testid="admin-row" data-problem-id={row._id}>
              <td>{i + 1}</td>
              <th scope="row" className="font-medium">
                {row.title}
                {/* On phones the badges and the extra cell sit under the title. */}
                <div className="mt-1 flex flex-wrap items-center gap-1 font-normal sm:hidden" aria-hidden="true">
                  <DifficultyBadge difficulty={row.difficulty} />
                  <TagBadge tag={row.tags} />
                  {extra && <span className="text-xs">{extra.cell(row, 'under-title')}</span>}
                </div>
              </th>
              <td className="hidden sm:table-cell">
                <DifficultyBadge difficulty={row.difficulty} />
              </td>
              <td className="hidden sm:table-cell">
                <TagBadge tag={row.tags} />
              </td>
              {extra && <td className="hidden sm:table-cell">{extra.cell(row, 'column')}</td>}
              <td>
                <div className="flex flex-wrap gap-2">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
