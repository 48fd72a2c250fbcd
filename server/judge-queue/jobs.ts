/**
 * The judge queue's jobs: what the API puts in the PostgreSQL job queue (pg-boss) and what a judge
 * worker returns. A job carries ids and the learner's input only: a submission job names the stored
 * submission (the worker loads its code and the problem's hidden test cases), a run names the problem
 * (the worker loads its visible test cases) and carries the code and, for a custom run, the stdin.
 */
import { z } from 'zod';
import { languageSchema } from '../../common/contract/common.ts';
import type { CustomRunResult, RunCaseResult } from '../../common/contract/submission.ts';

/** The pg-boss queue every judge job goes to. */
export const JUDGE_QUEUE = 'judge';

/** The pg-boss schema (tables `pgboss.job`, `pgboss.queue`, …) in the application's database. */
export const BOSS_SCHEMA = 'pgboss';

/** NOTIFY channel: a judge job reached a final state (completed, failed or cancelled); payload: its id. */
export const DONE_CHANNEL = 'pj_judge_done';

/** NOTIFY channel: a judge job was queued (wakes idle workers at once instead of at their next poll). */
export const QUEUED_CHANNEL = 'pj_judge_queued';

/**
 * First key of the advisory locks the queue uses (`pg_advisory_lock(key1, key2)`): a worker holds
 * (LOCK_NS, hashtext(job id)) while it runs a job and (WORKER_LOCK_NS, a random key) while it is connected.
 */
export const LOCK_NS = 0x504a_4a42; // "PJJB"
export const WORKER_LOCK_NS = 0x504a_574b; // "PJWK"

/** Attempts after the first one when the worker running a job stops or its judging throws. */
export const RETRY_LIMIT = 1;

/** Longest a job may run before pg-boss fails it, seconds (compile plus every test case at their wall limits fits well within). */
export const JOB_EXPIRE_SECONDS = 15 * 60;

/**
 * How long after a job started its worker may take to lock it, seconds: an active job older than
 * this whose lock nobody holds belongs to a worker that has stopped.
 */
export const LOCK_GRACE_SECONDS = 5;

/** How often each process looks for jobs of stopped workers, ms. */
export const REAP_INTERVAL_MS = 2000;

const owner = z.string().min(1).max(64);
const id = z.string().regex(/^[0-9a-f]{24}$/);

/** A job's data, validated by the worker before it runs anything. */
export const judgeJobSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('submit'), owner, submissionId: id }),
  z.strictObject({ kind: z.literal('run'), owner, problemId: id, language: languageSchema, code: z.string() }),
  z.strictObject({ kind: z.literal('custom'), owner, problemId: id, language: languageSchema, code: z.string(), stdin: z.string() }),
]);
export type JudgeJob = z.infer<typeof judgeJobSchema>;

/** What a completed job stores as its output (pg-boss `output`): a submission's verdict is in its row. */
export type JudgeJobOutput = { kind: 'submit' } | { kind: 'run'; result: RunCaseResult[] } | { kind: 'custom'; result: CustomRunResult };
