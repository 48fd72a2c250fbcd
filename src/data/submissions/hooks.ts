/** React hooks over the submissions on this device (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { getDb, type PocketDb, type SubmissionRow } from '../core/db.ts';
import { getSubmission, listSubmissions } from './repository.ts';

/** One problem's submissions on this device (queued and judged), newest first. */
export function useSubmissions(prblmId: string, db: PocketDb = getDb()): SubmissionRow[] | undefined {
  return useLiveQuery(() => listSubmissions(db, prblmId), [db, prblmId]);
}

/** One submission by local id (the Result tab follows `queued` → `judging` → verdict). */
export function useSubmission(localId: string | null, db: PocketDb = getDb()): SubmissionRow | null | undefined {
  return useLiveQuery(async () => (localId ? ((await getSubmission(db, localId)) ?? null) : null), [db, localId]);
}
