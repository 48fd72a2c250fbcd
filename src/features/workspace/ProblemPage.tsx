/**
 * Problem page `/prblm/:id` (spec §2.5): left pane Description / Editorial / Solutions /
 * Submissions / ChatAI / Notes, right pane Code / Testcase / Result. Open to everyone; Run and
 * Submit need a signed-in user.
 *
 * Local-first: the problem comes from Dexie (`useProblemDetail`, refreshed on open),
 * so a cached problem opens at once, offline too. The editor restores the draft of each
 * language and saves it to Dexie as the learner types (debounced; flushed on leave, on hide and
 * before a service-worker update). Submit queues the submission in the outbox; the Result tab
 * follows it. Run uses the server online; offline, JavaScript runs in a Web Worker and Java/C++
 * explain that they need a connection.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describeError, errorStatus } from '../../api/errors.ts';
import { runCode } from '../../api/submissions.ts';
import { isOfflineError, useAuth } from '../../session/auth.tsx';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { registerFlusher } from '../../data/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { TEXT } from '../../../common/texts.ts';
import { useTheme } from '../../ui/theme.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { MAX_CODE_BYTES, MSG, type Language, type ProblemDetail, type RunCaseResult } from '../../../common/contract/index.ts';
import {
  DataValidationError,
  NotSignedInError,
  queueSubmission,
  refreshProblem,
  resetDraft,
  saveDraft,
  useDraft,
  useIsStarred,
  useOnline,
  useProblemDetail,
  useRefreshOnOpen,
  useSubmission,
  useSubmissions,
  type DraftRow,
} from '../../data/index.ts';
import { runJavaScript } from '../../workers/js-runner.ts';
import { StarButton } from '../../ui/StarButton.tsx';
import { DescriptionTab } from './DescriptionTab.tsx';
import { NotesTab } from './NotesTab.tsx';
import { ResultTab } from './ResultTab.tsx';
import { SolutionsTab } from './SolutionsTab.tsx';
import { SubmissionsTab } from './SubmissionsTab.tsx';
import { TestcaseTab } from './TestcaseTab.tsx';

const CodeEditor = lazy(() => import('./CodeEditor.tsx'));

type LeftTab = 'description' | 'editorial' | 'solutions' | 'submissions' | 'chatAI' | 'notes';
type RightTab = 'code' | 'testcase' | 'result';

const LEFT_TABS: readonly TabSpec<LeftTab>[] = [
  { key: 'description', label: TEXT.workspace.description },
  { key: 'editorial', label: TEXT.workspace.editorial },
  { key: 'solutions', label: TEXT.workspace.solutions },
  { key: 'submissions', label: TEXT.workspace.submissions },
  { key: 'chatAI', label: TEXT.workspace.chatAI },
  { key: 'notes', label: TEXT.workspace.notes },
];

const RIGHT_TABS: readonly TabSpec<RightTab>[] = [
  { key: 'code', label: TEXT.workspace.code },
  { key: 'testcase', label: TEXT.workspace.testcase },
  { key: 'result', label: TEXT.workspace.result },
];

/** Order of the language buttons (labels JavaScript / Java / C++). */
const LANGUAGE_ORDER: readonly Language[] = ['javascript', 'java', 'c++'];

/** Start code of each language (empty when the problem has none for it). */
export function startCodes(problem: Pick<ProblemDetail, 'startCode'>): Record<Language, string> {
  const codes: Record<Language, string> = { javascript: '', java: '', 'c++': '' };
  for (const s of problem.startCode) codes[s.language] = s.initialCode;
  return codes;
}

/** Client-side check before sending code (the server enforces the same rules). */
function codeProblem(code: string): string | null {
  if (code.trim() === '') return MSG.codeRequired;
  if (new TextEncoder().encode(code).length > MAX_CODE_BYTES) return MSG.codeTooLarge;
  return null;
}

/** How long the editor waits after the last keystroke before saving the draft to Dexie. */
export const DRAFT_SAVE_DELAY_MS = 400;

type Drafts = Record<Language, DraftRow | null>;

/**
 * Debounced draft saves of one problem: one timer per language; {@link flush} writes every
 * pending one at once (page hide, leaving the page, service-worker update).
 */
