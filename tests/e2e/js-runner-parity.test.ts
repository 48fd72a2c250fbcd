/**
 * The offline JavaScript runner (src/workers/, in a Web Worker under Debian Chromium) against
 * the server's Node judge (bubblewrap sandbox, `node main.js`): byte-identical stdout and the
 * same status for
 * - a suite of programs using every stdin idiom Node programs use (fs.readFileSync on fd 0 and
 *   /dev/stdin, with and without encoding, readSync, readline events and async iteration,
 *   process.stdin data/end, setEncoding, readable/read, async iteration of stdin), console
 *   formatting, process.stdout.write, exit codes, errors and the output limit;
 * - the JavaScript reference solution of every built-in problem on its visible test cases,
 *   through the real `POST /api/submit/runCode/:id` (whole result compared except time/memory).
 *
 * Plus worker-only behaviour: time limit by terminate() with a fresh worker for the next case,
 * and isolation (no fetch, IndexedDB, importScripts, … reachable from the program).
 *
 * The runner runs in a small page built from tests/e2e/harness/ (see serve.ts), which imports
 * the production module `src/workers/js-runner.ts` unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunCaseResult } from '../../common/contract/submission.ts';
import { stableId } from '../../server/db/ids.ts';
import type { Judge } from '../../server/judge/judge.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { LEETCODE_GLOBALS_INPUT, LEETCODE_GLOBALS_PROGRAM } from '../support/leetcode-globals.ts';
import { KEEP_OUTPUT_BYTES } from '../../src/workers/run-result.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { launchBrowser } from './browser.ts';
import { buildAndServeHarness, openHarness, runInBrowser, type HarnessServer } from './harness/serve.ts';

/** Time limit given to both sides (ms, the problem-style C++ limit; ×2 for JavaScript). */
const LIMIT_MS = 2000;

const SMALL = '3\n1 2 3\n';
const CRLF = '5\r\n10 -20 30 40 50\r\n';
const NO_TRAILING_NEWLINE = '2\n7 8';
const EMPTY = '';
const UNICODE = 'héllo wörld ✓ 🎉\nzweite Zeile\n';
/** ~190 KB: several of Node's 64 KiB stdin chunks. */
const BIG = Array.from({ length: 30_000 }, (_, i) => `${(i * 7919) % 100_003} ${i}`).join('\n') + '\n';

interface ParityProgram {
  name: string;
  code: string;
  stdins: string[];
}

const TOKENS_SUM = String.raw`
function solve(data) {
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let sum = 0;
  for (const t of tokens) sum += Number(t);
  return tokens.length + ' ' + sum;
}`;

