/**
 * bench/load — the API under load: signed-in learners browse while others submit, printed as a table.
 *
 * Four set-ups, one after the other: `inline` (`server/main.ts` as its own process on an empty PGlite
 * data directory, judging in the process), `inline` on PostgreSQL (the same on a throw-away PostgreSQL
 * database copied from the test seed), and `queue` with 1 and with 2 judge workers (`JUDGE_MODE=queue`:
 * the API process on such a database plus `server/judge-worker.ts` processes, each with the default job
 * slots, one per CPU core). For each, from this process, on loopback only:
 * 1. baseline: `READERS` learners browse for `READ_SECONDS` with nothing being judged — autocannon
 *    cycling over GET /api/prblm/getAllPrblm and GET /api/prblm/getPrblmById/:id of three problems;
 * 2. burst: the same browsing while `SUBMITTERS` learners each send `SUBMISSIONS_EACH` reference
 *    solutions (C++, Java, JavaScript in turn; 429 answers waited out as the PWA's outbox does).
 *    The reads run until the last verdict is in (at most 5 minutes).
 *
 * Prints, for each set-up and phase: reads/s, read latency p50/p95/p99/max (ms, over every read), and
 * for the burst the judge's throughput (submissions a minute, first request to last verdict), each
 * submission's latency p50/p95 (ms, request to verdict: queue wait plus judging) and the jobs' mean
 * queue wait (s, the server's `pj_judge_queue_wait_seconds`). Every loop is bounded in count and time.
 *
 * Run: `npx tsx bench/load.ts` (needs bwrap, g++, javac, node; the PostgreSQL set-ups need
 * BENCH_DATABASE_URL, default the local server postgres://postgres@127.0.0.1:5432/postgres, and are left
 * out when it cannot be reached). Settings (environment): READERS (default 20 connections), READ_RATE
 * (40 reads a second in all: learners reading, not a flood), READ_SECONDS (10), SUBMITTERS (6),
 * SUBMISSIONS_EACH (5), MODES (`inline,inline-pg,queue1,queue2`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Language } from '../common/contract/common.ts';
import { stableId } from '../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../tests/support/builtin-problems.ts';
import pg from 'pg';
import { throwAwayDatabase } from '../tests/support/database-seed.ts';
import { CookieSession, startServerProcess, startWorkerProcess, type ServerProcess, type WorkerProcess } from '../tests/support/server-process.ts';
import { JUDGE_CACHE_DIR } from '../tests/support/test-server.ts';
import { percentile } from './stats.ts';

const READERS = Number(process.env.READERS ?? 20);
const READ_SECONDS = Number(process.env.READ_SECONDS ?? 10);
const READ_RATE = Number(process.env.READ_RATE ?? 40);
const SUBMITTERS = Number(process.env.SUBMITTERS ?? 6);
const SUBMISSIONS_EACH = Number(process.env.SUBMISSIONS_EACH ?? 5);
const BURST_LIMIT_MS = 5 * 60_000;
const MODES = (process.env.MODES ?? 'inline,inline-pg,queue1,queue2').split(',');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A running set-up: the API's base URL and how to stop it. */
interface Setup {
  server: ServerProcess;
  workers: WorkerProcess[];
  stop(): Promise<void>;
}

