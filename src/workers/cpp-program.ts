/**
 * Runs a compiled C++ program (a WASI command module from `cpp-compiler.ts`) once with a given
 * stdin, reporting the same {@link ProgramOutcome} as the other offline runners plus how it trapped:
 * in the offline C++ runner's Web Worker and in a Node worker thread for the parity tests. WASI
 * is `@bjorn3/browser_wasi_shim` (pure JavaScript, browser and Node alike): fd 0 is the stdin's
 * bytes, fds 1 and 2 are kept in memory; there are no files, arguments or environment.
 *
 * Limits: the memory limit is the linear memory's maximum (set when linking); the output limit is
 * `OUTPUT_LIMIT_BYTES` of stdout or of stderr (the program is stopped there, as RLIMIT_FSIZE stops
 * it on the judge). A run cannot be stopped from inside: an endless loop keeps the thread busy, so
 * the worker's owner terminates the worker at the time limit.
 *
 * Usage:
 * ```ts
 * const module = await WebAssembly.compile(compiled.wasm);
 * const outcome = runCppProgram(module, '21\n'); // { exitCode: 0, stdout: '42\n', trap: null, … }
 * ```
 */
import { Fd, File, OpenFile, WASI, wasi as defs } from '@bjorn3/browser_wasi_shim';
import { OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import type { ProgramOutcome } from './node-runtime/types.ts';

/**
 * How a program ended abnormally, as the signal the native program would have got:
 * `segv` an out-of-bounds access or a stack overflow (SIGSEGV), `abort` `abort()`, a failed
 * `assert` or `std::terminate` (SIGABRT), `fpe` an integer division by zero or overflow (SIGFPE),
 * `memory` an allocation failure at the memory limit, `other` any other trap.
 */
export type CppTrap = 'segv' | 'abort' | 'fpe' | 'memory' | 'other';

/** A run's outcome; `trap` is null for a program that ended by itself (`exitCode` its status). */
export type CppOutcome = ProgramOutcome & { trap: CppTrap | null };

/** Thrown from a write that reaches the output limit: unwinds the program. */
class OutputLimitStop extends Error {}

/** An output stream kept in memory: the first `keepBytes`; a write reaching `limitBytes` stops the program. */
class OutputSink extends Fd {
  private readonly chunks: Uint8Array[] = [];
  private kept = 0;
  private written = 0;
  constructor(private readonly keepBytes: number, private readonly limitBytes: number) {
    super();
  }
  override fd_write(data: Uint8Array): { ret: number; nwritten: number } {
    const room = this.keepBytes - this.kept;
    if (room > 0) {
      const part = data.length <= room ? data : data.subarray(0, room);
      this.chunks.push(part.slice());
      this.kept += part.length;
    }
    this.written += data.length;
    if (this.written >= this.limitBytes) throw new OutputLimitStop();
    return { ret: defs.ERRNO_SUCCESS, nwritten: data.length };
  }
  text(): string {
    const all = new Uint8Array(this.kept);
    let at = 0;
    for (const c of this.chunks) {
      all.set(c, at);
      at += c.length;
    }
    return new TextDecoder().decode(all);
  }
}

/**
 * The trap a thrown value stands for; an abort is `memory` when `operator new` failed (libc++abi's
 * `bad_alloc` report on stderr) or the linear memory cannot grow any more.
 */
function trapOf(error: unknown, memory: WebAssembly.Memory | undefined, stderr: string): CppTrap {
  if (error instanceof RangeError) return 'segv'; // the engine's own stack ran out: deep recursion
  const message = error instanceof Error ? error.message : String(error);
  if (/out of bounds|null function|signature mismatch|table index/i.test(message)) return 'segv';
  if (/divide by zero|integer overflow|remainder by zero/i.test(message)) return 'fpe';
  if (/unreachable|raised signal 6/i.test(message)) return /bad_alloc/.test(stderr) || atMemoryLimit(memory) ? 'memory' : 'abort';
  return 'other';
}

function atMemoryLimit(memory: WebAssembly.Memory | undefined): boolean {
  if (!memory) return false;
  try {
    memory.grow(1);
    return false;
  } catch {
    return true;
  }
}

/**
 * Runs `module` once with `stdin` (the exact bytes, as UTF-8).
 * @param now the clock of `timeMs` in ms (default `performance.now`).
 * @returns the outcome: the exit status (`exit(n)` and `return n` from `main` as a Linux status,
 *   `n & 255`), the whole stdout (up to `OUTPUT_LIMIT_BYTES`), the first `STDERR_KEEP_BYTES` of
 *   stderr, whether an output limit stopped it, its trap, and the wall-clock ms.
 * @throws the engine's own failure to instantiate the module (not a program's error).
 */
export function runCppProgram(module: WebAssembly.Module, stdin: string, now: () => number = () => performance.now()): CppOutcome {
  const stdout = new OutputSink(OUTPUT_LIMIT_BYTES, OUTPUT_LIMIT_BYTES);
  const stderr = new OutputSink(STDERR_KEEP_BYTES, OUTPUT_LIMIT_BYTES);
  const wasi = new WASI(['main'], [], [new OpenFile(new File(new TextEncoder().encode(stdin))), stdout, stderr]);
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi.wasiImport as unknown as WebAssembly.ModuleImports });
  const memory = instance.exports['memory'] as WebAssembly.Memory | undefined;
  let exitCode = 0;
  let trap: CppTrap | null = null;
  let outputLimitExceeded = false;
  const started = now();
  try {
    exitCode = wasi.start(instance as { exports: { memory: WebAssembly.Memory; _start: () => unknown } }) & 255;
  } catch (e) {
    if (e instanceof OutputLimitStop) {
      outputLimitExceeded = true;
      exitCode = 1;
    } else {
      trap = trapOf(e, memory, stderr.text());
    }
  }
  const timeMs = now() - started;
  return { compileError: null, exitCode, stdout: stdout.text(), stderr: stderr.text(), outputLimitExceeded, timeMs, trap };
}
