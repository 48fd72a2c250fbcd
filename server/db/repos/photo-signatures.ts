/**
 * The `photo_signatures` table's repository: the Cloudinary profile photos this server signed, which
 * storeMetaData attaches and the media sweep claims, destroys and forgets. The one file that writes it.
 */
import { and, asc, eq, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { photoSignatures, users } from '../schema.ts';

/** Records a signed photo upload of `userId` (nothing when the public id is already recorded). */
export async function recordPhotoSignature(db: Db, publicId: string, userId: string, signedAt: Date): Promise<void> {
  await db.insert(photoSignatures).values({ publicId, userId, signedAt }).onConflictDoNothing();
}

/**
 * Marks `publicId` attached at `at` when it was signed for `userId` and the sweep has not claimed
 * it (the same row the sweep claims, so attaching and destroying one photo cannot both succeed).
 * @returns whether it was
 */
export async function attachPhotoSignature(db: Db, publicId: string, userId: string, at: Date): Promise<boolean> {
  const own = and(eq(photoSignatures.publicId, publicId), eq(photoSignatures.userId, userId), isNull(photoSignatures.claimedAt));
  const [signed] = await db.update(photoSignatures).set({ attachedAt: at }).where(own).returning({ publicId: photoSignatures.publicId });
  return signed !== undefined;
}

/** Marks every photo of `userId` but `keepPublicId` unattached. */
export async function detachOtherPhotos(db: Db, userId: string, keepPublicId: string): Promise<void> {
  await db
    .update(photoSignatures)
    .set({ attachedAt: null })
    .where(and(eq(photoSignatures.userId, userId), ne(photoSignatures.publicId, keepPublicId), isNotNull(photoSignatures.attachedAt)));
}

/**
 * When photos are due for destruction: `now`; claims made before `claimsExpireBefore` have lapsed;
 * unattached photos signed before `signedBefore` are due.
 */
export interface SweepWindow {
  now: Date;
  claimsExpireBefore: Date;
  signedBefore: Date;
}

/** Due: not claimed (or its claim lapsed), and its account is gone or it is unattached, old enough and on no profile. */
function dueCondition(w: SweepWindow) {
  const ownerGone = sql`not exists (select 1 from ${users} where ${users.id} = ${photoSignatures.userId})`;
  const onProfile = sql`exists (select 1 from ${users} where ${users.id} = ${photoSignatures.userId} and ${users.photoPublicId} = ${photoSignatures.publicId})`;
  return and(or(isNull(photoSignatures.claimedAt), lte(photoSignatures.claimedAt, w.claimsExpireBefore)), or(ownerGone, and(isNull(photoSignatures.attachedAt), lte(photoSignatures.signedAt, w.signedBefore), sql`not ${onProfile}`)));
}

/** Up to `limit` due photos not in `seen`: those never failed first, then the oldest. */
export async function nextDuePhotos(db: Db, w: SweepWindow, seen: string[], limit: number): Promise<string[]> {
  const due = dueCondition(w);
  const rows = await db
    .select({ publicId: photoSignatures.publicId })
    .from(photoSignatures)
    .where(seen.length ? and(due, notInArray(photoSignatures.publicId, seen)) : due)
    .orderBy(sql`${photoSignatures.failedAt} asc nulls first`, asc(photoSignatures.signedAt), asc(photoSignatures.publicId))
    .limit(limit);
  return rows.map((r) => r.publicId);
}

/** Claims `publicId` at `w.now` when it is still due. @returns its signing time, or undefined when not claimed */
export async function claimDuePhoto(db: Db, publicId: string, w: SweepWindow): Promise<{ signedAt: Date } | undefined> {
  const [claimed] = await db.update(photoSignatures).set({ claimedAt: w.now }).where(and(eq(photoSignatures.publicId, publicId), dueCondition(w))).returning({ signedAt: photoSignatures.signedAt });
  return claimed;
}

/** Releases the claim on `publicId` after a failed destroy call at `at` (tried again later, after the others). */
export async function markDestroyFailed(db: Db, publicId: string, at: Date): Promise<void> {
  await db.update(photoSignatures).set({ claimedAt: null, failedAt: at }).where(eq(photoSignatures.publicId, publicId));
}

/** Releases the claim on `publicId` after a destroy call that succeeded (destroyed again later). */
export async function releasePhotoClaim(db: Db, publicId: string): Promise<void> {
  await db.update(photoSignatures).set({ claimedAt: null, failedAt: null }).where(eq(photoSignatures.publicId, publicId));
}

/** Forgets `publicId` (destroyed for good). */
export async function forgetPhotoSignature(db: Db, publicId: string): Promise<void> {
  await db.delete(photoSignatures).where(eq(photoSignatures.publicId, publicId));
}
