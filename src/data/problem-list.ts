/**
 * The problem list screen's data in one live query: the cached problems, the solved ones, the
 * saved (starred) ids and the learner's progress. One query instead of one per table means the
 * screen renders once when its data is read (and once per write that changes it), not once per
 * table as each read settles.
 */
import type { Progress } from '../../common/contract/index.ts';
import { getDb, type PocketDb, type ProblemRow, type SolvedRow } from './core/db.ts';
import { useLiveQuery } from './core/live.ts';
import { listProblems, listSolved, readProgress } from './problems/repository.ts';
import { starredIds } from './stars/repository.ts';

/** What {@link useProblemListData} reads. */
export interface ProblemListSnapshot {
  /** Every cached problem, in list order. */
  problems: ProblemRow[];
  solved: SolvedRow[];
  /** Ids of the saved problems, sorted. */
  starred: string[];
  progress: Progress;
}

/** Reads the list screen's data (the four reads run side by side). */
export async function readProblemList(db: PocketDb): Promise<ProblemListSnapshot> {
  const [problems, solved, starred, progress] = await Promise.all([listProblems(db), listSolved(db), starredIds(db), readProgress(db)]);
  return { problems, solved, starred, progress };
}

/** The list screen's data, live (`undefined` until the first read). */
export function useProblemListData(db: PocketDb = getDb()): ProblemListSnapshot | undefined {
  return useLiveQuery(() => readProblemList(db), [db]);
}
