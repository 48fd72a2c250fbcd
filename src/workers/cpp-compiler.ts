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
 * const pch = await buildCppPch(commands['clang++']); // at build time (build/cpp-pch.ts): <bits/stdc++.h> precompiled
 * const compiled = await compileCpp(commands['clang++'], code, { pch }); // { ok: true, wasm } or { ok: false, message }
 * ```
 *
 * A program that includes `<bits/stdc++.h>` is compiled with Clang's precompiled header of it
 * (`-include-pch`, the header's include guard skips the `#include` itself): parsing the whole standard
 * library is what makes a compile slow (about 4 s of a 5 s compile; 0.8 s with the header
 * precompiled, measured on a 2-core laptop-class machine). A program without it parses what it
 * includes, as the judge's g++ uses its precompiled header only for `<bits/stdc++.h>` too.
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
const PCH_FILE = 'stdcxx.pch';
const WASM_PAGE_BYTES = 64 * 1024;
/** The language flags every compile and the precompiled header share (a PCH is used only with the same ones). */
const LANGUAGE_FLAGS = ['-std=gnu++20', '-O2', '-fno-exceptions', '-isystem', INCLUDE_DIR];
/**
 * Flags of the precompiled header's build only: `-fpch-instantiate-templates` performs the template
 * instantiations the headers leave pending in the header itself, not in every program that uses it
 * (Clang 11+). Without it every compile instantiated them again: with our `<bits/stdc++.h>` an empty
 * program read 46,554 of the header's 120,914 declarations and spent about 0.7 s of its front end
 * there (0.13 s with it; measured with `-Xclang -print-stats` and `-ftime-report`).
 */
const PCH_BUILD_FLAGS = ['-fpch-instantiate-templates'];
/** `#include <bits/stdc++.h>` (or with quotes) on a line of its own. */
const INCLUDES_BITS = /^[ \t]*#[ \t]*include[ \t]*[<"]bits\/stdc\+\+\.h[>"]/m;

/** True when `code` includes `<bits/stdc++.h>`: only such a program is compiled with the precompiled header. */
export function usesPch(code: string): boolean {
  return INCLUDES_BITS.test(code);
}

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
    ...LANGUAGE_FLAGS,
    CPP_SOURCE_FILE, '-o', OUTPUT_FILE,
    '-Wl,--stack-first', `-Wl,-z,stack-size=${CPP_STACK_BYTES}`, `-Wl,--max-memory=${maxMemory}`,
  ];
}

/**
 * Loads the compiler's WebAssembly modules and its file system (headers, libraries) once; later
 * compiles reuse them. `onProgress` gets the bytes fetched so far and the total. Without it the pack's
 * loader (`build/clang-pack.ts`) compiles each response as fetched; with it every response is copied through
 * a counting stream first (about 0.3 s more of a 1.1–1.6 s load in Chromium).
 */
export async function loadCppCompiler(clang: ClangCommand, onProgress?: (doneBytes: number, totalBytes: number) => void): Promise<void> {
  await clang(undefined, {}, onProgress ? { fetchProgress: ({ doneLength, totalLength }) => onProgress(doneLength, totalLength) } : {});
}

/**
 * A program that uses what learners' programs use most (streams, `vector`, `string`, `map`,
 * `unordered_map`, `set`, `priority_queue`, `sort`), compiled once right after the compiler is
 * installed (`cpp-compiler.worker.ts`). The engine compiles a WebAssembly function with its baseline
 * compiler on first use and optimises the ones that run often: the first compile after a load took
 * about 5 s where the next took 1.5 s (Chromium 156 and Node 20, 2-core machine), so this compile
 * spares the learner's first Run that wait. The optimised code lives with the compiled modules;
 * Chromium also keeps it between page loads for modules compiled from its HTTP cache.
 */
export const CPP_WARM_UP_PROGRAM = `#include <bits/stdc++.h>
using namespace std;
int main() {
  ios::sync_with_stdio(false);
  cin.tie(nullptr);
  int n;
  if (!(cin >> n)) return 0;
  vector<long long> a(n);
  for (auto &x : a) cin >> x;
  sort(a.begin(), a.end());
  map<long long, int> count;
  unordered_map<long long, int> seen;
  set<long long> distinct(a.begin(), a.end());
  priority_queue<long long> heap(a.begin(), a.end());
  for (int i = 0; i < n; i++) count[a[i]]++, seen[a[i]] = i;
  string s = to_string(heap.empty() ? 0 : heap.top());
  cout << s << ' ' << count.size() << ' ' << seen.size() << ' ' << distinct.size() << '\\n';
  printf("%d\\n", n);
}
`;

