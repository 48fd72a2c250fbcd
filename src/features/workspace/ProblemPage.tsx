/**
 * Problem page `/prblm/:id` (spec §2.5): left pane Description / Editorial / Solutions /
 * Submissions / ChatAI / Notes, right pane Code / Testcase / Result. Open to everyone; Run and
 * Submit need a signed-in user.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { describeError, errorStatus } from '../../api/errors.ts';
import { runCode, submitCode } from '../../api/submissions.ts';
import { useAuth } from '../../app/auth.tsx';
import { Spinner } from '../../app/Spinner.tsx';
import { TabList, TabPanel, type TabSpec } from '../../app/Tabs.tsx';
import { TEXT } from '../../app/texts.ts';
import { useTheme } from '../../app/theme.tsx';
import { useToast } from '../../app/toasts.tsx';
import {
  MAX_CODE_BYTES,
  MSG,
  type Language,
  type ProblemDetail,
  type RunCaseResult,
  type SubmitResponse,
} from '../../contract/index.ts';
import { DescriptionTab } from './DescriptionTab.tsx';
import { ResultTab } from './ResultTab.tsx';
import { SolutionsTab } from './SolutionsTab.tsx';
import { TestcaseTab } from './TestcaseTab.tsx';
import { useProblem } from './useProblem.ts';

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

function Workspace({ problem }: { problem: ProblemDetail }) {
  const { isAuthenticated } = useAuth();
  const { dark } = useTheme();
  const toast = useToast();
  const [leftTab, setLeftTab] = useState<LeftTab>('description');
  const [rightTab, setRightTab] = useState<RightTab>('code');
  const [language, setLanguage] = useState<Language>('javascript');
  // Editor contents per language (spec §3 client state jsCode, javaCode, cppCode).
  const [codes, setCodes] = useState<Record<Language, string>>(() => startCodes(problem));
  const [pending, setPending] = useState<'run' | 'submit' | null>(null);
  const [runResults, setRunResults] = useState<RunCaseResult[] | null>(null);
  const [submitResult, setSubmitResult] = useState<SubmitResponse | null>(null);

  const onCodeChange = useCallback((lang: Language, code: string) => setCodes((c) => ({ ...c, [lang]: code })), []);

  const rightPaneRef = useRef<HTMLElement>(null);

  /** Switches the right pane to a results tab; on stacked (mobile) layouts, scrolls it into view. */
  const showResults = (tab: RightTab) => {
    setRightTab(tab);
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => rightPaneRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }));
    }
  };

  const signInToast = () => toast.show({ kind: 'info', text: TEXT.workspace.signInToRun, action: { label: TEXT.workspace.signInLink, to: '/Login' } });

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
      if (kind === 'run') {
        const results = await runCode(problem._id, { code, language });
        setRunResults(results);
        showResults('testcase');
      } else {
        const result = await submitCode(problem._id, { code, language });
        setSubmitResult(result);
        showResults('result');
      }
    } catch (error) {
      if (errorStatus(error) === 401) signInToast();
      else toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
    } finally {
      setPending(null);
    }
  };

  const languageName = TEXT.workspace.languageNames[language];

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3 p-3 lg:flex-row">
      {/* Left pane */}
      <section className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={TEXT.workspace.leftTabs}>
        <TabList label={TEXT.workspace.leftTabs} idPrefix="left" tabs={LEFT_TABS} selected={leftTab} onSelect={setLeftTab} className="px-2 pt-1" />
        <TabPanel idPrefix="left" tabKey={leftTab} className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2">
          {leftTab === 'description' && <DescriptionTab problem={problem} />}
          {leftTab === 'solutions' && <SolutionsTab problem={problem} />}
          {leftTab !== 'description' && leftTab !== 'solutions' && <p className="py-6 text-center text-base-content/70">{TEXT.comingSoon.title}</p>}
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
          <div className="h-[60vh] min-h-0 overflow-hidden rounded-box border border-base-300 lg:h-auto lg:flex-1">
            <Suspense fallback={<Spinner label={TEXT.workspace.editorLoading} className="h-full" />}>
              <CodeEditor
                language={language}
                initialValue={codes[language]}
                dark={dark}
                label={TEXT.workspace.editorLabel(languageName)}
                onChange={onCodeChange}
              />
            </Suspense>
          </div>
        </div>
        {rightTab === 'testcase' && (
          <TabPanel idPrefix="right" tabKey="testcase" className="min-h-0 flex-1 overflow-y-auto p-4">
            <TestcaseTab examples={problem.visibleTestCases} results={runResults} />
          </TabPanel>
        )}
        {rightTab === 'result' && (
          <TabPanel idPrefix="right" tabKey="result" className="min-h-0 flex-1 overflow-y-auto p-4">
            <ResultTab result={submitResult} />
          </TabPanel>
        )}
        <div className="flex items-center justify-end gap-2 border-t border-base-300 p-2">
          <button type="button" className="btn btn-sm btn-outline" disabled={pending !== null} onClick={() => void act('run')}>
            {pending === 'run' && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {pending === 'run' ? TEXT.workspace.running : TEXT.workspace.run}
          </button>
          <button type="button" className="btn btn-sm btn-success" disabled={pending !== null} onClick={() => void act('submit')}>
            {pending === 'submit' && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {pending === 'submit' ? TEXT.workspace.submitting : TEXT.workspace.submit}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The problem page. */
export function ProblemPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { state, reload } = useProblem(id, user?._id ?? '');

  if (state.status === 'loading') return <Spinner label={TEXT.workspace.loading} className="flex-1" />;
  if (state.status === 'notFound' || state.status === 'error') {
    return (
      <div className="hero min-h-[60vh]">
        <div className="hero-content text-center">
          <div className="max-w-md">
            <h1 className="text-2xl font-bold">{state.status === 'notFound' ? MSG.problemNotFound : MSG.errorPrefix + state.message}</h1>
            <div className="mt-6 flex justify-center gap-2">
              {state.status === 'error' && (
                <button type="button" className="btn" onClick={reload}>
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
  // Keyed by problem id: a new problem starts with fresh editor contents and results.
  return <Workspace key={state.problem._id} problem={state.problem} />;
}
