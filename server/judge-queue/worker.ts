/**
 * A judge worker (`npm run judge-worker`): takes jobs from the PostgreSQL judge queue and judges
 * them with its own {@link Judge} (the local sandbox, or Judge0 with JUDGE0_URL), as many at once as
 * it has job slots (JUDGE_CONCURRENCY, default: CPU cores). Any number of workers, on any machines
 * with the same DATABASE_URL, share the queue.
 *
 * While it runs a job a worker holds the job's advisory lock on a connection of its own, which ends
 * with the process: the reaper (store.ts, in every worker and API process) fails an active job whose
 * lock nobody holds, and pg-boss queues it once more for another worker, then marks it failed (the
 * submission is stored as Internal Error).
 */
import { randomInt } from 'node:crypto';
import type PgBoss from 'pg-boss';
import pg from 'pg';
import type { Config } from '../config.ts';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { Judge } from '../judge/judge.ts';
import { findRunnableProblem, judgeSubmission, runCustomInput, runVisibleTests } from '../modules/submissions/service.ts';
import { JUDGE_QUEUE, LOCK_NS, QUEUED_CHANNEL, REAP_INTERVAL_MS, WORKER_LOCK_NS, judgeJobSchema, type JudgeJob, type JudgeJobOutput } from './jobs.ts';
import { openBoss, reap, type QueueLog } from './store.ts';

/** A started judge worker. */
export interface JudgeWorker {
  /** Jobs it runs at once. */
  concurrency: number;
  /**
   * Stops taking jobs, lets the running ones finish for at most `timeoutMs`, then hands back the
   * unfinished ones (failed, so pg-boss queues them again for another worker), and closes its connections.
   */
  stop(timeoutMs: number): Promise<void>;
  /** Resolves with an error when the worker's lock connection ends unexpectedly (its jobs would be taken again). */
  lost: Promise<Error>;
}

/** The worker's own connection for advisory locks (its presence and its running jobs') and for LISTEN. */
interface LockConnection {
  client: pg.Client;
  /** Runs one query on the connection, after the ones queued before it (jobs lock and unlock concurrently). */
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  /** Resolves when the connection ends while the worker is not stopping. */
  lost: Promise<Error>;
  /** Marks the worker as stopping: the connection's end is expected from now on. */
  stopping(): void;
}

/**
 * Starts a judge worker: opens the database (the same migrations as the API), prepares the judge
 * and starts `concurrency` pg-boss work loops.
 * @throws when the database or the queue cannot be reached, or the judge cannot run code (the reason).
 */
export async function startJudgeWorker(config: Config, log: QueueLog): Promise<JudgeWorker> {
  const databaseUrl = config.databaseUrl;
  if (!databaseUrl) throw new Error('a judge worker needs PostgreSQL: set DATABASE_URL (the same as the API servers)');
  const concurrency = config.judge.concurrency;
  const judge = await startJudge(config, log);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'pocket-judge-worker' });
  pool.on('error', (e) => log.error(`judge worker: a connection failed: ${e.message}`));
  const locks = lockConnection(databaseUrl, log);
  const { db, boss } = await connectWorker(config, databaseUrl, locks, pool, log);
  const loops = await startWorkLoops(boss, concurrency, jobHandler(judgeJobWith(db.db, judge), locks, log));
  // A queued job wakes the idle loops at once (they also poll every 2 s).
  locks.client.on('notification', () => {
    for (const loop of loops) boss.notifyWorker(loop);
  });
  const reaper = startReaper(pool, boss, log);
  log.info(`judge worker ready: ${concurrency} job slot(s), ${judge.backend === 'judge0' ? 'Judge0' : 'local sandbox'}, queue "${JUDGE_QUEUE}"`);
  let stopped = false;
  return {
    concurrency,
    lost: locks.lost,
    async stop(timeoutMs: number) {
      if (stopped) return;
      stopped = true;
      locks.stopping();
      clearInterval(reaper);
      // Waits for the running jobs (at most timeoutMs), then fails the unfinished ones so they are queued again.
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, timeoutMs) });
      await judge.shutdown(0);
      // Released before the connection ends, so the worker is no longer counted once stop() resolves.
      await locks.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      await locks.client.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await db.close();
    },
  };
}

/**
 * The worker's judge: its job slots are the worker's concurrency, each learner may fill them all.
 * @throws Error with the reason when the judge cannot run code.
 */
async function startJudge(config: Config, log: QueueLog): Promise<Judge> {
  const concurrency = config.judge.concurrency;
  const judge = new Judge({
    concurrency,
    queueLimit: concurrency * 4,
    perUserLimit: concurrency,
    sandbox: config.judge.sandbox,
    javaHarness: config.judge.javaHarness,
    cacheDir: config.judge.cacheDir,
    bwrapPath: config.judge.bwrapPath,
    judge0: config.judge.judge0,
    log,
  });
  await judge.init();
  if (judge.unavailable) throw new Error(`the judge cannot run code: ${judge.unavailable}`);
  return judge;
}

