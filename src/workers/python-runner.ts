/**
 * Runs a learner's Python program on test cases in the browser, offline, with results in the
 * server's run-result shape (`POST /api/submit/runCode/:id`), like `runJavaScript` does for
 * JavaScript: the same classification (`run-result.ts`, the judge's output checker) and limits,
 * the time limit × {@link PY_TIME_FACTOR} (3).
 *
 * Pyodide runs in a Web Worker (`python-runner.worker.ts`) and loading it costs seconds, so one
 * loaded worker serves every case of a Run and the next Runs (each program still starts clean:
 * `python-program.ts`). A case is stopped with `worker.terminate()` at the time limit, the only way
 * to stop an endless loop; only then does the next case start a fresh worker (and load Pyodide
 * again). Pyodide's files come from the offline pack (`python-pack.ts`); without it, offline,
 * the worker cannot load and every case is an Internal Error naming why.
 *
 * Usage (the Problem page's Run, for language 'python3', offline with the pack installed):
 * ```ts
 * const results = await runPython(code, problem.visibleTestCases, { timeLimitMs: problem.timeLimitMs });
 * ```
 */
import type { RunCaseResult } from '../../common/contract/submission.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { PYTHON_RUNNER_INIT, type PythonRunnerWorkerApi } from './protocol.ts';
import { executionOf, pythonTimeLimitMs } from './python-cases.ts';
import { abortPromise, raceDeadline, TIMED_OUT } from './case-deadline.ts';
import { PYODIDE_PACK_PATH } from './python-pack-manifest.ts';
import { compileErrorResults, PY_TIME_FACTOR, toRunCaseResult, type CaseExecution, type RunnerTestCase } from './run-result.ts';
import { startLoadingWorker, type LoadingWorker } from './worker-handle.ts';

export { PY_TIME_FACTOR };

/** Options of {@link runPython}. */
export interface RunPythonOptions {
  /** The problem's time limit in ms exactly as in `ProblemDetail.timeLimitMs` (×3 is applied here; wall-clock time in the worker). */
  timeLimitMs: number;
  /** The problem's `validation` (ProblemDetail): how outputs are compared; default the legacy line comparison. */
  validation?: PublicValidation;
  /** Stops the run: the worker is terminated and the promise rejects with `signal.reason`. */
  signal?: AbortSignal;
}

/** How long loading Pyodide (about 12 MB to compile and start) may take before the case is an Internal Error. */
const LOAD_TIMEOUT_MS = 60_000;

function spawnWorker(): LoadingWorker<PythonRunnerWorkerApi> {
  const indexURL = new URL(PYODIDE_PACK_PATH, location.href).href;
  return startLoadingWorker<PythonRunnerWorkerApi>(
    () => new Worker(new URL('./python-runner.worker.ts', import.meta.url), { type: 'module', name: 'pocket-judge-python-runner' }),
    PYTHON_RUNNER_INIT,
    'the Python runner worker',
    (api) => api.load(indexURL),
    LOAD_TIMEOUT_MS,
    'Python did not load in time',
  );
}

/** The loaded worker kept between cases and Runs (null after a timeout or a failure). */
let current: LoadingWorker<PythonRunnerWorkerApi> | null = null;

function discardCurrent(): void {
  current?.dispose();
  current = null;
}

/** Runs one case in the current worker; the worker is discarded when the case times out or the worker fails. */
async function runCase(code: string, tc: RunnerTestCase, limitMs: number, aborted: Promise<never>): Promise<{ execution: CaseExecution; compileOutput: string | null }> {
  const handle = (current ??= spawnWorker());
  try {
    await Promise.race([handle.ready, aborted]);
  } catch (e) {
    discardCurrent();
    throw e;
  }
  const started = performance.now();
  try {
    const outcome = await raceDeadline(handle.api.run(code, tc.input), limitMs, handle.failed, aborted);
    if (outcome === TIMED_OUT) {
      discardCurrent();
      return { execution: { kind: 'timed-out', stdout: '', stderr: '', timeMs: performance.now() - started }, compileOutput: null };
    }
    const { execution, compileOutput } = executionOf(outcome);
    return execution === null ? { execution: { kind: 'crashed', message: '' }, compileOutput } : { execution, compileOutput: null };
  } catch (e) {
    discardCurrent();
    throw e;
  }
}

/**
 * Runs `code` (a complete `python3 main.py` stdin → stdout program) once per test case, each with
 * the case's `input` as stdin, in the offline runner's Pyodide worker.
 *
 * @param code the learner's Python source.
 * @param cases test cases (`input` = exact stdin, `output` = expected stdout).
 * @param opts `timeLimitMs` = the problem's `timeLimitMs` (×3 is applied here); optional `validation`, `signal`.
 * @returns one {@link RunCaseResult} per case, in order, as `runJavaScript` returns them (and the
 *   server's runCode): 3 Accepted, 4 Wrong Answer, 5 Time Limit Exceeded (stdout of a stopped run
 *   is empty), 6 Compilation Error (every case, `compile_output` = the syntax check's message),
 *   8 Output Limit Exceeded, 11 Runtime Error (NZEC) with the traceback on `stderr`, 13 Internal
 *   Error when Pyodide could not load or the worker died (the reason on `stderr`).
 * @throws only `opts.signal.reason` when aborted.
 */
export async function runPython(code: string, cases: readonly RunnerTestCase[], opts: RunPythonOptions): Promise<RunCaseResult[]> {
  if (cases.length === 0) return [];
  opts.signal?.throwIfAborted();
  const limitMs = pythonTimeLimitMs(opts.timeLimitMs);
  const aborted = abortPromise(opts.signal);
  aborted.catch(() => undefined);
  const results: RunCaseResult[] = [];
  for (const tc of cases) {
    try {
      const { execution, compileOutput } = await runCase(code, tc, limitMs, aborted);
      if (compileOutput !== null) return compileErrorResults(cases, compileOutput);
      results.push(toRunCaseResult(tc, execution, limitMs, opts.validation));
    } catch (e) {
      if (opts.signal?.aborted) throw opts.signal.reason;
      results.push(toRunCaseResult(tc, { kind: 'crashed', message: `Internal Error: ${(e as Error).message}` }, limitMs, opts.validation));
    }
  }
  return results;
}

/** Stops the loaded Python worker, if any, freeing its memory (e.g. once the pack is removed). */
export function disposePythonRunner(): void {
  discardCurrent();
}

/** True when this browser can run Python offline (module Web Workers and WebAssembly exist). */
export function canRunPythonOffline(): boolean {
  return typeof Worker !== 'undefined' && typeof MessageChannel !== 'undefined' && typeof WebAssembly !== 'undefined';
}
