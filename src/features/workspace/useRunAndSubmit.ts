/**
 * Run and Submit of the problem page: checks the code with the shared code rule, routes a Run
 * (`run-code.ts`), queues a submission in the outbox and follows it, and reports problems as
 * toasts. Signed-out learners are invited to sign in.
 */
import { useState } from 'react';
import { describeError, errorStatus } from '../../api/errors.ts';
import { checkCode, codeIssueMessage, MSG, type Language, type ProblemDetail, type RunCaseResult } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { DataValidationError, NotSignedInError, queueSubmission, useOnline, useSubmission, useSubmissions, type SubmissionRow } from '../../data/index.ts';
import { isOfflineError, useAuth } from '../../session/auth.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { runVisibleTests } from './run-code.ts';

/** What the page shows of Run and Submit. */
export interface RunAndSubmit {
  /** The action in progress, if any. */
  pending: 'run' | 'submit' | null;
  /** Results of the last Run (null before the first, or after a Run that could not happen). */
  runResults: RunCaseResult[] | null;
  /** Why the last Run could not happen (Java/C++ offline), else null. */
  runNotice: string | null;
  /** The submission the Result tab follows: the last one made here, else one still waiting for its verdict. */
  submission: SubmissionRow | null | undefined;
  /** The followed submission is on its way to the judge (offline it simply waits: Submit stays available). */
  judging: boolean;
  /** Runs or submits `code` in `language`. Never throws. */
  act(kind: 'run' | 'submit', language: Language, code: string): Promise<void>;
}

/**
 * @param problem the open problem
 * @param show called with the tab that should show the outcome (`testcase` for a Run, `result` for a submission)
 */
export function useRunAndSubmit(problem: ProblemDetail, show: (tab: 'testcase' | 'result') => void): RunAndSubmit {
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const online = useOnline();
  const [pending, setPending] = useState<'run' | 'submit' | null>(null);
  const [runResults, setRunResults] = useState<RunCaseResult[] | null>(null);
  const [runNotice, setRunNotice] = useState<string | null>(null);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  // After a reload, a submission of this problem still waiting for its verdict is shown again.
  const history = useSubmissions(problem._id);
  const waiting = history?.find((s) => s.status === 'queued' || s.status === 'judging');
  const submission = useSubmission(submissionId ?? waiting?.localId ?? null);

  const signInToast = () => toast.show({ kind: 'info', text: TEXT.workspace.signInToRun, action: { label: TEXT.workspace.signInLink, to: '/Login' } });

  const run = async (language: Language, code: string) => {
    const outcome = await runVisibleTests(problem, language, code, { online: navigator.onLine, isOfflineError });
    if (outcome.kind === 'needsConnection') {
      const text = TEXT.workspace.runNeedsConnection(TEXT.workspace.languageNames[language]);
      setRunNotice(text);
      setRunResults(null);
      show('testcase');
      toast.show({ kind: 'warning', text });
      return;
    }
    setRunNotice(null);
    setRunResults(outcome.results);
    show('testcase');
  };

  const submit = async (language: Language, code: string) => {
    setSubmissionId(await queueSubmission(problem._id, language, code));
    show('result');
  };

  const act = async (kind: 'run' | 'submit', language: Language, code: string) => {
    if (pending) return;
    if (!isAuthenticated) {
      signInToast();
      return;
    }
    const issue = checkCode(code);
    if (issue) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + codeIssueMessage(issue) });
      return;
    }
    setPending(kind);
    try {
      if (kind === 'run') await run(language, code);
      else await submit(language, code);
    } catch (error) {
      if (errorStatus(error) === 401 || error instanceof NotSignedInError) signInToast();
      else if (error instanceof DataValidationError) toast.show({ kind: 'error', text: MSG.errorPrefix + error.message });
      else toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
    } finally {
      setPending(null);
    }
  };

  const judging = !!submission && (submission.status === 'judging' || (submission.status === 'queued' && online));
  return { pending, runResults, runNotice, submission, judging, act };
}
