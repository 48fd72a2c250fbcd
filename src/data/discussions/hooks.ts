/** React hooks over the discussion board (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { getDb, type DiscussionRow, type PocketDb } from '../core/db.ts';
import { useOnline } from '../core/hooks.ts';
import { currentUserId } from '../core/kv.ts';
import { discussionIdOfTarget } from './merge.ts';
import { refreshDiscussions, refreshUserDiscussions } from './refresh.ts';
import { listDiscussions, listUserDiscussions } from './repository.ts';

/**
 * Sync state of a discussion on this device: `synced`, `pending` (a post, comment or vote of
 * this user is queued or being sent) or `failed` (the server refused one: see the sync status).
 */
export type DiscussionSyncState = 'synced' | 'pending' | 'failed';

/** A discussion as the screens show it. */
export interface DiscussionView extends DiscussionRow {
  sync: DiscussionSyncState;
}

async function withSyncStates(db: PocketDb, rows: DiscussionRow[]): Promise<DiscussionView[]> {
  const userId = await currentUserId(db);
  const states = new Map<string, DiscussionSyncState>();
  if (userId) {
    for (const op of await db.outbox.where('target').startsWith('discussion:').toArray()) {
      const id = discussionIdOfTarget(op.target);
      if (!id || op.userId !== userId) continue;
      if (op.state === 'failed') states.set(id, 'failed');
      else if (!states.has(id)) states.set(id, 'pending');
    }
  }
  return rows.map((r) => ({ ...r, sync: states.get(r._id) ?? 'synced' }));
}

/** Every discussion on this device, newest first, with its sync state. */
export function useDiscussions(db: PocketDb = getDb()): DiscussionView[] | undefined {
  return useLiveQuery(async () => withSyncStates(db, await listDiscussions(db)), [db]);
}

/**
 * One author's discussions, newest first (the profile's Discussions tab and "Discuss" count).
 * Refreshes that author's list from the server when `userId` changes and when the browser comes
 * back online; network errors leave the cached copy.
 * @param userId the author (null or undefined: nothing, the hook returns `undefined`)
 */
export function useUserDiscussions(userId: string | null | undefined, db: PocketDb = getDb()): DiscussionView[] | undefined {
  const online = useOnline();
  useEffect(() => {
    if (!userId || !online) return;
    void refreshUserDiscussions(userId, { db }).catch(() => undefined);
  }, [userId, online, db]);
  return useLiveQuery(async () => (userId ? withSyncStates(db, await listUserDiscussions(db, userId)) : undefined), [db, userId]);
}

/** State of a screen's refresh: whether a request is running, and the last failure (null after a success). */
export interface RefreshState {
  fetching: boolean;
  error: unknown;
  /** Refreshes again now (no-op offline). */
  reload: () => void;
}

/**
 * Refreshes the discussion board into Dexie when the screen opens and whenever the browser comes
 * back online; the screen keeps showing the cached copy meanwhile (and on failure). `fetching` is
 * true until the first refresh of the current round ends (the spinner of spec §2.8).
 */
export function useRefreshDiscussions(db: PocketDb = getDb()): RefreshState {
  const online = useOnline();
  const [round, setRound] = useState(0);
  // The round whose refresh finished last, and how it ended: a refresh is running while `done` lags behind `round`.
  const [done, setDone] = useState<{ round: number; error: unknown } | null>(null);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    if (!online) return;
    let live = true;
    refreshDiscussions({ db }).then(
      () => live && setDone({ round, error: null }),
      (e: unknown) => live && setDone({ round, error: e }),
    );
    return () => {
      live = false;
    };
  }, [online, db, round]);
  const fetching = online && done?.round !== round;
  return { fetching, error: done?.error ?? null, reload };
}
