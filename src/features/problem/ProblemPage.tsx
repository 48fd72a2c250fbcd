/**
 * Problem page `/prblm/:id` (spec §2.5): left pane Description / Editorial / Solutions /
 * Submissions / ChatAI / Notes, right pane Code / Testcase / Result. Open to everyone; Run and
 * Submit need a signed-in user.
 *
 * Local-first: the problem comes from Dexie (`useProblemDetail`, refreshed on open), so a
 * cached problem opens at once, offline too. This file lays the page out; the behaviour lives
 * in the workspace's hooks: `useEditorCodes` (drafts per language, saved as the learner types),
 * `useCustomInputs` (the custom input per language, kept with the drafts), `useRunAndSubmit` (code
 * rule, run routing in `run-code.ts`, submissions through the outbox). A result shown for another
 * language or input than the one on screen is labelled with what it came from.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describeError, errorStatus } from '../../api/errors.ts';
import { MSG, type Language, type ProblemDetail } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { refreshProblem, useDraft, useIsStarred, useOnline, useProblemDetail, useRefreshOnOpen, type DraftRow } from '../../data/index.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StarButton } from '../../ui/StarButton.tsx';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { useTheme } from '../../ui/theme.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { usePaintedOnce } from '../../ui/usePaintedOnce.ts';
import { DescriptionTab } from './DescriptionTab.tsx';
import { loadLanguageSupport } from './language-support.ts';
import { useCustomInputs } from './useCustomInputs.ts';
import { LANGUAGE_ORDER, useEditorCodes } from './useEditorCodes.ts';
import { useRunAndSubmit } from './useRunAndSubmit.ts';
import { modifierName, useRunShortcuts } from './useRunShortcuts.ts';

// The page opens on Description and Code: the editor and every other tab are chunks of their
// own, loaded when first shown (the service worker precaches them all, so they open offline).
const CodeEditor = lazy(() => import('./CodeEditor.tsx'));
const EditorialTab = lazy(() => import('./EditorialTab.tsx').then((m) => ({ default: m.EditorialTab })));
const SolutionsTab = lazy(() => import('./SolutionsTab.tsx').then((m) => ({ default: m.SolutionsTab })));
const SubmissionsTab = lazy(() => import('./SubmissionsTab.tsx').then((m) => ({ default: m.SubmissionsTab })));
const ChatTab = lazy(() => import('./ChatTab.tsx').then((m) => ({ default: m.ChatTab })));
const NotesTab = lazy(() => import('./NotesTab.tsx').then((m) => ({ default: m.NotesTab })));
const TestcaseTab = lazy(() => import('./TestcaseTab.tsx').then((m) => ({ default: m.TestcaseTab })));
const CustomInput = lazy(() => import('./CustomInput.tsx').then((m) => ({ default: m.CustomInput })));
const ResultTab = lazy(() => import('./ResultTab.tsx').then((m) => ({ default: m.ResultTab })));

/** What a tab shows while its chunk loads. */
const tabLoading = <Spinner label={PROBLEM_TEXT.workspace.loading} />;

type LeftTab = 'description' | 'editorial' | 'solutions' | 'submissions' | 'chat' | 'notes';
type RightTab = 'code' | 'testcase' | 'result';

const LEFT_TABS: readonly TabSpec<LeftTab>[] = [
  { key: 'description', label: PROBLEM_TEXT.workspace.description },
  { key: 'editorial', label: PROBLEM_TEXT.workspace.editorial },
  { key: 'solutions', label: PROBLEM_TEXT.workspace.solutions },
  { key: 'submissions', label: PROBLEM_TEXT.workspace.submissions },
  { key: 'chat', label: PROBLEM_TEXT.workspace.chatAI },
  { key: 'notes', label: PROBLEM_TEXT.workspace.notes },
];

const RIGHT_TABS: readonly TabSpec<RightTab>[] = [
  { key: 'code', label: PROBLEM_TEXT.workspace.code },
  { key: 'testcase', label: PROBLEM_TEXT.workspace.testcase },
  { key: 'result', label: PROBLEM_TEXT.workspace.result },
];

