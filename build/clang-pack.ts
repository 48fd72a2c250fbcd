/**
 * The offline C++ pack's files as the device gets them, made from `@yowasp/clang`'s (`node_modules/@yowasp/clang/gen/`):
 *
 * - **`bundle.js`, the loader, with one change** ({@link patchClangLoader}): without a `fetchProgress`
 *   option it hands `WebAssembly.compileStreaming` the fetched `Response` itself. The package wraps every
 *   response in a new one to count its bytes (its default callback logs to the console): the 75 MB module
 *   and the archive then pass through JavaScript chunk by chunk (the load from the pack's cache took
 *   1.35–1.6 s instead of 1.1–1.2 s, Chromium 156, 2-core machine), and a response made in JavaScript
 *   has no URL, so Chromium can never keep the module's compiled code (it does for the module's own
 *   response from the HTTP cache, not for one a service worker answers from Cache Storage).
 * - **`llvm-resources.tar`, the headers and libraries, without what a `wasm32-wasip1` C++20 compile never
 *   reads** ({@link trimClangResources}): other targets' intrinsics headers, GPU and OpenCL headers,
 *   sanitizer and profiling support, libc++'s frozen C++03 headers, shared libraries (29.7 → about 12 MB).
 *
 * {@link clangPackDir} writes them with the package's WebAssembly modules (linked) into one folder of the
 * build cache, from which the build ships the pack and Node (the precompiled header's build, the tests)
 * loads the very compiler the device loads.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLANG_VERSION } from '../src/workers/cpp-pack-manifest.ts';
import { BUILD_CACHE_DIR } from './build-cache.ts';

/** The package's folder that holds the loader, the modules and the archive. */
export const CLANG_PACKAGE_DIR = path.resolve('node_modules/@yowasp/clang/gen');

/** The loader's expression that picks a progress callback when none is given (`@yowasp/runtime`'s `Application.run`). */
const DEFAULT_PROGRESS = 'options.fetchProgress ?? defaultFetchProgress';

/**
 * The loader without its default progress callback (see the module's comment): a run without
 * `fetchProgress` fetches and compiles the responses as they are.
 * @throws Error when the loader does not hold the expression exactly once (another `@yowasp/clang` release).
 */
export function patchClangLoader(source: string): string {
  const parts = source.split(DEFAULT_PROGRESS);
  if (parts.length !== 2) throw new Error(`@yowasp/clang's bundle.js holds "${DEFAULT_PROGRESS}" ${parts.length - 1} times, not once: check the loader of this release`);
  return parts.join('options.fetchProgress');
}

/**
 * Paths (relative to the archive's root, mounted at `/usr`) a `wasm32-wasip1` compile with
 * `-std=gnu++20` never reads: headers of other targets (x86, Arm, PowerPC, Hexagon, RISC-V, LoongArch,
 * SystemZ, GPUs, OpenCL, HLSL), sanitizer, fuzzer, XRay and profiling support, libc++'s frozen C++03
 * headers (used only in C++03 mode), the module sources of `import std` (not supported here) and
 * shared libraries (programs are linked statically).
 */
const UNUSED_RESOURCES: readonly RegExp[] = [
  /^include\/c\+\+\/v1\/__cxx03(\/|$)/,
  /^include\/(cuda_wrappers|fuzzer|hlsl|llvm_libc_wrappers|llvm_offload_wrappers|openmp_wrappers|orc|ppc_wrappers|profile|sanitizer|xray|zos_wrappers)(\/|$)/,
  /^include\/(__clang_cuda|__clang_hip|__clang_spirv|opencl-|hlsl|altivec|vecintrin|hexagon|hvx_|arm_|arm64|armintr|riscv_|sifive_|andes_|lasx|lsx|larch|htm|s390|velintrin|msa\.h|nvptx|amdgpu|gpuintrin|spirv)/,
  /^include\/[\w.-]*intrin[\w.-]*\.h$/,
  /^include\/(ia32intrin|immintrin|x86intrin|x86gprintrin|xmmintrin|emmintrin|pmmintrin|tmmintrin|smmintrin|nmmintrin|wmmintrin|mmintrin|mm_malloc|cpuid|prfchwintrin|rdseedintrin|bmiintrin|cetintrin)\.h$/,
  /^share\/libc\+\+(\/|$)/,
  /^lib\/wasm32-wasip1\/[\w+.-]+\.so$/,
  /^lib\/wasm32-wasip1\/libc\+\+\.modules\.json$/,
  /^lib\/wasm32-unknown-wasip1\/libclang_rt\.profile\.a$/,
];

