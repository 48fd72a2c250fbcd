/**
 * The `idempotency_keys` table's repository: the one file that writes the recorded responses of
 * `Idempotency-Key` requests (server/http/idempotency.ts decides when).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { idempotencyKeys } from '../schema.ts';

/** A row of `idempotency_keys`. */
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

const keyOf = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/**
 * Claims `key` in `scope` as `running`, expiring at `expiresAt`.
 * @returns false when the key is already there (claimed, done or expired)
 */
export async function claimIdempotencyKey(db: Db, scope: string, key: string, fingerprint: string, expiresAt: Date): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, fingerprint, state: 'running', expiresAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** The row of `key` in `scope`, or undefined. */
export async function findIdempotencyKey(db: Db, scope: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(scope, key));
  return row;
}

/** Deletes the row of `key` in `scope`. */
export async function deleteIdempotencyKey(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(keyOf(scope, key));
}

/** Records the response of `key` in `scope` (state `done`). */
export async function recordIdempotentResponse(db: Db, scope: string, key: string, response: { statusCode: number; contentType: string; body: string }): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', ...response })
    .where(keyOf(scope, key));
}

/** Deletes every key of `scope` (a user's id: their account is deleted). */
export async function deleteIdempotencyKeysOfScope(db: Db, scope: string): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
}

/** Deletes the keys expired before `now`. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now));
}
