/**
 * The auth module's service: accounts (register, password check with login throttling) and the
 * profile. Sessions are in `sessions.ts`, password hashing in `password.ts`, the throttle in
 * `throttle.ts`; cookies are the routes' business.
 */
import type { EditProfileBody, LoginBody, Profile, PublicUser, RegisterBody } from '../../../common/contract/auth.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { deleteIdempotencyKeysOfScope } from '../../db/repos/idempotency-keys.ts';
import { deleteUserRow, findUserByEmail, findUserById, insertUser, updateUserProfile } from '../../db/repos/users.ts';
import { ConflictError, TooManyRequestsError, UnauthenticatedError } from '../errors.ts';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './password.ts';
import { loginSucceeded, reserveLoginAttempt, type ThrottleOptions } from './throttle.ts';

/**
 * Creates an account. Never an admin at registration, whatever the address: ADMIN_EMAIL promotes
 * an account that exists at boot.
 * @returns the new user
 * @throws ConflictError when the email is taken (also when two registrations race: the unique index decides)
 */
export async function registerUser(db: Db, body: RegisterBody): Promise<PublicUser> {
  if (await findUserByEmail(db, body.emailID)) throw new ConflictError(API_MSG.emailTaken);
  const createdAt = new Date();
  const user: PublicUser = { _id: newId(), firstname: body.firstname, emailID: body.emailID, role: 'user', createdAt: createdAt.toISOString() };
  const passwordHash = await hashPassword(body.password);
  const inserted = await insertUser(db, { id: user._id, firstname: user.firstname, emailId: user.emailID, passwordHash, role: user.role, createdAt });
  if (inserted === 'email-taken') throw new ConflictError(API_MSG.emailTaken);
  return user;
}

/**
 * Checks a login. The attempt is reserved before the password is checked, atomically, so
 * concurrent guesses cannot exceed the limit; an unknown email costs a hash check too.
 * @param ip the client's address (the throttle counts per account+address and per address)
 * @returns the user, or null when the credentials are wrong
 * @throws TooManyRequestsError (retry after the throttle's wait) when throttled
 */
export async function checkLogin(db: Db, body: LoginBody, ip: string, throttle: ThrottleOptions): Promise<PublicUser | null> {
  const attempt = await reserveLoginAttempt(db, body.emailID, ip, throttle);
  if (!attempt.allowed) throw new TooManyRequestsError(API_MSG.tooManyLogins, attempt.retryAfterS);
  const row = await findUserByEmail(db, body.emailID);
  const ok = await verifyPassword(body.password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!row || !ok) return null;
  await loginSucceeded(db, body.emailID, ip);
  return { _id: row.id, firstname: row.firstname, emailID: row.emailId, role: row.role, createdAt: row.createdAt.toISOString() };
}

/**
 * The signed-in user's profile (spec §7 getProfile).
 * @throws UnauthenticatedError when the account no longer exists
 */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await findUserById(db, userId);
  if (!row) throw new UnauthenticatedError(MSG.notSignedIn);
  return {
    _id: row.id,
    firstname: row.firstname,
    emailID: row.emailId,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
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
 * @throws UnauthenticatedError when the user no longer exists
 */
export async function editProfile(db: Db, userId: string, body: EditProfileBody): Promise<Profile> {
  const keep = (list: string[]) => list.filter((s) => s.trim() !== '');
  await updateUserProfile(db, userId, { college: body.college, skills: keep(body.skills), languages: keep(body.languages) });
  return getProfile(db, userId);
}

/**
 * Deletes a user and, through the schema's `ON DELETE CASCADE`, everything that is theirs:
 * sessions, submissions, notes, stars, drafts, discussions, comments, votes, views, orders; and
 * the responses recorded for its idempotency keys.
 */
export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteIdempotencyKeysOfScope(tx, userId);
    await deleteUserRow(tx, userId);
  });
}
