/** The `sessions` table's repository: the one file that writes sessions (by the SHA-256 of their token). */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { PublicUser } from '../../../common/contract/auth.ts';
import type { Db } from '../client.ts';
import { sessions, users } from '../schema.ts';

/** Stores a session of `userId` that ends at `expiresAt`. */
export async function insertSession(db: Db, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId, expiresAt });
}

/** Deletes the sessions of `userId` that ended before `now`. */
export async function deleteExpiredSessionsOf(db: Db, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}

/** The user of the session `tokenHash` when it is live at `now`, or null. */
export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<PublicUser | null> {
  const rows = await db
    .select({ _id: users.id, firstname: users.firstname, emailID: users.emailId, role: users.role, createdAt: users.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** Deletes the session `tokenHash`. */
export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
