/**
 * Combined refreshes: what the app refreshes at start-up and when it comes back online, and
 * when a problem is opened. Each part is an entity module's refresh.
 */
import { useEffect } from 'react';
import { getDb, type PocketDb } from './core/db.ts';
import { useOnline } from './core/hooks.ts';
import { settle, type RefreshOptions, type RefreshReport } from './core/refresh.ts';
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