type Drafts = Record<Language, DraftRow | null>;

function Workspace({ problem, drafts }: { problem: ProblemDetail; drafts: Drafts }) {
  const { dark } = useTheme();
  const toast = useToast();
  const confirm = useConfirm();
  const online = useOnline();
  const starred = useIsStarred(problem._id);
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [rightTab, setRightTab] = useState<RightTab>('code');
  const [language, setLanguage] = useState<Language>('javascript');
  const { codes, replace, onCodeChange, resetToStart } = useEditorCodes(problem, drafts);
  const { inputs, setInput } = useCustomInputs(problem, drafts);
  const rightPaneRef = useRef<HTMLElement>(null);
  const painted = usePaintedOnce();

  // The shown language's grammar loads alongside the editor's chunk, not after it.
  useEffect(() => {
    if (painted) loadLanguageSupport(language).catch(() => undefined);
  }, [language, painted]);

  /** Switches the right pane to a results tab; on stacked (mobile) layouts, scrolls it into view. */
  const showResults = (tab: RightTab) => {
    setRightTab(tab);
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => rightPaneRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    }
  };
  const { pending, customResult, runResults, runNotice, submission, judging, act } = useRunAndSubmit(problem, showResults);
  useRunShortcuts((action) => {
    if (action === 'submit' && judging) return;
    void act(action, language, codes[language]);
  });
  const mod = modifierName();

  const reset = async () => {
    if (!(await confirm({ text: PROBLEM_TEXT.workspace.resetConfirm, confirmLabel: PROBLEM_TEXT.workspace.reset, danger: true }))) return;
    try {
      await resetToStart(language);
    } catch (error) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
    }
  };

  const languageName = PROBLEM_TEXT.workspace.languageNames[language];

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 lg:flex-row">
      {/* Left pane */}
      <section className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={PROBLEM_TEXT.workspace.leftTabs}>
        <TabList label={PROBLEM_TEXT.workspace.leftTabs} idPrefix="left" tabs={LEFT_TABS} selected={leftTab} onSelect={setLeftTab} className="px-2 pt-1" />
        <TabPanel idPrefix="left" tabKey={leftTab} className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2">
          {leftTab === 'description' && (
            <DescriptionTab problem={problem} actions={<StarButton prblmId={problem._id} starred={starred ?? false} title={problem.title} size="btn-md" />} />
          )}
          <Suspense fallback={tabLoading}>
            {leftTab === 'solutions' && <SolutionsTab problem={problem} />}
            {leftTab === 'submissions' && <SubmissionsTab prblmId={problem._id} />}
            {leftTab === 'notes' && <NotesTab prblmId={problem._id} />}
            {leftTab === 'editorial' && <EditorialTab problem={problem} />}
            {leftTab === 'chat' && <ChatTab problem={problem} />}
          </Suspense>
        </TabPanel>
      </section>

      {/* Right pane */}
      <section ref={rightPaneRef} className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={PROBLEM_TEXT.workspace.rightTabs}>
        <TabList label={PROBLEM_TEXT.workspace.rightTabs} idPrefix="right" tabs={RIGHT_TABS} selected={rightTab} onSelect={setRightTab} className="px-2 pt-1" />
        {/* The Code panel stays mounted (hidden) so the editor keeps its state across tabs. */}
        <div
          role="tabpanel"
          id="right-panel-code"
          aria-labelledby="right-tab-code"
          hidden={rightTab !== 'code'}
          className="flex min-h-0 flex-1 flex-col gap-2 p-2"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div role="group" aria-label={PROBLEM_TEXT.workspace.languages} className="flex flex-wrap gap-2">
              {LANGUAGE_ORDER.map((lang) => (
                <button
                  key={lang}
                  type="button"
                  className={`btn btn-sm ${lang === language ? 'btn-primary' : 'btn-ghost border-base-300'}`}
                  aria-pressed={lang === language}
                  onClick={() => setLanguage(lang)}
                >
                  {PROBLEM_TEXT.workspace.languageNames[lang]}
                </button>
              ))}
            </div>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => void reset()}>
              {PROBLEM_TEXT.workspace.reset}
            </button>
          </div>
          <div className="h-[60vh] min-h-0 overflow-hidden rounded-box border border-base-300 lg:h-auto lg:flex-1">
            {painted ? (
              <Suspense fallback={<Spinner label={PROBLEM_TEXT.workspace.editorLoading} className="h-full" />}>
                <CodeEditor
                  language={language}
                  initialValue={codes[language]}
                  dark={dark}
                  label={PROBLEM_TEXT.workspace.editorLabel(languageName)}
                  onChange={onCodeChange}
                  replace={replace}
                />
              </Suspense>
            ) : (
              <Spinner label={PROBLEM_TEXT.workspace.editorLoading} className="h-full" />
            )}
          </div>
        </div>
        {rightTab === 'testcase' && (
          <TabPanel idPrefix="right" tabKey="testcase" className="min-h-0 flex-1 overflow-y-auto p-4">
            {runNotice && (
              <div role="alert" className="alert alert-warning alert-soft mb-4" data-testid="run-notice">
                <span>{runNotice}</span>
              </div>
            )}
            <Suspense fallback={tabLoading}>
              <TestcaseTab examples={problem.visibleTestCases} run={runResults} language={language} />
              <div className="mt-6">
                {problem.interactive ? (
                  <p className="text-sm opacity-80" data-testid="interactive-note">
                    {PROBLEM_TEXT.workspace.interactiveNoCustomInput}
                  </p>
                ) : (
                  <CustomInput
                    examples={problem.visibleTestCases}
                    language={language}
                    stdin={inputs[language]}
                    onStdinChange={(stdin) => setInput(language, stdin)}
                    run={customResult}
                    running={pending === 'custom'}
                    disabled={pending !== null}
                    onRun={(stdin) => void act('custom', language, codes[language], stdin)}
                  />
                )}
              </div>
            </Suspense>
          </TabPanel>
        )}
        {rightTab === 'result' && (
          <TabPanel idPrefix="right" tabKey="result" className="min-h-0 flex-1 overflow-y-auto p-4">
            <Suspense fallback={tabLoading}>
              <ResultTab submission={submission} online={online} language={language} />
            </Suspense>
          </TabPanel>
        )}
        <div className="flex items-center justify-end gap-2 border-t border-base-300 p-2">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={pending !== null}
            title={PROBLEM_TEXT.workspace.runShortcut(mod)}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            onClick={() => void act('run', language, codes[language])}
          >
            {pending === 'run' && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {pending === 'run' ? PROBLEM_TEXT.workspace.running : PROBLEM_TEXT.workspace.run}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-success"
            disabled={pending !== null || judging}
            title={PROBLEM_TEXT.workspace.submitShortcut(mod)}
            aria-keyshortcuts="Control+Shift+Enter Meta+Shift+Enter"
            onClick={() => void act('submit', language, codes[language])}
          >
            {judging && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {judging ? PROBLEM_TEXT.workspace.submitting : PROBLEM_TEXT.workspace.submit}
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
  if (js === undefined || java === undefined || cpp === undefined) return <Spinner label={PROBLEM_TEXT.workspace.loading} className="flex-1" />;
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

  // Every branch renders it: the problem's title once known (loading and workspace keep it first, so it updates in place).
  const title = <PageTitle>{detail?.title ?? PROBLEM_TEXT.pageTitle}</PageTitle>;
  if (detail)
    return (
      <>
        {title}
        <WorkspaceWithDrafts key={detail._id} problem={detail} />
      </>
    );
  const failure = missing && missing.id === id && missing.generation === generation ? missing : null;
  if (detail === undefined || (online && !failure))
    return (
      <>
        {title}
        <Spinner label={PROBLEM_TEXT.workspace.loading} className="flex-1" />
      </>
    );

  const heading = !online ? PROBLEM_TEXT.workspace.notCachedOffline : failure?.status === 'notFound' ? MSG.problemNotFound : MSG.errorPrefix + (failure?.message ?? '');
  return (
    <div className="hero min-h-[60vh]">
      {title}
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
              {PROBLEM_TEXT.workspace.notFoundBack}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
