/**
 * Problems as cached on this device (the list, full details, solved ids). Written by
 * `refresh.ts`; screens read them through the hooks of `hooks.ts`.
 */
import type { Progress } from '../../../common/contract/index.ts';
import type { PocketDb, ProblemDetailRow, ProblemRow, SolvedRow } from '../core/db.ts';
import { KV, kvGet } from '../core/kv.ts';

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

/** The signed-in learner's cached progress (empty before the first refresh). */
export async function readProgress(db: PocketDb): Promise<Progress> {
  return (await kvGet<Progress>(db, KV.progress)) ?? { attempted: [], acceptedAt: [] };
}

/**
 * Adds a judged submission to the cached progress (inside a `rw` transaction over `kv`), so the
 * list's marks and the calendar follow a verdict before the next refresh.
 * @param acceptedAt ISO time of the submission when it was accepted, else null
 * @param score a scoring problem's score and full score (kept when better than the best so far), else null
 */
export async function recordSubmissionInProgress(db: PocketDb, prblmId: string, acceptedAt: string | null, score: { score: number; max: number } | null = null): Promise<void> {
  const progress = await readProgress(db);
  const attempted = progress.attempted.includes(prblmId) ? progress.attempted : [...progress.attempted, prblmId].sort();
  const accepted = acceptedAt && !progress.acceptedAt.includes(acceptedAt) ? [acceptedAt, ...progress.acceptedAt] : progress.acceptedAt;
  let bestScores = progress.bestScores;
  const prev = bestScores?.[prblmId];
  if (score && (!prev || score.score > prev.best)) bestScores = { ...bestScores, [prblmId]: { best: score.score, max: score.max } };
  await db.kv.put({ key: KV.progress, value: { attempted, acceptedAt: accepted, ...(bestScores ? { bestScores } : {}) } satisfies Progress });
}

/** How much of the list is available offline: `total` problems listed, `cached` with details. */
export async function offlineCoverage(db: PocketDb): Promise<{ total: number; cached: number }> {
  const ids = (await db.problems.toCollection().primaryKeys()) as string[];
  const cached = await db.problemDetails.where('_id').anyOf(ids).count();
  return { total: ids.length, cached };
}
