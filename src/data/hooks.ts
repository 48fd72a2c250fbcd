/**
 * React hooks over Dexie live queries (`dexie-react-hooks`): screens read everything here and
 * re-render when the data changes (in this tab or another). A hook returns `undefined` while its
 * first read is pending. Writes go through the repositories (`repos/*.ts`), never the network.
 * Every hook takes an optional database (default: the app's).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import type { Language, Profile, PublicUser } from '../../common/contract/index.ts';
import { getDb, type DraftRow, type NoteRow, type PocketDb, type ProblemDetailRow, type ProblemRow, type SolvedRow, type SubmissionRow } from './db.ts';
import { cachedProfile, currentUser, kvGet, lastSyncKey } from './kv.ts';
import { listFailed, type FailedOp } from './outbox.ts';
import { refreshOpenedProblem } from './refresh.ts';
import { getDraft } from './repos/drafts.ts';
import { listNotes } from './repos/notes.ts';
import { getProblemDetail, listProblems, listSolved, offlineCoverage, solvedIds } from './repos/problems.ts';
import { starredIds } from './repos/stars.ts';
import { getSubmission, listSubmissions } from './repos/submissions.ts';
import { deriveSyncStatus, readSyncFacts, type SyncStatus } from './status.ts';

/** Every cached problem in list order. */
export function useProblems(db: PocketDb = getDb()): ProblemRow[] | undefined {
  return useLiveQuery(() => listProblems(db), [db]);
}

/** Cached details of one problem: the row, `null` when not cached, `undefined` while loading. */
export function useProblemDetail(id: string, db: PocketDb = getDb()): ProblemDetailRow | null | undefined {
  return useLiveQuery(async () => (await getProblemDetail(db, id)) ?? null, [db, id]);
}

/** The signed-in user's solved problems. */
export function useSolvedProblems(db: PocketDb = getDb()): SolvedRow[] | undefined {
  return useLiveQuery(() => listSolved(db), [db]);
}

/** Ids of the solved problems. */
export function useSolvedIds(db: PocketDb = getDb()): Set<string> | undefined {
  return useLiveQuery(() => solvedIds(db), [db]);
}

/** Ids of the saved (starred) problems — the desired state on this device. */
export function useStarredIds(db: PocketDb = getDb()): string[] | undefined {
  return useLiveQuery(() => starredIds(db), [db]);
}

/** Whether one problem is saved. */
export function useIsStarred(prblmId: string, db: PocketDb = getDb()): boolean | undefined {
  return useLiveQuery(async () => (await db.stars.get(prblmId))?.starred ?? false, [db, prblmId]);
}

/** One problem's notes by position. */
export function useNotes(prblmId: string, db: PocketDb = getDb()): NoteRow[] | undefined {
  return useLiveQuery(() => listNotes(db, prblmId), [db, prblmId]);
}

/** The draft of one problem in one language: the row, `null` when there is none. */
export function useDraft(prblmId: string, language: Language, db: PocketDb = getDb()): DraftRow | null | undefined {
  return useLiveQuery(async () => (await getDraft(db, prblmId, language)) ?? null, [db, prblmId, language]);
}

/** One problem's submissions on this device (queued and judged), newest first. */
export function useSubmissions(prblmId: string, db: PocketDb = getDb()): SubmissionRow[] | undefined {
  return useLiveQuery(() => listSubmissions(db, prblmId), [db, prblmId]);
}

/** One submission by local id (the Result tab follows `queued` → `judging` → verdict). */
export function useSubmission(localId: string | null, db: PocketDb = getDb()): SubmissionRow | null | undefined {
  return useLiveQuery(async () => (localId ? ((await getSubmission(db, localId)) ?? null) : null), [db, localId]);
}

/** The user signed in on this device (cached: works offline), `null` when none. */
export function useCurrentUser(db: PocketDb = getDb()): PublicUser | null | undefined {
  return useLiveQuery(() => currentUser(db), [db]);
}

/** The cached profile of the signed-in user, `null` when none. */
export function useCachedProfile(db: PocketDb = getDb()): Profile | null | undefined {
  return useLiveQuery(() => cachedProfile(db), [db]);
}

/** Time of the last successful refresh of `what` (`problems`, `solved`, `stars`), ms since epoch, `null` when never. */
export function useLastSync(what: string, db: PocketDb = getDb()): number | null | undefined {
  return useLiveQuery(async () => (await kvGet<number>(db, lastSyncKey(what))) ?? null, [db, what]);
}

/** How many listed problems have their details cached ("Make available offline"). */
export function useOfflineCoverage(db: PocketDb = getDb()): { total: number; cached: number } | undefined {
  return useLiveQuery(() => offlineCoverage(db), [db]);
}

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