/** The lock connection (not connected yet); its unexpected end resolves `lost`. */
function lockConnection(databaseUrl: string, log: QueueLog): LockConnection {
  // Holds the worker's presence lock and its running jobs' locks; its end ends them all.
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'pocket-judge-worker-locks' });
  let stopping = false;
  let lostResolve!: (e: Error) => void;
  const lost = new Promise<Error>((resolve) => (lostResolve = resolve));
  client.on('error', (e) => log.error(`judge worker: the lock connection failed: ${e.message}`));
  client.on('end', () => {
    if (!stopping) lostResolve(new Error('the lock connection ended'));
  });
  // One query at a time on the lock connection (jobs lock and unlock concurrently).
  let chain: Promise<unknown> = Promise.resolve();
  const query = (text: string, values: unknown[] = []) => {
    const next = chain.then(() => client.query(text, values));
    chain = next.catch(() => undefined);
    return next;
  };
  return { client, query, lost, stopping: () => (stopping = true) };
}

/**
 * Opens the database and pg-boss, connects the lock connection, takes the worker's presence lock and
 * listens for queued jobs; on failure closes whatever it opened (and `pool`).
 * @throws the first error met.
 */
async function connectWorker(config: Config, databaseUrl: string, locks: LockConnection, pool: pg.Pool, log: QueueLog): Promise<{ db: DbHandle; boss: PgBoss }> {
  let db: DbHandle | null = null;
  let boss: PgBoss | null = null;
  try {
    db = await openDatabase({ databaseUrl, pgliteDir: config.pgliteDir });
    boss = await openBoss(databaseUrl, log, { max: 2 + config.judge.concurrency, application: 'pocket-judge-worker' });
    await locks.client.connect();
    await takePresenceLock(locks);
    await locks.query(`LISTEN ${QUEUED_CHANNEL}`);
    return { db, boss };
  } catch (e) {
    await boss?.stop({ graceful: false }).catch(() => undefined);
    await db?.close().catch(() => undefined);
    await locks.client.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    throw e;
  }
}

/**
 * Takes the worker's presence lock (which /api/health counts) under a random key: pids repeat across
 * machines, and another worker holding the same key is only ever met by chance.
 * @throws Error when five keys in a row are taken.
 */
async function takePresenceLock(locks: LockConnection): Promise<void> {
  for (let tries = 0; tries < 5; tries++) {
    const { rows } = (await locks.query('SELECT pg_try_advisory_lock($1, $2) AS ok', [WORKER_LOCK_NS, randomInt(1, 2 ** 31 - 1)])) as pg.QueryResult<{ ok: boolean }>;
    if (rows[0]!.ok) return;
  }
  throw new Error('could not take a worker lock');
}

/** Judges one job's data with `judge`; the verdict of a submission is stored in its row. */
function judgeJobWith(appDb: DbHandle['db'], judge: Judge): (job: JudgeJob) => Promise<JudgeJobOutput> {
  return async (job) => {
    const opts = { owner: job.owner, exempt: true };
    switch (job.kind) {
      case 'submit':
        await judgeSubmission(appDb, judge, job.submissionId, job.owner, { exempt: true });
        return { kind: 'submit' };
      case 'run': {
        const problem = await findRunnableProblem(appDb, job.problemId);
        return { kind: 'run', result: await runVisibleTests(judge, problem, job.language, job.code, opts) };
      }
      case 'custom': {
        const problem = await findRunnableProblem(appDb, job.problemId);
        return { kind: 'custom', result: await runCustomInput(judge, problem, job.language, job.code, job.stdin, opts) };
      }
    }
  };
}

/** The pg-boss handler of one job: holds the job's advisory lock while it validates and judges the job's data. */
function jobHandler(judgeJob: (job: JudgeJob) => Promise<JudgeJobOutput>, locks: LockConnection, log: QueueLog) {
  return async ([job]: PgBoss.JobWithMetadata<unknown>[]): Promise<JudgeJobOutput> => {
    const id = job!.id;
    await locks.query('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_NS, id]);
    log.info(`judge job ${id} started (attempt ${job!.retryCount + 1})`);
    try {
      const output = await judgeJob(judgeJobSchema.parse(job!.data));
      log.info(`judge job ${id} done`);
      return output;
    } catch (e) {
      log.error(`judge job ${id} failed: ${(e as Error).message}`);
      throw e;
    } finally {
      await locks.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NS, id]).catch(() => undefined);
    }
  };
}

/** Starts `concurrency` pg-boss work loops of one job each; returns their ids. */
async function startWorkLoops(boss: PgBoss, concurrency: number, handler: ReturnType<typeof jobHandler>): Promise<string[]> {
  const loops: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    loops.push(await boss.work(JUDGE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true }, handler));
  }
  return loops;
}

/** Runs the reaper (see store.ts) every REAP_INTERVAL_MS, one pass at a time. */
function startReaper(pool: pg.Pool, boss: PgBoss, log: QueueLog): NodeJS.Timeout {
  let reaping = false;
  return setInterval(() => {
    if (reaping) return;
    reaping = true;
    void reap(pool, boss, log).finally(() => (reaping = false));
  }, REAP_INTERVAL_MS);
}
