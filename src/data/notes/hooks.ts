/** React hook over one problem's notes (Dexie live query; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { getDb, type NoteRow, type PocketDb } from '../core/db.ts';
import { listNotes } from './repository.ts';

/** One problem's notes by position. */
export function useNotes(prblmId: string, db: PocketDb = getDb()): NoteRow[] | undefined {
  return useLiveQuery(() => listNotes(db, prblmId), [db, prblmId]);
}
