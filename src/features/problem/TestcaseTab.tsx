/**
 * Testcase tab (spec §2.5): before a run, the example inputs; after a run, each case's input,
 * expected output, the program's output and pass/fail (status id 3), or the compiler output.
 * Results of a Run in another language than the one shown are labelled with that language.
 */
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import type { Language, RunCaseResult, VisibleTestCase } from '../../../common/contract/index.ts';
import { Mono } from './DescriptionTab.tsx';
import { casePassed, caseUnchecked, formatMemory, formatRuntime, resultMismatch, summariseRun, type RunSummary } from './format.ts';
import { StaleResultNote } from './StaleResultNote.tsx';

/** Before the first Run: the examples' inputs. */
function ExampleInputs({ examples }: { examples: readonly VisibleTestCase[] }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base-content/70">{PROBLEM_TEXT.workspace.noRunYet}</p>
      {examples.map((tc, i) => (
        <div key={i} className="flex flex-col gap-1 text-sm">
          <h3 className="font-semibold">{PROBLEM_TEXT.workspace.caseLabel(i + 1)}</h3>
          <span className="font-medium">{PROBLEM_TEXT.workspace.input}</span>
          <Mono text={tc.input} />
        </div>
      ))}
    </div>
  );
}

/** A Run's heading (compile error, all passed, none checked, or how many passed) and its time and memory. */
function RunHeading({ summary }: { summary: RunSummary }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className={`text-lg font-bold ${summary.allPassed ? 'text-success' : summary.unchecked === summary.total ? '' : 'text-error'}`} data-testid="run-summary">
        {summary.compileOutput !== null
          ? PROBLEM_TEXT.workspace.compileError
          : summary.allPassed
            ? PROBLEM_TEXT.workspace.allPassed
            : summary.unchecked === summary.total
              ? PROBLEM_TEXT.workspace.someNotChecked(summary.total)
              : PROBLEM_TEXT.workspace.somePassed(summary.passed, summary.total)}
      </h2>
      <span className="text-sm text-base-content/70" data-testid="run-stats">{PROBLEM_TEXT.workspace.caseStats(formatRuntime(summary.time), formatMemory(summary.memory))}</span>
    </div>
  );
}

/** One case of a Run: its verdict badge, input, expected output, the program's output, the judge's message and stderr, time and memory. */
function RunCase({ result: r, index: i }: { result: RunCaseResult; index: number }) {
  const passed = casePassed(r);
  const unchecked = caseUnchecked(r);
  return (
    <li className="card card-border bg-base-100" data-testid="run-case" data-passed={passed}>
      <div className="card-body gap-2 p-4 text-sm">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">{PROBLEM_TEXT.workspace.caseLabel(i + 1)}</h3>
          <span className={`badge ${passed ? 'badge-success' : unchecked ? 'badge-neutral' : 'badge-error'}`}>
            {passed ? PROBLEM_TEXT.workspace.casePassed : unchecked ? PROBLEM_TEXT.workspace.caseNotChecked : `${PROBLEM_TEXT.workspace.caseFailed} · ${r.status.description}`}
          </span>
        </div>
        <span className="font-medium">{PROBLEM_TEXT.workspace.input}</span>
        <Mono text={r.stdin} />
        <span className="font-medium">{PROBLEM_TEXT.workspace.expected}</span>
        <Mono text={r.expected_output} />
        <span className="font-medium">{PROBLEM_TEXT.workspace.yourOutput}</span>
        <Mono text={r.stdout} />
        {r.message && (
          <>
            <span className="font-medium">{PROBLEM_TEXT.workspace.judgeMessage}</span>
            <p className="whitespace-pre-wrap" data-testid="judge-message">
              {r.message}
            </p>
          </>
        )}
        {r.stderr && r.stderr.trim() !== '' && (
          <>
            <span className="font-medium">{PROBLEM_TEXT.workspace.stderr}</span>
            <pre className="overflow-x-auto whitespace-pre-wrap rounded-box bg-error/10 px-3 py-2 font-mono text-sm text-error">{r.stderr}</pre>
          </>
        )}
        <span className="text-xs text-base-content/60" data-testid="case-stats">{PROBLEM_TEXT.workspace.caseStats(formatRuntime(r.time), formatMemory(r.memory))}</span>
      </div>
    </li>
  );
}

/**
 * The Testcase tab.
 * @param examples the problem's examples (shown before the first Run)
 * @param run the last Run's results and the language it ran in, or null
 * @param language the language the page shows
 */
export function TestcaseTab({
  examples,
  run,
  language,
}: {
  examples: readonly VisibleTestCase[];
  run: { results: readonly RunCaseResult[]; language: Language } | null;
  language: Language;
}) {
  if (!run) return <ExampleInputs examples={examples} />;

  const { results } = run;
  const summary = summariseRun(results);
  const mismatch = resultMismatch(run, { language });
  const names = PROBLEM_TEXT.workspace.languageNames;
  return (
    <div className="flex flex-col gap-4" data-testid="run-results">
      {mismatch?.otherLanguage && <StaleResultNote text={PROBLEM_TEXT.workspace.staleRun(names[mismatch.otherLanguage], names[language])} />}
      <RunHeading summary={summary} />
      {summary.compileOutput !== null ? (
        <pre className="overflow-x-auto whitespace-pre-wrap rounded-box bg-error/10 p-3 font-mono text-sm text-error" data-testid="compile-output">
          {summary.compileOutput}
        </pre>
      ) : (
        <ol className="flex flex-col gap-4">
          {results.map((r, i) => (
            <RunCase key={i} result={r} index={i} />
          ))}
        </ol>
      )}
    </div>
  );
}
