/**
 * The sync status shown in the nav bar: offline / syncing N / all synced / N need attention
 * (plus "sign in again" while a 401 paused the queue). Pure, so it is unit-tested.
 */
import type { PocketDb } from './db.ts';
import { currentUserId, KV, kvGet, type SyncPause } from './kv.ts';
import { countOps } from './outbox.ts';

/** What the nav bar shows. */
export interface SyncStatus {
  /**
   * `offline` (no network; `pending` changes wait), `signInAgain` (the server answered 401: the
   * queue is paused until the user signs in), `syncing` (`pending` changes on their way),
   * `attention` (`failed` changes need the user: retry or discard), `synced` (nothing waiting).
   */
  kind: 'offline' | 'signInAgain' | 'syncing' | 'attention' | 'synced';
  /** Changes waiting, backing off or in flight. */
  pending: number;
  /** Parked changes (need the user). */
  failed: number;
}

/** The raw facts the status is derived from. */
export interface SyncFacts {
  online: boolean;
  paused: boolean;
  pending: number;
  failed: number;
}

/** Derives the status: offline > signInAgain > syncing > attention > synced (counts are always given). */
export function deriveSyncStatus(f: SyncFacts): SyncStatus {
  const { pending, failed } = f;
  const kind = !f.online ? 'offline' : f.paused ? 'signInAgain' : pending > 0 ? 'syncing' : failed > 0 ? 'attention' : 'synced';
  return { kind, pending, failed };
}

/** Reads the outbox counts and the pause of the signed-in user. */
export async function readSyncFacts(db: PocketDb): Promise<Omit<SyncFacts, 'online'>> {
  const userId = await currentUserId(db);
  const [counts, pause] = await Promise.all([countOps(db, userId), kvGet<SyncPause>(db, KV.syncPause)]);
  return { ...counts, paused: !!userId && pause?.userId === userId };
}