const PROGRAMS: ParityProgram[] = [
  {
    name: "LeetCode's globals: MinPriorityQueue, MaxPriorityQueue, PriorityQueue, Queue",
    code: LEETCODE_GLOBALS_PROGRAM,
    stdins: [LEETCODE_GLOBALS_INPUT, SMALL],
  },
  {
    name: "fs.readFileSync(0, 'utf8')",
    code: TOKENS_SUM + String.raw`
console.log(solve(require('fs').readFileSync(0, 'utf8')));`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY, BIG],
  },
  {
    name: "fs.readFileSync('/dev/stdin', 'utf8') lines",
    code: String.raw`
const lines = require('fs').readFileSync('/dev/stdin', 'utf8').split('\n');
console.log(lines.length);
console.log(lines.slice().reverse().map((l) => JSON.stringify(l)).join(','));`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY, UNICODE],
  },
  {
    name: 'fs.readFileSync(0) without encoding (Buffer)',
    code: String.raw`
const buf = require('fs').readFileSync(0);
console.log(buf.length, typeof buf, buf.toString().trim().split('\n').length);
process.stdout.write(buf.toString().toUpperCase());
console.log(String(buf.slice(0, 3)));`,
    stdins: [SMALL, UNICODE, EMPTY],
  },
  {
    name: "fs.readFileSync('/dev/stdin') + '' and encoding object",
    code: String.raw`
const fs = require('node:fs');
const a = fs.readFileSync('/dev/stdin') + '';
const b = fs.readFileSync(0, { encoding: 'utf-8' });
const c = fs.readFileSync(0, 'utf8');
console.log(JSON.stringify([a, b, c]));`,
    stdins: [SMALL, UNICODE],
  },
  {
    name: 'fs.readSync loop',
    code: String.raw`
const fs = require('fs');
const buf = Buffer.alloc(1 << 16);
let s = '';
let n;
let reads = 0;
while ((n = fs.readSync(0, buf, 0, buf.length)) > 0) { s += buf.toString('utf8', 0, n); reads++; }
console.log(reads, s.length, s.split('\n').length);`,
    stdins: [SMALL, BIG, EMPTY],
  },
  {
    name: "readline 'line' + 'close'",
    code: String.raw`
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.on('close', () => {
  console.log(lines.length);
  for (const l of lines.slice(0, 5)) console.log(l.length, JSON.stringify(l));
  let total = 0;
  for (const l of lines) for (const t of l.split(' ')) if (t) total += Number(t);
  console.log(total);
});`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY, BIG, UNICODE],
  },
  {
    name: 'readline answers line by line, closes early',
    code: String.raw`
const rl = require('readline').createInterface({ input: process.stdin, output: process.stdout, terminal: false });
let n = 0;
rl.on('line', (line) => {
  n++;
  const sum = line.split(' ').filter(Boolean).reduce((a, b) => a + Number(b), 0);
  console.log('line ' + n + ': ' + sum);
  if (n === 2) rl.close();
});
rl.on('close', () => console.log('closed after ' + n));`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY],
  },
  {
    name: 'for await (const line of rl)',
    code: String.raw`
const readline = require('readline');
async function main() {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const out = [];
  for await (const line of rl) out.push(line.trim().split(' ').length);
  console.log(out.length, out.slice(0, 10).join(','));
}
main();`,
    stdins: [SMALL, CRLF, EMPTY, BIG],
  },
  {
    name: "process.stdin.on('data' | 'end') with Buffer chunks",
    code: TOKENS_SUM + String.raw`
let input = '';
let chunks = 0;
process.stdin.on('data', (chunk) => { input += chunk; chunks++; });
process.stdin.on('end', () => { console.log(chunks, solve(input)); });`,
    stdins: [SMALL, CRLF, EMPTY, BIG],
  },
  {
    name: "process.stdin.setEncoding + resume + 'data'/'end'",
    code: TOKENS_SUM + String.raw`
process.stdin.setEncoding('utf8');
process.stdin.resume();
const parts = [];
process.stdin.on('data', (chunk) => parts.push(typeof chunk + ':' + chunk.length));
let all = '';
process.stdin.on('data', (chunk) => { all += chunk; });
process.stdin.on('end', () => { console.log(parts.length, parts[0]); console.log(solve(all)); console.log(JSON.stringify(all.slice(0, 40))); });`,
    stdins: [SMALL, UNICODE, EMPTY, BIG],
  },
  {
    name: "process.stdin 'readable' + read()",
    code: TOKENS_SUM + String.raw`
process.stdin.setEncoding('utf8');
let data = '';
process.stdin.on('readable', () => {
  let chunk;
  while ((chunk = process.stdin.read()) !== null) data += chunk;
});
process.stdin.on('end', () => console.log(solve(data)));`,
    stdins: [SMALL, EMPTY, BIG],
  },
  {
    name: 'for await (const chunk of process.stdin)',
    code: TOKENS_SUM + String.raw`
(async () => {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  console.log(solve(data));
})();`,
    stdins: [SMALL, EMPTY, BIG],
  },
  {
    name: 'console.log formatting',
    code: String.raw`
class Point { constructor(x, y) { this.x = x; this.y = y; } }
const circ = { name: 'c' }; circ.self = circ;
console.log('plain', 1, -0, 2.5, 1e21, NaN, 10n, true, null, undefined);
console.log([1, 2, 3], [], {}, [[]], { a: 1, 'b-c': 'x', nested: { d: { e: { f: 1 } } } });
console.log(Array.from({ length: 30 }, (_, i) => i * i));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log(['apple', 'banana', 'cherry', 'dates', 'elderberry', 'fig', 'grape', 'honeydew']);
console.log(new Map([['a', 1], ['b', { c: [1, 2] }]]), new Set([1, 'two', [3]]));
console.log(new Point(1, 2), [new Point(3, 4)], Object.create(null));
console.log(circ);
console.log(["it's", 'say "hi"', 'both \'"', 'tab\tnew\nline', 'back\\slash']);
console.log(function named() {}, () => {}, class Foo {}, Symbol('s'), [undefined, , 3]);
console.log('%s is %d years and %i days, %f%% sure, json %j, obj %O, %o', 'Bob', '42', 3.9, '99.5', { a: [1] }, { b: 2 }, [1]);
console.log('%s %s', 'only one');
console.log('%c styled', 'color: red', 'extra', { z: 1 });
console.log('x'.repeat(100), ['y'.repeat(100)]);
console.log({ long: 'z'.repeat(90), arr: Array.from({ length: 8 }, (_, i) => 'item' + i) });
console.log(new Date(0), /re+g/gi, new Error('shown').message, Buffer.from('hi'));
console.log(new Uint8Array([1, 2, 3]), [1.5, -2.25], { 1: 'one', [Symbol('k')]: 'sym' });
console.log();
console.info('info'); console.debug('debug');
console.error('to stderr'); console.warn('also stderr');`,
    stdins: [EMPTY],
  },
  {
    name: 'util.format and util.inspect',
    code: String.raw`
const util = require('util');
console.log(util.format('%s=%d', 'x', 5, 'rest', [1]));
console.log(util.inspect({ a: { b: { c: { d: { e: 1 } } } } }, { depth: null }));
console.log(util.inspect({ a: { b: { c: { d: 1 } } } }, false, 0));
console.log(util.inspect('str'), util.inspect([1, [2, [3, [4, [5]]]]]));
console.log(util.inspect(Array.from({ length: 10 }, (_, i) => ({ id: i })), { breakLength: 40 }));`,
    stdins: [EMPTY],
  },
  {
    name: 'process.stdout.write variants',
    code: String.raw`
process.stdout.write('no newline');
process.stdout.write(' | ');
process.stdout.write(Buffer.from('buffer ✓\n'));
process.stdout.write(new Uint8Array([65, 66, 10]));
const ok = process.stdout.write('cb\n', () => process.stdout.write('after callback\n'));
console.log(ok);
process.stdout.write('last line without newline');`,
    stdins: [EMPTY],
  },
  {
    name: 'process.exit(0) stops the program; exit listener runs',
    code: String.raw`
process.on('exit', (code) => console.log('exit event', code));
const rl = require('readline').createInterface({ input: process.stdin });
rl.on('line', (line) => {
  console.log('got', line);
  if (line.startsWith('1')) process.exit(0);
});`,
    stdins: [SMALL, CRLF],
  },
  {
    name: 'process.exitCode, nextTick / promise / timer order',
    code: String.raw`
setTimeout(() => console.log('timeout 20'), 20);
setTimeout(() => console.log('timeout 5'), 5);
Promise.resolve().then(() => console.log('promise'));
process.nextTick(() => console.log('tick'));
queueMicrotask(() => console.log('microtask'));
(async () => { await null; console.log('async'); })();
console.log('sync');
process.exitCode = 0;`,
    stdins: [EMPTY],
  },
  {
    name: 'unicode round trip',
    code: String.raw`
const s = require('fs').readFileSync(0, 'utf8');
console.log(s.length, Buffer.byteLength(s), [...s].length);
process.stdout.write(s.split('').reverse().join('') + '\n');
console.log('✓ 🎉 ü');`,
    stdins: [UNICODE],
  },
  {
    name: 'CommonJS surface: module, require.main, this, argv, sloppy mode, top-level return',
    code: String.raw`
console.log(require.main === module, this === module.exports, typeof exports, __filename, __dirname);
console.log(process.argv.length, typeof process.env, typeof process.argv[1]);
implicitGlobal = 5;
console.log(implicitGlobal, 010, typeof global, global === globalThis);
let close = 1; const navigator = 2; let fetch = 3;
console.log(close + navigator + fetch);
module.exports = { ok: true };
if (module.exports.ok) return;
console.log('not printed');`,
    stdins: [EMPTY],
  },
  {
    name: 'uncaught error → NZEC',
    code: String.raw`
console.log('before');
function fail(x) { return x.missing.property; }
fail({});`,
    stdins: [EMPTY],
  },
  {
    name: 'process.exit(2) → NZEC',
    code: String.raw`console.log('partial'); process.exit(2); console.log('never');`,
    stdins: [EMPTY],
  },
  {
    name: 'unhandled rejection → NZEC',
    code: String.raw`
async function main() {
  console.log('start');
  throw new Error('async failure');
}
main();`,
    stdins: [EMPTY],
  },
  {
    name: 'missing module → NZEC',
    code: String.raw`const _ = require('lodash'); console.log(_);`,
    stdins: [EMPTY],
  },
  {
    name: 'syntax error → Compilation Error',
    code: 'const a = 1;\nlet b = (;\nconsole.log(a);\n',
    stdins: [EMPTY],
  },
  {
    name: 'unbalanced braces → Compilation Error (end of input)',
    code: 'function f( {\n}\n',
    stdins: [EMPTY],
  },
  {
    name: 'extra closing brace → Compilation Error',
    code: 'console.log(1);\n}\nfunction g() {\n',
    stdins: [EMPTY],
  },
  {
    name: 'unterminated function → Compilation Error',
    code: 'function f() {\n  return 1;',
    stdins: [EMPTY],
  },
  {
    name: 'redeclared identifier → Compilation Error',
    code: 'let x = 1;\nlet x = 2;\n',
    stdins: [EMPTY],
  },
  {
    name: 'top-level return and strict-mode error → Compilation Error',
    code: "'use strict';\nif (false) return;\nconst n = 010;\n",
    stdins: [EMPTY],
  },
  {
    name: 'output flood → Output Limit Exceeded',
    code: String.raw`const line = 'x'.repeat(1023) + '\n'; for (;;) process.stdout.write(line);`,
    stdins: [EMPTY],
  },
];

