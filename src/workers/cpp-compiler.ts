/**
 * Compiles a learner's C++ program to a WASI command module (`wasm32-wasi`) with Clang, LLD and
 * libc++ compiled to WebAssembly (`@yowasp/clang`): in the offline C++ runner's Web Worker and in
 * Node for the parity tests and the bench. The compiler is passed in (its `clang++` command), so this
 * module loads no package itself and runs wherever the compiler runs.
 *
 * The flags mirror the judge's `g++ -std=gnu++20 -O2` as far as the target allows:
 * `-std=gnu++20 -O2`, and `-fno-exceptions` because this libc++abi has no exception support on
 * WebAssembly (`try`/`throw` are a compile error). Our `<bits/stdc++.h>` (`cpp-headers.ts`) is on the
 * include path. The linear memory's maximum is the problem's memory limit plus the stack, and the
 * stack is the judge's (64 MiB) placed first, so an overflow traps instead of corrupting data.
 *
 * Usage:
 * ```ts
 * import { commands } from '@yowasp/clang';
 * await loadCppCompiler(commands['clang++']);
 * const compiled = await compileCpp(commands['clang++'], code); // { ok: true, wasm } or { ok: false, message }
 * ```
 */
import { DEFAULT_MEMORY_LIMIT_KB } from '../../common/judging/limits.ts';
import { BITS_STDCXX_H } from './cpp-headers.ts';

/** A file tree of the compiler's in-memory file system: a name → text, bytes or a folder. */
export interface ClangTree {
  [name: string]: ClangTree | string | Uint8Array;
}

/** Options of one compiler run (`@yowasp/clang`'s `RunOptions`, the part used here). */
export interface ClangRunOptions {
  stdout?: ((bytes: Uint8Array | null) => void) | null;
  stderr?: ((bytes: Uint8Array | null) => void) | null;
  fetchProgress?: (event: { totalLength: number; doneLength: number }) => void;
}

/**
 * `@yowasp/clang`'s `commands['clang++']`: no `args` only loads the compiler's files; otherwise runs the
 * driver on `files` and resolves with the file tree after the run, or rejects with its `Exit` error
 * (`code`, the exit status) when the compiler fails.
 */
export type ClangCommand = (args?: string[], files?: ClangTree, options?: ClangRunOptions) => Promise<ClangTree> | ClangTree | undefined;

/** The judge's stack limit (RLIMIT_STACK of a run, `server/judge/run-pipeline.ts`), bytes. */
export const CPP_STACK_BYTES = 64 * 1024 * 1024;
/** The name of the learner's source file, as on the judge. */
export const CPP_SOURCE_FILE = 'main.cpp';
const OUTPUT_FILE = 'main.wasm';
const INCLUDE_DIR = 'pocket-include';
const WASM_PAGE_BYTES = 64 * 1024;

/** A compiled program, or the compiler's diagnostics. */
export type CppCompileResult = { ok: true; wasm: Uint8Array<ArrayBuffer> } | { ok: false; message: string };

/**
 * The compiler's arguments (after `clang++`) for `main.cpp` → `main.wasm`.
 * @param memoryLimitKb the problem's memory limit in KB (default 256 MiB): the heap's share of the
 *   linear memory's maximum, which is this plus {@link CPP_STACK_BYTES}, rounded up to 64 KiB pages.
 */
export function cppCompileArgs(memoryLimitKb: number = DEFAULT_MEMORY_LIMIT_KB): string[] {
  const maxMemory = Math.ceil((memoryLimitKb * 1024 + CPP_STACK_BYTES) / WASM_PAGE_BYTES) * WASM_PAGE_BYTES;
  return [
    '-std=gnu++20', '-O2', '-fno-exceptions', '-isystem', INCLUDE_DIR,
    CPP_SOURCE_FILE, '-o', OUTPUT_FILE,
    '-Wl,--stack-first', `-Wl,-z,stack-size=${CPP_STACK_BYTES}`, `-Wl,--max-memory=${maxMemory}`,
  ];
}

/**
 * Loads the compiler's WebAssembly modules and its file system (headers, libraries) once; later
 * compiles reuse them. `onProgress` gets the bytes fetched so far and the total.
 */
export async function loadCppCompiler(clang: ClangCommand, onProgress?: (doneBytes: number, totalBytes: number) => void): Promise<void> {
  await clang(undefined, {}, { fetchProgress: ({ doneLength, totalLength }) => onProgress?.(doneLength, totalLength) });
}

/**
 * Compiles `code` as `main.cpp`.
 * @returns `{ ok: true, wasm }` (a WASI command module) or `{ ok: false, message }` with the
 *   compiler's and linker's diagnostics (trimmed), as the judge reports a Compilation Error.
 * @throws what the compiler throws other than its exit status (a failure of the compiler itself).
 */
export async function compileCpp(clang: ClangCommand, code: string, opts: { memoryLimitKb?: number } = {}): Promise<CppCompileResult> {
  const decoder = new TextDecoder();
  let diagnostics = '';
  const collect = (bytes: Uint8Array | null) => {
    if (bytes) diagnostics += decoder.decode(bytes, { stream: true });
  };
  const files: ClangTree = { [CPP_SOURCE_FILE]: code, [INCLUDE_DIR]: { bits: { 'stdc++.h': BITS_STDCXX_H } } };
  try {
    const out = await clang(cppCompileArgs(opts.memoryLimitKb), files, { stdout: collect, stderr: collect });
    const wasm = out?.[OUTPUT_FILE];
    if (wasm instanceof Uint8Array) return { ok: true, wasm: wasm as Uint8Array<ArrayBuffer> };
    return { ok: false, message: diagnostics.trim() || 'the compiler wrote no program' };
  } catch (e) {
    if (e instanceof Error && typeof (e as Error & { code?: unknown }).code === 'number') {
      return { ok: false, message: diagnostics.trim() };
    }
    throw e;
  }
}
