/**
 * The offline C++ pack's recipe (`build/clang-pack.ts`): the loader's one change, which headers and
 * libraries a device gets, and that the compiler as shipped compiles with the trimmed archive. Every
 * header of our `<bits/stdc++.h>` is parsed from that archive by the precompiled header's build
 * (`build/cpp-pch.ts`), and the warm-up program is compiled with that header in
 * `tests/server/cpp-offline-parity.test.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLANG_PACKAGE_DIR, clangPackDir, keepsClangResource, patchClangLoader, tarEntryNames, trimClangResources } from '../../build/clang-pack.ts';
import { packClang } from '../../build/cpp-pch.ts';
import { compileCpp, CPP_WARM_UP_PROGRAM, loadCppCompiler, type ClangCommand } from '../../src/workers/cpp-compiler.ts';

const SLOW = 180_000;

describe('the pack loader', () => {
  it('drops only the default progress callback, and refuses a loader without that expression', () => {
    const source = readFileSync(path.join(CLANG_PACKAGE_DIR, 'bundle.js'), 'utf8');
    const patched = patchClangLoader(source);
    expect(patched).not.toContain('options.fetchProgress ?? defaultFetchProgress');
    expect(patched.length).toBe(source.length - ' ?? defaultFetchProgress'.length);
    expect(() => patchClangLoader(patched)).toThrow(/0 times, not once/);
  });
});

describe('the pack headers and libraries', () => {
  it('keeps what a wasm32-wasip1 C++20 program uses and drops other targets and modes', () => {
    for (const kept of ['include/c++/v1/vector', 'include/c++/v1/__algorithm/sort.h', 'include/wasm32-wasip1/stdio.h', 'include/stddef.h', 'include/wasm_simd128.h', 'lib/wasm32-wasip1/libc++.a', 'lib/wasm32-wasip1/libc.a', 'lib/wasm32-wasip1/crt1-command.o', 'lib/wasm32-unknown-wasip1/libclang_rt.builtins.a']) {
      expect(keepsClangResource(kept), kept).toBe(true);
    }
    for (const dropped of ['include/c++/v1/__cxx03/vector', 'include/avx512fintrin.h', 'include/immintrin.h', 'include/altivec.h', 'include/opencl-c.h', 'include/sanitizer/asan_interface.h', 'include/cuda_wrappers/cmath', 'lib/wasm32-wasip1/libc.so', 'share/libc++/v1/std.cppm']) {
      expect(keepsClangResource(dropped), dropped).toBe(false);
    }
  });

  it('copies the kept entries of the archive whole and in order', () => {
    const tar = new Uint8Array(readFileSync(path.join(CLANG_PACKAGE_DIR, 'llvm-resources.tar')));
    const trimmed = trimClangResources(tar);
    const names = tarEntryNames(tar);
    expect(tarEntryNames(trimmed)).toEqual(names.filter(keepsClangResource));
    expect(trimmed.length).toBeLessThan(tar.length * 0.6);
    expect(() => trimClangResources(tar.subarray(0, 4096 + 100))).toThrow(/cut short/);
  });

  it('ships the trimmed archive and the patched loader in the pack folder', () => {
    const dir = clangPackDir();
    expect(readFileSync(path.join(dir, 'bundle.js'), 'utf8')).not.toContain('?? defaultFetchProgress');
    expect(tarEntryNames(new Uint8Array(readFileSync(path.join(dir, 'llvm-resources.tar')))).every(keepsClangResource)).toBe(true);
  });
});

describe('the compiler as shipped', () => {
  let clang: ClangCommand;
  beforeAll(async () => {
    clang = await packClang();
    await loadCppCompiler(clang);
  }, SLOW);

  it('compiles a program with the trimmed headers', async () => {
    const code = '#include <cstdio>\n#include <climits>\n#include <cmath>\nint main(){ printf("%d %.1f\\n", INT_MAX, std::sqrt(2.25)); }\n';
    const r = await compileCpp(clang, code);
    expect(r.ok ? '' : r.message).toBe('');
    expect(CPP_WARM_UP_PROGRAM).toMatch(/^#include <bits\/stdc\+\+\.h>/);
  }, SLOW);
});
