/**
 * What the offline C++ pack is: `@yowasp/clang`'s files (Clang, LLD and libc++ for WASI compiled
 * to WebAssembly, with its JavaScript loader), served by the app at `/clang/<version>/<file>`
 * (linked into `dist/` from node_modules by the build, with Brotli copies; by the dev server from
 * node_modules), stored on the device in the Cache Storage cache {@link CLANG_CACHE} when the
 * learner downloads the pack, and answered from it by the service worker. The precompiled
 * `<bits/stdc++.h>`, made at build time and downloaded with the pack ({@link CPP_PCH_FILE}), is kept in
 * the same cache ({@link cppPchUrl}); a device builds it only if that file is missing. Plain
 * constants: the build (`vite.config.ts`), the service worker's route, the pack's download
 * (`cpp-pack.ts`) and the compiler worker read them.
 */

/** The `@yowasp/clang` release the pack holds (LLVM 22; the build checks node_modules has it). */
export const CLANG_VERSION = '22.0.0-git20542-10';

/** URL path of the pack's folder, with a trailing slash. */
export const CLANG_PACK_PATH = `/clang/${CLANG_VERSION}/`;

/**
 * The compiler's files: its loader (an ES module that fetches the others beside it), the
 * WebAssembly modules (the LLVM tools in one 75 MB module and three small adapters) and the tar
 * archive of headers and libraries (libc++, wasi-libc).
 */
export const CLANG_PACK_FILES = ['bundle.js', 'llvm.core.wasm', 'llvm.core2.wasm', 'llvm.core3.wasm', 'llvm.core4.wasm', 'llvm-resources.tar'] as const;

/** Name of the Cache Storage cache that holds the downloaded pack (one per version). */
export const CLANG_CACHE = `clang-${CLANG_VERSION}`;

/** Prefix of every C++ pack cache's name, whatever its version. */
export const CLANG_CACHE_PREFIX = 'clang-';

/**
 * The precompiled `<bits/stdc++.h>` the build makes with the pack's compiler (`build/cpp-pch.ts`) and
 * ships in the pack, named as {@link cppPchUrl} names it for the header and flags of this version (the
 * build fails when they no longer match: update the key to the one it names).
 */
export const CPP_PCH_FILE = 'bits-stdcxx-1te0ac9.pch';

/** Every file a device downloads into its pack: the compiler's and the precompiled header. */
export const CLANG_PACK_DOWNLOAD = [...CLANG_PACK_FILES, CPP_PCH_FILE] as const;

/**
 * The URL (path) under which the device keeps its precompiled `<bits/stdc++.h>` in
 * {@link CLANG_CACHE}: named by a hash of the header and the flags, so a new app version with
 * another header or flags builds a new one. Never served by the server.
 */
export function cppPchUrl(key: string): string {
  return `${CLANG_PACK_PATH}bits-stdcxx-${key}.pch`;
}
