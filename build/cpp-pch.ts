/**
 * The offline C++ pack's precompiled `<bits/stdc++.h>`, made at build time by the pack's own compiler
 * (`@yowasp/clang`, the same WebAssembly Clang the device runs, here in Node) with the same flags
 * (`buildCppPch` in `src/workers/cpp-compiler.ts`), so a device downloads it with the pack instead of
 * spending minutes building it. A precompiled header made in one process is taken by another as long as
 * the compiler, the header and the flags are the same: the file's name carries a key of the header and
 * the flags (`cppPchKey`), its folder the compiler's version.
 *
 * Made with the pack's own files (`build/clang-pack.ts`: the trimmed headers are the ones a device has).
 * Kept in the build cache (`build/build-cache.ts`, by compiler version and key), since it takes 15–40 s to make:
 * builds, `npm run dev` and the tests that need it make it once per machine (a fresh `npm ci` too).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cached } from './build-cache.ts';
import { clangPackDir } from './clang-pack.ts';
import { buildCppPch, cppPchKey, loadCppCompiler, type ClangCommand } from '../src/workers/cpp-compiler.ts';
import { CLANG_VERSION, CPP_PCH_FILE } from '../src/workers/cpp-pack-manifest.ts';

let making: Promise<Uint8Array> | null = null;

/**
 * The pack's `clang++` in Node, loaded from the folder the build ships (`clangPackDir`: the patched
 * loader and the trimmed headers and libraries), so what the tests and the header's build compile with
 * is what a device compiles with. Not yet loaded: call `loadCppCompiler` first.
 */
export async function packClang(): Promise<ClangCommand> {
  const { commands } = (await import(pathToFileURL(path.join(clangPackDir(), 'bundle.js')).href)) as { commands: Record<string, ClangCommand> };
  return commands['clang++']!;
}

/**
 * The pack's precompiled header (about 28 MB): from the disk cache, else made now (and kept).
 * @throws Error when `CPP_PCH_FILE` does not name the current header and flags (update the constant to
 *   the name in the message), or when the header does not compile.
 */
export function packPch(): Promise<Uint8Array> {
  making ??= make();
  return making;
}

async function make(): Promise<Uint8Array> {
  const expected = `bits-stdcxx-${cppPchKey()}.pch`;
  if (expected !== CPP_PCH_FILE) throw new Error(`CPP_PCH_FILE in src/workers/cpp-pack-manifest.ts is ${CPP_PCH_FILE}; the header and flags now make ${expected}`);
  return cached(`clang-${CLANG_VERSION}-${CPP_PCH_FILE}`, async () => {
    const clang = await packClang();
    await loadCppCompiler(clang);
    return buildCppPch(clang);
  });
}
