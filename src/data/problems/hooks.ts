/** React hooks over the cached problems (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { getDb, type PocketDb, type ProblemDetailRow, type ProblemRow } from '../core/db.ts';
import { getProblemDetail, listProblems, offlineCoverage, solvedIds } from './repository.ts';

/** Every cached problem in list order. */
export function useProblems(db: PocketDb = getDb()): ProblemRow[] | undefined {
  return useLiveQuery(() => listProblems(db), [db]);
}

/** Cached details of one problem: the row, `null` when not cached, `undefined` while loading. */
export function useProblemDetail(id: string, db: PocketDb = getDb()): ProblemDetailRow | null | undefined {
  return useLiveQuery(async () => (await getProblemDetail(db, id)) ?? null, [db, id]);
}

/** Ids of the solved problems. */
export function useSolvedIds(db: PocketDb = getDb()): Set<string> | undefined {
  return useLiveQuery(() => solvedIds(db), [db]);
}

/** How many listed problems have their details cached ("Make available offline"). */
export function useOfflineCoverage(db: PocketDb = getDb()): { total: number; cached: number } | undefined {
  return useLiveQuery(() => offlineCoverage(db), [db]);
}
