/**
 * The `users` table's repository: the one file that inserts, updates or deletes accounts, and the
 * account reads other modules need.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';

/** A row of `users`. */
export type UserRow = typeof users.$inferSelect;

/** The account with the address `emailId`, or undefined. */
export async function findUserByEmail(db: Db, emailId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.emailId, emailId)).limit(1);
  return row;
}

/** The account `id`, or undefined. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether the account `id` exists. */
export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Inserts an account.
 * @returns `email-taken` when the unique index on the address refuses it (two registrations racing)
 * @throws any other database error
 */
export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<'inserted' | 'email-taken'> {
  try {
    await db.insert(users).values(row);
    return 'inserted';
  } catch (e) {
    if (/unique|duplicate/i.test(String((e as Error).message) + String((e as { cause?: Error }).cause?.message))) return 'email-taken';
    throw e;
  }
}

/** Sets the editable profile fields of `id`: college, skills and languages. */
export async function updateUserProfile(db: Db, id: string, fields: { college: string; skills: string[]; languages: string[] }): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, id));
}

/** Sets the profile photo of `id` (its delivery URL and public id). */
export async function setUserPhoto(db: Db, id: string, photoUrl: string, photoPublicId: string): Promise<void> {
  await db.update(users).set({ photoUrl, photoPublicId }).where(eq(users.id, id));
}

/** Marks `id` premium since `at`, unless it already is (keeps the first date). */
export async function markUserPremium(db: Db, id: string, at: Date): Promise<void> {
  const [user] = await db.select({ premiumSince: users.premiumSince }).from(users).where(eq(users.id, id)).limit(1);
  if (user && user.premiumSince === null) await db.update(users).set({ premiumSince: at }).where(eq(users.id, id));
}

/**
 * Makes the account with the address `emailId` an admin.
 * @returns whether such an account exists
 */
export async function promoteToAdmin(db: Db, emailId: string): Promise<boolean> {
  const promoted = await db.update(users).set({ role: 'admin' }).where(eq(users.emailId, emailId)).returning({ id: users.id });
  return promoted.length > 0;
}

/**
 * Makes `emailId` an admin with this password and first name: the existing account, or a new one
 * with the id `newId`.
 * @returns `updated` or `created`
 */
export async function upsertAdmin(db: Db, admin: { newId: string; emailId: string; firstname: string; passwordHash: string }): Promise<'updated' | 'created'> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.emailId, admin.emailId));
  if (existing) {
    await db.update(users).set({ role: 'admin', passwordHash: admin.passwordHash, firstname: admin.firstname }).where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({ id: admin.newId, firstname: admin.firstname, emailId: admin.emailId, passwordHash: admin.passwordHash, role: 'admin' });
  return 'created';
}

/**
 * Deletes an account and, through the schema's `ON DELETE CASCADE`, everything that is theirs:
 * sessions, submissions, notes, stars, drafts, discussions, comments, votes, views, orders.
 */
export async function deleteUserRow(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}
