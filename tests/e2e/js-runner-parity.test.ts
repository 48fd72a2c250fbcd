/**
 * The offline JavaScript runner (src/workers/, in a Web Worker under Debian Chromium) against
 * the server's Node judge (bubblewrap sandbox, `node main.js`): byte-identical stdout and the
 * same status for
 * - a suite of programs (js-runner-parity-programs.ts) using every stdin idiom Node programs use
 *   (fs.readFileSync on fd 0 and /dev/stdin, with and without encoding, readSync, readline events
 *   and async iteration, process.stdin data/end, setEncoding, readable/read, async iteration of
 *   stdin), console formatting, process.stdout.write, exit codes, errors and the output limit;
 * - the JavaScript reference solution of built-in problems (a rotating sample a day, one of each driver
 *   shape always; all with VERIFY_ALL_PROBLEMS=1) on their visible test cases,
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
import { rotatingSample } from '../support/rotating-sample.ts';
import { KEEP_OUTPUT_BYTES } from '../../src/workers/run-result.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { launchBrowser } from './browser.ts';
import { buildAndServeHarness, openHarness, runInBrowser, type HarnessServer } from './harness/serve.ts';
import { PROGRAMS } from './js-runner-parity-programs.ts';

/** Time limit given to both sides (ms, the problem-style C++ limit; ×2 for JavaScript). */
const LIMIT_MS = 2000;

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

  // A rotating sample of the library a day, always with one problem of each driver shape (all with VERIFY_ALL_PROBLEMS=1).
  const shapes = ['two-sum', 'reverse-linked-list', 'maximum-depth-of-binary-tree', 'graph-valid-tree', 'course-schedule-ii', 'min-stack'];
  for (const problem of rotatingSample(BUILT_IN_PROBLEMS, 12, BUILT_IN_PROBLEMS.filter((p) => shapes.includes(p.slug)))) {
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
