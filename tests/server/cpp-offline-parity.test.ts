/**
 * The offline C++ runner against the server's judge (`g++ -std=gnu++20 -O2` in the real bubblewrap
 * sandbox): the runner's core — `src/workers/cpp-compiler.ts` over `@yowasp/clang` (Clang + LLD +
 * libc++ for WASI, loaded in Node from node_modules) with the precompiled `<bits/stdc++.h>`
 * (the one the build ships in the pack, `build/cpp-pch.ts`: made by `buildCppPch` once per machine), `src/workers/cpp-program.ts` (run in a Node worker thread
 * that is terminated at the time limit, as the browser's worker is) and `src/workers/cpp-cases.ts` —
 * gives
 * - for built-in problems (a rotating sample of 3 a day), their C++ reference solution (and Two Sum's C++ start code) on the visible
 *   test cases: the same results as `POST /api/submit/runCode/:id` (every field but time and
 *   memory: status, description, stdout, stderr, message), byte-identical stdout;
 * - the same for a program that includes only the headers it uses (no `<bits/stdc++.h>`, so no PCH);
 * - Compilation Error where the judge says so;
 * - Time Limit Exceeded for an endless loop, with the worker terminated and the next case run.
 *
 * The compiler runs in a worker thread of its own (a compile holds its thread for its whole length,
 * and the judge's jobs are driven from this one). Every program's compile and every judge call is
 * queued in `beforeAll`: the offline compiles one after another, the judge calls two at a time (the
 * judge's limit per learner is three), so both sides work while the tests read their results in order.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type RunCaseResult } from '../../common/contract/submission.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { stableId } from '../../server/db/ids.ts';
import type { JudgeOutcome, JudgeTestCase } from '../../server/judge/judge-types.ts';
import { cppExecutionOf, cppTimeLimitMs, toCppRunCaseResult, type CppCaseExecution } from '../../src/workers/cpp-cases.ts';
import { CPP_WARM_UP_PROGRAM, type CppCompileResult } from '../../src/workers/cpp-compiler.ts';
import type { CppOutcome } from '../../src/workers/cpp-program.ts';
import { compileErrorResults, type RunnerTestCase } from '../../src/workers/run-result.ts';
import { BUILT_IN_PROBLEMS, builtIn, joinedFor } from '../support/builtin-problems.ts';
import { learnerLineNumbers } from '../../common/domain/driver.ts';
import { rotatingSample } from '../support/rotating-sample.ts';
import { ApiClient } from '../support/client.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';
import { clangPackDir } from '../../build/clang-pack.ts';

/** The problem-style (C++) time limit given to both sides, ms. */
const LIMIT_MS = 2000;
/** Judge calls in flight at once (the judge refuses a learner's fourth). */
const JUDGE_CALLS_AT_ONCE = 2;

/** The compiler thread: loads the pack's compiler (by URL: its files sit beside its module) and the pack's PCH, compiles one program at a time. */
const COMPILER_WORKER = `import { parentPort, workerData } from 'node:worker_threads';
import { compileCpp, loadCppCompiler } from './src/workers/cpp-compiler.ts';
import { packPch } from './build/cpp-pch.ts';
const { commands } = await import(workerData.clangUrl);
const clang = commands['clang++'];
await loadCppCompiler(clang);
let begun = performance.now();
const pch = await packPch();
parentPort.postMessage({ ready: true, pchBytes: pch.length, pchMs: performance.now() - begun });
let chain = Promise.resolve();
parentPort.on('message', ({ id, code }) => {
  chain = chain.then(async () => {
    begun = performance.now();
    try {
      const result = await compileCpp(clang, code, { pch });
      parentPort.postMessage({ id, result, ms: performance.now() - begun });
    } catch (e) {
      parentPort.postMessage({ id, error: String(e) });
    }
  });
});`;

/** The run thread: `runCppProgram` on each posted `{ module, stdin }`. */
const RUN_WORKER = `import { parentPort } from 'node:worker_threads';
import { runCppProgram } from './src/workers/cpp-program.ts';
parentPort.on('message', ({ module, stdin }) => parentPort.postMessage(runCppProgram(module, stdin)));`;

type CompilerMessage =
  | { ready: true; pchBytes: number; pchMs: number }
  | { id: number; result: CppCompileResult; ms: number }
  | { id: number; error: string };

