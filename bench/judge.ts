/**
 * bench/judge — judge overhead and throughput, printed as a table.
 *
 * For one built-in problem (Two Sum) and each language:
 * - raw: the toolchain alone, no sandbox — `g++` with the judge's `CXX_FLAGS` / `javac` / nothing (JavaScript, Python), then every
 *   hidden test one after the other (ms, median of 5);
 * - judge: end-to-end submit latency through the API (POST /api/submit/:id via inject) (ms, median
 *   of 5 after a warm-up submission);
 * - ratio judge / raw, against the targets (C++ ≤ 0.6, Java ≤ 1.0);
 * - throughput: 30 learners send one submission each at once; submissions per minute until all
 *   are judged, against the targets (C++ ≥ 100, Java ≥ 60) and against the raw toolchain doing the
 *   same 30 compile-and-run rounds, one per core at a time;
 * - burst: 6 learners send 5 submissions each at once (waiting out 429s as the PWA does: each
 *   learner may have 3 jobs in flight); submissions per minute until all are judged;
 * - during the burst: read latency of GET /api/prblm/getAllPrblm (p50/p95/max) and how long
 *   another learner's Run takes (goal ≤ 1.5 s: a Run goes ahead of waiting submissions).
 *
 * Every measured submission and Run carries a comment of its own (`fresh`), so none is a hit of the
 * judge's compile cache, except where that is what is measured:
 *
 * - submit after run (bench/submit-after-run.ts): a Submit right after a Run of the same program (its
 *   compile from the judge's cache) beside a cold submit, against the raw toolchain.
 *
 * - hostile outputs (bench/hostile-output.ts): the event loop's delay p99/max while 16 MB outputs and a
 *   60 MB-of-class-files Java program are judged.
 *
 * - run flood (bench/run-flood.ts): one learner's flood of endless Runs while another submits.
 *
 * Run: `npm run bench` (needs bwrap, g++, javac, node); `BENCH_ONLY=burst npx tsx bench/judge.ts` measures
 * the burst only (one warm-up submission per language, then the burst and its Run), `BENCH_ONLY=flood`
 * the run flood only; `BENCH_LANGUAGES=java` (a comma-separated list) measures those languages only; `JUDGE_JAVA_HARNESS=off` runs Java
 * with a JVM per test case. Numbers are wall-clock on this machine.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../common/contract/common.ts';
import { stableId } from '../server/db/ids.ts';
import { CXX_FLAGS, PYTHON_FLAGS } from '../server/judge/languages.ts';
import { BUILT_IN_PROBLEMS } from '../tests/support/builtin-problems.ts';
import { ApiClient } from '../tests/support/client.ts';
import { createTestApp } from '../tests/support/test-server.ts';
import { benchHostileOutputs, printHostileOutputs } from './hostile-output.ts';
import { benchRunFlood, printRunFlood } from './run-flood.ts';
import { benchSubmitAfterRun, fresh, printSubmitAfterRun } from './submit-after-run.ts';
import { percentile, printTable as table } from './stats.ts';

const problem = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!;
const id = stableId(problem.slug);
const tests = problem.hiddenTestCases;

const exec = promisify(execFile);

/** Runs a program on one input with no sandbox; rejects unless it exits 0. */
function runRaw(argv: string[], cwd: string, input: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, stdio: ['pipe', 'ignore', 'ignore'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited ${code}`))));
    child.stdin.end(input);
  });
}

/** The raw toolchain, no sandbox: compile once, then run every hidden test in turn; wall-clock ms. */
async function rawToolchainMs(language: Language, code: string): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pj-bench-'));
  try {
    const started = performance.now();
    let run: string[];
    if (language === 'c++') {
      await writeFile(path.join(dir, 'main.cpp'), code);
      await exec('g++', [...CXX_FLAGS, '-o', 'main', 'main.cpp'], { cwd: dir });
      run = ['./main'];
    } else if (language === 'java') {
      await writeFile(path.join(dir, 'Main.java'), code);
      await exec('javac', ['Main.java'], { cwd: dir });
      run = ['java', '-cp', '.', 'Main'];
    } else if (language === 'python3') {
      await writeFile(path.join(dir, 'main.py'), code);
      run = ['/usr/bin/python3', ...PYTHON_FLAGS, 'main.py'];
    } else {
      await writeFile(path.join(dir, 'main.js'), code);
      run = ['node', 'main.js'];
    }
    for (const t of tests) await runRaw(run, dir, t.input);
    return performance.now() - started;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `rounds` raw compile-and-run rounds, `cores` at a time; rounds per minute. */
async function rawThroughput(language: Language, code: string, rounds: number, cores: number): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: cores }, async () => {
      while (next++ < rounds) await rawToolchainMs(language, code);
    }),
  );
  return (rounds / (performance.now() - started)) * 60_000;
}

/** Latencies (raw toolchain and judge) are the median of this many runs, one at a time. */
const LATENCY_SAMPLES = 5;
const TARGET_RATIO: Partial<Record<Language, string>> = { 'c++': '≤ 0.60', java: '≤ 1.00' };
const TARGET_RATE: Partial<Record<Language, string>> = { 'c++': '≥ 100', java: '≥ 60' };
/** Goal for another learner's Run during the burst, ms. */
const GOAL_RUN_MS = 1500;
/** `BENCH_ONLY=burst`: skip the latency, throughput and hostile-output parts. */
const BURST_ONLY = process.env.BENCH_ONLY === 'burst';

if (process.env.BENCH_ONLY === 'flood') {
  printRunFlood(await benchRunFlood());
  process.exit(0);
}

// `JUDGE_JAVA_HARNESS=off` measures Java with a JVM per test case (the judge's setting, passed on).
const t = await createTestApp(process.env.JUDGE_JAVA_HARNESS ? { JUDGE_JAVA_HARNESS: process.env.JUDGE_JAVA_HARNESS } : {});
const api = new ApiClient(t.app);
await api.signUp();

/** POSTs a submission, waiting out 429 answers (Retry-After) as the PWA's outbox does. */
async function submitPolitely(client: ApiClient, language: Language, code: string) {
  for (;;) {
    const res = await client.post(`/api/submit/${id}`, { language, code });
    if (res.statusCode !== 429) return res;
    await new Promise((r) => setTimeout(r, Number(res.headers['retry-after'] ?? 1) * 1000));
  }
}

/**
 * Burst: 6 learners × 5 submissions at once; meanwhile reads every 20 ms, and, 0.5 s in, another
 * learner's Run. @returns the burst's wall-clock ms, the reads' latencies and the Run's ms.
 */
async function burstWithRun(language: Language, code: string): Promise<{ burstMs: number; readMs: number[]; runWaitMs: number }> {
  const learners = await Promise.all(Array.from({ length: 6 }, async () => {
    const c = new ApiClient(t.app);
    await c.signUp();
    return c;
  }));
  const other = new ApiClient(t.app);
  await other.signUp();
  let bursting = true;
  const readMs: number[] = [];
  const reads = (async () => {
    while (bursting) {
      const s = performance.now();
      await t.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' });
      readMs.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const burstStart = performance.now();
  const burstDone = Promise.all(learners.flatMap((c) => Array.from({ length: 5 }, () => submitPolitely(c, language, fresh(code, language)))));
  await new Promise((r) => setTimeout(r, 500));
  const runStart = performance.now();
  const run = await other.post(`/api/submit/runCode/${id}`, { language, code: fresh(code, language) });
  const runWaitMs = performance.now() - runStart;
  if (run.statusCode !== 200) throw new Error(`${language}: other learner's run answered ${run.statusCode}`);
  const burst = await burstDone;
  const burstMs = performance.now() - burstStart;
  bursting = false;
  await reads;
  const refused = burst.find((r) => r.json().status !== 'accepted');
  if (refused) throw new Error(`${language}: burst had a non-accepted verdict: ${refused.body.slice(0, 2000)}`);
  return { burstMs, readMs, runWaitMs };
}

/** The row of the fairness table: reads during the burst and the other learner's Run against its goal. */
function fairnessRow(language: Language, b: { readMs: number[]; runWaitMs: number }): string[] {
  const { readMs, runWaitMs } = b;
  return [language, String(readMs.length), percentile(readMs, 50).toFixed(1), percentile(readMs, 95).toFixed(1), Math.max(...readMs).toFixed(1), runWaitMs.toFixed(0), `≤ ${GOAL_RUN_MS}`];
}

/** `BENCH_LANGUAGES=java,c++` measures those languages only (and skips the hostile-output and run-flood benches). */
const LANGUAGES = process.env.BENCH_LANGUAGES ? new Set(process.env.BENCH_LANGUAGES.split(',').map((l) => l.trim())) : null;
const references = problem.referenceSolution.filter((r) => !LANGUAGES || LANGUAGES.has(r.language));

const rows: string[][] = [];
const fairness: string[][] = [];
for (const ref of references) {
  if (BURST_ONLY) {
    // Warm-up (PCH load, JIT of the server paths) before the burst.
    await api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode });
    const b = await burstWithRun(ref.language, ref.completeCode);
    fairness.push(fairnessRow(ref.language, b));
    continue;
  }
  const rawSamples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) rawSamples.push(await rawToolchainMs(ref.language, ref.completeCode));
  const raw = percentile(rawSamples, 50);
  const rawRate = await rawThroughput(ref.language, ref.completeCode, 30, os.availableParallelism());
  // Warm-up (PCH load, JIT of the server paths), then measure.
  await api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode });
  const judgeSamples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const started = performance.now();
    const res = await api.post(`/api/submit/${id}`, { language: ref.language, code: fresh(ref.completeCode, ref.language) });
    judgeSamples.push(performance.now() - started);
    if (res.json().status !== 'accepted') throw new Error(`${ref.language}: ${res.body}`);
  }
  const judge = percentile(judgeSamples, 50);

  // Throughput: 30 learners, one submission each, at once.
  const crowd = await Promise.all(Array.from({ length: 30 }, async () => {
    const c = new ApiClient(t.app);
    await c.signUp();
    return c;
  }));
  const crowdStart = performance.now();
  const crowdDone = await Promise.all(crowd.map((c) => submitPolitely(c, ref.language, fresh(ref.completeCode, ref.language))));
  const crowdMs = performance.now() - crowdStart;
  if (!crowdDone.every((r) => r.json().status === 'accepted')) throw new Error(`${ref.language}: a crowd submission was not accepted`);

  const b = await burstWithRun(ref.language, ref.completeCode);
  rows.push([ref.language, raw.toFixed(0), judge.toFixed(0), (judge / raw).toFixed(2), TARGET_RATIO[ref.language] ?? '—', ((30 / crowdMs) * 60_000).toFixed(1), TARGET_RATE[ref.language] ?? '—', rawRate.toFixed(1), ((30 / b.burstMs) * 60_000).toFixed(1)]);
  fairness.push(fairnessRow(ref.language, b));
}
const submitAfterRun = BURST_ONLY ? null : await benchSubmitAfterRun(t.app, id, references, rawToolchainMs);
await t.close();

console.log(`\nJudge benchmark — ${problem.title}, ${tests.length} hidden test cases, ${os.availableParallelism()} cores, concurrency ${t.config.judge.concurrency}\n`);
if (!BURST_ONLY) table(['language', 'raw toolchain ms', 'judge submit ms', 'ratio', 'target', '30 learners × 1: subs/min', 'target', 'raw toolchain rounds/min', 'burst 6×5: subs/min'], rows);
console.log('\nDuring the burst: GET /api/prblm/getAllPrblm latency (ms) and how long another learner\'s Run took (ms)\n');
table(['language', 'reads', 'read p50', 'read p95', 'read max', 'other run ms', 'goal'], fairness);
if (submitAfterRun) printSubmitAfterRun(submitAfterRun);
if (!BURST_ONLY && !LANGUAGES) printHostileOutputs(await benchHostileOutputs());
if (!BURST_ONLY && !LANGUAGES) printRunFlood(await benchRunFlood());
