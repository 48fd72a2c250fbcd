/**
 * Run and Submit of the problem page: checks the code with the shared code rule, routes a Run
 * (`run-code.ts`), queues a submission in the outbox and follows it, and reports problems as
 * toasts. Signed-out learners are invited to sign in.
 */
import { useEffect, useRef, useState } from 'react';
import { describeError, errorStatus } from '../../api/errors.ts';
import {
  checkCode,
  codeIssueMessage,
  CUSTOM_INPUT_MAX_BYTES,
  MSG,
  type CustomRunResult,
  type Language,
  type ProblemDetail,
  type RunCaseResult,
} from '../../../common/contract/index.ts';
import { utf8Length } from '../../../common/utf8.ts';
import { TEXT } from '../../../common/texts.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';
import { DataValidationError, NotSignedInError, queueSubmission, refreshProblem, useOnline, useSubmission, useSubmissions, type SubmissionRow } from '../../data/index.ts';
import { isOfflineError, useAuth } from '../../session/auth.tsx';
import { useToast } from '../../ui/toasts.tsx';
import type { RuntimeUnavailableError } from '../../workers/runtime-unavailable.ts';
import { runCustomInput, runVisibleTests, type OfflineRunStage } from './run-code.ts';

/** The stage texts (`run-stage.ts`), loaded with the first Run on this device that reports a stage or fails. */
const stageTexts = () => import('./run-stage.ts');
/** How long the loading stage lasts before its line turns into the slow-device hint (offers Cancel and Submit), ms. */
const SLOW_LOAD_HINT_MS = 10_000;

/** The last custom-input run: what the program did, and the language and input it ran with. */
export interface CustomRun {
  result: CustomRunResult;
  language: Language;
  stdin: string;
}

/** The last Run on the examples: each case's result, and the language it ran in. */
export interface ExamplesRun {
  results: RunCaseResult[];
  language: Language;
}

/** What the page shows of Run and Submit. */
export interface RunAndSubmit {
  /** The action in progress, if any. */
  pending: 'run' | 'submit' | 'custom' | null;
  /** What the last custom-input run printed (null before the first). */
  customResult: CustomRun | null;
  /** Results of the last Run (null before the first, or after a Run that could not happen). */
  runResults: ExamplesRun | null;
  /** Why the last Run could not happen (Java/C++, or Python without its offline download, offline), else null. */
  runNotice: string | null;
  /** What a Run on this device is doing while it runs (loading C++'s compiler, compiling, running), else null. */
  runStage: string | null;
  /** Stops the Run on this device in progress (shown with {@link RunAndSubmit.runStage}); nothing is kept of it. */
  cancelRun(): void;
  /** The submission the Result tab follows: the last one made here, else one still waiting for its verdict, else the problem's latest. */
  submission: SubmissionRow | null | undefined;
  /** The followed submission is on its way to the judge (offline it simply waits: Submit stays available). */
  judging: boolean;
  /** Runs or submits `code` in `language`; `custom` runs it on `stdin`. Never throws. */
  act(kind: 'run' | 'submit' | 'custom', language: Language, code: string, stdin?: string): Promise<void>;
}

type Toasts = ReturnType<typeof useToast>;

/** The toast that invites a signed-out learner to sign in. */
function showSignInToast(toast: Toasts): void {
  toast.show({ kind: 'info', text: PROBLEM_TEXT.workspace.signInToRun, action: { label: TEXT.nav.login, to: '/Login' } });
}

/** Reports a Run or Submit that failed: an invitation to sign in, the data layer's check, or the request's error. */
function reportActionError(toast: Toasts, error: unknown): void {
  if (errorStatus(error) === 401 || error instanceof NotSignedInError) showSignInToast(toast);
  else if (error instanceof DataValidationError) toast.show({ kind: 'error', text: MSG.errorPrefix + error.message });
  else toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
}