function useDraftSaver(prblmId: string) {
  const pending = useRef(new Map<Language, { code: string; timer: ReturnType<typeof setTimeout> }>());

  const saveNow = useCallback(
    async (lang: Language) => {
      const entry = pending.current.get(lang);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(lang);
      await saveDraft(prblmId, lang, entry.code);
    },
    [prblmId],
  );

  const flush = useCallback(async () => {
    await Promise.all([...pending.current.keys()].map((lang) => saveNow(lang)));
  }, [saveNow]);

  const schedule = useCallback(
    (lang: Language, code: string) => {
      const prev = pending.current.get(lang);
      if (prev) clearTimeout(prev.timer);
      const timer = setTimeout(() => void saveNow(lang).catch((e: unknown) => console.error('draft save failed:', e)), DRAFT_SAVE_DELAY_MS);
      pending.current.set(lang, { code, timer });
    },
    [saveNow],
  );

  const cancel = useCallback((lang: Language) => {
    const prev = pending.current.get(lang);
    if (prev) clearTimeout(prev.timer);
    pending.current.delete(lang);
  }, []);

  const isPending = useCallback((lang: Language) => pending.current.has(lang), []);

  // Flush on hide / page leave / unmount, and whenever someone (the update prompt) asks.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    const unregister = registerFlusher(flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      unregister();
      void flush();
    };
  }, [flush]);

  return { schedule, flush, cancel, isPending };
}

