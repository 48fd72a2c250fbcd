/**
 * The API's side of the judge queue (`JUDGE_MODE=queue`): runs and submissions become pg-boss jobs
 * in PostgreSQL, taken by `npm run judge-worker` processes (worker.ts); the request waits for its
 * job's end on LISTEN (the trigger store.ts installs NOTIFYs it in the transaction that ends the job)
 * and answers with the same shapes, errors and statuses as inline judging.
 */
import type PgBoss from 'pg-boss';
import pg from 'pg';
import type { Language } from '../../common/contract/common.ts';
import { STATUS, type CustomRunResult, type RunCaseResult } from '../../common/contract/submission.ts';
import { customRunStatus, STATUS_DESCRIPTION } from '../../common/judging/status.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { findSubmission, insertPendingSubmission, listPendingSubmissions } from '../db/repos/submissions.ts';
import { JobAbortedError, JudgeUnavailableError, OwnerBusyError, QueueFullError, type JobOptions, type JudgeObserver } from '../judge/judge.ts';
import type { Judging, JudgingState, SubmissionRow } from '../modules/submissions/judging.ts';
import type { RunnableProblem } from '../modules/submissions/service.ts';
import { DONE_CHANNEL, JUDGE_QUEUE, LOCK_NS, QUEUED_CHANNEL, REAP_INTERVAL_MS, type JudgeJob, type JudgeJobOutput } from './jobs.ts';
import { drizzleOver, executorOf, failPendingOfFailedJobs, noJobInFlight, openBoss, ownerCounts, queueCounts, reap, type QueueLog } from './store.ts';

const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);

/** How much sooner a Run is due than a submission sent at the same moment, seconds (see {@link jobPriority}). */
export const RUN_HEAD_START_S = 5;

/** How much later a job is due for each job its learner already has in flight, seconds (see {@link jobPriority}). */
export const IN_FLIGHT_STEP_S = 30;

/** The epoch of due times, ms (2024-01-01 UTC): seconds since it fit pg-boss's integer priority until 2092. */
const DUE_EPOCH_MS = Date.UTC(2024, 0, 1);

/**
 * A job's pg-boss priority (higher is taken first): minus its due time in whole seconds since
 * 2024, so the workers take jobs earliest-due first (pg-boss orders by priority, then by creation).
 * A job is due when it is sent, a submission {@link RUN_HEAD_START_S} later (a Run's head start:
 * someone waits at the keyboard), and {@link IN_FLIGHT_STEP_S} later for each of the learner's jobs
 * in flight (`mine`), so each learner's first job goes before anyone's second sent about the same
 * time. Unlike a fixed class priority, no job waits without bound: every job sent later than a
 * waiting job's due time goes after it, so a stream of Runs delays a submission by the head start
 * at most, plus the jobs already due, and the other way round.
 * @param nowMs when the job is sent, ms since 1970
 */
export function jobPriority(job: JudgeJob, mine: number, nowMs = Date.now()): number {
  const dueS = Math.floor((nowMs - DUE_EPOCH_MS) / 1000) + (job.kind === 'submit' ? RUN_HEAD_START_S : 0) + mine * IN_FLIGHT_STEP_S;
  return -dueS;
}

/** What the API reads of an ended job. */
interface EndedJob {
  state: string;
  output: unknown;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

export interface QueueJudgingOptions {
  databaseUrl: string;
  /** Jobs waiting in the whole queue beyond which new ones are refused (503). */
  queueLimit: number;
  /** Jobs one learner may have queued or running across every API instance (429 beyond). */
  perUserLimit: number;
  log: QueueLog;
}

/** {@link Judging} through the PostgreSQL job queue. Open it with {@link QueueJudging.open}. */
export class QueueJudging implements Judging {
  readonly mode = 'queue';
  private observer: JudgeObserver = {};
  /** Wakes the request waiting for a job (by job id) to read the job again. */
  private readonly waiters = new Map<string, { wake(): void; fail(e: Error): void }>();
  private listener: pg.Client | null = null;
  private closed = false;
  private reaper: NodeJS.Timeout | null = null;
  private reaping = false;
  /** Recent job durations, ms, for Retry-After estimates. */
  private recentMs = 2000;

  private constructor(
    private readonly opts: QueueJudgingOptions,
    private readonly db: Db,
    private readonly pool: pg.Pool,
    private readonly boss: PgBoss,
  ) {}

