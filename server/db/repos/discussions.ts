/**
 * The discussion board's repository: the one file that writes `discussions`, `discussion_comments`,
 * `discussion_votes` and `discussion_views` (the board's reads, joins with authors, are in its service).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { discussionComments, discussions, discussionViews, discussionVotes } from '../schema.ts';

/** Inserts a discussion unless its id is taken. @returns whether it was inserted */
export async function insertDiscussion(db: Db, row: Pick<typeof discussions.$inferInsert, 'id' | 'userId' | 'topic' | 'header' | 'content'>): Promise<boolean> {
  const inserted = await db.insert(discussions).values(row).onConflictDoNothing().returning({ id: discussions.id });
  return inserted.length > 0;
}

/** The author of discussion `id`, or undefined. */
export async function findDiscussionAuthor(db: Db, id: string): Promise<{ userId: string } | undefined> {
  const [row] = await db.select({ userId: discussions.userId }).from(discussions).where(eq(discussions.id, id));
  return row;
}

/** Whether discussion `id` exists; `lock`: its row locked for update until the transaction ends (serialises votes). */
export async function discussionExists(db: Db, id: string, opts: { lock?: boolean } = {}): Promise<boolean> {
  const query = db.select({ id: discussions.id }).from(discussions).where(eq(discussions.id, id));
  const [row] = await (opts.lock ? query.for('update') : query.limit(1));
  return row !== undefined;
}

/** Inserts a comment unless its id is taken. @returns whether it was inserted */
export async function insertComment(db: Db, row: { id: string; discussionId: string; userId: string; comment: string }): Promise<boolean> {
  const inserted = await db.insert(discussionComments).values(row).onConflictDoNothing().returning({ id: discussionComments.id });
  return inserted.length > 0;
}

/** The comment `id` (its author and discussion), or undefined. */
export async function findComment(db: Db, id: string): Promise<{ userId: string; discussionId: string } | undefined> {
  const [row] = await db.select({ userId: discussionComments.userId, discussionId: discussionComments.discussionId }).from(discussionComments).where(eq(discussionComments.id, id));
  return row;
}

const voteOf = (discussionId: string, userId: string) => and(eq(discussionVotes.discussionId, discussionId), eq(discussionVotes.userId, userId));

/** Whether `userId` votes for the discussion. */
export async function hasVote(db: Db, discussionId: string, userId: string): Promise<boolean> {
  return (await db.select({ userId: discussionVotes.userId }).from(discussionVotes).where(voteOf(discussionId, userId))).length > 0;
}

/** Sets (`true`) or clears `userId`'s vote on the discussion. */
export async function setVote(db: Db, discussionId: string, userId: string, on: boolean): Promise<void> {
  if (on) await db.insert(discussionVotes).values({ discussionId, userId }).onConflictDoNothing();
  else await db.delete(discussionVotes).where(voteOf(discussionId, userId));
}

/** The discussion's votes (voter and time). */
export async function listVotes(db: Db, discussionId: string) {
  return db.select().from(discussionVotes).where(eq(discussionVotes.discussionId, discussionId));
}

/** Records that `userId` viewed the discussion (once; repeats change nothing). */
export async function insertView(db: Db, discussionId: string, userId: string): Promise<void> {
  await db.insert(discussionViews).values({ discussionId, userId }).onConflictDoNothing();
}
