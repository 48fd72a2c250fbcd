/**
 * Result tab (spec §2.5, §4, §9): status badge, passed/total test cases, runtime (seconds,
 * 2 decimals) and memory (KB under 1024, else MB); the error message when not accepted.
 *
 * It follows the local submission row (`useSubmission`): `queued` offline says it will
 * be judged on reconnect, `queued`/`judging` online say "Judging…", a refused one shows why.
 * A submission in another language than the one shown is labelled with its language.
 *
 * Judge texts keep their line breaks (`pre-wrap`) and wrap at spaces; a token too long for the
 * line (a long identifier in a compile error) breaks anywhere, so nothing scrolls sideways.
 */
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import type { FailedTestCase, Language, SubmitResponse } from '../../../common/contract/index.ts';
import type { SubmissionRow } from '../../data/index.ts';
import { formatMemory, formatRuntime, resultMismatch, verdictBadge } from './format.ts';
import { StaleResultNote } from './StaleResultNote.tsx';
import { STATUS_DESCRIPTION } from '../../../common/judging/status.ts';
import type { GroupResult } from '../../../common/judging/scoring.ts';

const TRUNCATED = '… (truncated)';

/** One field of the failing test: a label and the text (the server's cut mark replaced by a note). */
function FailedField({ label, text, testId }: { label: string; text: string; testId: string }) {
  const truncated = text.endsWith(TRUNCATED);
  const shown = truncated ? text.slice(0, -TRUNCATED.length) : text;
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-base-content/70">{label}</span>
      <pre className="max-h-48 overflow-auto whitespace-pre-wrap wrap-anywhere rounded-box bg-base-200 p-3 font-mono text-sm" data-testid={testId}>
        {shown === '' ? <span className="text-base-content/50">{PROBLEM_TEXT.workspace.failedEmpty}</span> : shown}
      </pre>
      {truncated && <span className="text-xs text-base-content/60">{PROBLEM_TEXT.workspace.failedTruncated}</span>}
    </div>
  );
}

/** The first failing test of a Wrong Answer, Runtime Error or Time Limit Exceeded (as LeetCode shows it). */
export function FailedTest({ test }: { test: FailedTestCase }) {
  return (
    <section className="flex flex-col gap-3" aria-label={PROBLEM_TEXT.workspace.failedTest} data-testid="failed-test">
      <h3 className="font-semibold">{PROBLEM_TEXT.workspace.failedTest}</h3>
      {test.judgeMessage && <FailedField label={PROBLEM_TEXT.workspace.failedJudgeMessage} text={test.judgeMessage} testId="failed-judge-message" />}
      <FailedField label={PROBLEM_TEXT.workspace.failedInput} text={test.input} testId="failed-input" />
      <FailedField label={PROBLEM_TEXT.workspace.failedExpected} text={test.expectedOutput} testId="failed-expected" />
      <FailedField label={PROBLEM_TEXT.workspace.failedOutput} text={test.output} testId="failed-output" />
      {test.stderr !== '' && <FailedField label={PROBLEM_TEXT.workspace.failedStderr} text={test.stderr} testId="failed-stderr" />}
    </section>
  );
}

