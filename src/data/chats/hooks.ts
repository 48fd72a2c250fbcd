/** React hook over a problem's AI conversation (Dexie live query; `undefined` while loading). */
import { useLiveQuery } from '../core/live.ts';
import type { ChatTurn } from '../../../common/contract/index.ts';
import { getDb, type PocketDb } from '../core/db.ts';
import { getChat } from './repository.ts';

/** The conversation of one problem, oldest turn first. */
export function useChat(prblmId: string, db: PocketDb = getDb()): ChatTurn[] | undefined {
  return useLiveQuery(() => getChat(db, prblmId), [db, prblmId]);
}
