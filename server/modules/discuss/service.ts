/**
 * The discussion board's service: discussions, comments, votes and views in the database. The
 * response shape and the vote rules are in `rules.ts`; this file reads and writes.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DISCUSSION_PAGE_SIZE, type CreateCommentBody, type CreateDiscussionBody, type Discussion, type DiscussionComment } from '../../../common/contract/discuss.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { discussionComments, discussions, discussionViews, discussionVotes, users } from '../../db/schema.ts';
import { discussionExists, findComment, findDiscussionAuthor, hasVote, insertComment, insertDiscussion, insertView, listVotes, setVote } from '../../db/repos/discussions.ts';
import { userExists } from '../../db/repos/users.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { assembleDiscussions, decodeCursor, encodeCursor, nextVote, oldestFirst, toComment, type DiscussionRecord, type VoteIntent } from './rules.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const discussionColumns = {
  id: discussions.id,
  userId: discussions.userId,
  firstname: users.firstname,
  topic: discussions.topic,
  header: discussions.header,
  content: discussions.content,
  createdAt: discussions.createdAt,
};

/** Adds comments, votes and view counts to discussion rows (3 queries whatever the number of rows). */
async function withStats(db: Db | Tx, rows: DiscussionRecord[]): Promise<Discussion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [comments, votes, viewCounts] = await Promise.all([
    db
      .select({ id: discussionComments.id, discussionId: discussionComments.discussionId, firstname: users.firstname, comment: discussionComments.comment, createdAt: discussionComments.createdAt })
      .from(discussionComments)
      .innerJoin(users, eq(users.id, discussionComments.userId))
      .where(inArray(discussionComments.discussionId, ids)),
    db.select().from(discussionVotes).where(inArray(discussionVotes.discussionId, ids)),
    db
      .select({ discussionId: discussionViews.discussionId, n: count() })
      .from(discussionViews)
      .where(inArray(discussionViews.discussionId, ids))
      .groupBy(discussionViews.discussionId),
  ]);
  return assembleDiscussions(rows, comments, votes, new Map(viewCounts.map((v) => [v.discussionId, Number(v.n)])));
}

/**
 * Every discussion, newest first (spec `getAllDiscussions`), or only those of `authorId`
 * (spec `getDiscussionByUserId`).
 */
export async function listDiscussions(db: Db, authorId?: string): Promise<Discussion[]> {
  const rows = await db
    .select(discussionColumns)
    .from(discussions)
    .innerJoin(users, eq(users.id, discussions.userId))
    .where(authorId === undefined ? undefined : eq(discussions.userId, authorId))
    .orderBy(desc(discussions.createdAt), desc(discussions.id));
  return withStats(db, rows);
}

/**
 * One page of the board, newest first (by creation time, then id), keyset-paginated: the page
 * holds the `limit` discussions that come after the cursor's position.
 * @param before a cursor from a previous page (`discussionCursorSchema`), or undefined for the first page
 * @param limit discussions per page (default {@link DISCUSSION_PAGE_SIZE})
 * @returns the discussions and the cursor of the next page, null when this is the last page
 */
