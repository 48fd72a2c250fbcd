/**
 * bench/judge — judge overhead and throughput, printed as a table.
 *
 * For one built-in problem (Two Sum) and each language:
 * - raw: the toolchain alone, no sandbox — compile once + run every hidden test (ms);
 * - judge: end-to-end submit latency through the API (POST /api/submit/:id via inject) (ms);
 * - ratio judge / raw;
 * - burst: 6 learners send 5 submissions each at once (waiting out 429s as the PWA does);
 *   submissions per minute until all are judged;
 * - during the burst: read latency of GET /api/prblm/getAllPrblm (p50/p95/max) and how long
 *   another learner's Run takes.
 *
 * Run: `npm run bench` (needs bwrap, g++, javac, node). Numbers are wall-clock on this machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../common/contract/common.ts';
import { stableId } from '../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../tests/support/builtin-problems.ts';
import { ApiClient } from '../tests/support/client.ts';
import { createTestApp } from '../tests/support/test-server.ts';
import { percentile } from './stats.ts';

const problem = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!;
const id = stableId(problem.slug);
const tests = problem.hiddenTestCases;

function rawToolchainMs(language: Language, code: string): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-bench-'));
  try {
    const started = performance.now();
    let run: string[];
    if (language === 'c++') {
      writeFileSync(path.join(dir, 'main.cpp'), code);
      execFileSync('g++', ['-std=c++17', '-O2', '-o', 'main', 'main.cpp'], { cwd: dir });
      run = ['./main'];
    } else if (language === 'java') {
      writeFileSync(path.join(dir, 'Main.java'), code);
      execFileSync('javac', ['Main.java'], { cwd: dir });
      run = ['java', '-cp', '.', 'Main'];
    } else {
      writeFileSync(path.join(dir, 'main.js'), code);
      run = ['node', 'main.js'];
    }
    for (const t of tests) {
      const r = spawnSync(run[0]!, run.slice(1), { cwd: dir, input: t.input, maxBuffer: 64 * 1024 * 1024 });
      if (r.status !== 0) throw new Error(`${language} reference failed natively`);
    }
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const t = await createTestApp();
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


const rows: string[][] = [];
const fairness: string[][] = [];
for (const ref of problem.referenceSolution) {
  const raw = rawToolchainMs(ref.language, ref.completeCode);
  // Warm-up (PCH load, JIT of the server paths), then measure.
  await api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode });
  const started = performance.now();
  const res = await api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode });
  const judge = performance.now() - started;
  if (res.json().status !== 'accepted') throw new Error(`${ref.language}: ${res.body}`);

  // Burst: 6 learners × 5 submissions at once; meanwhile reads every 20 ms, and another learner's Run.
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
  const burstDone = Promise.all(learners.flatMap((c) => Array.from({ length: 5 }, () => submitPolitely(c, ref.language, ref.completeCode))));
  await new Promise((r) => setTimeout(r, 500));
  const runStart = performance.now();
  const run = await other.post(`/api/submit/runCode/${id}`, { language: ref.language, code: ref.completeCode });
  const runWaitMs = performance.now() - runStart;
  if (run.statusCode !== 200) throw new Error(`${ref.language}: other learner's run answered ${run.statusCode}`);
  const burst = await burstDone;
  const burstMs = performance.now() - burstStart;
  bursting = false;
  await reads;
  if (!burst.every((r) => r.json().status === 'accepted')) throw new Error(`${ref.language}: burst had a non-accepted verdict`);
  rows.push([ref.language, raw.toFixed(0), judge.toFixed(0), (judge / raw).toFixed(2), ((30 / burstMs) * 60_000).toFixed(1), (burstMs / 1000).toFixed(1)]);
  fairness.push([ref.language, String(readMs.length), percentile(readMs, 50).toFixed(1), percentile(readMs, 95).toFixed(1), Math.max(...readMs).toFixed(1), runWaitMs.toFixed(0)]);
}
await t.close();

function table(header: string[], body: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) console.log(line(r));
}
console.log(`\nJudge benchmark — ${problem.title}, ${tests.length} hidden test cases, ${os.availableParallelism()} cores, concurrency ${t.config.judge.concurrency}\n`);
table(['language', 'raw toolchain ms', 'judge submit ms', 'ratio', 'burst 6×5: subs/min', 'burst total s'], rows);
console.log('\nDuring the burst: GET /api/prblm/getAllPrblm latency (ms) and how long another learner\'s Run took (ms)\n');
table(['language', 'reads', 'read p50', 'read p95', 'read max', 'other run ms'], fairness);
