/** Shapes shared by the runtime's modules and its host (the worker, the unit tests). */
import type { NodeBuffer } from './buffer.ts';
import type { Emitter } from './emitter.ts';
import type { LeetCodeGlobals } from './leetcode-globals.ts';

/** Timers and clock of the host, captured before the program can replace them. */
export interface HostHooks {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Milliseconds, monotonic. */
  now(): number;
}

/** Line and column (1-based) of a syntax error in the learner's source. */
export interface SourceLocation {
  line: number;
  column: number;
}

/** Options of `ProgramRun`. */
export interface ProgramRunOptions {
  /** The exact stdin of the run. */
  stdin: string;
  /** Defaults to the global timers and `performance.now()` at module load. */
  host?: HostHooks;
  /**
   * Names passed to the program as parameters whose value is `undefined` (e.g. `fetch`,
   * `indexedDB`), so a plain reference does not reach the host's object. The program may still
   * declare its own variables with these names.
   */
  shadowedGlobals?: readonly string[];
  /** Called with text written to stdout/stderr, in order, for at most 64 KiB of each stream. */
  onOutput?: (stream: 'stdout' | 'stderr', text: string) => void;
  /**
   * Called once before the program starts with the environment's globals (`process`,
   * `console`, `Buffer`, `global`, timers) so the host can install them on its global object.
   */
  installGlobals?: (globals: NodeGlobals) => void;
  /**
   * Finds where a syntax error is: calls `throwIt` (which throws a SyntaxError) where the
   * engine reports the error's position — the worker throws it uncaught and reads the
   * ErrorEvent — and resolves with the engine's 1-based line and column (in the source that
   * `throwIt` compiles) and the thrown error, or null when it cannot tell.
   */
  locateSyntaxError?: (throwIt: () => unknown) => Promise<(SourceLocation & { error: unknown }) | null>;
}

/**
 * How a run ended. `compileError` is non-null (and nothing ran) for a syntax error: Node's
 * `--check` wording (`/box/main.js:LINE`, source line, caret, blank line, `SyntaxError: …`).
 * `exitCode` is the process exit code (1 for an uncaught error). `stdout` is complete up to
 * `OUTPUT_LIMIT_BYTES`; `stderr` is at most `STDERR_KEEP_BYTES`. `timeMs` is wall
 * clock from the first statement to the end.
 */
export interface ProgramOutcome {
  compileError: string | null;
  exitCode: number;
  stdout: string;
  stderr: string;
  outputLimitExceeded: boolean;
  timeMs: number;
}

/** The Node-like globals of one run. */
export interface NodeGlobals extends LeetCodeGlobals {
  process: NodeProcess;
  console: Record<string, (...args: unknown[]) => unknown>;
  Buffer: typeof NodeBuffer;
  global: typeof globalThis;
  setTimeout: (fn: unknown, ms?: number, ...args: unknown[]) => Timer;
  clearTimeout: (t: unknown) => void;
  setInterval: (fn: unknown, ms?: number, ...args: unknown[]) => Timer;
  clearInterval: (t: unknown) => void;
  setImmediate: (fn: unknown, ...args: unknown[]) => Timer;
  clearImmediate: (t: unknown) => void;
}

/** What `setTimeout`/`setInterval`/`setImmediate` return, like Node's `Timeout`. */
export interface Timer {
  id: number;
  ref(): Timer;
  unref(): Timer;
  hasRef(): boolean;
  refresh(): Timer;
  [Symbol.toPrimitive](): number;
}

/** `process` as the program sees it. */
export type NodeProcess = Emitter & Record<string, unknown>;
