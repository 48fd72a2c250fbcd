/** React hooks over the saved problems (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { getDb, type PocketDb } from '../core/db.ts';
import { isStarred, starredIds } from './repository.ts';

/** Ids of the saved (starred) problems — the desired state on this device. */
export function useStarredIds(db: PocketDb = getDb()): string[] | undefined {
  return useLiveQuery(() => starredIds(db), [db]);
}

/** Whether one problem is saved. */
export function useIsStarred(prblmId: string, db: PocketDb = getDb()): boolean | undefined {
  return useLiveQuery(() => isStarred(db, prblmId), [db, prblmId]);
}