/** A scoring problem's test groups: name, points got of its points, verdict. */
export function ScoreGroups({ groups }: { groups: GroupResult[] }) {
  const W = PROBLEM_TEXT.workspace;
  return (
    <section className="flex flex-col gap-2" aria-label={W.testGroups}>
      <h3 className="font-semibold">{W.testGroups}</h3>
      <div className="overflow-x-auto">
        <table className="table table-sm" data-testid="score-groups">
          <thead>
            <tr>
              <th scope="col">{W.groupName}</th>
              <th scope="col">{W.groupPoints}</th>
              <th scope="col">{W.groupVerdict}</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => {
              const passed = g.judged && g.statusId === STATUS_ACCEPTED;
              return (
                <tr key={g.name} data-testid="score-group" data-passed={passed}>
                  <td className="font-mono wrap-anywhere">{g.name.replace(/^secret\//, '')}</td>
                  <td className="whitespace-nowrap">{W.groupScore(g.score, g.maxScore)}</td>
                  <td>
                    <span className={`badge badge-sm whitespace-nowrap ${passed ? 'badge-success' : 'badge-error'} badge-soft`}>
                      {g.judged ? (STATUS_DESCRIPTION[g.statusId] ?? String(g.statusId)) : W.groupNotJudged}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Judge0's Accepted. */
const STATUS_ACCEPTED = 3;

/**
 * The verdict of a judged submission.
 * @param submissionId the submission's local id, on the badge as `data-submission` (tells one verdict from the next)
 */
export function Verdict({ result, submissionId }: { result: Omit<SubmitResponse, '_id'>; submissionId?: string }) {
  const accepted = result.status === 'accepted';
  const badge = verdictBadge(result.status, PROBLEM_TEXT.workspace.statusLabel[result.status] ?? result.status, result.score, result.maxScore);
  const label = badge.label;
  // The verdict name and the error text, without repeating the badge's own words.
  const detail = [...new Set([result.error, result.errorMessage])].filter(
    (t): t is string => typeof t === 'string' && t.trim() !== '' && t.trim() !== label,
  );
  return (
    <div className="flex flex-col gap-4" data-testid="submit-result">
      <div className="flex flex-wrap items-center gap-3">
        <span className={`badge badge-lg whitespace-nowrap ${badge.className}`} data-testid="submit-status" data-submission={submissionId}>
          {label}
        </span>
        {typeof result.score === 'number' && typeof result.maxScore === 'number' && (
          <span className="text-lg font-semibold" data-testid="submit-score">
            {PROBLEM_TEXT.workspace.score(result.score, result.maxScore)}
          </span>
        )}
        <span className="font-medium" data-testid="submit-passed">
          {PROBLEM_TEXT.workspace.testCasesPassed(result.passedTestCases, result.totalTestCases)}
        </span>
      </div>
      {result.groups && result.groups.length > 0 && <ScoreGroups groups={result.groups} />}
      <div className="stats stats-vertical border border-base-300 sm:stats-horizontal">
        <div className="stat">
          <div className="stat-title">{PROBLEM_TEXT.workspace.runtime}</div>
          <div className="stat-value text-2xl">{formatRuntime(result.runtime)}</div>
        </div>
        <div className="stat">
          <div className="stat-title">{PROBLEM_TEXT.workspace.memory}</div>
          <div className="stat-value text-2xl">{formatMemory(result.memory)}</div>
        </div>
      </div>
      {!accepted &&
        detail.map((text, i) => (
          <pre key={i} className="overflow-x-auto whitespace-pre-wrap wrap-anywhere rounded-box bg-base-200 p-3 font-mono text-sm" data-testid="submit-error">
            {text}
          </pre>
        ))}
      {!accepted && result.failedTestCase && <FailedTest test={result.failedTestCase} />}
    </div>
  );
}

/**
 * The Result tab for the learner's latest submission on this page.
 * @param language the language the page shows
 */
export function ResultTab({ submission, online, language }: { submission: SubmissionRow | null | undefined; online: boolean; language: Language }) {
  if (!submission) return <p className="text-base-content/70">{PROBLEM_TEXT.workspace.noSubmitYet}</p>;
  const mismatch = resultMismatch(submission, { language });
  const note = mismatch?.otherLanguage && <StaleResultNote text={PROBLEM_TEXT.workspace.staleSubmission(PROBLEM_TEXT.workspace.languageNames[mismatch.otherLanguage])} />;
  return (
    <div className="flex flex-col gap-4">
      {note}
      <SubmissionState submission={submission} online={online} />
    </div>
  );
}

/** What is known of one submission: waiting, refused, or its verdict. */
function SubmissionState({ submission, online }: { submission: SubmissionRow; online: boolean }) {
  const { status } = submission;
  if (status === 'queued' || status === 'judging') {
    const waitingForNetwork = status === 'queued' && !online;
    return (
      <div role="status" className={`alert ${waitingForNetwork ? 'alert-warning' : 'alert-info'} alert-soft`} data-testid="submit-pending" data-status={status}>
        {!waitingForNetwork && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        <span>{waitingForNetwork ? PROBLEM_TEXT.workspace.queuedOffline : PROBLEM_TEXT.workspace.judging}</span>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div role="alert" className="alert alert-error alert-soft flex flex-col items-start" data-testid="submit-failed">
        <span className="font-semibold">{PROBLEM_TEXT.workspace.submitFailed}</span>
        {submission.errorMessage && <span className="wrap-anywhere">{submission.errorMessage}</span>}
      </div>
    );
  }
  // Keyed by the submission: a newer verdict is a new element, never the previous one's text changing.
  return (
    <Verdict
      key={submission.localId}
      submissionId={submission.localId}
      result={{
        status,
        status_id: submission.status_id ?? 0,
        passedTestCases: submission.passedTestCases ?? 0,
        totalTestCases: submission.totalTestCases ?? 0,
        runtime: submission.runtime ?? 0,
        memory: submission.memory ?? 0,
        error: submission.error,
        errorMessage: submission.errorMessage,
        failedTestCase: submission.failedTestCase ?? null,
        score: submission.score ?? null,
        maxScore: submission.maxScore ?? null,
        groups: submission.groups ?? null,
      }}
    />
  );
}
