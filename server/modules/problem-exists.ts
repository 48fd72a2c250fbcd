/**
 * The check every module makes before it touches a problem's data: the id has a problem's shape
 * and names a problem (read through the problems repository).
 */
import { MSG } from '../../common/texts.ts';
import type { Db } from '../db/client.ts';
import { problemExists } from '../db/repos/problems.ts';
import { NotFoundError } from './errors.ts';

/** A problem id: 24 lowercase hex characters. */
const PROBLEM_ID = /^[0-9a-f]{24}$/;

/**
 * Refuses an id that cannot name a problem (not 24 lowercase hex characters) before any query.
 * @throws NotFoundError (problem not found)
 */
export function assertProblemIdShape(id: string): void {
  if (!PROBLEM_ID.test(id)) throw new NotFoundError(MSG.problemNotFound);
}

/**
 * Checks that a problem exists, reading only its id (the full row carries the hidden test cases,
 * megabytes for large ones).
 * @returns the id
 * @throws NotFoundError (problem not found) when the id is unknown or malformed
 */
export async function assertProblemExists(db: Db, id: string): Promise<string> {
  assertProblemIdShape(id);
  if (!(await problemExists(db, id))) throw new NotFoundError(MSG.problemNotFound);
  return id;
}
