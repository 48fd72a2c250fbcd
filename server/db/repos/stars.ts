/** The `stars` table's repository (a learner's saved problems): the one file that writes it. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { stars } from '../schema.ts';

/** Ids of the user's saved problems, oldest first. */
export async function listStarredIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: stars.problemId }).from(stars).where(eq(stars.userId, userId)).orderBy(asc(stars.createdAt));
  return rows.map((r) => r.id);
}

/** Unsaves `problemId` for `userId`. @returns whether it was saved */
export async function deleteStar(db: Db, userId: string, problemId: string): Promise<boolean> {
  const removed = await db
    .delete(stars)
    .where(and(eq(stars.userId, userId), eq(stars.problemId, problemId)))
    .returning({ id: stars.problemId });
  return removed.length > 0;
}

/** Saves `problemId` for `userId` (nothing when it already is). */
export async function insertStar(db: Db, userId: string, problemId: string): Promise<void> {
  await db.insert(stars).values({ userId, problemId }).onConflictDoNothing();
}
