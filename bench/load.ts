/**
 * bench/load — the API under load: signed-in learners browse while others submit, printed as a table.
 *
 * Starts `server/main.ts` as its own process (an empty PGlite data directory, the embedded judge),
 * then, from this process, on loopback only:
 * 1. baseline: `READERS` learners browse for `READ_SECONDS` with nothing being judged — autocannon
 *    cycling over GET /api/prblm/getAllPrblm and GET /api/prblm/getPrblmById/:id of three problems;
 * 2. burst: the same browsing while `SUBMITTERS` learners each send `SUBMISSIONS_EACH` reference
 *    solutions (C++, Java, JavaScript in turn; 429 answers waited out as the PWA's outbox does).
 *    The reads run until the last verdict is in (at most 5 minutes).
 *
 * Prints, for each phase: reads/s, read latency p50/p95/p99/max (ms), and for the burst the judge's
 * throughput (submissions a minute, first request to last verdict) and each submission's latency
 * p50/p95 (ms, request to verdict: queue wait plus judging). Every loop is bounded in count and time.
 *
 * Run: `npx tsx bench/load.ts` (needs bwrap, g++, javac, node). Settings (environment): READERS
 * (default 20 connections), READ_RATE (40 reads a second in all: learners reading, not a flood),
 * READ_SECONDS (10), SUBMITTERS (6), SUBMISSIONS_EACH (5).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Language } from '../common/contract/common.ts';
import { stableId } from '../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../tests/support/builtin-problems.ts';
import { CookieSession, startServerProcess } from '../tests/support/server-process.ts';
import { JUDGE_CACHE_DIR } from '../tests/support/test-server.ts';
import { percentile } from './stats.ts';

const READERS = Number(process.env.READERS ?? 20);
const READ_SECONDS = Number(process.env.READ_SECONDS ?? 10);
const READ_RATE = Number(process.env.READ_RATE ?? 40);
const SUBMITTERS = Number(process.env.SUBMITTERS ?? 6);
const SUBMISSIONS_EACH = Number(process.env.SUBMISSIONS_EACH ?? 5);
const BURST_LIMIT_MS = 5 * 60_000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-load-'));
const server = await startServerProcess({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'info' });
try {
  const signUp = async (name: string) => {
    const s = new CookieSession();
    await s.request(server.base, 'GET', '/api/userAuth/check');
    const res = await s.request(server.base, 'POST', '/api/userAuth/register', { firstname: name, emailID: `${name.toLowerCase()}${Date.now()}@example.com`, password: 'correct horse' });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
    return s;
  };

  const reader = await signUp('Reader');
  const readerCookie = reader.cookieHeader();
  const readPaths = ['/api/prblm/getAllPrblm', ...['two-sum', 'coin-change', 'number-of-islands'].map((slug) => `/api/prblm/getPrblmById/${stableId(slug)}`)];

  /** Browses until `stop` resolves (or `seconds` pass); autocannon's latency histogram (ms). */
  const browse = (seconds: number, stop?: Promise<unknown>) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: server.base, connections: READERS, overallRate: READ_RATE, duration: seconds, headers: { cookie: readerCookie, 'accept-encoding': 'gzip' }, requests: readPaths.map((p) => ({ method: 'GET', path: p })) },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      void stop?.then(() => instance.stop());
    });

  const rows: string[][] = [];
  const readRow = (phase: string, r: autocannon.Result) => [
    phase,
    r.requests.average.toFixed(0),
    String(r.latency.p50),
    String(r.latency.p97_5 ?? '—'),
    String(r.latency.p99),
    String(r.latency.max),
    String(r.non2xx),
  ];

  const baseline = await browse(READ_SECONDS);
  rows.push(readRow('baseline (nothing judged)', baseline));

  // The burst: each submitter sends its submissions one after the other.
  const languages: Language[] = ['c++', 'java', 'javascript'];
  const problems = BUILT_IN_PROBLEMS.slice(0, 6);
  const submitters = await Promise.all(Array.from({ length: SUBMITTERS }, (_, i) => signUp(`Submitter${i}`)));
  const latencies: number[] = [];
  let failures = 0;
  const burstStart = performance.now();
  const burst = Promise.all(
    submitters.map(async (s, i) => {
      for (let k = 0; k < SUBMISSIONS_EACH && performance.now() - burstStart < BURST_LIMIT_MS; k++) {
        const problem = problems[(i + k) % problems.length]!;
        const language = languages[(i + k) % languages.length]!;
        const code = problem.referenceSolution.find((r) => r.language === language)!.completeCode;
        const sent = performance.now();
        for (;;) {
          const res = await s.request(server.base, 'POST', `/api/submit/${stableId(problem.slug)}`, { code, language });
          if (res.status === 429 && performance.now() - burstStart < BURST_LIMIT_MS) {
            await res.arrayBuffer();
            await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
            continue;
          }
          const body = (await res.json()) as { status?: string };
          if (res.status !== 200 || body.status !== 'accepted') failures++;
          break;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const during = await browse(BURST_LIMIT_MS / 1000, burst);
  await burst;
  const burstMs = performance.now() - burstStart;
  rows.push(readRow('during the judging burst', during));

  const widths = [28, 8, 8, 8, 8, 8, 6];
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
  console.log(`\nReads: ${READ_RATE}/s over ${READERS} connections, ${readPaths.length} paths (getAllPrblm, getPrblmById ×3); latency in ms`);
  console.log(line(['phase', 'reads/s', 'p50', 'p97.5', 'p99', 'max', 'non2xx']));
  for (const r of rows) console.log(line(r));

  console.log(`\nJudging burst (JUDGE_MODE inline, ${os.cpus().length} cores): ${SUBMITTERS} learners × ${SUBMISSIONS_EACH} submissions (C++, Java, JavaScript in turn)`);
  console.log(line(['', 'judged', 'per min', 'p50 ms', 'p95 ms', 'failed', '']));
  console.log(line(['inline', String(latencies.length), ((latencies.length / burstMs) * 60_000).toFixed(1), percentile(latencies, 50).toFixed(0), percentile(latencies, 95).toFixed(0), String(failures), '']));
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
