/**
 * Runs a learner's JavaScript program on test cases in the browser, offline, with results in
 * the server's run-result shape (`POST /api/submit/runCode/:id`), so the Testcase tab shows
 * them the same way.
 *
 * Each test case runs in a FRESH Web Worker (like a fresh `node` process per case on the
 * judge: no state, timers or prototype changes leak from one case to the next). Worker
 * start-up (~30–60 ms) dominates short runs, so the next cases' workers start while the current
 * case runs, and one idle worker is kept ready for the next call (see
 * {@link prewarmJavaScriptRunner}). A case is stopped with `worker.terminate()` at the time
 * limit, the only way to stop an endless loop.
 *
 * Usage (e.g. in the Problem page's Run handler, for language 'javascript'):
 * ```ts
 * import { runJavaScript } from '../../workers/js-runner.ts';
 * const results = await runJavaScript(code, problem.visibleTestCases, { timeLimitMs: problem.timeLimitMs });
 * // results: RunCaseResult[] — same as `runCode(problemId, { code, language: 'javascript' })`
 * ```
 */
import * as Comlink from 'comlink';
import type { RunCaseResult } from '../../common/contract/submission.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { RUNNER_INIT, type JsRunnerWorkerApi, type RunnerInitMessage, type RunnerOutputMessage } from './protocol.ts';
import { compileErrorResults, effectiveTimeLimitMs, toRunCaseResult, type CaseExecution, type RunnerTestCase } from './run-result.ts';
import { abortPromise, raceDeadline, TIMED_OUT } from './case-deadline.ts';

export { effectiveTimeLimitMs, JS_TIME_FACTOR, type RunnerTestCase } from './run-result.ts';

/** Options of {@link runJavaScript}. */
export interface RunJavaScriptOptions {
  /**
   * The problem's time limit in ms exactly as in `ProblemDetail.timeLimitMs` (the C++ limit).
   * The runner multiplies it by JavaScript's factor (×2, `LANGUAGE_SPECS.javascript.timeFactor`)
   * like the judge. The limit is wall-clock time per case inside the worker (the judge's is CPU
   * time), so a program that sleeps in `setTimeout` counts here and not there.
   */
  timeLimitMs: number;
  /** The problem's `validation` (ProblemDetail): how outputs are compared; default the legacy line comparison. */
  validation?: PublicValidation;
  /** Stops the run: the current worker is terminated and the promise rejects with `signal.reason`. */
  signal?: AbortSignal;
}

/** How long a new worker may take to load its script before the case counts as an Internal Error. */
const START_TIMEOUT_MS = 15_000;

interface WorkerHandle {
  api: Comlink.Remote<JsRunnerWorkerApi>;
  streamed: { stdout: string; stderr: string };
  /** Resolves when the worker is ready; rejects with a message when it failed to start. */
  ready: Promise<void>;
  /** Rejects with a message when the worker fails later (never resolves otherwise). */
  failed: Promise<never>;
  dispose(): void;
}

