/**
 * bench/judge — judge overhead and throughput, printed as a table.
 *
 * For one built-in problem (Two Sum) and each language:
 * - raw: the toolchain alone, no sandbox — compile once + run every hidden test (ms);
 * - judge: end-to-end submit latency through the API (POST /api/submit/:id via inject) (ms);
 * - ratio judge / raw;
 * - burst: 20 submissions sent at once; submissions per minute until all are judged.
 *
 * Run: `npm run bench` (needs bwrap, g++, javac, node). Numbers are wall-clock on this machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '../src/contract/common.ts';
import { stableId } from '../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../server/seed/problems/index.ts';
import { ApiClient } from '../tests/support/client.ts';
import { createTestApp } from '../tests/support/test-server.ts';

const problem = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!;
const id = stableId(problem.slug);
const tests = [...problem.hiddenTestCases, ...problem.largeTestCases()];

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
const rows: string[][] = [];
for (const ref of problem.referenceSolution) {
  const raw = rawToolchainMs(ref.language, ref.completeCode);
  // Warm-up (PCH load, JIT of the server paths), then measure.
  await api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode });
  const started = performance.now();
  const res = await api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode });
  const judge = performance.now() - started;
  if (res.json().status !== 'accepted') throw new Error(`${ref.language}: ${res.body}`);

  const burstStart = performance.now();
  const burst = await Promise.all(Array.from({ length: 20 }, () => api.post(`/api/submit/${id}`, { language: ref.language, code: ref.completeCode })));
  const burstMs = performance.now() - burstStart;
  if (!burst.every((r) => r.json().status === 'accepted')) throw new Error(`${ref.language}: burst had a non-accepted verdict`);
  rows.push([ref.language, raw.toFixed(0), judge.toFixed(0), (judge / raw).toFixed(2), ((20 / burstMs) * 60_000).toFixed(1), (burstMs / 1000).toFixed(1)]);
}
await t.close();

const header = ['language', 'raw toolchain ms', 'judge submit ms', 'ratio', 'burst of 20: subs/min', 'burst total s'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\nJudge benchmark — ${problem.title}, ${tests.length} hidden test cases, ${os.availableParallelism()} cores, concurrency ${t.config.judge.concurrency}\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
