/**
 * The `submissions` table's repository: the one file that inserts, updates or deletes submissions —
 * a pending row, its verdict, the Internal Error of one whose judge job failed for good, a refused
 * one — and the submission reads the judge queue needs.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../common/contract/common.ts';
import { STATUS } from '../../../common/contract/submission.ts';
import type { Db } from '../client.ts';
import { problems, submissions } from '../schema.ts';

/** A row of `submissions`. */
export type SubmissionRecord = typeof submissions.$inferSelect;

/** The verdict columns a judged submission is stored with. */
export type VerdictColumns = Pick<
  typeof submissions.$inferInsert,
  'status' | 'statusId' | 'passedTestCases' | 'totalTestCases' | 'runtimeMs' | 'memoryKb' | 'errorMessage' | 'failedTestCase' | 'score' | 'maxScore' | 'groupResults'
>;

/** Inserts a pending submission (`In Queue`) with the id `id`. `totalTestCases` is the problem's hidden test count. */
export async function insertPendingSubmission(db: Db, row: { id: string; userId: string; problemId: string; totalTestCases: number; language: Language; code: string }): Promise<void> {
  await db.insert(submissions).values({ ...row, status: 'pending', statusId: STATUS.IN_QUEUE });
}

/** The submission `id`, or undefined. */
export async function findSubmission(db: Db, id: string): Promise<SubmissionRecord | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  return row;
}

/** Stores the verdict of submission `id`, judged now. @returns the updated row, or undefined when it is gone */
export async function storeVerdict(db: Db, id: string, verdict: VerdictColumns): Promise<SubmissionRecord | undefined> {
  const [updated] = await db
    .update(submissions)
    .set({ ...verdict, judgedAt: new Date() })
    .where(eq(submissions.id, id))
    .returning();
  return updated;
}

/** Deletes submission `id` (refused before it ran). */
export async function deleteSubmissionRow(db: Db, id: string): Promise<void> {
  await db.delete(submissions).where(eq(submissions.id, id));
}

/** The pending submissions (id and owner), oldest first; `extra`: a further condition on the row. */
export async function listPendingSubmissions(db: Db, extra?: (id: typeof submissions.id) => SQL): Promise<{ id: string; userId: string }[]> {
  return db
    .select({ id: submissions.id, userId: submissions.userId })
    .from(submissions)
    .where(and(eq(submissions.status, 'pending'), extra?.(submissions.id)))
    .orderBy(submissions.createdAt);
}

/**
 * Stores Internal Error (`message`, judged now, nothing passed; score 0 on a scoring problem, else
 * none) for every `pending` submission that `jobFailedForGood` holds for (`only`: just these).
 * @returns the ids of the submissions updated.
 */
export async function storeInternalErrorOfPending(db: Db, message: string, jobFailedForGood: (id: typeof submissions.id) => SQL, only?: string[]): Promise<string[]> {
  const scoring = sql`(SELECT ${problems.scoring} FROM ${problems} WHERE ${problems.id} = ${submissions.problemId})`;
  const rows = await db
    .update(submissions)
    .set({
      status: 'error',
      statusId: STATUS.INTERNAL_ERROR,
      passedTestCases: 0,
      runtimeMs: 0,
      memoryKb: 0,
      errorMessage: message,
      failedTestCase: null,
      judgedAt: sql`now()`,
      score: sql`CASE WHEN ${scoring} IS NULL THEN NULL ELSE 0 END`,
      groupResults: null,
    })
    .where(and(eq(submissions.status, 'pending'), only === undefined ? undefined : only.length ? inArray(submissions.id, only) : sql`false`, jobFailedForGood(submissions.id)))
    .returning({ id: submissions.id });
  return rows.map((r) => r.id);
}
