/**
 * The judge queue's PostgreSQL side, shared by the API (client.ts) and the judge workers (worker.ts):
 * pg-boss and its `judge` queue, the trigger that NOTIFYs when a job ends, the queue's counts, the
 * reaper that fails the jobs of stopped workers, and the sweep that stores Internal Error for
 * submissions whose job failed for good.
 */
import PgBoss from 'pg-boss';
import pg from 'pg';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../db/client.ts';
import { storeInternalErrorOfPending } from '../db/repos/submissions.ts';
import * as schema from '../db/schema.ts';
import { BOSS_SCHEMA, DONE_CHANNEL, JOB_EXPIRE_SECONDS, JUDGE_QUEUE, LOCK_GRACE_SECONDS, LOCK_NS, RETRY_LIMIT, WORKER_LOCK_NS } from './jobs.ts';

/** Completed jobs stay in `pgboss.job` this long (a waiting request reads the archive too), s. */
const ARCHIVE_COMPLETED_SECONDS = 15 * 60;
/** Failed jobs stay in `pgboss.job` this long: the Internal Error sweep and boot recovery read them there, s. */
const ARCHIVE_FAILED_SECONDS = 7 * 24 * 3600;

/** A logger of the queue's events. */
export interface QueueLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** pg-boss's executor over one client (so a job is sent, completed or failed inside our own transaction). */
export function executorOf(client: pg.PoolClient | pg.Client): PgBoss.Db {
  return { executeSql: (text, values) => client.query(text, values) };
}

/**
 * Starts pg-boss on `databaseUrl` (creating or migrating its schema), creates the `judge` queue
 * (one retry, {@link JOB_EXPIRE_SECONDS}) and the trigger that NOTIFYs {@link DONE_CHANNEL} with a
 * job's id when it is completed, failed or cancelled — in the same transaction, so no ending is missed.
 * @throws when the database cannot be reached or the schema cannot be made.
 */
export async function openBoss(databaseUrl: string, log: QueueLog, opts: { max?: number; application?: string } = {}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: BOSS_SCHEMA,
    max: opts.max ?? 4,
    application_name: opts.application ?? 'pocket-judge',
    schedule: false,
    // Ended jobs move to pgboss.archive: the live table (which the per-learner counts scan) stays small.
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
  });
  boss.on('error', (e) => log.error(`judge queue: ${(e as Error).message}`));
  await boss.start();
  await boss.createQueue(JUDGE_QUEUE, { name: JUDGE_QUEUE, policy: 'standard', retryLimit: RETRY_LIMIT, retryDelay: 0, expireInSeconds: JOB_EXPIRE_SECONDS });
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('BEGIN');
    await c.query('SELECT pg_advisory_xact_lock($1, 0)', [LOCK_NS]);
    await c.query(`
      CREATE OR REPLACE FUNCTION pj_judge_job_done() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${DONE_CHANNEL}', NEW.id::text);
        RETURN NULL;
      END $$`);
    const { rowCount } = await c.query(`SELECT 1 FROM pg_trigger WHERE tgname = 'pj_judge_job_done' AND tgrelid = '${BOSS_SCHEMA}.job'::regclass`);
    if (!rowCount) {
      // pg-boss fails a job by deleting and inserting it again, so inserts count as well as updates.
      await c.query(`
        CREATE TRIGGER pj_judge_job_done AFTER INSERT OR UPDATE OF state ON ${BOSS_SCHEMA}.job FOR EACH ROW
        WHEN (NEW.name = '${JUDGE_QUEUE}' AND NEW.state IN ('completed', 'failed', 'cancelled'))
        EXECUTE FUNCTION pj_judge_job_done()`);
    }
    await c.query('COMMIT');
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    await boss.stop({ graceful: false }).catch(() => undefined);
    throw e;
  } finally {
    await c.end();
  }
  return boss;
}

/** The queue's depth: jobs waiting (created or to be retried) and running, and connected judge workers. */
export async function queueCounts(client: pg.Pool | pg.PoolClient): Promise<{ pending: number; running: number; workers: number }> {
  const { rows } = await client.query<{ pending: number; running: number; workers: number }>(
    `SELECT count(*) FILTER (WHERE state < 'active')::int AS pending, count(*) FILTER (WHERE state = 'active')::int AS running,
       (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $2::int::oid AND objsubid = 2
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())) AS workers
     FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND state < 'completed'`,
    [JUDGE_QUEUE, WORKER_LOCK_NS],
  );
  return rows[0]!;
}

/** Jobs of `owner` queued or running, and jobs of everyone waiting. */
export async function ownerCounts(client: pg.Pool | pg.PoolClient, owner: string): Promise<{ mine: number; waiting: number }> {
  const { rows } = await client.query<{ mine: number; waiting: number }>(
    `SELECT count(*) FILTER (WHERE data->>'owner' = $2)::int AS mine, count(*) FILTER (WHERE state < 'active')::int AS waiting
     FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND state < 'completed'`,
    [JUDGE_QUEUE, owner],
  );
  return rows[0]!;
}

