import { createHash, randomBytes } from 'node:crypto';
import type { PublicUser } from '../../../common/contract/auth.ts';
import type { Db } from '../../db/client.ts';
import * as sessionRows from '../../db/repos/sessions.ts';

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
  await sessionRows.insertSession(db, hashToken(token), userId, new Date(Date.now() + ttlMs));
  // Opportunistic clean-up of this user's expired sessions.
  await sessionRows.deleteExpiredSessionsOf(db, userId, new Date());
  return token;
}

/** The user of a live session, or null. */
export async function userForToken(db: Db, token: string | undefined): Promise<PublicUser | null> {
  if (!token || token.length > 100) return null;
  return sessionRows.findSessionUser(db, hashToken(token), new Date());
}

/** Deletes the session of a token (logout). */
export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await sessionRows.deleteSession(db, hashToken(token));
}