/** The compiler in its worker thread; {@link ready} once the PCH is built. */
class CompilerThread {
  readonly ready: Promise<{ pchBytes: number; pchMs: number }>;
  /** The compiles' total time in the thread, ms. */
  compileMs = 0;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (r: CppCompileResult) => void; reject: (e: Error) => void }>();
  private nextId = 0;

  constructor(file: string) {
    // The compiler as a device gets it: the pack's loader and trimmed headers (build/clang-pack.ts).
    const clangUrl = pathToFileURL(path.join(clangPackDir(), 'bundle.js')).href;
    this.worker = new Worker(file, { workerData: { clangUrl } });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (m: CompilerMessage) => {
        if ('ready' in m) return resolve(m);
        const waiter = this.pending.get(m.id);
        this.pending.delete(m.id);
        if ('error' in m) return waiter?.reject(new Error(m.error));
        this.compileMs += m.ms;
        waiter?.resolve(m.result);
      });
      this.worker.on('error', (e) => {
        reject(e);
        this.failAll(e);
      });
    });
    this.ready.catch(() => {});
  }

  /** Queues a compile of `code` with the PCH. */
  compile(code: string): Promise<CppCompileResult> {
    const id = this.nextId++;
    const result = new Promise<CppCompileResult>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ id, code });
    return result;
  }

  async close(): Promise<void> {
    this.failAll(new Error('the compiler thread was closed'));
    await this.worker.terminate();
  }

  private failAll(e: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(e);
    this.pending.clear();
  }
}

/** Runs cases in one worker thread, terminated at a case's time limit (the next case gets a fresh one). */
class RunThread {
  /** Workers terminated at a time limit so far. */
  terminations = 0;
  private worker: Worker | null = null;

  constructor(private readonly file: string) {}

  run(module: WebAssembly.Module, stdin: string, limitMs: number): Promise<CppCaseExecution> {
    const worker = (this.worker ??= new Worker(this.file));
    const begun = performance.now();
    return new Promise<CppCaseExecution>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (outcome: CppOutcome) => {
        settle();
        resolve(cppExecutionOf(outcome));
      };
      const onError = (e: Error) => {
        settle();
        void this.close();
        reject(e);
      };
      const timer = setTimeout(() => {
        settle();
        this.terminations++;
        void this.close();
        resolve({ kind: 'timed-out', stdout: '', stderr: '', timeMs: performance.now() - begun });
      }, limitMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ module, stdin });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}

