/**
 * The offline C++ runner against the server's judge (`g++ -std=gnu++20 -O2` in the real bubblewrap
 * sandbox): the runner's core — `src/workers/cpp-compiler.ts` over `@yowasp/clang` (Clang + LLD +
 * libc++ for WASI, loaded in Node from node_modules) and `src/workers/cpp-program.ts` (run in a
 * Node worker thread, terminated at the time limit as the browser's worker is), classified by
 * `src/workers/cpp-cases.ts` — gives
 * - for every built-in problem, its C++ reference solution and its C++ start code on the visible
 *   test cases: the same results as `POST /api/submit/runCode/:id` (every field but time and
 *   memory: status, description, stdout, stderr, message), byte-identical stdout;
 * - Compilation Error where the judge says so;
 * - Time Limit Exceeded for an endless loop, with the worker terminated and the next case run.
 *
 * Each program is compiled once, by one loaded compiler.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { commands } from '@yowasp/clang';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type RunCaseResult } from '../../common/contract/submission.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { stableId } from '../../server/db/ids.ts';
import { cppExecutionOf, cppTimeLimitMs, toCppRunCaseResult, type CppCaseExecution } from '../../src/workers/cpp-cases.ts';
import { compileCpp, loadCppCompiler, type ClangCommand } from '../../src/workers/cpp-compiler.ts';
import type { CppOutcome } from '../../src/workers/cpp-program.ts';
import { compileErrorResults, type RunnerTestCase } from '../../src/workers/run-result.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/** The problem-style (C++) time limit given to both sides, ms. */
const LIMIT_MS = 2000;
const clang: ClangCommand = commands['clang++'];

let t: TestApp;
let api: ApiClient;
let tmpDir: string;
let workerFile: string;
const started = Date.now();

/** Bundles the worker thread: `runCppProgram` on each posted `{ module, stdin }`. */
async function bundleWorker(): Promise<string> {
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cpp-parity-'));
  const out = await build({
    stdin: {
      contents: `import { parentPort } from 'node:worker_threads';
import { runCppProgram } from './src/workers/cpp-program.ts';
parentPort.on('message', ({ module, stdin }) => parentPort.postMessage(runCppProgram(module, stdin)));`,
      resolveDir: path.resolve('.'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
  });
  const file = path.join(tmpDir, 'cpp-worker.mjs');
  writeFileSync(file, out.outputFiles[0]!.text);
  return file;
}

/** Runs one case in a worker thread; terminates it at the limit (the next case gets a fresh one). */
function runInWorker(module: WebAssembly.Module, stdin: string, limitMs: number): Promise<CppCaseExecution> {
  const worker = new Worker(workerFile);
  const begun = performance.now();
  return new Promise<CppCaseExecution>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve({ kind: 'timed-out', stdout: '', stderr: '', timeMs: performance.now() - begun });
    }, limitMs);
    worker.once('message', (outcome: CppOutcome) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(cppExecutionOf(outcome));
    });
    worker.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    worker.postMessage({ module, stdin });
  });
}

/** Compiles `code` once and runs it on every case as the offline runner does. */
async function runOffline(code: string, cases: RunnerTestCase[], timeLimitMs: number, validation?: PublicValidation): Promise<RunCaseResult[]> {
  const compiled = await compileCpp(clang, code);
  if (!compiled.ok) return compileErrorResults(cases, compiled.message);
  const module = await WebAssembly.compile(compiled.wasm);
  const limitMs = cppTimeLimitMs(timeLimitMs);
  const results: RunCaseResult[] = [];
  for (const tc of cases) results.push(toCppRunCaseResult(tc, await runInWorker(module, tc.input, limitMs), limitMs, validation));
  return results;
}

beforeAll(async () => {
  [t, workerFile] = await Promise.all([createTestApp(), bundleWorker(), loadCppCompiler(clang)]).then(([app, file]) => [app, file] as const);
  if (t.server.judge.unavailable) throw new Error(`the judge is unavailable: ${t.server.judge.unavailable}`);
  api = new ApiClient(t.app);
  await api.signUp();
});

afterAll(async () => {
  await t?.close();
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  console.log(`cpp-offline-parity: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

const comparable = (r: RunCaseResult) => ({ ...r, time: 0, memory: 0 });

describe('built-in problems: C++ offline runner = runCode on the server', () => {
  for (const problem of BUILT_IN_PROBLEMS) {
    const programs = [
      { name: 'reference solution', code: problem.referenceSolution.find((s) => s.language === 'c++')!.completeCode, accepted: true },
      { name: 'start code', code: problem.startCode.find((s) => s.language === 'c++')!.initialCode, accepted: false },
    ];
    for (const program of programs) {
      it(`${problem.slug}: ${program.name}`, async () => {
        const cases = problem.visibleTestCases.map((c) => ({ input: c.input, output: c.output }));
        const [res, offline] = await Promise.all([
          api.post(`/api/submit/runCode/${stableId(problem.slug)}`, { language: 'c++', code: program.code }),
          runOffline(program.code, cases, problem.timeLimitMs ?? LIMIT_MS, problem.validation ?? undefined),
        ]);
        expect(res.statusCode, res.body).toBe(200);
        const server = res.json() as RunCaseResult[];
        expect(offline.map(comparable)).toEqual(server.map(comparable));
        for (const [i, r] of offline.entries()) expect(r.stdout, `case ${i}: stdout`).toBe(server[i]!.stdout);
        expect(offline.every((r) => r.status_id === STATUS.ACCEPTED)).toBe(program.accepted);
      });
    }
  }
});

describe('C++ offline runner = the judge', () => {
  const evaluate = (code: string, tests: RunnerTestCase[], timeLimitMs: number) =>
    t.server.judge.evaluate({ language: 'c++', code, tests, timeLimitMs, memoryLimitKb: 256 * 1024, stopOnFirstFailure: false });

  it('a compile error is Compilation Error on both, with clang naming main.cpp and the line', async () => {
    const code = '#include <bits/stdc++.h>\nint main() {\n  std::cout << undeclared << "\\n";\n}\n';
    const tests = [{ input: '', output: '' }, { input: '1', output: '' }];
    const [outcome, offline] = await Promise.all([evaluate(code, tests, LIMIT_MS), runOffline(code, tests, LIMIT_MS)]);
    expect(outcome.compileOutput).not.toBeNull();
    expect(offline.map((r) => r.status_id)).toEqual([STATUS.COMPILATION_ERROR, STATUS.COMPILATION_ERROR]);
    expect(offline[0]!.compile_output).toMatch(/^main\.cpp:3:\d+: error: use of undeclared identifier 'undeclared'/);
  });

  it('an endless loop is Time Limit Exceeded on both; the runner stops it and runs the next case', async () => {
    const code = '#include <bits/stdc++.h>\nint main() {\n  std::string s; std::cin >> s;\n  if (s == "loop") for (volatile int i = 0;; i = i + 1) {}\n  std::cout << "ok " << s << "\\n";\n}\n';
    const tests = [{ input: 'loop', output: '' }, { input: 'a', output: 'ok a\n' }];
    const [outcome, offline] = await Promise.all([evaluate(code, tests, 500), runOffline(code, tests, 500)]);
    expect(outcome.cases.map((c) => c.statusId)).toEqual([STATUS.TIME_LIMIT, STATUS.ACCEPTED]);
    expect(offline.map((r) => r.status_id)).toEqual([STATUS.TIME_LIMIT, STATUS.ACCEPTED]);
    expect(offline[1]!.stdout).toBe(outcome.cases[1]!.stdout);
  });
});