let t: TestApp;
let api: ApiClient;
let judge: Judge;
let harness: HarnessServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [t, harness, browser] = await Promise.all([createTestApp(), buildAndServeHarness(), launchBrowser()]);
  judge = t.server.judge;
  if (judge.unavailable) throw new Error(`the judge is unavailable: ${judge.unavailable}`);
  api = new ApiClient(t.app);
  await api.signUp();
  page = await browser.newPage();
  await openHarness(page, harness);
});

afterAll(async () => {
  await browser?.close();
  await harness?.close();
  await t?.close();
});

/** Runs `code` on the judge with each stdin; returns [statusId, stdout, stderr] per stdin. */
async function onServer(code: string, stdins: string[]): Promise<{ statusId: number; stdout: string; stderr: string; compileOutput: string | null }[]> {
  const outcome = await judge.evaluate({
    language: 'javascript',
    code,
    tests: stdins.map((input) => ({ input, output: '' })),
    timeLimitMs: LIMIT_MS,
    memoryLimitKb: 256 * 1024,
    stopOnFirstFailure: false,
  });
  if (outcome.compileOutput !== null) return stdins.map(() => ({ statusId: 6, stdout: '', stderr: '', compileOutput: outcome.compileOutput }));
  return outcome.cases.map((c) => ({ statusId: c.statusId, stdout: c.stdout, stderr: c.stderr, compileOutput: null }));
}

