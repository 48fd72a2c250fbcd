/**
 * Runs a learner's C++ program on test cases in the browser, offline, with results in the server's
 * run-result shape (`POST /api/submit/runCode/:id`), like `runJavaScript` and `runPython` do: the
 * same classification (`cpp-cases.ts` over `run-result.ts`, the judge's output checker) and the
 * problem's time limit (C++'s factor 1, wall-clock time in the worker).
 *
 * Two Web Workers: the compiler worker (`cpp-compiler.worker.ts`: Clang from the offline pack,
 * loaded once with the device's precompiled `<bits/stdc++.h>`, kept between Runs) compiles the
 * program once per Run; the program worker (`cpp-program.worker.ts`) runs it on each case and is
 * terminated at a case's time limit (the only way to stop an endless loop), a fresh one taking the
 * next case, so the compiler stays loaded. Without the pack offline the compiler cannot load: the Run
 * throws a {@link RuntimeUnavailableError} naming why, and nothing runs.
 *
 * Usage (the Problem page's Run, for language 'c++', offline with the pack installed):
 * ```ts
 * const results = await runCpp(code, problem.visibleTestCases, { timeLimitMs: problem.timeLimitMs });
 * ```
 */
import type { RunCaseResult } from '../../common/contract/submission.ts';
import { DEFAULT_MEMORY_LIMIT_KB } from '../../common/judging/limits.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { abortPromise, raceDeadline, TIMED_OUT } from './case-deadline.ts';
import { cppExecutionOf, cppTimeLimitMs, toCppRunCaseResult, type CppCaseExecution } from './cpp-cases.ts';
import type { CppCompileResult } from './cpp-compiler.ts';
import { CLANG_PACK_PATH } from './cpp-pack-manifest.ts';
import { CPP_WORKER_INIT, type CppCompilerWorkerApi, type CppProgramWorkerApi } from './protocol.ts';
import { idleRelease } from './idle-release.ts';
import { RuntimeUnavailableError } from './runtime-unavailable.ts';
import { compileErrorResults, type RunnerTestCase } from './run-result.ts';
import { rejectAfter, startLoadingWorker, startWorker, type LoadingWorker, type WorkerHandle } from './worker-handle.ts';

/** Options of {@link runCpp}. */
export interface RunCppOptions {
  /** The problem's time limit in ms exactly as in `ProblemDetail.timeLimitMs` (wall-clock time in the worker). */
  timeLimitMs: number;
  /** The problem's memory limit in KB (`ProblemDetail.memoryLimitKb`; default 256 MiB): the program's linear memory maximum. */
  memoryLimitKb?: number;
  /** The problem's `validation` (ProblemDetail): how outputs are compared; default the legacy line comparison. */
  validation?: PublicValidation;
  /** Stops the run: the workers are terminated and the promise rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** Told what the Run is doing as it moves on: loading the compiler (only when it is not loaded), compiling (only when not reused), running the cases. */
  onStage?: (stage: 'loading' | 'compiling' | 'running') => void;
}

/**
 * How long loading the compiler may take before the Run gives up with a {@link RuntimeUnavailableError}, ms:
 * compiling its 75 MB of WebAssembly and reading its headers take 0.5–2 s on a laptop-class machine;
 * a device busy enough to take minutes is told so (the page offers to cancel after a few seconds).
 */
export const CPP_LOAD_TIMEOUT_MS = 180_000;
/** How long one compile may take, ms (a typical program: about 1 s; a template explosion is stopped here). */
const COMPILE_TIMEOUT_MS = 60_000;

/**
 * The User Timing measures (`performance.measure`) a Run leaves in the page's performance timeline, ms
 * each: loading the compiler (only when it was not loaded), compiling, running the cases. The bench
 * (`bench/cpp-offline-browser.ts`) reads them to say where a Run's time went.
 */
export const CPP_RUN_MEASURES = { load: 'pocket-judge:cpp-load', compile: 'pocket-judge:cpp-compile', cases: 'pocket-judge:cpp-cases' } as const;

/** Records `name` from `start` (a `performance.now()`) until now; never throws (a page without User Timing). */
function measureSince(name: string, start: number): void {
  try {
    performance.measure(name, { start, end: performance.now() });
  } catch {
    // no User Timing here: nothing to record
  }
}

