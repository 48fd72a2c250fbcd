import { eq } from 'drizzle-orm';
import type { Language } from '../../src/contract/common.ts';
import { STATUS, type RunCaseResult, type SubmissionStatus } from '../../src/contract/submission.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { problems, submissions } from '../db/schema.ts';
import { STATUS_DESCRIPTION } from './verdict.ts';
import type { Judge, JudgeOutcome } from './judge.ts';

/**
 * Glue between the judge and the database: runs a problem's visible tests,
 * judges and stores submissions, and re-judges submissions left pending by a
 * restart.
 */

type ProblemRow = typeof problems.$inferSelect;

/** Runs the visible test cases and returns one Judge0-shaped result per case (spec §3 Run result). */
export async function runVisibleTests(judge: Judge, problem: ProblemRow, language: Language, code: string): Promise<RunCaseResult[]> {
  const tests = problem.visibleTestCases.map((t) => ({ input: t.input, output: t.output }));
  const outcome = await judge.evaluate({
    language,
    code,
    tests,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitKb: problem.memoryLimitKb,
    stopOnFirstFailure: false,
  });
  return tests.map((t, i) => {
    const c = outcome.cases[i];
    const statusId = outcome.compileOutput !== null ? STATUS.COMPILATION_ERROR : (c?.statusId ?? STATUS.INTERNAL_ERROR);
    return {
      stdin: t.input,
      expected_output: t.output,
      stdout: c?.stdout ?? '',
      stderr: c?.stderr || null,
      compile_output: outcome.compileOutput,
      status_id: statusId,
      status: { id: statusId, description: c?.description ?? STATUS_DESCRIPTION[statusId]! },
      time: (c?.timeMs ?? 0) / 1000,
      memory: c?.memoryKb ?? 0,
    };
  });
}

/** The stored verdict of a judged submission (spec §9: runtime is the sum of times, memory the max). */
export function summarise(outcome: JudgeOutcome, totalTestCases: number) {
  if (outcome.compileOutput !== null) {
    return {
      status: 'error' as SubmissionStatus,
      statusId: STATUS.COMPILATION_ERROR,
      passedTestCases: 0,
      totalTestCases,
      runtimeMs: 0,
      memoryKb: 0,
      errorMessage: `Compilation Error\n${outcome.compileOutput}`,
    };
  }
  const passed = outcome.cases.filter((c) => c.statusId === STATUS.ACCEPTED).length;
  const failed = outcome.cases.find((c) => c.statusId !== STATUS.ACCEPTED);
  const runtimeMs = outcome.cases.reduce((s, c) => s + c.timeMs, 0);
  const memoryKb = outcome.cases.reduce((m, c) => Math.max(m, c.memoryKb), 0);
  if (!failed && passed === totalTestCases) {
    return { status: 'accepted' as SubmissionStatus, statusId: STATUS.ACCEPTED, passedTestCases: passed, totalTestCases, runtimeMs, memoryKb, errorMessage: null };
  }
  const statusId = failed?.statusId ?? STATUS.INTERNAL_ERROR;
  let errorMessage = failed?.description ?? STATUS_DESCRIPTION[statusId]!;
  if (failed && statusId !== STATUS.WRONG_ANSWER && failed.stderr.trim()) {
    errorMessage += `\n${failed.stderr.trim().slice(0, 4000)}`;
  }
  return {
    status: (statusId === STATUS.WRONG_ANSWER ? 'wrong' : 'error') as SubmissionStatus,
    statusId,
    passedTestCases: passed,
    totalTestCases,
    runtimeMs,
    memoryKb,
    errorMessage,
  };
}

/** Inserts a pending submission and returns its id. */
export async function createPendingSubmission(db: Db, userId: string, problem: ProblemRow, language: Language, code: string): Promise<string> {
  const id = newId();
  await db.insert(submissions).values({
    id,
    userId,
    problemId: problem.id,
    language,
    code,
    status: 'pending',
    statusId: STATUS.IN_QUEUE,
    totalTestCases: problem.hiddenTestCases.length,
  });
  return id;
}

/**
 * Judges a stored submission against the problem's hidden test cases and
 * stores the verdict. Whatever happens, the row does not stay `pending`:
 * unexpected failures are stored as Internal Error.
 * @returns the updated row.
 */
export async function judgeSubmission(db: Db, judge: Judge, submissionId: string, problem: ProblemRow): Promise<typeof submissions.$inferSelect> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (!row) throw new Error(`submission ${submissionId} vanished`);
  let verdict: ReturnType<typeof summarise>;
  try {
    const outcome = await judge.evaluate({
      language: row.language,
      code: row.code,
      tests: problem.hiddenTestCases,
      timeLimitMs: problem.timeLimitMs,
      memoryLimitKb: problem.memoryLimitKb,
      stopOnFirstFailure: true,
    });
    verdict = summarise(outcome, problem.hiddenTestCases.length);
  } catch (e) {
    verdict = {
      status: 'error',
      statusId: STATUS.INTERNAL_ERROR,
      passedTestCases: 0,
      totalTestCases: problem.hiddenTestCases.length,
      runtimeMs: 0,
      memoryKb: 0,
      errorMessage: `Internal Error: ${(e as Error).message}`,
    };
  }
  const [updated] = await db
    .update(submissions)
    .set({ ...verdict, judgedAt: new Date() })
    .where(eq(submissions.id, submissionId))
    .returning();
  return updated!;
}

/**
 * Re-judges submissions left `pending` (the server stopped while they waited).
 * Runs in the background; returns how many were queued.
 */
export async function recoverPendingSubmissions(db: Db, judge: Judge, log: { info(m: string): void; error(m: string): void }): Promise<number> {
  const pending = await db.select({ id: submissions.id, problemId: submissions.problemId }).from(submissions).where(eq(submissions.status, 'pending'));
  for (const p of pending) {
    const [problem] = await db.select().from(problems).where(eq(problems.id, p.problemId)).limit(1);
    if (!problem) continue;
    judgeSubmission(db, judge, p.id, problem).catch((e) => log.error(`re-judging ${p.id} failed: ${(e as Error).message}`));
  }
  if (pending.length) log.info(`re-judging ${pending.length} pending submission(s)`);
  return pending.length;
}