/**
 * Compiles `code` as `main.cpp`; with `opts.pch` ({@link buildCppPch}) a program that includes
 * `<bits/stdc++.h>` uses the precompiled header (one it refuses is dropped and the compile repeated).
 * @returns `{ ok: true, wasm }` (a WASI command module) or `{ ok: false, message }` with the
 *   compiler's and linker's diagnostics (trimmed), as the judge reports a Compilation Error.
 * @throws what the compiler throws other than its exit status (a failure of the compiler itself).
 */
export async function compileCpp(clang: ClangCommand, code: string, opts: { memoryLimitKb?: number; pch?: Uint8Array | null } = {}): Promise<CppCompileResult> {
  const pch = opts.pch && usesPch(code) ? opts.pch : null;
  const files: ClangTree = { [CPP_SOURCE_FILE]: code, [INCLUDE_DIR]: includeTree() };
  if (pch) files[PCH_FILE] = pch;
  const args = cppCompileArgs(opts.memoryLimitKb);
  const result = await runClang(clang, pch ? ['-include-pch', PCH_FILE, ...args] : args, files, OUTPUT_FILE);
  // A header built by another compiler or with other flags is refused: compile without it.
  if (pch && !result.ok && /precompiled header|PCH file/i.test(result.message)) return compileCpp(clang, code, { ...opts, pch: null });
  return result.ok ? { ok: true, wasm: result.bytes } : result;
}

/**
 * Precompiles our `<bits/stdc++.h>` with the compile's language flags, for {@link compileCpp}'s
 * `pch` (about 29 MB; 15–55 s to build on a 2-core machine: the build makes it once per compiler
 * version, header and flags, `build/cpp-pch.ts`).
 * @throws Error with the compiler's diagnostics when the header does not compile (a broken pack)
 */
export async function buildCppPch(clang: ClangCommand): Promise<Uint8Array<ArrayBuffer>> {
  const headerPath = `${INCLUDE_DIR}/bits/stdc++.h`;
  const result = await runClang(clang, [...LANGUAGE_FLAGS, ...PCH_BUILD_FLAGS, '-x', 'c++-header', headerPath, '-o', PCH_FILE], { [INCLUDE_DIR]: includeTree() }, PCH_FILE);
  if (!result.ok) throw new Error(`<bits/stdc++.h> did not precompile: ${result.message}`);
  return result.bytes;
}

function includeTree(): ClangTree {
  return { bits: { 'stdc++.h': BITS_STDCXX_H } };
}

/** Runs the compiler; the file `output` it wrote, or its diagnostics (stdout and stderr, trimmed). */
async function runClang(clang: ClangCommand, args: string[], files: ClangTree, output: string): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: string }> {
  const decoder = new TextDecoder();
  let diagnostics = '';
  const collect = (bytes: Uint8Array | null) => {
    if (bytes) diagnostics += decoder.decode(bytes, { stream: true });
  };
  try {
    const out = await clang(args, files, { stdout: collect, stderr: collect });
    const bytes = out?.[output];
    if (bytes instanceof Uint8Array) return { ok: true, bytes: bytes as Uint8Array<ArrayBuffer> };
    return { ok: false, message: diagnostics.trim() || 'the compiler wrote no output' };
  } catch (e) {
    if (e instanceof Error && typeof (e as Error & { code?: unknown }).code === 'number') {
      return { ok: false, message: diagnostics.trim() };
    }
    throw e;
  }
}

/**
 * A short key of what a precompiled header depends on besides the compiler's version: our
 * `<bits/stdc++.h>` and the language flags (32-bit FNV-1a of both, base 36). A device keeps its
 * header under this key, so an app version that changes either builds a new one.
 */
export function cppPchKey(): string {
  let hash = 0x811c9dc5;
  for (const ch of `${LANGUAGE_FLAGS.join(' ')}\n${PCH_BUILD_FLAGS.join(' ')}\n${BITS_STDCXX_H}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