/** Why a Run in `language` cannot happen offline: Python names its offline download. */
function needsConnectionText(language: Language): string {
  const needsPack = PROBLEM_TEXT.workspace.runNeedsPack[language];
  if (needsPack) return needsPack;
  return PROBLEM_TEXT.workspace.runNeedsConnection(PROBLEM_TEXT.workspace.languageNames[language]);
}

/**
 * The stage line of a Run on this device and its Cancel: `start` makes the Run's abort signal and its
 * stage reporter (the loading line turns into the slow-device hint after `SLOW_LOAD_HINT_MS`), `finish`
 * clears both, `cancel` aborts. A Run still going when the page closes is cancelled.
 */
function useOfflineRunControl() {
  const [runStage, setRunStage] = useState<string | null>(null);
  const current = useRef<{ controller: AbortController; timer: ReturnType<typeof setTimeout> | null } | null>(null);

  const clearTimer = () => {
    if (current.current?.timer) clearTimeout(current.current.timer);
    if (current.current) current.current.timer = null;
  };
  const finish = () => {
    clearTimer();
    current.current = null;
    setRunStage(null);
  };
  const cancel = () => current.current?.controller.abort();
  useEffect(() => () => current.current?.controller.abort(), []);

  /** A new Run's signal and stage reporter; `onEachStage` runs on every stage (the examples' Run clears its old results). */
  const start = (language: Language, onEachStage?: () => void) => {
    current.current?.controller.abort();
    const run = { controller: new AbortController(), timer: null as ReturnType<typeof setTimeout> | null };
    current.current = run;
    const show = (stage: OfflineRunStage, slow = false) => void stageTexts().then((m) => current.current === run && setRunStage(m.offlineStageText(stage, language, slow)));
    const onStage = (stage: OfflineRunStage) => {
      if (current.current !== run) return;
      clearTimer();
      show(stage);
      if (stage === 'loading') run.timer = setTimeout(() => show('loading', true), SLOW_LOAD_HINT_MS);
      onEachStage?.();
    };
    return { signal: run.controller.signal, onStage };
  };
  return { runStage, start, finish, cancel };
}

/**
 * Runs on the examples and on a custom input, and what they returned. A Run that needs a
 * connection shows why in the Testcase tab and as a toast; a custom input over
 * `CUSTOM_INPUT_MAX_BYTES` is refused with a toast. A Run on this device can be cancelled (a toast
 * says so); one whose runtime could not load says why in the Testcase tab.
 */
function useRuns(problem: ProblemDetail, show: (tab: 'testcase' | 'result') => void, toast: Toasts) {
  const [customResult, setCustomResult] = useState<CustomRun | null>(null);
  const [runResults, setRunResults] = useState<ExamplesRun | null>(null);
  const [runNotice, setRunNotice] = useState<string | null>(null);
  const control = useOfflineRunControl();

  /** Shows `text` in the Testcase tab and as a warning toast. */
  const notice = (text: string) => {
    setRunNotice(text);
    show('testcase');
    toast.show({ kind: 'warning', text });
  };

  /** Runs `work` with a stage line and Cancel; a cancelled Run or one whose runtime did not load ends here (undefined). */
  const onDevice = async <T,>(language: Language, work: (opts: { signal: AbortSignal; onStage: (stage: OfflineRunStage) => void }) => Promise<T>, onEachStage?: () => void): Promise<T | undefined> => {
    const opts = control.start(language, onEachStage);
    try {
      return await work(opts);
    } catch (error) {
      if (opts.signal.aborted) {
        const { RUN_CANCELLED_TEXT } = await stageTexts();
        toast.show({ kind: 'info', text: RUN_CANCELLED_TEXT });
        return undefined;
      }
      // Told by its name: the runner's chunk defines the class, and the page does not load it to check.
      if (error instanceof Error && error.name === 'RuntimeUnavailableError') {
        const { runtimeUnavailableText } = await stageTexts();
        setRunResults(null);
        notice(runtimeUnavailableText(error as RuntimeUnavailableError, language));
        return undefined;
      }
      throw error;
    } finally {
      control.finish();
    }
  };

  const run = async (language: Language, code: string) => {
    // The Testcase tab, where the results will show, says what the Run is doing meanwhile (in place of
    // the last Run's results, which are no longer what the editor holds).
    const clearShown = () => {
      setRunResults(null);
      setRunNotice(null);
      show('testcase');
    };
    const outcome = await onDevice(language, (opts) => runVisibleTests(problem, language, code, { online: navigator.onLine, isOfflineError, ...opts }), clearShown);
    if (!outcome) return;
    if (outcome.kind === 'needsConnection') {
      setRunResults(null);
      notice(problem.interactive ? PROBLEM_TEXT.workspace.interactiveNeedsConnection : needsConnectionText(language));
      return;
    }
    setRunNotice(null);
    setRunResults({ results: outcome.results, language });
    show('testcase');
  };

  const runCustom = async (language: Language, code: string, stdin: string) => {
    if (utf8Length(stdin) > CUSTOM_INPUT_MAX_BYTES) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + PROBLEM_MSG.customInputTooLarge });
      return;
    }
    const outcome = await onDevice(language, (opts) => runCustomInput(problem, language, code, stdin, { online: navigator.onLine, isOfflineError, ...opts }));
    if (!outcome) return;
    if (outcome.kind === 'needsConnection') {
      const text = needsConnectionText(language);
      if (language === 'python3') {
        setRunNotice(text);
        show('testcase');
      }
      toast.show({ kind: 'warning', text });
      return;
    }
    setRunNotice(null);
    setCustomResult({ result: outcome.result, language, stdin });
  };

  return { customResult, runResults, runNotice, runStage: control.runStage, cancelRun: control.cancel, run, runCustom };
}

