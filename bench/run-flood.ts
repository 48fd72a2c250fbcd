/**
 * bench/run-flood — one learner floods the judge with Runs while another submits, printed as a table.
 *
 * The flooder sends `POST /api/submit/runCode/<Two Sum>` with `while True: pass` in Python from four
 * loops (a fresh comment each time, so no compile is reused; a 429 waits 100 ms and tries again). Once
 * the flood has had a Run judged, another learner submits the Python reference solution
 * {@link SUBMISSIONS} times, one after the other; a third client reads `GET /api/prblm/getAllPrblm`
 * every 50 ms over HTTP throughout. Both against a real server process (`server/main.ts`):
 * - inline: the API process judges (JUDGE_CONCURRENCY = cores, the default), on PGlite;
 * - queue: `JUDGE_MODE=queue` on PostgreSQL (BENCH_DATABASE_URL, default the local server) with one
 *   judge worker of one slot.
 *
 * Columns: the submission alone (ms, median of 2), during the flood (ms: median and max, or
 * `> 180000` when it got no verdict in 180 s — starved), the flooder's Runs judged per minute, and
 * the reads during the flood (count, p50, p95, max ms).
 *
 * Run: `npx tsx bench/run-flood.ts` (needs bwrap, python3; PostgreSQL for the queue row);
 * `bench/judge.ts` runs it too with `BENCH_ONLY=flood` or in full.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stableId } from '../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../tests/support/builtin-problems.ts';
import { throwAwayDatabase } from '../tests/support/database-seed.ts';
import { CookieSession, startServerProcess, startWorkerProcess, type ServerProcess, type WorkerProcess } from '../tests/support/server-process.ts';
import { JUDGE_CACHE_DIR } from '../tests/support/test-server.ts';
import { percentile, printTable } from './stats.ts';

const problemId = stableId('two-sum');
const reference = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!.referenceSolution.find((r) => r.language === 'python3')!.completeCode;
/** Submissions measured during the flood, one after the other. */
const SUBMISSIONS = 3;
/** A submission without a verdict after this long counts as starved, ms. */
const STARVED_MS = 180_000;

/** One row of the table. */
export interface FloodRow {
  mode: string;
  aloneMs: number;
  floodedMs: number[];
  runsPerMinute: number;
  readMs: number[];
}

/** Submits the reference as `s`; ms until the verdict, or {@link STARVED_MS} when none came in time. */
async function timedSubmit(s: CookieSession, base: string): Promise<number> {
  const started = performance.now();
  try {
    const res = await Promise.race([
      s.request(base, 'POST', `/api/submit/${problemId}`, { language: 'python3', code: `${reference}\n# ${Math.random()}\n` }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('starved')), STARVED_MS)),
    ]);
    const body = (await res.json()) as { status?: string };
    if (body.status !== 'accepted') throw new Error(`the submission was judged ${JSON.stringify(body)}`);
    return performance.now() - started;
  } catch (e) {
    if ((e as Error).message === 'starved') return STARVED_MS;
    throw e;
  }
}

/** Floods, submits and reads against `base`. */
async function measure(mode: string, base: string): Promise<FloodRow> {
  const [flooder, learner] = await Promise.all([new CookieSession().signUp(base, 'Flooder'), new CookieSession().signUp(base, 'Learner')]);
  const alone = [await timedSubmit(learner, base), await timedSubmit(learner, base)];
  let stopped = false;
  let judged = 0;
  let seq = 0;
  const floodLoop = async () => {
    while (!stopped) {
      const res = await flooder
        .request(base, 'POST', `/api/submit/runCode/${problemId}`, { language: 'python3', code: `# flood ${seq++} ${Math.random()}\nwhile True:\n    pass\n` })
        .catch(() => null);
      if (res?.status === 200) judged++;
      else await new Promise((r) => setTimeout(r, 100));
    }
  };
  const readMs: number[] = [];
  const reads = (async () => {
    while (!stopped) {
      const s = performance.now();
      await fetch(`${base}/api/prblm/getAllPrblm`).then((r) => r.arrayBuffer());
      readMs.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const floodStart = performance.now();
  for (let i = 0; i < 4; i++) void floodLoop();
  while (judged < 1 && performance.now() - floodStart < STARVED_MS) await new Promise((r) => setTimeout(r, 100));
  const flooded: number[] = [];
  for (let i = 0; i < SUBMISSIONS; i++) flooded.push(await timedSubmit(learner, base));
  const floodMinutes = (performance.now() - floodStart) / 60_000;
  stopped = true;
  await reads;
  return { mode, aloneMs: percentile(alone, 50), floodedMs: flooded, runsPerMinute: judged / floodMinutes, readMs };
}

/** The inline row: an API process that judges, on a fresh PGlite data directory. */
async function inline(): Promise<FloodRow> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-bench-flood-'));
  let api: ServerProcess | undefined;
  try {
    api = await startServerProcess({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'info' });
    return await measure('inline', api.base);
  } finally {
    api?.kill();
    await api?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The queue row: an API process in queue mode and one judge worker of one slot, on PostgreSQL. */
async function queued(): Promise<FloodRow> {
  const database = await throwAwayDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-bench-flood-'));
  let api: ServerProcess | undefined;
  let worker: WorkerProcess | undefined;
  try {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, JUDGE_CACHE_DIR, JUDGE_MODE: 'queue' };
    api = await startServerProcess(env);
    worker = await startWorkerProcess({ ...env, JUDGE_CONCURRENCY: '1' });
    return await measure('queue, 1 worker × 1 slot', api.base);
  } finally {
    worker?.kill();
    api?.kill();
    await Promise.all([worker?.exited, api?.exited]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures both rows. */
export async function benchRunFlood(): Promise<FloodRow[]> {
  return [await inline(), await queued()];
}

/** Prints the rows as a table. */
export function printRunFlood(rows: FloodRow[]): void {
  console.log(`\nA flood of Runs (Python \`while True: pass\`, 4 loops, one learner) while another learner submits (Python, ${SUBMISSIONS} in a row)\n`);
  const ms = (v: number) => (v >= STARVED_MS ? `> ${STARVED_MS} (starved)` : v.toFixed(0));
  printTable(
    ['mode', 'submit alone ms', 'submit in flood: median ms', 'max ms', 'flooder Runs judged/min', 'reads', 'read p50', 'read p95', 'read max'],
    rows.map((r) => [
      r.mode,
      r.aloneMs.toFixed(0),
      ms(percentile(r.floodedMs, 50)),
      ms(Math.max(...r.floodedMs)),
      r.runsPerMinute.toFixed(1),
      String(r.readMs.length),
      percentile(r.readMs, 50).toFixed(1),
      percentile(r.readMs, 95).toFixed(1),
      Math.max(...r.readMs).toFixed(1),
    ]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printRunFlood(await benchRunFlood());