export async function listDiscussionPage(db: Db, before: string | undefined, limit = DISCUSSION_PAGE_SIZE): Promise<{ items: Discussion[]; next: string | null }> {
  const at = before === undefined ? undefined : decodeCursor(before);
  const position = sql<string>`to_char(${discussions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({ ...discussionColumns, position })
    .from(discussions)
    .innerJoin(users, eq(users.id, discussions.userId))
    .where(at === undefined ? undefined : sql`(${discussions.createdAt}, ${discussions.id}) < (${at.createdAt}::timestamptz, ${at.id})`)
    .orderBy(desc(discussions.createdAt), desc(discussions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: await withStats(db, page), next: rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null };
}

/**
 * Whether `userId` already created this discussion or comment (a replayed offline write, which
 * the posting limit does not count again).
 */
export async function alreadyPosted(db: Db, userId: string, what: { discussionId: string } | { commentId: string }): Promise<boolean> {
  const rows =
    'discussionId' in what
      ? await db.select({ id: discussions.id }).from(discussions).where(and(eq(discussions.id, what.discussionId), eq(discussions.userId, userId))).limit(1)
      : await db.select({ id: discussionComments.id }).from(discussionComments).where(and(eq(discussionComments.id, what.commentId), eq(discussionComments.userId, userId))).limit(1);
  return rows.length > 0;
}

/** One discussion in the spec's shape. @throws NotFoundError when it does not exist */
export async function getDiscussion(db: Db | Tx, id: string): Promise<Discussion> {
  const rows = await db.select(discussionColumns).from(discussions).innerJoin(users, eq(users.id, discussions.userId)).where(eq(discussions.id, id));
  if (rows.length === 0) throw new NotFoundError(API_MSG.discussionNotFound);
  return (await withStats(db, rows))[0]!;
}

/** @throws NotFoundError when the discussion does not exist */
async function assertDiscussionExists(db: Db | Tx, id: string): Promise<void> {
  if (!(await discussionExists(db, id))) throw new NotFoundError(API_MSG.discussionNotFound);
}

/** @throws NotFoundError when no user has this id */
export async function assertUserExists(db: Db, id: string): Promise<void> {
  if (!(await userExists(db, id))) throw new NotFoundError(API_MSG.userNotFound);
}

/**
 * Creates a discussion by `userId`. With a client-generated `_id` that this user already used,
 * nothing is created and that discussion is returned (a replayed offline post).
 * @returns the discussion as stored
 * @throws ValidationError when `_id` belongs to another user's discussion
 */
export async function createDiscussion(db: Db, userId: string, body: CreateDiscussionBody): Promise<Discussion> {
  const id = body._id ?? newId();
  return db.transaction(async (tx) => {
    if (!(await insertDiscussion(tx, { id, userId, topic: body.topic, header: body.header, content: body.content }))) {
      const existing = await findDiscussionAuthor(tx, id);
      if (existing?.userId !== userId) throw new ValidationError(API_MSG.discussionIdTaken);
    }
    return getDiscussion(tx, id);
  });
}

/** A discussion's comments, oldest first. */
async function listComments(db: Db | Tx, discussionId: string): Promise<DiscussionComment[]> {
  const rows = await db
    .select({ id: discussionComments.id, discussionId: discussionComments.discussionId, firstname: users.firstname, comment: discussionComments.comment, createdAt: discussionComments.createdAt })
    .from(discussionComments)
    .innerJoin(users, eq(users.id, discussionComments.userId))
    .where(eq(discussionComments.discussionId, discussionId));
  return rows.sort(oldestFirst((c) => c.id)).map(toComment);
}

/**
 * Adds `userId`'s comment to a discussion. With a client-generated `_id` this user already used
 * on this discussion, nothing is added (a replayed offline comment).
 * @returns the discussion's comments after the write, oldest first
 * @throws NotFoundError unknown discussion; ValidationError when `_id` is another comment's
 */
export async function addComment(db: Db, userId: string, discussionId: string, body: CreateCommentBody): Promise<DiscussionComment[]> {
  const id = body._id ?? newId();
  return db.transaction(async (tx) => {
    await assertDiscussionExists(tx, discussionId);
    if (!(await insertComment(tx, { id, discussionId, userId, comment: body.comment }))) {
      const existing = await findComment(tx, id);
      if (existing?.userId !== userId || existing.discussionId !== discussionId) throw new ValidationError(API_MSG.commentIdTaken);
    }
    return listComments(tx, discussionId);
  });
}

/**
 * Sets, clears or flips `userId`'s vote on a discussion ({@link nextVote}).
 * @returns the voters' ids after the write, oldest vote first
 * @throws NotFoundError unknown discussion
 */
export async function applyVote(db: Db, userId: string, discussionId: string, intent: VoteIntent): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Locking the discussion row serialises concurrent votes on it (two toggles never both read "off").
    if (!(await discussionExists(tx, discussionId, { lock: true }))) throw new NotFoundError(API_MSG.discussionNotFound);
    const current = await hasVote(tx, discussionId, userId);
    const wanted = nextVote(current, intent);
    if (wanted !== current) await setVote(tx, discussionId, userId, wanted);
    const votes = await listVotes(tx, discussionId);
    return votes.sort(oldestFirst((v) => v.userId)).map((v) => v.userId);
  });
}

/**
 * Records that `userId` viewed a discussion (once per user and discussion; repeats change nothing).
 * @returns the discussion's view count
 * @throws NotFoundError unknown discussion
 */
export async function recordView(db: Db, userId: string, discussionId: string): Promise<number> {
  await assertDiscussionExists(db, discussionId);
  await insertView(db, discussionId, userId);
  const [{ n }] = (await db.select({ n: count() }).from(discussionViews).where(eq(discussionViews.discussionId, discussionId))) as [{ n: number }];
  return Number(n);
}