function Workspace({ problem, drafts }: { problem: ProblemDetail; drafts: Drafts }) {
  const { isAuthenticated } = useAuth();
  const { dark } = useTheme();
  const toast = useToast();
  const confirm = useConfirm();
  const online = useOnline();
  const starred = useIsStarred(problem._id);
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [rightTab, setRightTab] = useState<RightTab>('code');
  const [language, setLanguage] = useState<Language>('javascript');
  // Editor contents per language (spec §3 client state jsCode, javaCode, cppCode): the saved draft, else the start code.
  const [codes, setCodes] = useState<Record<Language, string>>(() => {
    const start = startCodes(problem);
    return { javascript: drafts.javascript?.code ?? start.javascript, java: drafts.java?.code ?? start.java, 'c++': drafts['c++']?.code ?? start['c++'] };
  });
  const codesRef = useRef(codes);
  const [pending, setPending] = useState<'run' | 'submit' | null>(null);
  const [runResults, setRunResults] = useState<RunCaseResult[] | null>(null);
  const [runNotice, setRunNotice] = useState<string | null>(null);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  // After a reload, a submission of this problem still waiting for its verdict is shown in the Result tab again.
  const history = useSubmissions(problem._id);
  const waiting = history?.find((s) => s.status === 'queued' || s.status === 'judging');
  const submission = useSubmission(submissionId ?? waiting?.localId ?? null);
  const [replace, setReplace] = useState<{ language: Language; code: string; seq: number } | null>(null);
  // Languages the learner typed in on this visit (their drafts are never replaced from outside).
  const typed = useRef(new Set<Language>());
  // Text the editor is about to report because we replaced it (not a keystroke: not saved again).
  const expected = useRef(new Map<Language, string>());
  const saver = useDraftSaver(problem._id);

  const onCodeChange = useCallback(
    (lang: Language, code: string) => {
      codesRef.current = { ...codesRef.current, [lang]: code };
      setCodes(codesRef.current);
      if (expected.current.get(lang) === code) {
        expected.current.delete(lang);
        return;
      }
      typed.current.add(lang);
      saver.schedule(lang, code);
    },
    [saver],
  );

  const replaceCode = useCallback((lang: Language, code: string) => {
    expected.current.set(lang, code);
    setReplace((r) => ({ language: lang, code, seq: (r?.seq ?? 0) + 1 }));
  }, []);

  // A newer draft from elsewhere (the server, another tab) replaces a language not typed in on this visit.
  useEffect(() => {
    for (const lang of LANGUAGE_ORDER) {
      const d = drafts[lang];
      if (!d || typed.current.has(lang) || saver.isPending(lang)) continue;
      if (d.code !== codesRef.current[lang]) replaceCode(lang, d.code);
    }
  }, [drafts, saver, replaceCode]);

  const rightPaneRef = useRef<HTMLElement>(null);

  /** Switches the right pane to a results tab; on stacked (mobile) layouts, scrolls it into view. */
  const showResults = (tab: RightTab) => {
    setRightTab(tab);
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => rightPaneRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    }
  };

  const signInToast = () => toast.show({ kind: 'info', text: TEXT.workspace.signInToRun, action: { label: TEXT.workspace.signInLink, to: '/Login' } });

  const runOffline = async (code: string): Promise<RunCaseResult[] | null> => {
    if (language !== 'javascript') {
      const text = TEXT.workspace.runNeedsConnection(TEXT.workspace.languageNames[language]);
      setRunNotice(text);
      setRunResults(null);
      showResults('testcase');
      toast.show({ kind: 'warning', text });
      return null;
    }
    return runJavaScript(code, problem.visibleTestCases, { timeLimitMs: problem.timeLimitMs });
  };

  const run = async (code: string) => {
    let results: RunCaseResult[] | null;
    if (!navigator.onLine) {
      results = await runOffline(code);
    } else {
      try {
        results = await runCode(problem._id, { code, language });
      } catch (error) {
        // The connection dropped on the way: fall back like offline.
        if (!isOfflineError(error)) throw error;
        results = await runOffline(code);
      }
    }
    if (!results) return;
    setRunNotice(null);
    setRunResults(results);
    showResults('testcase');
  };

  const submit = async (code: string) => {
    const localId = await queueSubmission(problem._id, language, code);
    setSubmissionId(localId);
    showResults('result');
  };

  const act = async (kind: 'run' | 'submit') => {
    if (pending) return;
    if (!isAuthenticated) {
      signInToast();
      return;
    }
    const code = codes[language];
    const invalid = codeProblem(code);
    if (invalid) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + invalid });
      return;
    }
    setPending(kind);
    try {
      if (kind === 'run') await run(code);
      else await submit(code);
    } catch (error) {
      if (errorStatus(error) === 401 || error instanceof NotSignedInError) signInToast();
      else if (error instanceof DataValidationError) toast.show({ kind: 'error', text: MSG.errorPrefix + error.message });
      else toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
    } finally {
      setPending(null);
    }
  };

  const reset = async () => {
    if (!(await confirm({ text: TEXT.workspace.resetConfirm, confirmLabel: TEXT.workspace.reset, danger: true }))) return;
    try {
      saver.cancel(language);
      const code = await resetDraft(problem._id, language);
      typed.current.delete(language);
      replaceCode(language, code);
    } catch (error) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
    }
  };

  const languageName = TEXT.workspace.languageNames[language];
  // The latest submission is on its way to the judge (offline it simply waits: Submit stays available).
  const judging = !!submission && (submission.status === 'judging' || (submission.status === 'queued' && online));

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 lg:flex-row">
      {/* Left pane */}
      <section className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={TEXT.workspace.leftTabs}>
        <TabList label={TEXT.workspace.leftTabs} idPrefix="left" tabs={LEFT_TABS} selected={leftTab} onSelect={setLeftTab} className="px-2 pt-1" />
        <TabPanel idPrefix="left" tabKey={leftTab} className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2">
          {leftTab === 'description' && (
            <DescriptionTab problem={problem} actions={<StarButton prblmId={problem._id} starred={starred ?? false} title={problem.title} size="btn-md" />} />
          )}
          {leftTab === 'solutions' && <SolutionsTab problem={problem} />}
          {leftTab === 'submissions' && <SubmissionsTab prblmId={problem._id} />}
          {leftTab === 'notes' && <NotesTab prblmId={problem._id} />}
          {(leftTab === 'editorial' || leftTab === 'chatAI') && <p className="py-6 text-center text-base-content/70">{TEXT.comingSoon.title}</p>}
        </TabPanel>
      </section>

      {/* Right pane */}
      <section ref={rightPaneRef} className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={TEXT.workspace.rightTabs}>
        <TabList label={TEXT.workspace.rightTabs} idPrefix="right" tabs={RIGHT_TABS} selected={rightTab} onSelect={setRightTab} className="px-2 pt-1" />
        {/* The Code panel stays mounted (hidden) so the editor keeps its state across tabs. */}
        <div
          role="tabpanel"
          id="right-panel-code"
          aria-labelledby="right-tab-code"
          hidden={rightTab !== 'code'}
          className="flex min-h-0 flex-1 flex-col gap-2 p-2"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div role="group" aria-label={TEXT.workspace.languages} className="flex flex-wrap gap-2">
              {LANGUAGE_ORDER.map((lang) => (
                <button
                  key={lang}
                  type="button"
                  className={`btn btn-sm ${lang === language ? 'btn-primary' : 'btn-ghost border-base-300'}`}
                  aria-pressed={lang === language}
                  onClick={() => setLanguage(lang)}
                >
                  {TEXT.workspace.languageNames[lang]}
                </button>
              ))}
            </div>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => void reset()}>
              {TEXT.workspace.reset}
            </button>
          </div>
          <div className="h-[60vh] min-h-0 overflow-hidden rounded-box border border-base-300 lg:h-auto lg:flex-1">
            <Suspense fallback={<Spinner label={TEXT.workspace.editorLoading} className="h-full" />}>
              <CodeEditor
                language={language}
                initialValue={codes[language]}
                dark={dark}
                label={TEXT.workspace.editorLabel(languageName)}
                onChange={onCodeChange}
                replace={replace}
              />
            </Suspense>
          </div>
        </div>
        {rightTab === 'testcase' && (
          <TabPanel idPrefix="right" tabKey="testcase" className="min-h-0 flex-1 overflow-y-auto p-4">
            {runNotice && (
              <div role="alert" className="alert alert-warning alert-soft mb-4" data-testid="run-notice">
                <span>{runNotice}</span>
              </div>
            )}
            <TestcaseTab examples={problem.visibleTestCases} results={runResults} />
          </TabPanel>
        )}
        {rightTab === 'result' && (
          <TabPanel idPrefix="right" tabKey="result" className="min-h-0 flex-1 overflow-y-auto p-4">
            <ResultTab submission={submission} online={online} />
          </TabPanel>
        )}
        <div className="flex items-center justify-end gap-2 border-t border-base-300 p-2">
          <button type="button" className="btn btn-sm btn-outline" disabled={pending !== null} onClick={() => void act('run')}>
            {pending === 'run' && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {pending === 'run' ? TEXT.workspace.running : TEXT.workspace.run}
          </button>
          <button type="button" className="btn btn-sm btn-success" disabled={pending !== null || judging} onClick={() => void act('submit')}>
            {judging && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {judging ? TEXT.workspace.submitting : TEXT.workspace.submit}
          </button>
        </div>
      </section>
    </div>
  );
}

