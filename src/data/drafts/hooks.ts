/** React hook over one draft (Dexie live query; `undefined` while loading). */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Language } from '../../../common/contract/index.ts';
import { getDb, type DraftRow, type PocketDb } from '../core/db.ts';
import { getDraft } from './repository.ts';

/** The draft of one problem in one language: the row, `null` when there is none. */
export function useDraft(prblmId: string, language: Language, db: PocketDb = getDb()): DraftRow | null | undefined {
  return useLiveQuery(async () => (await getDraft(db, prblmId, language)) ?? null, [db, prblmId, language]);
}
