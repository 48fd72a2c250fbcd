/**
 * Messages between the page (`js-runner.ts`, `python-runner.ts`, `cpp-runner.ts`) and the runner
 * workers (`js-runner.worker.ts`, `python-runner.worker.ts`, `cpp-compiler.worker.ts`,
 * `cpp-program.worker.ts`).
 *
 * The page creates two `MessageChannel`s and sends one end of each in a single
 * {@link RunnerInitMessage}: comlink runs over `rpc` ({@link JsRunnerWorkerApi}), and the worker
 * streams the first 64 KiB of stdout/stderr over `output` ({@link RunnerOutputMessage}) so that
 * a run terminated at the time limit still shows what it printed. The worker's own
 * `postMessage` is removed before learner code runs.
 */
import type { CppCompileResult } from './cpp-compiler.ts';
import type { CppOutcome } from './cpp-program.ts';
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

/** `type` of {@link PythonRunnerInitMessage}. */
export const PYTHON_RUNNER_INIT = 'pocket-judge/python-runner/init';

/** The first and only message the page posts to the Python runner worker: comlink runs over `rpc`. */
export interface PythonRunnerInitMessage {
  type: typeof PYTHON_RUNNER_INIT;
  rpc: MessagePort;
}

/** The Python runner worker's comlink API: one Pyodide, loaded once, runs programs one after another. */
export interface PythonRunnerWorkerApi {
  /**
   * Loads Pyodide from `indexURL` (the pack's folder, absolute, with a trailing slash) unless
   * loaded already. Rejects with Pyodide's error when it cannot load (files missing offline …).
   */
  load(indexURL: string): Promise<{ version: string }>;
  /** Runs `code` once with `stdin` in the loaded Pyodide, as a fresh `python3 main.py` (see `python-program.ts`). */
  run(code: string, stdin: string): ProgramOutcome;
}

/** `type` of {@link CppWorkerInitMessage}. */
export const CPP_WORKER_INIT = 'pocket-judge/cpp-runner/init';

/** The first and only message the page posts to a C++ worker (compiler or program): comlink runs over `rpc`. */
export interface CppWorkerInitMessage {
  type: typeof CPP_WORKER_INIT;
  rpc: MessagePort;
}

/**
 * The C++ compiler worker's comlink API: it loads Clang's modules, headers and precompiled header once and
 * compiles programs one after another, each in a compile worker of its own (`cpp-compile-once.worker.ts`).
 */
export interface CppCompilerWorkerApi {
  /**
   * Loads the compiler from `packUrl` (the pack's folder, absolute, with a trailing slash) unless
   * loaded, and the device's precompiled `<bits/stdc++.h>`; with `warmUp`, also compiles a typical
   * program once (`CPP_WARM_UP_PROGRAM`, once per worker) so the next compile runs on optimised code.
   * Resolves with whether the header is there. Rejects when the compiler cannot load (files missing offline …).
   */
  load(packUrl: string, warmUp: boolean): Promise<{ pch: boolean }>;
  /** Compiles `code` (see `compileCpp`): the program's bytes, or the compiler's diagnostics. */
  compile(code: string, memoryLimitKb: number): Promise<CppCompileResult>;
}

/** `type` of {@link CppCompileJob}. */
export const CPP_COMPILE_JOB = 'pocket-judge/cpp-compiler/compile-once';

/**
 * The one message the compiler worker posts to a compile worker (`cpp-compile-once.worker.ts`): the
 * compiler's modules (compiled, shared with the compiler worker), its header archive and the precompiled
 * `<bits/stdc++.h>` (blobs: posted by reference, read by the compile worker), and the program. The compile worker answers with one {@link CppCompileAnswer}.
 */
export interface CppCompileJob {
  type: typeof CPP_COMPILE_JOB;
  /** The pack's folder, absolute, with a trailing slash: the loader (`bundle.js`) is imported from it. */
  packUrl: string;
  /** The compiler's WebAssembly modules by file name. */
  modules: Record<string, WebAssembly.Module>;
  /** The pack's files the loader fetches besides its modules (`llvm-resources.tar`), by file name. */
  files: Record<string, Blob>;
  /** The precompiled `<bits/stdc++.h>`, or null to compile without it. */
  pch: Blob | null;
  code: string;
  memoryLimitKb: number | undefined;
}

/** A compile worker's answer: the compile's result (`compileCpp`), or the message of what failed (the compiler itself). */
export type CppCompileAnswer = { ok: true; result: CppCompileResult } | { ok: false; message: string };

/** The C++ program worker's comlink API: runs one compiled program, case after case. */
export interface CppProgramWorkerApi {
  /** Compiles the program's WebAssembly `wasm` for the runs that follow. */
  prepare(wasm: Uint8Array): Promise<void>;
  /** Runs the prepared program once with `stdin` (see `runCppProgram`). */
  run(stdin: string): CppOutcome;
}