/** Waits for the three drafts of the problem (Dexie) so the editor opens with the learner's code. */
function WorkspaceWithDrafts({ problem }: { problem: ProblemDetail }) {
  const js = useDraft(problem._id, 'javascript');
  const java = useDraft(problem._id, 'java');
  const cpp = useDraft(problem._id, 'c++');
  if (js === undefined || java === undefined || cpp === undefined) return <Spinner label={TEXT.workspace.loading} className="flex-1" />;
  return <Workspace problem={problem} drafts={{ javascript: js, java, 'c++': cpp }} />;
}

type Missing = { id: string; generation: number; status: 'notFound' | 'error'; message: string };

/** The problem page. */
export function ProblemPage() {
  const { id = '' } = useParams();
  const detail = useProblemDetail(id);
  const online = useOnline();
  const [generation, setGeneration] = useState(0);
  const [missing, setMissing] = useState<Missing | null>(null);
  useRefreshOnOpen(id);

  // Not cached: fetch it (the cached copy, when there is one, is refreshed by useRefreshOnOpen).
  const notCached = detail === null;
  useEffect(() => {
    if (!notCached || !online) return;
    let cancelled = false;
    refreshProblem(id).then(
      (row) => {
        if (!cancelled && row === null) setMissing({ id, generation, status: 'notFound', message: '' });
      },
      (error: unknown) => {
        if (cancelled) return;
        const status = errorStatus(error) === 404 || errorStatus(error) === 400 ? 'notFound' : 'error';
        setMissing({ id, generation, status, message: describeError(error, TEXT.requestFailed) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, notCached, online, generation]);

  if (detail) return <WorkspaceWithDrafts key={detail._id} problem={detail} />;
  const failure = missing && missing.id === id && missing.generation === generation ? missing : null;
  if (detail === undefined || (online && !failure)) return <Spinner label={TEXT.workspace.loading} className="flex-1" />;

  const heading = !online ? TEXT.workspace.notCachedOffline : failure?.status === 'notFound' ? MSG.problemNotFound : MSG.errorPrefix + (failure?.message ?? '');
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-md">
          <h1 className="text-2xl font-bold">{heading}</h1>
          <div className="mt-6 flex justify-center gap-2">
            {online && failure?.status === 'error' && (
              <button type="button" className="btn" onClick={() => setGeneration((g) => g + 1)}>
                {TEXT.problems.retry}
              </button>
            )}
            <Link to="/" className="btn btn-primary">
              {TEXT.workspace.notFoundBack}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
