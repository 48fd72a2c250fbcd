/**
 * bench/cpp-offline — the offline C++ compiler (`@yowasp/clang`: Clang + LLD + libc++ for WASI,
 * compiled to WebAssembly) in Node, printed as a table:
 * - the pack a learner would download: the compiler's files as the build ships them (its WebAssembly
 *   modules, the trimmed archive of headers and libraries, its loader) and our `<bits/stdc++.h>`, raw and
 *   brotli (node:zlib, each file alone) at quality 9 (window 22, zlib's default) and at quality 6
 *   with a 16 MiB window (lgwin 24, the settings the build precompresses the pack with), in MB;
 * - the compiler's cold load (`loadCppCompiler`: reading and compiling its modules, unpacking its
 *   file system) in ms;
 * - the precompiled `<bits/stdc++.h>` (`buildCppPch`, built once per device): its build in ms and
 *   its size in MB;
 * - Two Sum's C++ reference solution compiled cold (the first compile after the load), warm (the
 *   next) and warm with the PCH (the second compile with it), in ms;
 * - a run: compiling the program's module and running it on Two Sum's visible test cases, in ms.
 * Below the table: each file's size and the two brotli settings' compression times.
 *
 * Run: `npx tsx bench/cpp-offline.ts`. Wall clock on this machine, one process, no network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { clangPackDir } from '../build/clang-pack.ts';
import { packClang } from '../build/cpp-pch.ts';
import { buildCppPch, compileCpp, loadCppCompiler, type ClangCommand, type CppCompileResult } from '../src/workers/cpp-compiler.ts';
import { BITS_STDCXX_H } from '../src/workers/cpp-headers.ts';
import { runCppProgram } from '../src/workers/cpp-program.ts';
import { builtIn } from '../tests/support/builtin-problems.ts';

const clang: ClangCommand = await packClang();

/** The two brotli settings compared: quality and window (log2 of its bytes). */
const BROTLI = [
  { name: 'q9', quality: 9, lgwin: constants.BROTLI_DEFAULT_WINDOW },
  { name: 'q6 lgwin24', quality: 6, lgwin: 24 },
] as const;

/** The compiler's files as the pack holds them (`build/clang-pack.ts`: the patched loader, the trimmed archive). */
function packFiles(): { name: string; bytes: Uint8Array }[] {
  const gen = clangPackDir();
  const files = readdirSync(gen).map((name) => ({ name, bytes: new Uint8Array(readFileSync(path.join(gen, name))) }));
  return [...files, { name: 'bits/stdc++.h', bytes: new TextEncoder().encode(BITS_STDCXX_H) }];
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
const ms = (x: number) => x.toFixed(0);

async function timed<T>(fn: () => Promise<T> | T): Promise<[T, number]> {
  const begun = performance.now();
  const value = await fn();
  return [value, performance.now() - begun];
}

/** The pack's brotli size in bytes and the compression's ms, each file compressed alone. */
function brotliSize(files: { bytes: Uint8Array }[], quality: number, lgwin: number): { bytes: number; ms: number } {
  const begun = performance.now();
  let bytes = 0;
  for (const f of files) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: lgwin, [constants.BROTLI_PARAM_SIZE_HINT]: f.bytes.length };
    bytes += brotliCompressSync(f.bytes, { params }).length;
  }
  return { bytes, ms: performance.now() - begun };
}

/** Compiles `code`; the compiled program and the compile's ms. @throws Error with the diagnostics when it does not compile. */
async function compileTimed(code: string, pch?: Uint8Array): Promise<[Extract<CppCompileResult, { ok: true }>, number]> {
  const [result, took] = await timed(() => compileCpp(clang, code, { pch: pch ?? null }));
  if (!result.ok) throw new Error(result.message);
  return [result, took];
}

async function main(): Promise<void> {
  const files = packFiles();
  const raw = files.reduce((n, f) => n + f.bytes.length, 0);
  const brotli = BROTLI.map((b) => ({ ...b, ...brotliSize(files, b.quality, b.lgwin) }));

  const problem = builtIn('two-sum');
  const code = problem.referenceSolution.find((s) => s.language === 'c++')!.completeCode;
  const [, loadMs] = await timed(() => loadCppCompiler(clang));
  const [cold, coldMs] = await compileTimed(code);
  const [, warmMs] = await compileTimed(code);
  const [pch, pchMs] = await timed(() => buildCppPch(clang));
  const [, firstPchMs] = await compileTimed(code, pch);
  const [withPch, warmPchMs] = await compileTimed(code, pch);
  const [outcomes, runMs] = await timed(async () => {
    const module = await WebAssembly.compile(withPch.wasm);
    return problem.visibleTestCases.map((c) => runCppProgram(module, c.input));
  });
  const allRight = outcomes.every((o, i) => o.stdout === problem.visibleTestCases[i]!.output);

  console.log(`| pack MB (raw / brotli ${brotli.map((b) => b.name).join(' / ')}) | load ms | PCH (build ms / MB) | compile ms (cold / warm / warm with PCH) | run ms (${outcomes.length} cases) | program KB |`);
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${[raw, ...brotli.map((b) => b.bytes)].map(mb).join(' / ')} | ${ms(loadMs)} | ${ms(pchMs)} / ${mb(pch.length)} ` +
      `| ${ms(coldMs)} / ${ms(warmMs)} / ${ms(warmPchMs)} | ${ms(runMs)}${allRight ? '' : ' (wrong output)'} | ${(cold.wasm.length / 1024).toFixed(0)} |`,
  );
  for (const f of files) console.log(`  ${f.name}: ${mb(f.bytes.length)} MB`);
  for (const b of brotli) console.log(`  brotli ${b.name}: ${(b.ms / 1000).toFixed(1)} s to compress the pack`);
  console.log(`  first compile with the PCH: ${ms(firstPchMs)} ms`);
}

await main();