/** `inline` on PGlite, `inline-pg` on a throw-away PostgreSQL database, or `queue` with `workers` judge workers on one. */
async function start(mode: 'inline' | 'inline-pg' | 'queue', workers: number): Promise<Setup> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-load-'));
  if (mode === 'inline') {
    const server = await startServerProcess({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'info' });
    return {
      server,
      workers: [],
      async stop() {
        server.kill();
        await server.exited;
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const database = await throwAwayDatabase(ADMIN_URL);
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JUDGE_CACHE_DIR, JUDGE_MODE: mode === 'queue' ? 'queue' : 'inline' };
  const server = await startServerProcess(env);
  const started = await Promise.all(Array.from({ length: workers }, () => startWorkerProcess(env)));
  return {
    server,
    workers: started,
    async stop() {
      for (const p of [server, ...started]) p.kill();
      await Promise.all([server.exited, ...started.map((w) => w.exited)]);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server's mean judge queue wait so far, s (`pj_judge_queue_wait_seconds` sum / count). */
async function meanQueueWait(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return value('pj_judge_queue_wait_seconds_sum') / value('pj_judge_queue_wait_seconds_count');
}

const readRows: string[][] = [];
const burstRows: string[][] = [];

/** Runs the baseline and the burst against one set-up and adds its rows to the tables. */
async function measure(label: string, { server }: Setup): Promise<void> {
  const signUp = (name: string) => new CookieSession().signUp(server.base, name);

  const reader = await signUp('Reader');
  const readerCookie = reader.cookieHeader();
  const readPaths = ['/api/prblm/getAllPrblm', ...['two-sum', 'coin-change', 'number-of-islands'].map((slug) => `/api/prblm/getPrblmById/${stableId(slug)}`)];

  /** Browses until `stop` resolves (or `seconds` pass); autocannon's result and every read's latency (ms). */
  const browse = (seconds: number, stop?: Promise<unknown>) =>
    new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
      const latencies: number[] = [];
      const instance = autocannon(
        { url: server.base, connections: READERS, overallRate: READ_RATE, duration: seconds, headers: { cookie: readerCookie, 'accept-encoding': 'gzip' }, requests: readPaths.map((p) => ({ method: 'GET', path: p })) },
        (err, result) => (err ? reject(err) : resolve({ result, latencies })),
      );
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      void stop?.then(() => instance.stop());
    });

  const readRow = (phase: string, { result, latencies }: { result: autocannon.Result; latencies: number[] }) => [
    label,
    phase,
    result.requests.average.toFixed(0),
    ...[50, 95, 99, 100].map((p) => percentile(latencies, p).toFixed(1)),
    String(result.non2xx),
  ];

  const baseline = await browse(READ_SECONDS);
  readRows.push(readRow('baseline', baseline));

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
  readRows.push(readRow('judging burst', during));
  burstRows.push([
    label,
    '',
    String(latencies.length),
    ((latencies.length / burstMs) * 60_000).toFixed(1),
    percentile(latencies, 50).toFixed(0),
    percentile(latencies, 95).toFixed(0),
    (await meanQueueWait(server.base)).toFixed(2),
    String(failures),
  ]);
}

const probe = new pg.Client({ connectionString: ADMIN_URL });
const postgresReachable = await probe.connect().then(
  () => probe.end().then(() => true),
  () => false,
);
for (const mode of MODES) {
  const workers = mode.startsWith('inline') ? 0 : Number(/^queue(\d+)$/.exec(mode)?.[1] ?? NaN);
  if (!['inline', 'inline-pg'].includes(mode) && !(workers > 0)) throw new Error(`MODES: unknown set-up ${mode} (inline, inline-pg, queue1, queue2, …)`);
  if (mode !== 'inline' && !postgresReachable) {
    console.log(`${mode}: left out, PostgreSQL (${ADMIN_URL}) cannot be reached`);
    continue;
  }
  const label = workers ? `queue, ${workers} worker${workers > 1 ? 's' : ''}` : mode === 'inline' ? 'inline, PGlite' : 'inline, Postgres';
  const setup = await start(workers ? 'queue' : (mode as 'inline' | 'inline-pg'), workers);
  try {
    await measure(label, setup);
  } finally {
    await setup.stop();
  }
}

const widths = [18, 14, 8, 8, 8, 8, 8, 7];
const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' ');
console.log(`\nReads: ${READ_RATE}/s over ${READERS} connections, ${4} paths (getAllPrblm, getPrblmById ×3); latency in ms`);
console.log(line(['set-up', 'phase', 'reads/s', 'p50', 'p95', 'p99', 'max', 'non2xx']));
for (const r of readRows) console.log(line(r));

console.log(`\nJudging burst (${os.cpus().length} cores; a worker has one job slot per core): ${SUBMITTERS} learners × ${SUBMISSIONS_EACH} submissions (C++, Java, JavaScript in turn)`);
console.log(line(['set-up', '', 'judged', 'per min', 'p50 ms', 'p95 ms', 'wait s', 'failed']));
for (const r of burstRows) console.log(line(r));
