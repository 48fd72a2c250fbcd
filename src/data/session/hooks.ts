/** React hooks over who is signed in on this device (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import type { Profile, PublicUser } from '../../../common/contract/index.ts';
import { getDb, type PocketDb } from '../core/db.ts';
import { cachedProfile, currentUser } from '../core/kv.ts';

/** The user signed in on this device (cached: works offline), `null` when none. */
export function useCurrentUser(db: PocketDb = getDb()): PublicUser | null | undefined {
  return useLiveQuery(() => currentUser(db), [db]);
}

/** The cached profile of the signed-in user, `null` when none. */
export function useCachedProfile(db: PocketDb = getDb()): Profile | null | undefined {
  return useLiveQuery(() => cachedProfile(db), [db]);
}
