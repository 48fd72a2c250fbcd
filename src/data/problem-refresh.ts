/** The refresh of an opened problem (the problem page's): details, notes, drafts, submissions. */
import { useEffect } from 'react';
import { getDb, type PocketDb } from './core/db.ts';
import { useOnline } from './core/hooks.ts';
import { settle, type RefreshOptions, type RefreshReport } from './core/refresh.ts';
import { refreshDrafts } from './drafts/refresh.ts';
import { refreshNotes } from './notes/refresh.ts';
import { refreshProblem } from './problems/refresh.ts';
import { refreshSubmissions } from './submissions/refresh.ts';

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
