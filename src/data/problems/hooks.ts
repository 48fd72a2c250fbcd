/** React hooks over the cached problems (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { getDb, type PocketDb, type ProblemDetailRow, type ProblemRow, type SolvedRow } from '../core/db.ts';
import type { Progress } from '../../../common/contract/index.ts';
import { getProblemDetail, listProblems, listSolved, offlineCoverage, readProgress, solvedIds } from './repository.ts';

/** Every cached problem in list order. */
export function useProblems(db: PocketDb = getDb()): ProblemRow[] | undefined {
  return useLiveQuery(() => listProblems(db), [db]);
}

/** Cached details of one problem: the row, `null` when not cached, `undefined` while loading. */
export function useProblemDetail(id: string, db: PocketDb = getDb()): ProblemDetailRow | null | undefined {
  return useLiveQuery(async () => (await getProblemDetail(db, id)) ?? null, [db, id]);
}

/** The signed-in user's solved problems. */
export function useSolvedProblems(db: PocketDb = getDb()): SolvedRow[] | undefined {
  return useLiveQuery(() => listSolved(db), [db]);
}

/** Ids of the solved problems. */
export function useSolvedIds(db: PocketDb = getDb()): Set<string> | undefined {
  return useLiveQuery(() => solvedIds(db), [db]);
}

/** The signed-in learner's progress (attempted problems, accepted-submission times), cached. */
export function useProgress(db: PocketDb = getDb()): Progress | undefined {
  return useLiveQuery(() => readProgress(db), [db]);
}

/** How many listed problems have their details cached ("Make available offline"). */
export function useOfflineCoverage(db: PocketDb = getDb()): { total: number; cached: number } | undefined {
  return useLiveQuery(() => offlineCoverage(db), [db]);
}