/**
 * Fails the running jobs whose worker has stopped: active for more than {@link LOCK_GRACE_SECONDS}
 * while nobody holds their advisory lock (a worker holds it on its own connection, which ends with
 * the process). pg-boss then queues the job again ({@link RETRY_LIMIT}) or marks it failed. Each
 * job is failed in a transaction that holds its lock and re-reads it, so a job another worker has
 * just taken again is left alone. Safe to run in several processes at once.
 * @returns the ids of the jobs failed.
 */
export async function reapStoppedWorkers(pool: pg.Pool, boss: PgBoss): Promise<string[]> {
  const { rows } = await pool.query<{ id: string; started: Date }>(
    `SELECT j.id, j.started_on AS started FROM ${BOSS_SCHEMA}.job j
     WHERE j.name = $1 AND j.state = 'active' AND j.started_on < now() - make_interval(secs => $2)
       AND NOT EXISTS (SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND l.classid = $3::int::oid AND l.objid = hashtext(j.id::text)::oid)`,
    [JUDGE_QUEUE, LOCK_GRACE_SECONDS, LOCK_NS],
  );
  const failed: string[] = [];
  for (const job of rows) {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const { rows: locked } = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok', [LOCK_NS, job.id]);
      if (locked[0]?.ok) {
        const { rows: now } = await c.query<{ state: string; started: Date }>(`SELECT state, started_on AS started FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND id = $2 FOR UPDATE`, [JUDGE_QUEUE, job.id]);
        if (now[0]?.state === 'active' && now[0].started.getTime() === job.started.getTime()) {
          await boss.fail(JUDGE_QUEUE, job.id, { message: 'the judge worker running this job stopped' }, { db: executorOf(c) });
          failed.push(job.id);
        }
      }
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }
  return failed;
}

/** The text stored for a submission whose judge job failed on every attempt. */
export const JOB_FAILED_MESSAGE = 'Internal Error: the judge could not finish this submission';

/**
 * The condition "the judge job of this submission has failed for good and it has no other job
 * queued or running", on `pgboss.job` (pg-boss's own table, read here only).
 */
export function jobFailedForGood(submissionId: SQLWrapper): SQL {
  const job = sql.raw(`${BOSS_SCHEMA}.job`);
  return sql`EXISTS (SELECT 1 FROM ${job} j WHERE j.name = ${JUDGE_QUEUE} AND j.state = 'failed' AND j.data->>'kind' = 'submit' AND j.data->>'submissionId' = ${submissionId})
       AND NOT EXISTS (SELECT 1 FROM ${job} j WHERE j.name = ${JUDGE_QUEUE} AND j.state < 'completed' AND j.data->>'submissionId' = ${submissionId})`;
}

/** The condition "this submission has no judge job queued or running", on `pgboss.job`. */
export function noJobInFlight(submissionId: SQLWrapper): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${sql.raw(`${BOSS_SCHEMA}.job`)} j WHERE j.name = ${JUDGE_QUEUE} AND j.state < 'completed' AND j.data->>'submissionId' = ${submissionId})`;
}

/** The drizzle database over one pg pool or client (typed against server/db/schema.ts). */
export function drizzleOver(client: pg.Pool | pg.PoolClient): Db {
  return drizzle({ client, schema }) as unknown as Db;
}

/**
 * Stores Internal Error for every `pending` submission whose judge job has failed for good and that
 * has no other job queued or running (`only`: just these submissions), through the submissions repository.
 * @returns the ids of the submissions updated.
 */
export async function failPendingOfFailedJobs(client: pg.Pool | pg.PoolClient, only?: string[]): Promise<string[]> {
  return storeInternalErrorOfPending(drizzleOver(client), JOB_FAILED_MESSAGE, jobFailedForGood, only);
}

/**
 * One reaper pass: fails the jobs of stopped workers, then stores Internal Error for the submissions
 * whose job has failed for good. Logs what it did; never throws.
 */
export async function reap(pool: pg.Pool, boss: PgBoss, log: QueueLog): Promise<void> {
  try {
    const failed = await reapStoppedWorkers(pool, boss);
    if (failed.length) log.warn(`judge queue: ${failed.length} job(s) of a stopped worker failed (retried once, then Internal Error): ${failed.join(', ')}`);
    const errored = await failPendingOfFailedJobs(pool);
    if (errored.length) log.warn(`judge queue: ${errored.length} submission(s) stored as Internal Error after their job failed: ${errored.join(', ')}`);
  } catch (e) {
    log.error(`judge queue: reaper pass failed: ${(e as Error).message}`);
  }
}