function spawnWorker(): WorkerHandle {
  const worker = new Worker(new URL('./js-runner.worker.ts', import.meta.url), { type: 'module', name: 'pocket-judge-js-runner' });
  const rpc = new MessageChannel();
  const output = new MessageChannel();
  const streamed = { stdout: '', stderr: '' };
  output.port1.onmessage = (ev: MessageEvent<RunnerOutputMessage>) => {
    streamed[ev.data.stream] += ev.data.text;
  };
  const failed = new Promise<never>((_resolve, reject) => {
    worker.addEventListener('error', (ev) => {
      ev.preventDefault();
      reject(new Error((ev as ErrorEvent).message || 'the JavaScript runner worker could not start'));
    });
    worker.addEventListener('messageerror', () => reject(new Error('the JavaScript runner worker sent an unreadable message')));
  });
  failed.catch(() => undefined);
  const init: RunnerInitMessage = { type: RUNNER_INIT, rpc: rpc.port2, output: output.port2 };
  worker.postMessage(init, [rpc.port2, output.port2]);
  const api = Comlink.wrap<JsRunnerWorkerApi>(rpc.port1);
  const ready = Promise.race([
    api.ready().then((r) => {
      if (r.stillReachable.length > 0) throw new Error(`the JavaScript runner could not isolate: ${r.stillReachable.join(', ')}`);
    }),
    failed,
    sleep(START_TIMEOUT_MS).then(() => {
      throw new Error('the JavaScript runner worker did not start in time');
    }),
  ]);
  ready.catch(() => undefined);
  return {
    api,
    streamed,
    ready,
    failed,
    dispose() {
      worker.terminate();
      rpc.port1.close();
      output.port1.close();
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}


/** Runs one case in `handle`'s worker; `null` means the program did not compile (`compileOutput` set). */
async function runCase(
  handle: WorkerHandle,
  code: string,
  tc: RunnerTestCase,
  limitMs: number,
  signal: AbortSignal | undefined,
  aborted: Promise<never>,
): Promise<{ execution: CaseExecution; compileOutput: string | null }> {
  try {
    await Promise.race([handle.ready, aborted]);
  } catch (e) {
    if (signal?.aborted) throw signal.reason;
    return { execution: { kind: 'crashed', message: `Internal Error: ${(e as Error).message}` }, compileOutput: null };
  }
  const started = performance.now();
  try {
    const outcome = await raceDeadline(handle.api.run(code, tc.input), limitMs, handle.failed, aborted);
    if (outcome === TIMED_OUT) {
      handle.dispose();
      return {
        execution: { kind: 'timed-out', stdout: handle.streamed.stdout, stderr: handle.streamed.stderr, timeMs: performance.now() - started },
        compileOutput: null,
      };
    }
    if (outcome.compileError !== null) return { execution: { kind: 'crashed', message: '' }, compileOutput: outcome.compileError };
    return {
      execution: {
        kind: 'finished',
        exitCode: outcome.exitCode,
        stdout: outcome.stdout,
        stderr: outcome.stderr,
        outputLimitExceeded: outcome.outputLimitExceeded,
        timeMs: outcome.timeMs,
      },
      compileOutput: null,
    };
  } catch (e) {
    if (signal?.aborted) throw signal.reason;
    return { execution: { kind: 'crashed', message: `Internal Error: ${(e as Error).message}` }, compileOutput: null };
  }
}

/**
 * Runs `code` (a complete Node-style stdin → stdout program) once per test case, each with
 * the case's `input` as stdin, in a fresh Web Worker per case.
 *
 * @param code the learner's JavaScript source.
 * @param cases test cases (`input` = exact stdin, `output` = expected stdout), e.g. the problem's `visibleTestCases`.
 * @param opts `timeLimitMs` = the problem's `timeLimitMs` (×2 is applied here); optional `signal`.
 * @returns one {@link RunCaseResult} per case, in order, exactly as the server's runCode returns:
 *   `status_id` 3 Accepted, 4 Wrong Answer, 5 Time Limit Exceeded, 6 Compilation Error (every
 *   case, `compile_output` set, nothing ran), 8 Output Limit Exceeded (stdout reached 16 MB),
 *   11 Runtime Error (NZEC) (uncaught error or non-zero exit; the error on `stderr`), 13 Internal
 *   Error (the worker failed to start or died; the reason on `stderr`). `stdout` is cut at 64 KiB
 *   like the server's; `stderr` is null when empty; `time` is seconds of wall-clock time inside
 *   the worker; `memory` is always 0 (no per-worker memory figure exists in browsers).
 * @throws only `opts.signal.reason` when aborted. Worker failures become status 13 results.
 */
export async function runJavaScript(code: string, cases: readonly RunnerTestCase[], opts: RunJavaScriptOptions): Promise<RunCaseResult[]> {
  if (cases.length === 0) return [];
  opts.signal?.throwIfAborted();
  const limitMs = effectiveTimeLimitMs(opts.timeLimitMs);
  const aborted = abortPromise(opts.signal);
  aborted.catch(() => undefined);
  const results: RunCaseResult[] = [];
  // Workers for the next cases start while the current one runs (start-up dominates short runs).
  const queue: WorkerHandle[] = [];
  let spawned = 0;
  const fill = () => {
    while (spawned < cases.length && queue.length < 1 + SPAWN_AHEAD) {
      queue.push(spawned === 0 ? takeSpare() : spawnWorker());
      spawned++;
    }
  };
  try {
    for (let i = 0; i < cases.length; i++) {
      fill();
      const handle = queue.shift()!;
      fill();
      try {
        const { execution, compileOutput } = await runCase(handle, code, cases[i]!, limitMs, opts.signal, aborted);
        if (compileOutput !== null) return compileErrorResults(cases, compileOutput);
        results.push(toRunCaseResult(cases[i]!, execution, limitMs, opts.validation));
      } finally {
        handle.dispose();
      }
    }
    return results;
  } finally {
    for (const h of queue.splice(0)) h.dispose();
    prewarmJavaScriptRunner();
  }
}

/** Workers started ahead of the case that runs. */
const SPAWN_AHEAD = 2;

let spare: WorkerHandle | null = null;

function takeSpare(): WorkerHandle {
  const h = spare ?? spawnWorker();
  spare = null;
  return h;
}

/**
 * Starts one idle runner worker now so that the next {@link runJavaScript} does not wait for a
 * worker to start (~30–60 ms). {@link runJavaScript} calls it itself when it finishes; call it
 * when a JavaScript editor opens. The idle worker has run nothing; it is used for one program only.
 */
export function prewarmJavaScriptRunner(): void {
  if (!spare && canRunJavaScriptOffline()) spare = spawnWorker();
}

/** True when this browser can run JavaScript offline (module Web Workers exist). */
export function canRunJavaScriptOffline(): boolean {
  return typeof Worker !== 'undefined' && typeof MessageChannel !== 'undefined';
}
