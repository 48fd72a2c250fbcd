import { eq } from 'drizzle-orm';
import { MSG } from '../../common/contract/messages.ts';
import type { Submission } from '../../common/contract/submission.ts';
import type { Db } from '../db/client.ts';
import { problems, submissions } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** Loads a problem row by id. @throws HttpError 404 when the id is unknown or malformed. */
export async function findProblem(db: Db, id: string) {
  if (!/^[0-9a-f]{24}$/.test(id)) throw new HttpError(404, MSG.problemNotFound);
  const [row] = await db.select().from(problems).where(eq(problems.id, id)).limit(1);
  if (!row) throw new HttpError(404, MSG.problemNotFound);
  return row;
}

/**
 * Checks that a problem exists, reading only its id (the full row carries the
 * hidden test cases, megabytes for large ones). @returns the id.
 * @throws HttpError 404 when the id is unknown or malformed.
 */
export async function assertProblemExists(db: Db, id: string): Promise<string> {
  if (!/^[0-9a-f]{24}$/.test(id)) throw new HttpError(404, MSG.problemNotFound);
  const [row] = await db.select({ id: problems.id }).from(problems).where(eq(problems.id, id)).limit(1);
  if (!row) throw new HttpError(404, MSG.problemNotFound);
  return row.id;
}

/** A submissions row as the API returns it (runtime in seconds and ms, memory in KB). */
export function toSubmissionDto(s: typeof submissions.$inferSelect): Submission {
  return {
    _id: s.id,
    prblmId: s.problemId,
    language: s.language,
    code: s.code,
    status: s.status,
    status_id: s.statusId,
    passedTestCases: s.passedTestCases,
    totalTestCases: s.totalTestCases,
    runtime: s.runtimeMs / 1000,
    runtimeMs: s.runtimeMs,
    memory: s.memoryKb,
    error: s.errorMessage,
    errorMessage: s.errorMessage,
    failedTestCase: s.failedTestCase ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}