/**
 * The submission the Result tab follows: `submissionId` (the last one made here), else one of
 * this problem still waiting for its verdict, else this problem's latest one (after leaving the page
 * or a reload, the Result tab still shows the last verdict). An Accepted verdict fetches
 * the problem again while its reference solutions are locked: the server sends them once the
 * learner has solved it, so the Solutions tab unlocks without a reload.
 */
function useFollowedSubmission(problem: ProblemDetail, submissionId: string | null) {
  const online = useOnline();
  const history = useSubmissions(problem._id);
  const waiting = history?.find((s) => s.status === 'queued' || s.status === 'judging');
  const submission = useSubmission(submissionId ?? waiting?.localId ?? history?.[0]?.localId ?? null);

  const accepted = submission?.status === 'accepted';
  const locked = !problem.referenceSolution.some((s) => s.completeCode.trim() !== '');
  useEffect(() => {
    if (accepted && locked) void refreshProblem(problem._id).catch(() => undefined);
  }, [accepted, locked, problem._id]);

  const judging = !!submission && (submission.status === 'judging' || (submission.status === 'queued' && online));
  return { submission, judging };
}

/**
 * @param problem the open problem
 * @param show called with the tab that should show the outcome (`testcase` for a Run, `result` for a submission)
 */
export function useRunAndSubmit(problem: ProblemDetail, show: (tab: 'testcase' | 'result') => void): RunAndSubmit {
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const [pending, setPending] = useState<'run' | 'submit' | 'custom' | null>(null);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const { customResult, runResults, runNotice, runStage, cancelRun, run, runCustom } = useRuns(problem, show, toast);
  const { submission, judging } = useFollowedSubmission(problem, submissionId);

  const submit = async (language: Language, code: string) => {
    setSubmissionId(await queueSubmission(problem._id, language, code));
    show('result');
  };

  const act = async (kind: 'run' | 'submit' | 'custom', language: Language, code: string, stdin = '') => {
    if (pending) return;
    if (!isAuthenticated) {
      showSignInToast(toast);
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
      else if (kind === 'custom') await runCustom(language, code, stdin);
      else await submit(language, code);
    } catch (error) {
      reportActionError(toast, error);
    } finally {
      setPending(null);
    }
  };

  return { pending, customResult, runResults, runNotice, runStage, cancelRun, submission, judging, act };
}
