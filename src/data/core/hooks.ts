/**
 * React hooks of the data core: connectivity, the sync status and the parked ops. Hooks over
 * Dexie live queries (`dexie-react-hooks`) return `undefined` while their first read is pending
 * and take an optional database (default: the app's).
 */
import { useLiveQuery } from './live.ts';
import { useSyncExternalStore } from 'react';
import { getDb, type PocketDb } from './db.ts';
import { currentUser } from './kv.ts';
import { listFailed, type FailedOp } from './outbox.ts';
import { deriveSyncStatus, readSyncFacts, type SyncStatus } from './status.ts';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** `navigator.onLine`, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** The nav bar's sync status (offline / sign in again / syncing N / N need attention / all synced). */
export function useSyncStatus(db: PocketDb = getDb()): SyncStatus {
  const online = useOnline();
  const facts = useLiveQuery(() => readSyncFacts(db), [db]);
  return deriveSyncStatus({ online, paused: facts?.paused ?? false, pending: facts?.pending ?? 0, failed: facts?.failed ?? 0 });
}

/** The parked changes of the signed-in user (for the "needs attention" list; act with `retryFailed` / `discardFailed`). */
export function useFailedOps(db: PocketDb = getDb()): FailedOp[] | undefined {
  return useLiveQuery(async () => listFailed(db, (await currentUser(db))?._id ?? null), [db]);
}
