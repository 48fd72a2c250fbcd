/**
 * Problems as cached on this device (the list, full details, solved ids). Written by
 * `refresh.ts`; screens read them through the hooks of `hooks.ts`.
 */
import type { PocketDb, ProblemDetailRow, ProblemRow, SolvedRow } from '../core/db.ts';

/** Every cached problem in the server's list order. */
export async function listProblems(db: PocketDb): Promise<ProblemRow[]> {
  return db.problems.orderBy('position').toArray();
}

/** The cached details of one problem, if any. */
export async function getProblemDetail(db: PocketDb, id: string): Promise<ProblemDetailRow | undefined> {
  return db.problemDetails.get(id);
}

/** The signed-in user's solved problems (list fields). */
export async function listSolved(db: PocketDb): Promise<SolvedRow[]> {
  return db.solved.toArray();
}

/** Ids of the solved problems. */
export async function solvedIds(db: PocketDb): Promise<Set<string>> {
  return new Set((await db.solved.toCollection().primaryKeys()) as string[]);
}

/** How much of the list is available offline: `total` problems listed, `cached` with details. */
export async function offlineCoverage(db: PocketDb): Promise<{ total: number; cached: number }> {
  const ids = (await db.problems.toCollection().primaryKeys()) as string[];
  const cached = await db.problemDetails.where('_id').anyOf(ids).count();
  return { total: ids.length, cached };
}
