/** React hooks over the discussion board (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { useCallback, useEffect, useState } from 'react';
import { getDb, type DiscussionRow, type PocketDb } from '../core/db.ts';
import { useOnline } from '../core/hooks.ts';
import { currentUserId } from '../core/kv.ts';
import { discussionIdOfTarget } from './merge.ts';
import { loadMoreDiscussions, nextPageCursor, refreshDiscussions, refreshUserDiscussions } from './refresh.ts';
import { listDiscussions, listUserDiscussions } from './repository.ts';

/**
 * Sync state of a discussion on this device: `synced`, `pending` (a post, comment or vote of
 * this user is queued or being sent) or `failed` (the server refused one: see the sync status).
 */
export type DiscussionSyncState = 'synced' | 'pending' | 'failed';

/** A discussion as the screens show it. */
export interface DiscussionView extends DiscussionRow {
  sync: DiscussionSyncState;
  /**
   * While `sync` is `pending` because the server asked this learner to slow down (429, e.g. the
   * posting limit): the server's message. The write is sent again by itself after the wait.
   */
  syncMessage?: string;
}

/**
 * Rows as the screens show them: each with its sync state, and the server's message while a write
 * of it waits after a 429.
 */
export async function withSyncStates(db: PocketDb, rows: DiscussionRow[]): Promise<DiscussionView[]> {
  const userId = await currentUserId(db);
  const states = new Map<string, DiscussionSyncState>();
  const messages = new Map<string, string>();
  if (userId) {
    for (const op of await db.outbox.where('target').startsWith('discussion:').toArray()) {
      const id = discussionIdOfTarget(op.target);
      if (!id || op.userId !== userId) continue;
      if (op.state === 'failed') states.set(id, 'failed');
      else if (!states.has(id)) states.set(id, 'pending');
      if (op.state !== 'failed' && op.error?.status === 429 && !messages.has(id)) messages.set(id, op.error.message);
    }
  }
  return rows.map((r) => {
    const sync = states.get(r._id) ?? 'synced';
    const message = sync === 'pending' ? messages.get(r._id) : undefined;
    return message ? { ...r, sync, syncMessage: message } : { ...r, sync };
  });
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

/** Paging of the board: whether older discussions can be loaded, and the action that loads them. */
export interface DiscussionPaging {
  /** True when the server has older discussions than those on this device (false offline: nothing can be loaded). */
  hasMore: boolean;
  /** True while a page is being loaded. */
  loading: boolean;
  /** The last load's failure (null after a success). */
  error: unknown;
  /** Loads the next older page into Dexie (no-op while loading, offline or with nothing more). */
  loadMore: () => void;
}

/**
 * The board's "Load more": reads the next-page cursor kept in Dexie and loads that page on demand.
 * A page that raced with a completing write ('stale') is asked for again, up to three times.
 */
export function useDiscussionPaging(db: PocketDb = getDb()): DiscussionPaging {
  const online = useOnline();
  const cursor = useLiveQuery(async () => nextPageCursor(db, await currentUserId(db)), [db]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const hasMore = online && typeof cursor === 'string';
  const loadMore = useCallback(() => {
    if (loading || !hasMore) return;
    setLoading(true);
    void (async () => {
      try {
        for (let i = 0; i < 3 && (await loadMoreDiscussions({ db })) === 'stale'; i++);
        setError(null);
      } catch (e) {
        setError(e);
      } finally {
        setLoading(false);
      }
    })();
  }, [db, loading, hasMore]);
  return { hasMore, loading, error, loadMore };
}
