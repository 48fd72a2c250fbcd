/**
 * Combined refreshes: what the app refreshes at start-up and when it comes back online, and
 * when a problem is opened. Each part is an entity module's refresh.
 */
import { useCallback, useEffect, useState } from 'react';
import { getDb, type PocketDb } from './core/db.ts';
import { useOnline } from './core/hooks.ts';
import { settle, type RefreshOptions, type RefreshReport } from './core/refresh.ts';
import { refreshDiscussions } from './discussions/refresh.ts';
import { refreshDrafts } from './drafts/refresh.ts';
import { refreshNotes } from './notes/refresh.ts';
import { refreshProblem, refreshProblemList, refreshProgress, refreshSolved } from './problems/refresh.ts';
import { refreshStars } from './stars/refresh.ts';
import { refreshSubmissions } from './submissions/refresh.ts';

/** Start-up / back-online refresh: problem list, solved ids, progress, stars. Never throws. */
export async function refreshAll(o: RefreshOptions = {}): Promise<RefreshReport> {
  return settle({ problems: () => refreshProblemList(o), solved: () => refreshSolved(o), progress: () => refreshProgress(o), stars: () => refreshStars(o) });
}

/** Refresh of an opened problem: details, and (signed in) notes, drafts and submissions. Never throws. */
export async function refreshOpenedProblem(id: string, o: RefreshOptions = {}): Promise<RefreshReport> {
  return settle({
    problem: () => refreshProblem(id, o),
    notes: () => refreshNotes(id, o),
    drafts: () => refreshDrafts(id, o),
    submissions: () => refreshSubmissions(id, o),
  });
}

/**
 * Refreshes an opened problem (details, notes, drafts, submissions) into Dexie when `id` changes
 * and whenever the browser comes back online. Errors are ignored: the cached copy stays on screen.
 */
export function useRefreshOnOpen(id: string | null, db: PocketDb = getDb()): void {
  const online = useOnline();
  useEffect(() => {
    if (!id || !online) return;
    void refreshOpenedProblem(id, { db });
  }, [id, online, db]);
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
