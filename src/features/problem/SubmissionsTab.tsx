/**
 * Submissions tab (spec §2.5, §8): this problem's history from Dexie (queued and judged, newest
 * first) — time, language, status, runtime, memory; a row opens a modal with the submitted code.
 * A table where the pane is wide, a list of cards (one per submission) where it is narrow.
 */
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../session/auth.tsx';
import { TEXT } from '../../../common/texts.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';
import { useSubmissions, type SubmissionRow } from '../../data/index.ts';
import { FailedTest, ScoreGroups } from './ResultTab.tsx';
import { formatMemory, formatRuntime, verdictBadge } from './format.ts';

/** When a submission was made, as "Nov 26, 2026, 5:29 PM" in the learner's locale (wraps after the date in a narrow column). */
const SUBMITTED_AT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Display label of a local or server submission status. */
export function submissionStatusLabel(status: string): string {
  return PROBLEM_TEXT.workspace.statusLabel[status] ?? PROBLEM_TEXT.workspace.statusLocal[status] ?? status;
}

function CodeModal({ submission, onClose }: { submission: SubmissionRow | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (submission && !d.open) d.showModal();
    else if (!submission && d.open) d.close();
  }, [submission]);
  const lang = submission ? PROBLEM_TEXT.workspace.languageNames[submission.language] : '';
  return (
    <dialog ref={ref} className="modal" aria-label={PROBLEM_TEXT.workspace.submittedCode(lang)} onClose={onClose}>
      <div className="modal-box max-w-3xl">
        <h2 className="text-lg font-bold">{PROBLEM_TEXT.workspace.submittedCode(lang)}</h2>
        <pre className="mt-3 max-h-[60vh] overflow-auto rounded-box bg-base-200 p-3 font-mono text-sm" data-testid="submission-code">
          <code>{submission?.code}</code>
        </pre>
        {submission?.groups && submission.groups.length > 0 && (
          <div className="mt-4">
            <ScoreGroups groups={submission.groups} />
          </div>
        )}
        {submission?.failedTestCase && submission.status !== 'accepted' && (
          <div className="mt-4">
            <FailedTest test={submission.failedTestCase} />
          </div>
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {TEXT.close}
          </button>
        </div>
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}

/** The Submissions tab. */
export function SubmissionsTab({ problemId }: { problemId: string }) {
  const { isAuthenticated } = useAuth();
  const rows = useSubmissions(problemId);
  const [open, setOpen] = useState<SubmissionRow | null>(null);

  if (!isAuthenticated) return <p className="py-6 text-center text-base-content/70">{PROBLEM_TEXT.workspace.signInToRun}</p>;
  if (rows === undefined) return null;
  if (rows.length === 0) return <p className="py-6 text-center text-base-content/70">{PROBLEM_MSG.noSubmissions}</p>;

  return (
    <>
      {/* A table in a wide pane, a card list in a narrow one (`.pj-card-table` in styles.css); the
          explicit roles keep the table's semantics when the cards change its display. */}
      <div className="pj-card-table overflow-x-auto">
        <table role="table" className="table table-sm" data-testid="submissions-table">
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader">{PROBLEM_TEXT.workspace.historyTime}</th>
              <th role="columnheader">{PROBLEM_TEXT.workspace.historyLanguage}</th>
              <th role="columnheader">{PROBLEM_TEXT.workspace.historyStatus}</th>
              <th role="columnheader">{PROBLEM_TEXT.workspace.runtime}</th>
              <th role="columnheader">{PROBLEM_TEXT.workspace.memory}</th>
              <th role="columnheader">
                <span className="sr-only">{PROBLEM_TEXT.workspace.viewCode}</span>
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((s) => {
              const badge = verdictBadge(s.status, submissionStatusLabel(s.status), s.score, s.maxScore);
              return (
                <tr key={s.localId} role="row" className="hover:bg-base-200 cursor-pointer" onClick={() => setOpen(s)} data-testid="submission-row">
                  <td role="cell" data-label={PROBLEM_TEXT.workspace.historyTime}>
                    <time dateTime={new Date(s.createdAt).toISOString()}>{SUBMITTED_AT.format(new Date(s.createdAt))}</time>
                  </td>
                  <td role="cell" data-label={PROBLEM_TEXT.workspace.historyLanguage}>
                    {PROBLEM_TEXT.workspace.languageNames[s.language]}
                  </td>
                  <td role="cell" data-label={PROBLEM_TEXT.workspace.historyStatus}>
                    <span className={`badge badge-sm whitespace-nowrap ${badge.className}`} data-testid="submission-status">
                      {badge.label}
                    </span>
                    {typeof s.score === 'number' && typeof s.maxScore === 'number' && (
                      <span className="ml-2 whitespace-nowrap font-medium" data-testid="submission-score">
                        {PROBLEM_TEXT.workspace.scoreShort(s.score, s.maxScore)}
                      </span>
                    )}
                  </td>
                  <td role="cell" data-label={PROBLEM_TEXT.workspace.runtime}>
                    {s.runtime === null ? '–' : formatRuntime(s.runtime)}
                  </td>
                  <td role="cell" data-label={PROBLEM_TEXT.workspace.memory}>
                    {s.memory === null ? '–' : formatMemory(s.memory)}
                  </td>
                  <td role="cell">
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs whitespace-nowrap"
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpen(s);
                      }}
                    >
                      {PROBLEM_TEXT.workspace.viewCode}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <CodeModal submission={open} onClose={() => setOpen(null)} />
    </>
  );
}
