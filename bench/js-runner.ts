/**
 * bench/js-runner — the offline JavaScript runner (Web Worker in Chromium) against plain Node
 * and the server judge, printed as a table.
 *
 * For a few built-in problems, the JavaScript reference solution on the problem's visible
 * test cases:
 * - worker: `runJavaScript(code, visibleTestCases)` in Debian Chromium (playwright-core), timed
 *   inside the page — a fresh worker per case, i.e. what a learner waits for offline (ms);
 * - in-worker: the sum of the program's own run times reported by the worker (`time`), i.e.
 *   without worker start-up and messaging (ms);
 * - node: `node main.js` once per case with the case's stdin, no sandbox (ms);
 * - server: `POST /api/submit/runCode/:id` latency through the real judge (bwrap sandbox),
 *   in-process (`app.inject`, no network) — an online run adds the network round trip (ms).
 * Each figure is the median of REPS runs after one warm-up; "cold" is the very first worker
 * run after the page loaded (worker script not yet compiled).
 *
 * Run: `npx tsx bench/js-runner.ts` (needs /usr/bin/chromium, bwrap, node). Wall clock on this machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stableId } from '../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../tests/support/builtin-problems.ts';
import type { RunCaseResult } from '../common/contract/submission.ts';
import { launchBrowser } from '../tests/e2e/browser.ts';
import { buildAndServeHarness, openHarness } from '../tests/e2e/harness/serve.ts';
import { ApiClient } from '../tests/support/client.ts';
import { createTestApp } from '../tests/support/test-server.ts';

const SLUGS = ['two-sum', 'number-of-islands', 'edit-distance'];
const REPS = 15;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function nodeMs(code: string, cases: { input: string; output: string }[]): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pj-bench-js-'));
  try {
    writeFileSync(path.join(dir, 'main.js'), code);
    const started = performance.now();
    for (const c of cases) {
      const r = spawnSync('node', ['main.js'], { cwd: dir, input: c.input, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`node failed: ${r.stderr}`);
    }
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const [t, harness, browser] = await Promise.all([createTestApp(), buildAndServeHarness(), launchBrowser()]);
try {
  const api = new ApiClient(t.app);
  await api.signUp();
  const page = await browser.newPage();
  await openHarness(page, harness);

  const rows: string[][] = [];
  let cold: number | null = null;
  for (const slug of SLUGS) {
    const problem = BUILT_IN_PROBLEMS.find((p) => p.slug === slug)!;
    const code = problem.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    const cases = problem.visibleTestCases.map((c) => ({ input: c.input, output: c.output }));
    const timeLimitMs = problem.timeLimitMs ?? 2000;

    const browserRuns = await page.evaluate(
      async ({ code, cases, timeLimitMs, reps }) => {
        const runs: { ms: number; results: RunCaseResult[] }[] = [];
        for (let i = 0; i < reps + 1; i++) {
          const started = performance.now();
          const results = await window.pocketJudgeRunner!.runJavaScript(code, cases, { timeLimitMs });
          runs.push({ ms: performance.now() - started, results });
        }
        return runs;
      },
      { code, cases, timeLimitMs, reps: REPS },
    );
    for (const r of browserRuns) {
      if (!r.results.every((x) => x.status_id === 3)) throw new Error(`${slug}: worker result not Accepted: ${JSON.stringify(r.results)}`);
    }
    if (cold === null) cold = browserRuns[0]!.ms;
    const warm = browserRuns.slice(1);
    const workerMs = median(warm.map((r) => r.ms));
    const inWorkerMs = median(warm.map((r) => r.results.reduce((s, x) => s + x.time * 1000, 0)));

    nodeMs(code, cases);
    const nodeRuns = Array.from({ length: REPS }, () => nodeMs(code, cases));

    const serverRuns: number[] = [];
    for (let i = 0; i < REPS + 1; i++) {
      const started = performance.now();
      const res = await api.post(`/api/submit/runCode/${stableId(slug)}`, { language: 'javascript', code });
      const ms = performance.now() - started;
      const body = res.json() as RunCaseResult[];
      if (res.statusCode !== 200 || !body.every((x) => x.status_id === 3)) throw new Error(`${slug}: server run failed: ${res.body}`);
      if (i > 0) serverRuns.push(ms);
    }
    const serverMs = median(serverRuns);
    rows.push([
      problem.title,
      String(cases.length),
      workerMs.toFixed(1),
      inWorkerMs.toFixed(1),
      median(nodeRuns).toFixed(1),
      serverMs.toFixed(1),
      (serverMs / workerMs).toFixed(1),
    ]);
  }

  const header = ['problem', 'cases', 'worker ms', 'in-worker program ms', 'node main.js ms', 'server runCode ms', 'server / worker'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nJavaScript runner benchmark — JavaScript reference solutions on the visible test cases; median of ${REPS} after a warm-up; ` +
      `${os.availableParallelism()} cores; Chromium headless; judge concurrency ${t.config.judge.concurrency}\n`,
  );
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log(`\nCold first worker run after page load (${SLUGS[0]}): ${cold!.toFixed(1)} ms`);
} finally {
  await browser.close();
  await harness.close();
  await t.close();
}
