/**
 * bench/cpp-offline — the offline C++ compiler (`@yowasp/clang`: Clang + LLD + libc++ for WASI,
 * compiled to WebAssembly) in Node, printed as a table:
 * - the pack a learner would download: the compiler's files (its WebAssembly modules, the
 *   resources archive of headers and libraries, its JavaScript) and our `<bits/stdc++.h>`, raw and
 *   brotli (node:zlib, quality `BROTLI_QUALITY`, default 9) in MB;
 * - the compiler's cold load (`loadCppCompiler`: reading and compiling its modules, unpacking its
 *   file system) in ms;
 * - a cold compile (the first after the load) and a warm compile (the next) of Two Sum's C++
 *   reference solution, in ms;
 * - a run: compiling the program's module and running it on Two Sum's visible test cases, in ms.
 *
 * Run: `npx tsx bench/cpp-offline.ts`. Wall clock on this machine, one process, no network.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { commands } from '@yowasp/clang';
import { compileCpp, loadCppCompiler, type ClangCommand } from '../src/workers/cpp-compiler.ts';
import { BITS_STDCXX_H } from '../src/workers/cpp-headers.ts';
import { runCppProgram } from '../src/workers/cpp-program.ts';
import { builtIn } from '../tests/support/builtin-problems.ts';

const QUALITY = Number(process.env['BROTLI_QUALITY'] ?? 9);
const clang: ClangCommand = commands['clang++'];

/** The compiler's files as the pack would hold them: `gen/` of the package. */
function packFiles(): { name: string; bytes: Uint8Array }[] {
  const gen = path.dirname(createRequire(import.meta.url).resolve('@yowasp/clang'));
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

async function main(): Promise<void> {
  const files = packFiles();
  const raw = files.reduce((n, f) => n + f.bytes.length, 0);
  const brotli = files.reduce((n, f) => n + brotliCompressSync(f.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: f.bytes.length } }).length, 0);

  const problem = builtIn('two-sum');
  const code = problem.referenceSolution.find((s) => s.language === 'c++')!.completeCode;
  const [, loadMs] = await timed(() => loadCppCompiler(clang));
  const [cold, coldMs] = await timed(() => compileCpp(clang, code));
  const [, warmMs] = await timed(() => compileCpp(clang, code));
  if (!cold.ok) throw new Error(cold.message);
  const [outcomes, runMs] = await timed(async () => {
    const module = await WebAssembly.compile(cold.wasm);
    return problem.visibleTestCases.map((c) => runCppProgram(module, c.input));
  });
  const allRight = outcomes.every((o, i) => o.stdout === problem.visibleTestCases[i]!.output);

  console.log(`| pack MB (raw / brotli q${QUALITY}) | load ms | compile ms (cold / warm) | run ms (${outcomes.length} cases) | program KB |`);
  console.log('|---|---|---|---|---|');
  console.log(`| ${mb(raw)} / ${mb(brotli)} | ${ms(loadMs)} | ${ms(coldMs)} / ${ms(warmMs)} | ${ms(runMs)}${allRight ? '' : ' (wrong output)'} | ${(cold.wasm.length / 1024).toFixed(0)} |`);
  for (const f of files) console.log(`  ${f.name}: ${mb(f.bytes.length)} MB`);
}

await main();
