/**
 * The Testcase tab's custom input: the learner types an input (or starts from an example) and
 * runs the code on it; there is no expected output, so the result is what the program printed,
 * how it ended, its time and memory. JavaScript runs offline in the worker; Java and C++ need
 * the server.
 */
import { useId, useState } from 'react';
import { WORKSPACE_TEXT } from '../../../common/texts/workspace.ts';
import { CUSTOM_INPUT_MAX_BYTES, STATUS, type CustomRunResult, type VisibleTestCase } from '../../../common/contract/index.ts';
import { Mono } from './DescriptionTab.tsx';
import { formatMemory, formatRuntime } from './format.ts';

/**
 * @param examples the problem's examples (their inputs can be copied in)
 * @param result the last custom run's result, or null
 * @param running a custom run is in progress
 * @param disabled another action is in progress
 * @param onRun runs the code on the given input
 */
export function CustomInput({
  examples,
  result,
  running,
  disabled,
  onRun,
}: {
  examples: readonly VisibleTestCase[];
  result: CustomRunResult | null;
  running: boolean;
  disabled: boolean;
  onRun: (stdin: string) => void;
}) {
  const id = useId();
  const [stdin, setStdin] = useState(examples[0]?.input ?? '');
  const finished = result?.status.id === STATUS.ACCEPTED;
  return (
    <section className="flex flex-col gap-3 border-t border-base-300 pt-4" aria-labelledby={`${id}-title`} data-testid="custom-input">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {WORKSPACE_TEXT.workspace.customTitle}
      </h2>
      <div className="flex flex-wrap gap-2">
        {examples.map((tc, i) => (
          <button key={i} type="button" className="btn btn-xs btn-outline" onClick={() => setStdin(tc.input)}>
            {WORKSPACE_TEXT.workspace.customFromExample(i + 1)}
          </button>
        ))}
      </div>
      <label className="flex flex-col gap-1" htmlFor={`${id}-stdin`}>
        <span className="text-sm font-medium">{WORKSPACE_TEXT.workspace.customLabel}</span>
        <textarea
          id={`${id}-stdin`}
          className="textarea textarea-sm min-h-24 w-full font-mono"
          placeholder={WORKSPACE_TEXT.workspace.customPlaceholder}
          spellCheck={false}
          maxLength={CUSTOM_INPUT_MAX_BYTES}
          value={stdin}
          onChange={(e) => setStdin(e.target.value)}
        />
      </label>
      <div>
        <button type="button" className="btn btn-sm btn-outline" disabled={disabled} onClick={() => onRun(stdin)}>
          {running && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          {running ? WORKSPACE_TEXT.workspace.customRunning : WORKSPACE_TEXT.workspace.customRun}
        </button>
      </div>
      {result && (
        <div className="flex flex-col gap-2 text-sm" data-testid="custom-result" aria-live="polite">
          <span className={`font-semibold ${finished ? 'text-success' : 'text-error'}`} data-testid="custom-status">
            {WORKSPACE_TEXT.workspace.customStatus(result.status.description, formatRuntime(result.time), formatMemory(result.memory))}
          </span>
          {result.compile_output ? (
            <pre className="overflow-x-auto whitespace-pre-wrap rounded-box bg-error/10 p-3 font-mono text-sm text-error">{result.compile_output}</pre>
          ) : (
            <>
              <span className="font-medium">{WORKSPACE_TEXT.workspace.customOutput}</span>
              <div data-testid="custom-stdout">
                <Mono text={result.stdout} />
              </div>
              {result.stderr && result.stderr.trim() !== '' && (
                <>
                  <span className="font-medium">{WORKSPACE_TEXT.workspace.stderr}</span>
                  <pre className="overflow-x-auto whitespace-pre-wrap rounded-box bg-error/10 px-3 py-2 font-mono text-sm text-error">{result.stderr}</pre>
                </>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