/** The compiler worker and its load. */
type CompilerWorker = LoadingWorker<CppCompilerWorkerApi>;

/**
 * Starts the compiler worker and its load; with `warmUp` (the pack was just installed) the load includes
 * the warm-up compile. A Run that finds no
 * compiler loads one without it: its own compile warms the compiler as much.
 */
function spawnCompiler(warmUp: boolean): CompilerWorker {
  const packUrl = new URL(CLANG_PACK_PATH, location.href).href;
  return startLoadingWorker<CppCompilerWorkerApi>(
    () => new Worker(new URL('./cpp-compiler.worker.ts', import.meta.url), { type: 'module', name: 'pocket-judge-cpp-compiler' }),
    CPP_WORKER_INIT,
    'the C++ compiler worker',
    (api) => api.load(packUrl, warmUp),
    CPP_LOAD_TIMEOUT_MS,
    LOAD_TIMED_OUT,
  );
}

/** The load's time-out message (told apart from the worker's own failures). */
const LOAD_TIMED_OUT = 'the C++ compiler did not load in time';

function spawnProgramWorker(): WorkerHandle<CppProgramWorkerApi> {
  return startWorker<CppProgramWorkerApi>(
    () => new Worker(new URL('./cpp-program.worker.ts', import.meta.url), { type: 'module', name: 'pocket-judge-cpp-program' }),
    CPP_WORKER_INIT,
    'the C++ program worker',
  );
}

/** The loaded compiler kept between Runs (null after a failure, or once released when idle). */
let compiler: CompilerWorker | null = null;
/** True once {@link compiler} has loaded. */
let compilerLoaded = false;

/**
 * How long the compiler stays loaded after its last use, ms: it holds about 150 MB of the page's memory
 * (the modules' 75 MB of bytes and their machine code), and the next Run loads it again in about a second.
 */
const IDLE_RELEASE_MS = 5 * 60_000;

function discardCompiler(): void {
  idle.cancel();
  compiler?.dispose();
  compiler = null;
  compilerLoaded = false;
}

/** Releases the compiler once it has not been used for {@link IDLE_RELEASE_MS}. */
const idle = idleRelease(IDLE_RELEASE_MS, discardCompiler);

/** The loaded compiler worker (started when there is none); a worker that fails to load is discarded. */
async function loadedCompiler(aborted?: Promise<never>, warmUp = false): Promise<CompilerWorker> {
  const handle = (compiler ??= spawnCompiler(warmUp));
  idle.busy();
  try {
    await Promise.race(aborted ? [handle.ready, aborted] : [handle.ready]);
    if (handle === compiler) compilerLoaded = true;
    return handle;
  } catch (e) {
    discardCompiler();
    throw e;
  } finally {
    idle.done();
  }
}

/** The last program compiled (its code and memory limit) and the compiler's answer: a Run then a custom input of the same code compile once. */
let lastCompile: { key: string; result: CppCompileResult } | null = null;

/** Compiles `code` in the loaded compiler worker, or answers from {@link lastCompile}; a failed worker is discarded. */
async function compile(code: string, memoryLimitKb: number, aborted: Promise<never>, onStage?: RunCppOptions['onStage']): Promise<CppCompileResult> {
  const key = `${memoryLimitKb}\n${code}`;
  if (lastCompile?.key === key) return lastCompile.result;
  const loadStart = performance.now();
  const loading = !compilerLoaded;
  if (loading) onStage?.('loading');
  // An abort rejects here too: `runCpp` answers it with the signal's reason before looking at this error.
  const handle = await loadedCompiler(aborted).catch((e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    throw new RuntimeUnavailableError(message === LOAD_TIMED_OUT ? 'slow' : 'failed', message, CPP_LOAD_TIMEOUT_MS);
  });
  if (loading) measureSince(CPP_RUN_MEASURES.load, loadStart);
  onStage?.('compiling');
  idle.busy();
  try {
    const compileStart = performance.now();
    const result = await Promise.race([handle.api.compile(code, memoryLimitKb), handle.failed, aborted, rejectAfter(COMPILE_TIMEOUT_MS, 'the compiler took too long')]);
    measureSince(CPP_RUN_MEASURES.compile, compileStart);
    lastCompile = { key, result };
    return result;
  } catch (e) {
    discardCompiler();
    throw e;
  } finally {
    idle.done();
  }
}