  /**
   * Starts pg-boss (creating its schema and the `judge` queue when missing), LISTENs for ended jobs
   * and starts the reaper (jobs of stopped workers are retried once, then Internal Error).
   * @param db the application's database (reads the judged submissions).
   * @throws when PostgreSQL cannot be reached.
   */
  static async open(db: Db, opts: QueueJudgingOptions): Promise<QueueJudging> {
    const boss = await openBoss(opts.databaseUrl, opts.log, { application: 'pocket-judge-api' });
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 8, application_name: 'pocket-judge-api-queue' });
    pool.on('error', (e) => opts.log.error(`judge queue: a connection failed: ${e.message}`));
    const q = new QueueJudging(opts, db, pool, boss);
    await q.listen();
    q.reaper = setInterval(() => {
      if (q.reaping) return;
      q.reaping = true;
      void reap(pool, boss, opts.log).finally(() => (q.reaping = false));
    }, REAP_INTERVAL_MS);
    q.reaper.unref();
    return q;
  }

  /** LISTENs on {@link DONE_CHANNEL}; when the connection ends, connects again and wakes every waiting request to read its job. */
  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.databaseUrl, application_name: 'pocket-judge-api-listen' });
    client.on('notification', (n) => this.waiters.get(n.payload ?? '')?.wake());
    client.on('error', (e) => this.opts.log.error(`judge queue: the LISTEN connection failed: ${e.message}`));
    client.on('end', () => {
      if (this.closed) return;
      this.listener = null;
      const retry = () => {
        if (this.closed) return;
        this.listen().then(
          () => {
            for (const w of this.waiters.values()) w.wake();
          },
          () => setTimeout(retry, 1000).unref(),
        );
      };
      setTimeout(retry, 500).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${DONE_CHANNEL}`);
    this.listener = client;
  }

  async assertAccepts(owner: string): Promise<void> {
    if (this.closed) throw new JudgeUnavailableError('the server is shutting down');
    const { mine, waiting } = await ownerCounts(this.pool, owner);
    this.assertRoom(mine, waiting);
  }

  private assertRoom(mine: number, waiting: number): void {
    if (waiting >= this.opts.queueLimit) throw new QueueFullError('judge queue is full');
    if (mine >= this.opts.perUserLimit) throw new OwnerBusyError(Math.max(1, Math.ceil(this.recentMs / 1000)));
  }

  async runVisible(problemId: string, problem: RunnableProblem, language: Language, code: string, job: JobOptions): Promise<RunCaseResult[]> {
    const owner = job.owner ?? 'anonymous';
    const ended = await this.judgeJob({ kind: 'run', owner, problemId, language, code }, job.signal);
    const output = ended.output as JudgeJobOutput | null;
    if (ended.state === 'completed' && output?.kind === 'run') {
      this.observeRun(language, output.result.map((r) => r.status_id));
      return output.result;
    }
    // Every attempt failed: each case is an Internal Error, as the inline judge reports a case it could not judge.
    this.observer.verdict?.(language, STATUS.INTERNAL_ERROR);
    return problem.visibleTestCases.map((t) => ({
      stdin: t.input,
      expected_output: t.output,
      stdout: '',
      stderr: null,
      compile_output: null,
      status_id: STATUS.INTERNAL_ERROR,
      status: { id: STATUS.INTERNAL_ERROR, description: STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]! },
      time: 0,
      memory: 0,
    }));
  }

  async runCustom(problemId: string, _problem: RunnableProblem, language: Language, code: string, stdin: string, job: JobOptions): Promise<CustomRunResult> {
    const owner = job.owner ?? 'anonymous';
    const ended = await this.judgeJob({ kind: 'custom', owner, problemId, language, code, stdin }, job.signal);
    const output = ended.output as JudgeJobOutput | null;
    if (ended.state === 'completed' && output?.kind === 'custom') {
      this.observeRun(language, [output.result.status.id]);
      return output.result;
    }
    this.observer.verdict?.(language, STATUS.INTERNAL_ERROR);
    return { stdin, stdout: '', stderr: null, compile_output: null, status: customRunStatus(STATUS.INTERNAL_ERROR), time: 0, memory: 0 };
  }

  async submit(owner: string, problem: { id: string; hiddenCount: number }, language: Language, code: string): Promise<SubmissionRow> {
    let submissionId = '';
    // The row and its job are made in one transaction: a pending submission always has a job.
    const jobId = await this.enqueue({ kind: 'submit', owner, submissionId: '' }, async (c, job) => {
      submissionId = newId();
      await insertPendingSubmission(drizzleOver(c), { id: submissionId, userId: owner, problemId: problem.id, totalTestCases: problem.hiddenCount, language, code });
      if (job.kind === 'submit') job.submissionId = submissionId;
    });
    const ended = await this.waitForEnd(jobId);
    // Every attempt failed: the waiting request stores the Internal Error at once (the reaper would too).
    if (ended.state !== 'completed') await failPendingOfFailedJobs(this.pool, [submissionId]);
    const row = await findSubmission(this.db, submissionId);
    if (!row) throw new Error(`submission ${submissionId} vanished`);
    this.observer.verdict?.(language, row.statusId);
    return row;
  }

  /** Queues `job` (checking the learner's limit and the queue's size) and waits for it to end. */
  private async judgeJob(job: JudgeJob, signal?: AbortSignal): Promise<EndedJob> {
    if (signal?.aborted) throw new JobAbortedError('the caller has gone');
    const id = await this.enqueue(job);
    const ended = await this.waitForEnd(id, signal);
    if (ended.state === 'cancelled') throw new JobAbortedError('the caller has gone');
    return ended;
  }

  /**
   * In one transaction, under the learner's advisory lock (so two instances cannot both take the
   * learner's last slot): checks the learner's jobs and the queue's size, runs `before` (storing a
   * submission), sends the job with {@link jobPriority} and NOTIFYs the workers.
   * @returns the job's id. @throws QueueFullError, OwnerBusyError, JudgeUnavailableError.
   */
  private async enqueue(job: JudgeJob, before?: (c: pg.PoolClient, job: JudgeJob) => Promise<void>, opts: { exempt?: boolean } = {}): Promise<string> {
    if (this.closed) throw new JudgeUnavailableError('the server is shutting down');
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NS, `owner:${job.owner}`]);
      const { mine, waiting } = await ownerCounts(c, job.owner);
      if (!opts.exempt) this.assertRoom(mine, waiting);
      await before?.(c, job);
      const id = await this.boss.send(JUDGE_QUEUE, job, { priority: jobPriority(job, mine), db: executorOf(c) });
      if (!id) throw new Error('the judge queue refused the job');
      await c.query('SELECT pg_notify($1, $2)', [QUEUED_CHANNEL, id]);
      await c.query('COMMIT');
      return id;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  /**
   * Waits for the job's NOTIFY, reading the job once before each wait (so an ending that came before
   * the wait began is seen). When `signal` fires, the job is cancelled (a waiting job never runs).
   */
  private async waitForEnd(id: string, signal?: AbortSignal): Promise<EndedJob> {
    const onAbort = () => void this.boss.cancel(JUDGE_QUEUE, id).catch((e: Error) => this.opts.log.error(`judge queue: cancelling ${id} failed: ${e.message}`));
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        const woken = new Promise<void>((wake, fail) => this.waiters.set(id, { wake, fail }));
        const job = (await this.boss.getJobById(JUDGE_QUEUE, id, { includeArchive: true })) as EndedJob | null;
        if (!job) return { state: 'failed', output: null, createdOn: new Date(), startedOn: null, completedOn: null };
        if (FINAL_STATES.has(job.state)) {
          if (job.startedOn) this.observer.jobStarted?.((job.startedOn.getTime() - job.createdOn.getTime()) / 1000);
          if (job.startedOn && job.completedOn) this.recentMs = Math.round(this.recentMs * 0.8 + (job.completedOn.getTime() - job.startedOn.getTime()) * 0.2);
          return job;
        }
        await woken;
      }
    } finally {
      this.waiters.delete(id);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private observeRun(language: Language, statusIds: number[]): void {
    const failed = statusIds.find((s) => s !== STATUS.ACCEPTED);
    this.observer.verdict?.(language, failed ?? STATUS.ACCEPTED);
  }

  /**
   * Stores Internal Error for pending submissions whose job failed for good, then queues a job for
   * every other pending submission that has none queued or running (one instance at a time, under
   * an advisory lock). Jobs of boot recovery are not subject to the learners' limits.
   */
  async recoverPending(log: { info(m: string): void; error(m: string): void }): Promise<number> {
    const errored = await failPendingOfFailedJobs(this.pool);
    if (errored.length) log.info(`stored Internal Error for ${errored.length} pending submission(s) whose judge job failed`);
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SELECT pg_advisory_xact_lock($1, 1)', [LOCK_NS]);
      const rows = await listPendingSubmissions(drizzleOver(c), noJobInFlight);
      for (const r of rows) {
        const job: JudgeJob = { kind: 'submit', owner: r.userId, submissionId: r.id };
        const id = await this.boss.send(JUDGE_QUEUE, job, { priority: jobPriority(job, 0), db: executorOf(c) });
        await c.query('SELECT pg_notify($1, $2)', [QUEUED_CHANNEL, id]);
      }
      await c.query('COMMIT');
      if (rows.length) log.info(`queued ${rows.length} pending submission(s) for the judge workers`);
      return rows.length;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }

  async state(): Promise<JudgingState> {
    if (this.closed) return { available: false, reason: 'the server is shutting down', backend: 'queue' };
    const counts = await queueCounts(this.pool);
    return { available: true, backend: 'queue', ...counts };
  }

  setObserver(observer: JudgeObserver): void {
    this.observer = observer;
  }

  /**
   * Stops: requests still waiting for a job are answered 503 (their jobs go on in the workers and
   * store their verdicts), the LISTEN connection, the reaper and pg-boss stop. Runs no job itself.
   * @returns 0.
   */
  async shutdown(_timeoutMs: number): Promise<number> {
    if (this.closed) return 0;
    this.closed = true;
    if (this.reaper) clearInterval(this.reaper);
    for (const w of this.waiters.values()) w.fail(new JudgeUnavailableError('the server is shutting down'));
    await this.listener?.end().catch(() => undefined);
    await this.boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await this.pool.end();
    return 0;
  }
}
