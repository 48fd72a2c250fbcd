/**
 * The right pane's Testcase panel: why the last Run could not happen (if so; for Python and C++
 * offline with the offline pack's download control beside it), the Run's results
 * on the examples, and the custom input (or, for an interactive problem, a note that it has
 * none). Both tabs are chunks of their own.
 */
import { lazy, Suspense } from 'react';
import type { Language, ProblemDetail } from '../../../common/contract/index.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { TabPanel } from '../../ui/Tabs.tsx';
import { PACK_LANGUAGES } from './run-code.ts';
import { TabLoading } from './TabLoading.tsx';
import type { RunAndSubmit } from './useRunAndSubmit.ts';

const TestcaseTab = lazy(() => import('./TestcaseTab.tsx').then((m) => ({ default: m.TestcaseTab })));
const CustomInput = lazy(() => import('./CustomInput.tsx').then((m) => ({ default: m.CustomInput })));
const LanguageOffline = lazy(() => import('./OfflinePackCard.tsx').then((m) => ({ default: m.LanguageOffline })));

/**
 * @param problem the open problem
 * @param language the shown language
 * @param runs the Runs' state (`useRunAndSubmit`)
 * @param stdin the shown language's custom input
 * @param onStdinChange called with the custom input as the learner edits it
 * @param onRunCustom runs the shown language's code on the given input
 */
export function TestcasePanel({
  problem,
  language,
  runs,
  stdin,
  onStdinChange,
  onRunCustom,
}: {
  problem: ProblemDetail;
  language: Language;
  runs: Pick<RunAndSubmit, 'pending' | 'customResult' | 'runResults' | 'runNotice' | 'runStage' | 'cancelRun'>;
  stdin: string;
  onStdinChange: (stdin: string) => void;
  onRunCustom: (stdin: string) => void;
}) {
  const { pending, customResult, runResults, runNotice, runStage, cancelRun } = runs;
  return (
    <TabPanel idPrefix="right" tabKey="testcase" className="min-h-0 flex-1 overflow-y-auto p-4">
      {runStage && (
        <div className="mb-4 flex items-start gap-2 text-sm">
          <span className="loading loading-spinner loading-sm mt-0.5 shrink-0" aria-hidden="true" />
          <p role="status" className="flex-1" data-testid="run-stage">
            {runStage}
          </p>
          <button type="button" className="btn btn-ghost btn-xs shrink-0" aria-label={PROBLEM_TEXT.workspace.offlineRunCancelLabel} onClick={cancelRun}>
            {PROBLEM_TEXT.workspace.offlineRunCancel}
          </button>
        </div>
      )}
      {runNotice && (
        <div role="alert" className="alert alert-warning alert-soft mb-4" data-testid="run-notice">
          <span>{runNotice}</span>
        </div>
      )}
      <Suspense fallback={<TabLoading />}>
        {runNotice && PACK_LANGUAGES.includes(language) && <LanguageOffline language={language} className="mb-4" />}
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
              stdin={stdin}
              onStdinChange={onStdinChange}
              run={customResult}
              running={pending === 'custom'}
              disabled={pending !== null}
              onRun={onRunCustom}
            />
          )}
        </div>
      </Suspense>
    </TabPanel>
  );
}
