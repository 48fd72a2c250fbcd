/**
 * The auth module's service: accounts (register, password check with login throttling) and the
 * profile. Sessions are in `sessions.ts`, password hashing in `password.ts`, the throttle in
 * `throttle.ts`; cookies are the routes' business.
 */
import { eq } from 'drizzle-orm';
import type { EditProfileBody, LoginBody, Profile, PublicUser, RegisterBody } from '../../../common/contract/auth.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { idempotencyKeys, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password.ts';
import { loginSucceeded, reserveLoginAttempt, type ThrottleOptions } from './throttle.ts';

/**
 * Creates an account. Never an admin at registration, whatever the address: ADMIN_EMAIL promotes
 * an account that exists at boot.
 * @returns the new user
 * @throws HttpError 409 when the email is taken (also when two registrations race: the unique index decides)
 */
export async function registerUser(db: Db, body: RegisterBody): Promise<PublicUser> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.emailId, body.emailID)).limit(1);
  if (existing.length) throw new HttpError(409, API_MSG.emailTaken);
  const user: PublicUser = { _id: newId(), firstname: body.firstname, emailID: body.emailID, role: 'user' };
  const passwordHash = await hashPassword(body.password);
  try {
    await db.insert(users).values({ id: user._id, firstname: user.firstname, emailId: user.emailID, passwordHash, role: user.role });
  } catch (e) {
    if (/unique|duplicate/i.test(String((e as Error).message) + String((e as { cause?: Error }).cause?.message))) throw new HttpError(409, API_MSG.emailTaken);
    throw e;
  }
  return user;
}

/**
 * Checks a login. The attempt is reserved before the password is checked, atomically, so
 * concurrent guesses cannot exceed the limit; an unknown email costs a hash check too.
 * @param ip the client's address (the throttle counts per account+address and per address)
 * @returns the user, or null when the credentials are wrong
 * @throws HttpError 429 with Retry-After when throttled
 */
export async function checkLogin(db: Db, body: LoginBody, ip: string, throttle: ThrottleOptions): Promise<PublicUser | null> {
  const attempt = await reserveLoginAttempt(db, body.emailID, ip, throttle);
  if (!attempt.allowed) throw new HttpError(429, API_MSG.tooManyLogins, undefined, { 'retry-after': String(attempt.retryAfterS) });
  const [row] = await db.select().from(users).where(eq(users.emailId, body.emailID)).limit(1);
  const ok = await verifyPassword(body.password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!row || !ok) return null;
  await loginSucceeded(db, body.emailID, ip);
  return { _id: row.id, firstname: row.firstname, emailID: row.emailId, role: row.role };
}

/**
 * The signed-in user's profile (spec §7 getProfile).
 * @throws HttpError 401 when the account no longer exists
 */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, MSG.notSignedIn);
  return {
    _id: row.id,
    firstname: row.firstname,
    emailID: row.emailId,
    role: row.role,
    secureUrl: row.photoUrl,
    college: row.college,
    languages: row.languages,
    skills: row.skills,
    isPremium: row.premiumSince !== null,
  };
}

/**
 * Sets the college, skills and languages of `userId` (spec §4 Profile edit). Entries are kept as
 * typed, except that empty ones are dropped.
 * @returns the updated profile
 * @throws HttpError 401 when the user no longer exists
 */
export async function editProfile(db: Db, userId: string, body: EditProfileBody): Promise<Profile> {
  const keep = (list: string[]) => list.filter((s) => s.trim() !== '');
  await db.update(users).set({ college: body.college, skills: keep(body.skills), languages: keep(body.languages) }).where(eq(users.id, userId));
  return getProfile(db, userId);
}

/**
 * Deletes a user and, through the schema's `ON DELETE CASCADE`, everything that is theirs:
 * sessions, submissions, notes, stars, drafts, discussions, comments, votes, views, orders; and
 * the responses recorded for its idempotency keys.
 */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
