import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { PublicUser } from '../../../common/contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/**
 * Database-backed sessions: the browser holds an opaque 256-bit token in an
 * httpOnly cookie; the database holds only its SHA-256, so a leaked database
 * does not leak live sessions. Servers stay stateless.
 */
export const SESSION_COOKIE = 'token';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the cookie token. */
export async function createSession(db: Db, userId: string, ttlMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + ttlMs) });
  // Opportunistic clean-up of this user's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return token;
}

/** The user of a live session, or null. */
export async function userForToken(db: Db, token: string | undefined): Promise<PublicUser | null> {
  if (!token || token.length > 100) return null;
  const rows = await db
    .select({ _id: users.id, firstname: users.firstname, emailID: users.emailId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes the session of a token (logout). */
export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
