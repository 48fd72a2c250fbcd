/**
 * The AI helper conversations: one per problem, kept on this device (private: cleared at
 * sign-out), appended to as the learner asks and the helper answers.
 */
import type { ChatTurn } from '../../../common/contract/index.ts';
import { getDb, type ChatRow, type PocketDb } from '../core/db.ts';

/** The conversation of a problem (empty when none). */
export async function getChat(db: PocketDb, prblmId: string): Promise<ChatTurn[]> {
  return (await db.chats.get(prblmId))?.messages ?? [];
}

/** Appends a turn to a problem's conversation. @returns the conversation after it */
export async function appendChatTurn(prblmId: string, turn: ChatTurn, db: PocketDb = getDb()): Promise<ChatTurn[]> {
  return db.transaction('rw', [db.chats], async () => {
    const messages = [...(await getChat(db, prblmId)), turn];
    const row: ChatRow = { prblmId, messages, updatedAt: Date.now() };
    await db.chats.put(row);
    return messages;
  });
}

/** Clears a problem's conversation. */
export async function clearChat(prblmId: string, db: PocketDb = getDb()): Promise<void> {
  await db.chats.delete(prblmId);
}
