/** React hooks over drafts (Dexie live queries; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import { LANGUAGES, type Language } from '../../../common/contract/index.ts';
import { getDb, type DraftRow, type PocketDb } from '../core/db.ts';
import { getDraft } from './repository.ts';

/**
 * The drafts of one problem in every language, in one live query (so the problem page renders
 * once when they are read): language → the row, `null` where there is none.
 */
export function useDrafts(prblmId: string, db: PocketDb = getDb()): Record<Language, DraftRow | null> | undefined {
  return useLiveQuery(async () => {
    const rows = await Promise.all(LANGUAGES.map(async (language) => [language, (await getDraft(db, prblmId, language)) ?? null] as const));
    return Object.fromEntries(rows) as Record<Language, DraftRow | null>;
  }, [db, prblmId]);
}