/** Runs the compiled program on each case, a fresh program worker after a case that timed out. */
async function runCases(wasm: Uint8Array<ArrayBuffer>, cases: readonly RunnerTestCase[], limitMs: number, aborted: Promise<never>): Promise<CppCaseExecution[]> {
  const executions: CppCaseExecution[] = [];
  let worker: WorkerHandle<CppProgramWorkerApi> | null = null;
  try {
    for (const tc of cases) {
      if (!worker) {
        worker = spawnProgramWorker();
        await Promise.race([worker.api.prepare(wasm), worker.failed, aborted]);
      }
      const started = performance.now();
      const outcome = await raceDeadline(worker.api.run(tc.input), limitMs, worker.failed, aborted);
      if (outcome === TIMED_OUT) {
        worker.dispose();
        worker = null;
        executions.push({ kind: 'timed-out', stdout: '', stderr: '', timeMs: performance.now() - started });
      } else {
        executions.push(cppExecutionOf(outcome));
      }
    }
    return executions;
  } finally {
    worker?.dispose();
  }
}

/**
 * Compiles `code` (a complete `main.cpp`, stdin → stdout) once and runs it once per test case,
 * each with the case's `input` as stdin, in the offline C++ workers.
 *
 * @param code the learner's C++ source.
 * @param cases test cases (`input` = exact stdin, `output` = expected stdout).
 * @param opts `timeLimitMs` = the problem's `timeLimitMs`; optional `memoryLimitKb`, `validation`, `signal`.
 * @returns one {@link RunCaseResult} per case, in order, as the server's runCode returns them: 3
 *   Accepted, 4 Wrong Answer, 5 Time Limit Exceeded (stdout of a stopped run is empty), 6
 *   Compilation Error (every case, `compile_output` = Clang's diagnostics), 7/9/10 the signal a trap
 *   stands for, 8 Output Limit Exceeded, 11 Runtime Error (NZEC), 12 Memory Limit Exceeded, 13
 *   Internal Error when a worker died while compiling or running (the reason on `stderr`).
 * @throws RuntimeUnavailableError when the compiler could not load (`slow`: not within
 *   {@link CPP_LOAD_TIMEOUT_MS}; `failed`: its worker failed, e.g. the pack is missing); `opts.signal.reason` when aborted.
 */
export async function runCpp(code: string, cases: readonly RunnerTestCase[], opts: RunCppOptions): Promise<RunCaseResult[]> {
  if (cases.length === 0) return [];
  opts.signal?.throwIfAborted();
  const limitMs = cppTimeLimitMs(opts.timeLimitMs);
  const aborted = abortPromise(opts.signal);
  aborted.catch(() => undefined);
  const failed = (e: unknown) => cases.map((tc) => toCppRunCaseResult(tc, { kind: 'crashed', message: `Internal Error: ${(e as Error).message}` }, limitMs, opts.validation));
  try {
    const compiled = await compile(code, opts.memoryLimitKb ?? DEFAULT_MEMORY_LIMIT_KB, aborted, opts.onStage);
    if (!compiled.ok) return compileErrorResults(cases, compiled.message);
    opts.onStage?.('running');
    const casesStart = performance.now();
    const executions = await runCases(compiled.wasm, cases, limitMs, aborted);
    measureSince(CPP_RUN_MEASURES.cases, casesStart);
    return cases.map((tc, i) => toCppRunCaseResult(tc, executions[i]!, limitMs, opts.validation));
  } catch (e) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    if (e instanceof RuntimeUnavailableError) throw e;
    return failed(e);
  }
}

/**
 * Loads the compiler now and warms it up with one compile (`CPP_WARM_UP_PROGRAM`), so the first offline
 * Run does not wait for either: called right after the pack is downloaded.
 * @throws Error when the compiler cannot load
 */
export async function prepareCppRunner(): Promise<void> {
  await loadedCompiler(undefined, true);
}

/** Stops the loaded C++ compiler worker, if any, freeing its memory (e.g. once the pack is removed). */
export function disposeCppRunner(): void {
  discardCompiler();
  lastCompile = null;
}
