import type { Language } from '../../../common/contract/common.ts';
import type { CustomRunResult, RunCaseResult } from '../../../common/contract/submission.ts';
import type { Db } from '../../db/client.ts';
import type { submissions } from '../../db/schema.ts';
import { OwnerBusyError, QueueFullError, type JobOptions, type Judge, type JudgeObserver } from '../../judge/judge.ts';
import {
  createPendingSubmission,
  deleteSubmission,
  judgeSubmission,
  recoverPendingSubmissions,
  runCustomInput,
  runVisibleTests,
  type RunnableProblem,
} from './service.ts';

/** A stored submission row. */
export type SubmissionRow = typeof submissions.$inferSelect;

/** The judge's state as /api/health reports it. */
export type JudgingState =
  | { available: false; reason: string; backend: 'sandbox' | 'judge0' | 'queue' }
  | {
      available: true;
      backend: 'sandbox' | 'judge0' | 'queue';
      /** Jobs waiting (in queue mode: across every API instance, in the database). */
      pending: number;
      /** Jobs running (in queue mode: on the judge workers). */
      running: number;
      /** How jobs are contained (inline mode only). */
      isolation?: Judge['isolation'];
      /** Judge worker processes connected now (queue mode only). */
      workers?: number;
    };

/**
 * How the API gets code judged: in this process (`JUDGE_MODE=inline`, {@link InlineJudging}) or by
 * judge worker processes through a PostgreSQL job queue (`JUDGE_MODE=queue`,
 * server/judge-queue/client.ts). Both give the same results and throw the same errors
 * (JudgeUnavailableError, QueueFullError, OwnerBusyError, JobAbortedError), so the routes answer alike.
 */
export interface Judging {
  readonly mode: 'inline' | 'queue';
  /**
   * Checks, without queueing, that a job of `owner` would be accepted now.
   * @throws JudgeUnavailableError, QueueFullError or OwnerBusyError.
   */
  assertAccepts(owner: string): Promise<void>;
  /** Runs the visible test cases of problem `problemId` (already loaded as `problem`). @throws as {@link assertAccepts}, JobAbortedError */
  runVisible(problemId: string, problem: RunnableProblem, language: Language, code: string, job: JobOptions): Promise<RunCaseResult[]>;
  /** Runs the code once on the learner's own input. @throws as {@link runVisible} */
  runCustom(problemId: string, problem: RunnableProblem, language: Language, code: string, stdin: string, job: JobOptions): Promise<CustomRunResult>;
  /**
   * Stores a pending submission and judges it; resolves with the judged row. A submission refused
   * before it was queued (queue full, learner's limit) is not kept.
   * @throws as {@link assertAccepts}.
   */
  submit(owner: string, problem: { id: string; hiddenCount: number }, language: Language, code: string): Promise<SubmissionRow>;
  /** Makes sure every `pending` submission gets judged (at boot). @returns how many were queued. */
  recoverPending(log: { info(m: string): void; error(m: string): void }): Promise<number>;
  /** The judge's availability and queue depth. */
  state(): Promise<JudgingState>;
  /** Receives job and verdict events (metrics). */
  setObserver(observer: JudgeObserver): void;
  /**
   * Stops taking jobs and waits for this process's own running ones, at most `timeoutMs`.
   * @returns how many of its jobs were still running then.
   */
  shutdown(timeoutMs: number): Promise<number>;
}

/** `JUDGE_MODE=inline`: every job runs in this process's {@link Judge} (its fair queue and sandbox, or Judge0). */
export class InlineJudging implements Judging {
  readonly mode = 'inline';

  constructor(
    private readonly db: Db,
    private readonly judge: Judge,
  ) {}

  async assertAccepts(owner: string): Promise<void> {
    this.judge.assertAccepts(owner);
  }

  runVisible(_problemId: string, problem: RunnableProblem, language: Language, code: string, job: JobOptions): Promise<RunCaseResult[]> {
    return runVisibleTests(this.judge, problem, language, code, job);
  }

  runCustom(_problemId: string, problem: RunnableProblem, language: Language, code: string, stdin: string, job: JobOptions): Promise<CustomRunResult> {
    return runCustomInput(this.judge, problem, language, code, stdin, job);
  }

  async submit(owner: string, problem: { id: string; hiddenCount: number }, language: Language, code: string): Promise<SubmissionRow> {
    const id = await createPendingSubmission(this.db, owner, problem.id, problem.hiddenCount, language, code);
    try {
      return await judgeSubmission(this.db, this.judge, id, owner);
    } catch (e) {
      // Refused before it ran (the queue filled up meanwhile): the client is told to retry, so no row stays behind.
      if (e instanceof QueueFullError || e instanceof OwnerBusyError) await deleteSubmission(this.db, id);
      throw e;
    }
  }

  async recoverPending(log: { info(m: string): void; error(m: string): void }): Promise<number> {
    if (this.judge.unavailable) return 0;
    return recoverPendingSubmissions(this.db, this.judge, log);
  }

  async state(): Promise<JudgingState> {
    const j = this.judge;
    return j.unavailable
      ? { available: false, reason: j.unavailable, backend: j.backend }
      : { available: true, backend: j.backend, pending: j.pending, running: j.running, isolation: j.isolation };
  }

  setObserver(observer: JudgeObserver): void {
    this.judge.setObserver(observer);
  }

  shutdown(timeoutMs: number): Promise<number> {
    return this.judge.shutdown(timeoutMs);
  }
}
