/**
 * The problem page's right pane: Code / Testcase / Result, and the Run and Submit buttons under
 * them. The Result tab is a chunk of its own, loaded when first shown.
 */
import { lazy, Suspense, type RefObject } from 'react';
import type { Language, ProblemDetail } from '../../../common/contract/index.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { useOnline } from '../../data/index.ts';
import { TabList, TabPanel, type TabSpec } from '../../ui/Tabs.tsx';
import { CodePanel, type EditorCodes } from './CodePanel.tsx';
import { TabLoading } from './TabLoading.tsx';
import { TestcasePanel } from './TestcasePanel.tsx';
import type { useCustomInputs } from './useCustomInputs.ts';
import type { RunAndSubmit } from './useRunAndSubmit.ts';
import { modifierName } from './useRunShortcuts.ts';
import type { RightTab } from './useWorkspaceTabs.ts';

const ResultTab = lazy(() => import('./ResultTab.tsx').then((m) => ({ default: m.ResultTab })));

const RIGHT_TABS: readonly TabSpec<RightTab>[] = [
  { key: 'code', label: PROBLEM_TEXT.workspace.code },
  { key: 'testcase', label: PROBLEM_TEXT.workspace.testcase },
  { key: 'result', label: PROBLEM_TEXT.workspace.result },
];

/**
 * Run and Submit, with their keyboard shortcuts in their titles; each shows a spinner while its
 * action is in progress.
 */
function RunBar({ pending, judging, onRun, onSubmit }: { pending: RunAndSubmit['pending']; judging: boolean; onRun: () => void; onSubmit: () => void }) {
  const mod = modifierName();
  return (
    <div className="flex items-center justify-end gap-2 border-t border-base-300 p-2">
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={pending !== null}
        title={PROBLEM_TEXT.workspace.runShortcut(mod)}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        onClick={onRun}
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
        onClick={onSubmit}
      >
        {judging && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {judging ? PROBLEM_TEXT.workspace.submitting : PROBLEM_TEXT.workspace.submit}
      </button>
    </div>
  );
}

/** Props of {@link RightPane}. */
export interface RightPaneProps {
  problem: ProblemDetail;
  /** The right pane's element (scrolled into view when results are shown on stacked layouts). */
  paneRef: RefObject<HTMLElement | null>;
  tab: RightTab;
  onSelect: (tab: RightTab) => void;
  /** The shown language. */
  language: Language;
  onLanguageChange: (language: Language) => void;
  /** The code per language (`useEditorCodes`). */
  editor: EditorCodes;
  /** The custom input per language (`useCustomInputs`). */
  customInputs: ReturnType<typeof useCustomInputs>;
  /** Run and Submit (`useRunAndSubmit`). */
  runAndSubmit: RunAndSubmit;
  /** The page has painted once (the editor's chunk is asked for from then on). */
  painted: boolean;
}

/** The right pane. */
export function RightPane({ problem, paneRef, tab, onSelect, language, onLanguageChange, editor, customInputs, runAndSubmit, painted }: RightPaneProps) {
  const online = useOnline();
  const { submission, judging, act } = runAndSubmit;
  const code = editor.codes[language];
  return (
    <section ref={paneRef} className="flex min-h-0 flex-col rounded-box border border-base-300 bg-base-100 lg:w-1/2" aria-label={PROBLEM_TEXT.workspace.rightTabs}>
      <TabList label={PROBLEM_TEXT.workspace.rightTabs} idPrefix="right" tabs={RIGHT_TABS} selected={tab} onSelect={onSelect} className="px-2 pt-1" />
      {/* The Code panel stays mounted (hidden) so the editor keeps its state across tabs. */}
      <CodePanel
        hidden={tab !== 'code'}
        language={language}
        onLanguageChange={onLanguageChange}
        editor={editor}
        painted={painted}
        driver={problem.startCode.find((s) => s.language === language)?.driver}
      />
      {tab === 'testcase' && (
        <TestcasePanel
          problem={problem}
          language={language}
          runs={runAndSubmit}
          stdin={customInputs.inputs[language]}
          onStdinChange={(stdin) => customInputs.setInput(language, stdin)}
          onRunCustom={(stdin) => void act('custom', language, code, stdin)}
        />
      )}
      {tab === 'result' && (
        <TabPanel idPrefix="right" tabKey="result" className="min-h-0 flex-1 overflow-y-auto p-4">
          <Suspense fallback={<TabLoading />}>
            <ResultTab submission={submission} online={online} language={language} />
          </Suspense>
        </TabPanel>
      )}
      <RunBar pending={runAndSubmit.pending} judging={judging} onRun={() => void act('run', language, code)} onSubmit={() => void act('submit', language, code)} />
    </section>
  );
}