/** True when the archive's entry `name` stays in the pack (see {@link UNUSED_RESOURCES}); `wasm_simd128.h` stays. */
export function keepsClangResource(name: string): boolean {
  if (/^include\/wasm_/.test(name)) return true;
  return !UNUSED_RESOURCES.some((re) => re.test(name));
}

const BLOCK = 512;

/** An entry's name in a ustar header: `prefix/name` (POSIX.1-1988 ustar, fields at bytes 0 and 345). */
function entryName(header: Uint8Array): string {
  const field = (from: number, length: number) => {
    const bytes = header.subarray(from, from + length);
    const end = bytes.indexOf(0);
    return new TextDecoder().decode(end === -1 ? bytes : bytes.subarray(0, end));
  };
  const name = field(0, 100);
  const prefix = new TextDecoder().decode(header.subarray(257, 263)).startsWith('ustar') ? field(345, 155) : '';
  return (prefix ? `${prefix}/${name}` : name).replace(/^\.\//, '').replace(/\/$/, '');
}

/**
 * The entries of the tar archive `tar`, in order: each one's name and the byte range of its header and
 * data blocks (`start` to `end`), up to the first zero block.
 * @throws Error when the archive is cut short (an entry's data runs past its end).
 */
function* tarEntries(tar: Uint8Array): Generator<{ name: string; start: number; end: number }> {
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return;
    const size = Number.parseInt(new TextDecoder().decode(header.subarray(124, 136)).replace(/\0.*$/s, '').trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (end > tar.length) throw new Error(`llvm-resources.tar is cut short at ${entryName(header)}`);
    yield { name: entryName(header), start: offset, end };
    offset = end;
  }
}

/**
 * The tar archive `tar` without the entries {@link keepsClangResource} drops; kept entries are copied
 * block for block (header and data), the archive ends with two zero blocks as tar requires.
 * @throws Error when the archive is cut short (an entry's data runs past its end).
 */
export function trimClangResources(tar: Uint8Array): Uint8Array {
  const kept: Uint8Array[] = [];
  for (const entry of tarEntries(tar)) {
    if (keepsClangResource(entry.name)) kept.push(tar.subarray(entry.start, entry.end));
  }
  kept.push(new Uint8Array(2 * BLOCK));
  const out = new Uint8Array(kept.reduce((s, k) => s + k.length, 0));
  let at = 0;
  for (const k of kept) {
    out.set(k, at);
    at += k.length;
  }
  return out;
}

/** The names of an archive's entries (files and folders), in order. */
export function tarEntryNames(tar: Uint8Array): string[] {
  return [...tarEntries(tar)].map((e) => e.name);
}

/** The WebAssembly modules the pack takes from the package unchanged. */
export const CLANG_MODULES = ['llvm.core.wasm', 'llvm.core2.wasm', 'llvm.core3.wasm', 'llvm.core4.wasm'] as const;

/** A version of this folder's recipe: bump it when {@link patchClangLoader} or {@link UNUSED_RESOURCES} change. */
const RECIPE = 1;

/**
 * The folder (in the build cache) holding the pack's compiler as the device gets it: the patched
 * `bundle.js`, the trimmed `llvm-resources.tar` and the package's modules (hard links, else copies).
 * Made once per compiler version and recipe; `import(path.join(dir, 'bundle.js'))` loads it in Node.
 */
export function clangPackDir(): string {
  const dir = path.join(BUILD_CACHE_DIR, `clang-pack-${CLANG_VERSION}-r${RECIPE}`);
  if (existsSync(path.join(dir, 'bundle.js'))) return dir;
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const name of CLANG_MODULES) {
    try {
      linkSync(path.join(CLANG_PACKAGE_DIR, name), path.join(partial, name));
    } catch {
      copyFileSync(path.join(CLANG_PACKAGE_DIR, name), path.join(partial, name));
    }
  }
  writeFileSync(path.join(partial, 'llvm-resources.tar'), trimClangResources(new Uint8Array(readFileSync(path.join(CLANG_PACKAGE_DIR, 'llvm-resources.tar')))));
  writeFileSync(path.join(partial, 'bundle.js'), patchClangLoader(readFileSync(path.join(CLANG_PACKAGE_DIR, 'bundle.js'), 'utf8')));
  try {
    renameSync(partial, dir);
  } catch {
    // Another process made it first: theirs is the same.
    rmSync(partial, { recursive: true, force: true });
  }
  return dir;
}
