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

/**
 * Starts a judge worker: opens the database (the same migrations as the API), prepares the judge
 * and starts `concurrency` pg-boss work loops.
 * @throws when the database or the queue cannot be reached, or the judge cannot run code (the reason).
 */
export async function startJudgeWorker(config: Config, log: QueueLog): Promise<JudgeWorker> {
  if (!config.databaseUrl) throw new Error('a judge worker needs PostgreSQL: set DATABASE_URL (the same as the API servers)');
  const concurrency = config.judge.concurrency;
  const judge = new Judge({
    concurrency,
    queueLimit: concurrency * 4,
    perUserLimit: concurrency,
    sandbox: config.judge.sandbox,
    cacheDir: config.judge.cacheDir,
    bwrapPath: config.judge.bwrapPath,
    judge0: config.judge.judge0,
    log,
  });
  await judge.init();
  if (judge.unavailable) throw new Error(`the judge cannot run code: ${judge.unavailable}`);

  let db: DbHandle | null = null;
  let boss: PgBoss | null = null;
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2, application_name: 'pocket-judge-worker' });
  pool.on('error', (e) => log.error(`judge worker: a connection failed: ${e.message}`));
  // Holds the worker's presence lock and its running jobs' locks; its end ends them all.
  const locks = new pg.Client({ connectionString: config.databaseUrl, application_name: 'pocket-judge-worker-locks' });
  let stopping = false;
  let lostResolve!: (e: Error) => void;
  const lost = new Promise<Error>((resolve) => (lostResolve = resolve));
  locks.on('error', (e) => log.error(`judge worker: the lock connection failed: ${e.message}`));
  locks.on('end', () => {
    if (!stopping) lostResolve(new Error('the lock connection ended'));
  });
  // One query at a time on the lock connection (jobs lock and unlock concurrently).
  let lockChain: Promise<unknown> = Promise.resolve();
  const onLocks = (text: string, values: unknown[] = []) => {
    const next = lockChain.then(() => locks.query(text, values));
    lockChain = next.catch(() => undefined);
    return next;
  };
  try {
    db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
    boss = await openBoss(config.databaseUrl, log, { max: 2 + concurrency, application: 'pocket-judge-worker' });
    await locks.connect();
    // A random key (pids repeat across machines); another worker holding the same one is only ever met by chance.
    let present = false;
    for (let tries = 0; tries < 5 && !present; tries++) {
      const { rows } = (await onLocks('SELECT pg_try_advisory_lock($1, $2) AS ok', [WORKER_LOCK_NS, randomInt(1, 2 ** 31 - 1)])) as pg.QueryResult<{ ok: boolean }>;
      present = rows[0]!.ok;
    }
    if (!present) throw new Error('could not take a worker lock');
    await onLocks(`LISTEN ${QUEUED_CHANNEL}`);
  } catch (e) {
    await boss?.stop({ graceful: false }).catch(() => undefined);
    await db?.close().catch(() => undefined);
    await locks.end().catch(() => undefined);
    await pool.end().catch(() => undefined);
    throw e;
  }
  const appDb = db.db;
  const theBoss = boss;

  /** Judges one job's data; the verdict of a submission is stored in its row. */
  const judgeJob = async (job: JudgeJob): Promise<JudgeJobOutput> => {
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

  const handler = async ([job]: PgBoss.JobWithMetadata<unknown>[]): Promise<JudgeJobOutput> => {
    const id = job!.id;
    await onLocks('SELECT pg_advisory_lock($1, hashtext($2))', [LOCK_NS, id]);
    log.info(`judge job ${id} started (attempt ${job!.retryCount + 1})`);
    try {
      const output = await judgeJob(judgeJobSchema.parse(job!.data));
      log.info(`judge job ${id} done`);
      return output;
    } catch (e) {
      log.error(`judge job ${id} failed: ${(e as Error).message}`);
      throw e;
    } finally {
      await onLocks('SELECT pg_advisory_unlock($1, hashtext($2))', [LOCK_NS, id]).catch(() => undefined);
    }
  };

  const loops: string[] = [];
  for (let i = 0; i < concurrency; i++) {
    loops.push(await theBoss.work(JUDGE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true }, handler));
  }
  // A queued job wakes the idle loops at once (they also poll every 2 s).
  locks.on('notification', () => {
    for (const loop of loops) theBoss.notifyWorker(loop);
  });

  let reaping = false;
  const reaper = setInterval(() => {
    if (reaping) return;
    reaping = true;
    void reap(pool, theBoss, log).finally(() => (reaping = false));
  }, REAP_INTERVAL_MS);

  log.info(`judge worker ready: ${concurrency} job slot(s), ${judge.backend === 'judge0' ? 'Judge0' : 'local sandbox'}, queue "${JUDGE_QUEUE}"`);
  return {
    concurrency,
    lost,
    async stop(timeoutMs: number) {
      if (stopping) return;
      stopping = true;
      clearInterval(reaper);
      // Waits for the running jobs (at most timeoutMs), then fails the unfinished ones so they are queued again.
      await theBoss.stop({ graceful: true, wait: true, timeout: Math.max(1000, timeoutMs) });
      await judge.shutdown(0);
      // Released before the connection ends, so the worker is no longer counted once stop() resolves.
      await onLocks('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      await locks.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
      await db!.close();
    },
  };
}
