/**
 * The Testcase tab's custom input: the learner types an input (or starts from an example) and
 * runs the code on it; there is no expected output, so the result is what the program printed,
 * how it ended, its time and memory. JavaScript runs offline in the worker; Java and C++ need
 * the server. The input is the shown language's own (kept by the page with that language's
 * draft); an output produced from another input or language is labelled with what it came from.
 * A run that ends scrolls its output into view.
 */
import { useEffect, useId, useRef } from 'react';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { scrollIntoViewGently } from '../../ui/scroll-into-view.ts';
import { CUSTOM_INPUT_MAX_BYTES, STATUS, type CustomRunResult, type Language, type VisibleTestCase } from '../../../common/contract/index.ts';
import { Mono } from './DescriptionTab.tsx';
import { formatMemory, formatRuntime, resultMismatch, type ResultMismatch } from './format.ts';
import { StaleResultNote } from './StaleResultNote.tsx';

/**
 * What a custom run did: a note when it came from another input or language, how it ended with
 * its time and memory, then the compiler's output, or what the program printed (and its stderr).
 */
function CustomRunOutput({ result, mismatch }: { result: CustomRunResult; mismatch: ResultMismatch | null }) {
  const finished = result.status.id === STATUS.ACCEPTED;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="custom-result" aria-live="polite">
      {mismatch && (
        <StaleResultNote
          text={PROBLEM_TEXT.workspace.staleCustom(mismatch.otherInput, mismatch.otherLanguage && PROBLEM_TEXT.workspace.languageNames[mismatch.otherLanguage])}
        />
      )}
      <span className={`font-semibold ${finished ? 'text-success' : 'text-error'}`} data-testid="custom-status">
        {PROBLEM_TEXT.workspace.customStatus(result.status.description, formatRuntime(result.time), formatMemory(result.memory))}
      </span>
      {result.compile_output ? (
        <pre className="overflow-x-auto whitespace-pre-wrap rounded-box bg-error/10 p-3 font-mono text-sm text-error">{result.compile_output}</pre>
      ) : (
        <>
          <span className="font-medium">{PROBLEM_TEXT.workspace.customOutput}</span>
          <div data-testid="custom-stdout">
            <Mono text={result.stdout} />
          </div>
          {result.stderr && result.stderr.trim() !== '' && (
            <>
              <span className="font-medium">{PROBLEM_TEXT.workspace.stderr}</span>
              <pre className="overflow-x-auto whitespace-pre-wrap rounded-box bg-error/10 px-3 py-2 font-mono text-sm text-error">{result.stderr}</pre>
            </>
          )}
        </>
      )}
    </div>
  );
}

/**
 * @param examples the problem's examples (their inputs can be copied in)
 * @param language the language the page shows
 * @param stdin that language's custom input
 * @param onStdinChange called with the new input as the learner edits it
 * @param run the last custom run (its result, language and input), or null
 * @param running a custom run is in progress
 * @param disabled another action is in progress
 * @param onRun runs the code on the given input
 */
export function CustomInput({
  examples,
  language,
  stdin,
  onStdinChange,
  run,
  running,
  disabled,
  onRun,
}: {
  examples: readonly VisibleTestCase[];
  language: Language;
  stdin: string;
  onStdinChange: (stdin: string) => void;
  run: { result: CustomRunResult; language: Language; stdin: string } | null;
  running: boolean;
  disabled: boolean;
  onRun: (stdin: string) => void;
}) {
  const id = useId();
  const result = run?.result ?? null;
  const mismatch = run && resultMismatch(run, { language, stdin });
  const outputRef = useRef<HTMLDivElement>(null);
  const wasRunning = useRef(running);
  // A run that just ended brings its output into view (it is below the input, often below the fold).
  useEffect(() => {
    if (wasRunning.current && !running && outputRef.current) scrollIntoViewGently(outputRef.current, 'nearest');
    wasRunning.current = running;
  }, [running]);
  return (
    <section className="flex flex-col gap-3 border-t border-base-300 pt-4" aria-labelledby={`${id}-title`} data-testid="custom-input">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {PROBLEM_TEXT.workspace.customTitle}
      </h2>
      <div className="flex flex-wrap gap-2">
        {examples.map((tc, i) => (
          <button key={i} type="button" className="btn btn-xs btn-outline" onClick={() => onStdinChange(tc.input)}>
            {PROBLEM_TEXT.workspace.customFromExample(i + 1)}
          </button>
        ))}
      </div>
      <label className="flex flex-col gap-1" htmlFor={`${id}-stdin`}>
        <span className="text-sm font-medium">{PROBLEM_TEXT.workspace.customLabel}</span>
        <textarea
          id={`${id}-stdin`}
          className="textarea textarea-sm min-h-24 w-full font-mono"
          placeholder={PROBLEM_TEXT.workspace.customPlaceholder}
          spellCheck={false}
          maxLength={CUSTOM_INPUT_MAX_BYTES}
          value={stdin}
          onChange={(e) => onStdinChange(e.target.value)}
        />
      </label>
      <div>
        <button type="button" className="btn btn-sm btn-outline" disabled={disabled} onClick={() => onRun(stdin)}>
          {running && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {running ? PROBLEM_TEXT.workspace.customRunning : PROBLEM_TEXT.workspace.customRun}
        </button>
      </div>
      <div ref={outputRef}>{run && result && <CustomRunOutput result={result} mismatch={mismatch} />}</div>
    </section>
  );
}