describe('JavaScript runner parity with the server judge', () => {
  it('builds the runner worker', () => {
    expect(harness.files.some((f) => /js-runner\.worker-[\w-]+\.js$/.test(f))).toBe(true);
  });

  for (const program of PROGRAMS) {
    it(`stdin/stdout parity: ${program.name}`, async () => {
      const [server, worker] = await Promise.all([
        onServer(program.code, program.stdins),
        runInBrowser(page, program.code, program.stdins.map((input) => ({ input, output: '' })), LIMIT_MS),
      ]);
      expect(worker).toHaveLength(program.stdins.length);
      for (const [i, w] of worker.entries()) {
        const s = server[i]!;
        const where = `${program.name} / stdin #${i}`;
        expect(w.status_id, `${where}: status (worker stderr: ${w.stderr ?? ''}; server stderr: ${s.stderr})`).toBe(s.statusId);
        expect(w.stdout, `${where}: stdout`).toBe(s.stdout);
        if (s.statusId === 6) {
          // Same location, source line, caret and message as `node --check`; Node adds its internal frames after.
          expect(s.compileOutput!.startsWith(w.compile_output!), `${where}: compile output\n${w.compile_output}\n---\n${s.compileOutput}`).toBe(true);
        }
        if (s.statusId === 11 && /Error/.test(s.stderr)) {
          // The same location line (`/box/main.js:N`, unless Node blames its own internals) and error message as Node's report.
          const serverLines = s.stderr.split('\n');
          const workerLines = (w.stderr ?? '').split('\n');
          if (serverLines[0]!.startsWith('/box/main.js:')) {
            expect(workerLines[0], `${where}: stderr\n${w.stderr}\n---\n${s.stderr}`).toBe(serverLines[0]);
          }
          const message = serverLines.find((l) => /^\w*Error/.test(l));
          expect(workerLines, `${where}: stderr\n${w.stderr}\n---\n${s.stderr}`).toContain(message);
        }
      }
    });
  }

  for (const problem of BUILT_IN_PROBLEMS) {
    it(`built-in problem parity: ${problem.slug} (reference solution through runCode)`, async () => {
      const code = problem.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
      const cases = problem.visibleTestCases.map((c) => ({ input: c.input, output: c.output }));
      const [res, worker] = await Promise.all([
        api.post(`/api/submit/runCode/${stableId(problem.slug)}`, { language: 'javascript', code }),
        runInBrowser(page, code, cases, problem.timeLimitMs ?? 2000),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const server = res.json() as RunCaseResult[];
      const comparable = (r: RunCaseResult) => ({ ...r, time: 0, memory: 0 });
      expect(worker.map(comparable)).toEqual(server.map(comparable));
      expect(worker.every((r) => r.status_id === 3)).toBe(true);
      for (const [i, w] of worker.entries()) {
        expect(w.stdout).toBe(server[i]!.stdout);
        expect(Object.keys(w).sort()).toEqual(Object.keys(server[i]!).sort());
        expect(w.time).toBeGreaterThanOrEqual(0);
        expect(w.memory).toBe(0);
      }
    });
  }
});

describe('output validation parity', () => {
  const flags = { caseSensitive: false, spaceChangeSensitive: false };
  const validations: { name: string; validation: { kind: 'legacy' } | { kind: 'default'; flags: typeof flags & { floatAbsoluteTolerance?: number; floatRelativeTolerance?: number } } }[] = [
    { name: 'legacy', validation: { kind: 'legacy' } },
    { name: 'default', validation: { kind: 'default', flags } },
    { name: 'default, case_sensitive space_change_sensitive', validation: { kind: 'default', flags: { caseSensitive: true, spaceChangeSensitive: true } } },
    { name: 'default, float_tolerance 1e-6', validation: { kind: 'default', flags: { ...flags, floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 } } },
  ];
  // Prints a/b with the given precision, in the case and spacing of the input's third token.
  const code = String.raw`
const [a, b, style] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
const v = (Number(a) / Number(b)).toFixed(style === 'rough' ? 3 : 9);
console.log(style === 'loud' ? 'RESULT  ' + v : 'result ' + v);`;
  const cases = [
    { input: '1 3 plain', output: 'result 0.333333333\n' },
    { input: '1 3 loud', output: 'result 0.333333333\n' },
    { input: '1 3 rough', output: 'result 0.333333333\n' },
    { input: '2 4 plain', output: 'result 0.5\n' },
    { input: '2 4 plain', output: 'result 0.5 extra\n' },
  ];
  for (const { name, validation } of validations) {
    it(`same verdicts and judge messages in the worker and on the judge: ${name}`, async () => {
      const [outcome, worker] = await Promise.all([
        judge.evaluate({ language: 'javascript', code, tests: cases, timeLimitMs: LIMIT_MS, memoryLimitKb: 256 * 1024, validation, stopOnFirstFailure: false }),
        runInBrowser(page, code, cases, LIMIT_MS, validation),
      ]);
      expect(worker.map((w) => [w.status_id, w.message])).toEqual(outcome.cases.map((c) => [c.statusId, c.message]));
      // Each validation accepts something and rejects something on these cases.
      expect(new Set(worker.map((w) => w.status_id))).toEqual(new Set([3, 4]));
    });
  }
});

describe('JavaScript runner in the worker only', () => {
  it('ends an endless loop at the time limit and runs the next case in a fresh worker', async () => {
    const code = String.raw`
const s = require('fs').readFileSync(0, 'utf8').trim();
globalThis.leak = (globalThis.leak || 0) + 1;
if (s === 'loop') { console.log('before the loop'); while (true) {} }
if (s === 'sleep') { setInterval(() => {}, 1000); }
console.log('ok ' + s + ' ' + globalThis.leak);`;
    const started = Date.now();
    // timeLimitMs 250 → 500 ms for JavaScript.
    const results = await runInBrowser(page, code, [
      { input: 'loop', output: '' },
      { input: 'a', output: 'ok a 1\n' },
      { input: 'sleep', output: '' },
      { input: 'b', output: 'ok b 1\n' },
    ], 250);
    const elapsed = Date.now() - started;
    expect(results.map((r) => r.status_id)).toEqual([5, 3, 5, 3]);
    expect(results[0]!.status.description).toBe('Time Limit Exceeded');
    expect(results[0]!.stdout).toBe('before the loop\n');
    expect(results[0]!.time).toBeGreaterThanOrEqual(0.5);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('stops at once when the caller aborts', async () => {
    const outcome = await page.evaluate(async () => {
      const controller = new AbortController();
      const started = performance.now();
      setTimeout(() => controller.abort(), 200);
      try {
        await window.pocketJudgeRunner!.runJavaScript('while (true) {}', [{ input: '', output: '' }], { timeLimitMs: 5000, signal: controller.signal });
        return { error: null, ms: performance.now() - started };
      } catch (e) {
        return { error: (e as Error).name, ms: performance.now() - started };
      }
    });
    expect(outcome.error).toBe('AbortError');
    expect(outcome.ms).toBeLessThan(3000);
  });

  it('reports an uncaught error as NZEC with Node-style stderr', async () => {
    const [r] = await runInBrowser(page, "console.log('out');\nnull.x;\n", [{ input: '', output: 'out\n' }], LIMIT_MS);
    expect(r!.status_id).toBe(11);
    expect(r!.status.description).toBe('Runtime Error (NZEC): exit code 1');
    expect(r!.stdout).toBe('out\n');
    expect(r!.stderr).toMatch(/^\/box\/main\.js:2\nnull\.x;\n\s*\^\n\nTypeError: Cannot read properties of null \(reading 'x'\)\n {4}at Object\.<anonymous> \(\/box\/main\.js:2:6\)\n$/);
  });

  it('reports a syntax error as Compilation Error on every case, with the location', async () => {
    const results = await runInBrowser(page, 'const a = 1;\nconst b = a +* 2;\n', [{ input: '1', output: '' }, { input: '2', output: '' }], LIMIT_MS);
    expect(results.map((r) => r.status_id)).toEqual([6, 6]);
    expect(results[0]!.compile_output).toBe("/box/main.js:2\nconst b = a +* 2;\n             ^\n\nSyntaxError: Unexpected token '*'");
    expect(results[1]!.compile_output).toBe(results[0]!.compile_output);
    expect(results[0]!).toMatchObject({ stdout: '', stderr: null, time: 0, memory: 0 });
  });

  it('stops an output flood with Output Limit Exceeded and keeps 64 KiB', async () => {
    const [r] = await runInBrowser(page, "for (;;) console.log('flood '.repeat(100));", [{ input: '', output: '' }], LIMIT_MS);
    expect(r!.status_id).toBe(8);
    expect(r!.status.description).toBe('Output Limit Exceeded');
    expect(r!.stdout.endsWith('\n… (output truncated)')).toBe(true);
    expect(new TextEncoder().encode(r!.stdout).length).toBeLessThan(KEEP_OUTPUT_BYTES + 100);
  });

  it('keeps fetch, IndexedDB, importScripts and other page capabilities away from the program', async () => {
    const names = ['fetch', 'indexedDB', 'importScripts', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'caches', 'navigator', 'BroadcastChannel', 'Worker', 'SharedWorker', 'postMessage', 'close', 'cookieStore'];
    const code = String.raw`
const names = NAMES;
const proto = Object.getPrototypeOf(globalThis);
const seen = [];
for (const n of names) {
  const direct = eval('typeof ' + n);
  const viaGlobal = typeof globalThis[n];
  let viaProto = 'undefined';
  for (let o = proto; o; o = Object.getPrototypeOf(o)) if (Object.prototype.hasOwnProperty.call(o, n)) viaProto = typeof o[n];
  const viaFunction = typeof Function('return this')()[n];
  seen.push(n + ':' + [direct, viaGlobal, viaProto, viaFunction].join('/'));
}
console.log(seen.join('\n'));
let opened = 'blocked';
try { indexedDB.open('pocket-judge'); opened = 'opened'; } catch (e) { opened = e.constructor.name; }
let fetched = 'blocked';
try { fetch('/api/prblm/getAllPrblm'); fetched = 'sent'; } catch (e) { fetched = e.constructor.name; }
console.log(opened, fetched);`.replace('NAMES', JSON.stringify(names));
    const [r] = await runInBrowser(page, code, [{ input: '', output: '' }], LIMIT_MS);
    expect(r!.status_id, r!.stderr ?? '').toBe(4);
    const expected = names.map((n) => `${n}:undefined/undefined/undefined/undefined`).join('\n') + '\nTypeError TypeError\n';
    expect(r!.stdout).toBe(expected);
  });
});