/** Runs at most `n` of the calls given to it at once, in the order given. */
function limiter(n: number): <T>(fn: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (fn) => {
    while (active >= n) await new Promise<void>((wake) => waiting.push(wake));
    active++;
    try {
      return await fn();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

/** Bundles the two worker threads' files into `dir`. */
async function bundleWorkers(dir: string): Promise<{ compiler: string; runner: string }> {
  const bundle = async (name: string, contents: string) => {
    const out = await build({
      stdin: { contents, resolveDir: path.resolve('.'), loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      logLevel: 'silent',
    });
    const file = path.join(dir, name);
    writeFileSync(file, out.outputFiles[0]!.text);
    return file;
  };
  const [compiler, runner] = await Promise.all([bundle('cpp-compiler-worker.mjs', COMPILER_WORKER), bundle('cpp-run-worker.mjs', RUN_WORKER)]);
  return { compiler, runner };
}

/** A program compared on `runCode`: a built-in problem's and the code run on its visible cases. */
interface RunCodeProgram {
  name: string;
  slug: string;
  code: string;
  accepted: boolean;
}

const cppOf = (p: (typeof BUILT_IN_PROBLEMS)[number]) => ({
  reference: p.referenceSolution.find((s) => s.language === 'c++')!.completeCode,
  start: p.startCode.find((s) => s.language === 'c++')!.initialCode,
});

/**
 * The references of a rotating sample of 3 problems a day (tests/support/rotating-sample.ts; all with
 * VERIFY_ALL_PROBLEMS=1), and one start code (every start code shares its problem's driver with the
 * reference; the start code's own part is a stub).
 */
const BUILT_IN_PROGRAMS: RunCodeProgram[] = [
  ...rotatingSample(BUILT_IN_PROBLEMS, 3).map((p) => ({ name: `${p.slug}: reference solution`, slug: p.slug, code: cppOf(p).reference, accepted: true })),
  { name: 'two-sum: start code', slug: 'two-sum', code: cppOf(builtIn('two-sum')).start, accepted: false },
];

/** Two Sum's reference solution with the standard headers it uses instead of `<bits/stdc++.h>`. */
const WITHOUT_BITS: RunCodeProgram = {
  name: 'two-sum: reference solution with <iostream>, <vector> … instead of <bits/stdc++.h>',
  slug: 'two-sum',
  code: cppOf(builtIn('two-sum')).reference.replace(
    '#include <bits/stdc++.h>',
    ['<climits>', '<iostream>', '<string>', '<unordered_map>', '<vector>'].map((h) => `#include ${h}`).join('\n'),
  ),
  accepted: true,
};

const COMPILE_ERROR = {
  code: '#include <bits/stdc++.h>\nint main() {\n  std::cout << undeclared << "\\n";\n}\n',
  tests: [{ input: '', output: '' }, { input: '1', output: '' }],
  timeLimitMs: LIMIT_MS,
};

const ENDLESS_LOOP = {
  code: '#include <bits/stdc++.h>\nint main() {\n  std::string s; std::cin >> s;\n  if (s == "loop") for (volatile int i = 0;; i = i + 1) {}\n  std::cout << "ok " << s << "\\n";\n}\n',
  tests: [{ input: 'loop', output: '' }, { input: 'a', output: 'ok a\n' }],
  timeLimitMs: 500,
};

const t = judgeTestAppForSuite();
const started = Date.now();
let tmpDir: string | undefined;
let compiler: CompilerThread | undefined;
let runner: RunThread;
/** `runCode`'s results by program name. */
const served = new Map<string, Promise<RunCaseResult[]>>();
/** `judge.evaluate`'s outcomes by program code. */
const evaluated = new Map<string, Promise<JudgeOutcome>>();
/** The offline compiles by program code. */
const compiles = new Map<string, Promise<CppCompileResult>>();

/** Queues every judge call and every offline compile of the file. */
function queueAll(api: ApiClient, c: CompilerThread): void {
  const judgeSlot = limiter(JUDGE_CALLS_AT_ONCE);
  const handled = <T>(p: Promise<T>) => {
    p.catch(() => {}); // a test that reads it reports the failure
    return p;
  };
  for (const program of [...BUILT_IN_PROGRAMS, WITHOUT_BITS]) {
    served.set(program.name, handled(judgeSlot(async () => {
      const res = await api.post(`/api/submit/runCode/${stableId(program.slug)}`, { language: 'c++', code: program.code });
      if (res.statusCode !== 200) throw new Error(`runCode answered ${res.statusCode}: ${res.body}`);
      return res.json() as RunCaseResult[];
    })));
  }
  for (const program of [COMPILE_ERROR, ENDLESS_LOOP]) {
    const tests: JudgeTestCase[] = program.tests;
    evaluated.set(program.code, handled(judgeSlot(() =>
      t.server.judge.evaluate({ language: 'c++', code: program.code, tests, timeLimitMs: program.timeLimitMs, memoryLimitKb: 256 * 1024, stopOnFirstFailure: false }))));
  }
  for (const code of [...[...BUILT_IN_PROGRAMS, WITHOUT_BITS].map((p) => joinedFor(p.slug, 'c++', p.code).program), COMPILE_ERROR.code, ENDLESS_LOOP.code]) {
    if (!compiles.has(code)) compiles.set(code, handled(c.compile(code)));
  }
}

/** Runs `code`'s offline compile on every case as the offline runner does. */
async function runOffline(code: string, cases: RunnerTestCase[], timeLimitMs: number, validation?: PublicValidation): Promise<RunCaseResult[]> {
  const compiled = await compiles.get(code)!;
  if (!compiled.ok) return compileErrorResults(cases, compiled.message);
  const module = await WebAssembly.compile(compiled.wasm);
  const limitMs = cppTimeLimitMs(timeLimitMs);
  const results: RunCaseResult[] = [];
  for (const tc of cases) results.push(toCppRunCaseResult(tc, await runner.run(module, tc.input, limitMs), limitMs, validation));
  return results;
}

let pch = { pchBytes: 0, pchMs: 0 };

beforeAll(async () => {
  tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cpp-parity-'));
  const api = new ApiClient(t.app);
  const [files] = await Promise.all([bundleWorkers(tmpDir), api.signUp()]);
  runner = new RunThread(files.runner);
  compiler = new CompilerThread(files.compiler);
  queueAll(api, compiler);
  pch = await compiler.ready;
});

afterAll(async () => {
  // Judge calls still out (after a failed test) end before the suite's app closes.
  await Promise.allSettled([...served.values(), ...evaluated.values()]);
  await Promise.all([compiler?.close(), runner?.close()]);
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`cpp-offline-parity: ${s(Date.now() - started)} (PCH ${(pch.pchBytes / 1e6).toFixed(1)} MB in ${s(pch.pchMs)}, ${compiles.size} offline compiles in ${s(compiler?.compileMs ?? 0)})`);
});

const comparable = (r: RunCaseResult) => ({ ...r, time: 0, memory: 0 });

/** Compares `program`'s offline results on its problem's visible cases with `runCode`'s. */
async function expectSameAsRunCode(program: RunCodeProgram): Promise<void> {
  const problem = builtIn(program.slug);
  const cases = problem.visibleTestCases.map((c) => ({ input: c.input, output: c.output }));
  // As on the page: the code joined to the problem's driver, messages numbered by the learner's lines.
  const joined = joinedFor(program.slug, 'c++', program.code);
  const lines = (text: string | null) => (text === null ? null : learnerLineNumbers('c++', text, joined));
  const offline = (await runOffline(joined.program, cases, problem.timeLimitMs ?? LIMIT_MS, problem.validation ?? undefined)).map((r) => ({ ...r, stderr: lines(r.stderr), compile_output: lines(r.compile_output) }));
  const server = await served.get(program.name)!;
  expect(offline.map(comparable)).toEqual(server.map(comparable));
  for (const [i, r] of offline.entries()) expect(r.stdout, `case ${i}: stdout`).toBe(server[i]!.stdout);
  expect(offline.every((r) => r.status_id === STATUS.ACCEPTED)).toBe(program.accepted);
}

describe('built-in problems: C++ offline runner = runCode on the server', () => {
  for (const program of BUILT_IN_PROGRAMS) {
    it(program.name, async () => {
      await expectSameAsRunCode(program);
    });
  }

  it('the warm-up program a device compiles after loading the compiler compiles with the PCH', async () => {
    const result = await compiler!.compile(CPP_WARM_UP_PROGRAM);
    expect(result.ok ? '' : result.message).toBe('');
  });

  it('a program without <bits/stdc++.h> (compiled without the PCH) matches too', async () => {
    expect(WITHOUT_BITS.code).not.toMatch(/bits\/stdc\+\+/);
    await expectSameAsRunCode(WITHOUT_BITS);
  });
});

describe('C++ offline runner = the judge', () => {
  it('a compile error is Compilation Error on both, with clang naming main.cpp and the line', async () => {
    const offline = await runOffline(COMPILE_ERROR.code, COMPILE_ERROR.tests, COMPILE_ERROR.timeLimitMs);
    const outcome = await evaluated.get(COMPILE_ERROR.code)!;
    expect(outcome.compileOutput).not.toBeNull();
    expect(offline.map((r) => r.status_id)).toEqual([STATUS.COMPILATION_ERROR, STATUS.COMPILATION_ERROR]);
    expect(offline[0]!.compile_output).toMatch(/^main\.cpp:3:\d+: error: use of undeclared identifier 'undeclared'/);
  });

  it('an endless loop is Time Limit Exceeded on both; the runner terminates its worker and runs the next case', async () => {
    const terminated = runner.terminations;
    const offline = await runOffline(ENDLESS_LOOP.code, ENDLESS_LOOP.tests, ENDLESS_LOOP.timeLimitMs);
    const outcome = await evaluated.get(ENDLESS_LOOP.code)!;
    expect(outcome.cases.map((c) => c.statusId)).toEqual([STATUS.TIME_LIMIT, STATUS.ACCEPTED]);
    expect(offline.map((r) => r.status_id)).toEqual([STATUS.TIME_LIMIT, STATUS.ACCEPTED]);
    expect(runner.terminations - terminated).toBe(1);
    expect(offline[1]!.stdout).toBe(outcome.cases[1]!.stdout);
  });
});
