/**
 * Messages between the page (`js-runner.ts`) and the runner worker (`js-runner.worker.ts`).
 *
 * The page creates two `MessageChannel`s and sends one end of each in a single
 * {@link RunnerInitMessage}: comlink runs over `rpc` ({@link JsRunnerWorkerApi}), and the worker
 * streams the first 64 KiB of stdout/stderr over `output` ({@link RunnerOutputMessage}) so that
 * a run terminated at the time limit still shows what it printed. The worker's own
 * `postMessage` is removed before learner code runs.
 */
import type { ProgramOutcome } from './node-runtime.ts';

/** `type` of {@link RunnerInitMessage}. */
export const RUNNER_INIT = 'pocket-judge/js-runner/init';

/** The first and only message the page posts to the worker itself. */
export interface RunnerInitMessage {
  type: typeof RUNNER_INIT;
  rpc: MessagePort;
  output: MessagePort;
}

/** A piece of the program's output, in order per stream. */
export interface RunnerOutputMessage {
  stream: 'stdout' | 'stderr';
  text: string;
}

/** What the worker reports when it is ready. */
export interface RunnerReady {
  /** Names of {@link BLOCKED_GLOBALS} that are still reachable (should be empty). */
  stillReachable: string[];
}

/** The worker's comlink API. A worker runs at most one program, once. */
export interface JsRunnerWorkerApi {
  /** Resolves when the worker is set up. */
  ready(): RunnerReady;
  /** Runs `code` once with `stdin`; resolves when the program has ended (see {@link ProgramOutcome}). */
  run(code: string, stdin: string): Promise<ProgramOutcome>;
}
