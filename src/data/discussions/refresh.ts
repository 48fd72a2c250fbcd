/**
 * Refreshes of the discussion board (`discussions` table) from the server: the whole board
 * (`GET /api/discuss/getAllDiscussions`) or one author's discussions
 * (`GET /api/discuss/getDiscussionByUserId/:userId`), merged by {@link planDiscussionsMerge} so
 * queued posts, comments and votes of this device stay visible. Also records views.
 */
import { getAllDiscussions, getDiscussionsByUser, recordView } from '../../api/discuss.ts';
import type { Discussion } from '../../../common/contract/index.ts';
import type { PocketDb } from '../core/db.ts';
import { readGen } from '../core/gen.ts';
import { currentUserId, kvSet, lastSyncKey } from '../core/kv.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';
import { isDiscussOp, planDiscussionsMerge, type DiscussOp } from './merge.ts';

/** Generation scope of the board (bumped when a discussion op completes). */
export const DISCUSSIONS_SCOPE = 'discussions';

/** The user's queued discussion ops (inside a transaction over `outbox`). */
async function userDiscussOps(db: PocketDb, userId: string): Promise<DiscussOp[]> {
  const ops = await db.outbox.where('target').startsWith('discussion:').toArray();
  return ops.filter((o): o is DiscussOp => o.userId === userId && isDiscussOp(o));
}

async function merge(db: PocketDb, userId: string, gen: number, server: Discussion[], authorId?: string): Promise<MergeResult> {
  return db.transaction('rw', [db.discussions, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, DISCUSSIONS_SCOPE)) !== gen) return 'stale';
    const local = authorId === undefined ? await db.discussions.toArray() : await db.discussions.where('userId').equals(authorId).toArray();
    const plan = planDiscussionsMerge(server, local, await userDiscussOps(db, userId), authorId);
    await db.discussions.bulkDelete(plan.remove);
    await db.discussions.bulkPut(plan.put);
    if (authorId === undefined) await kvSet(db, lastSyncKey('discussions'), Date.now());
    return 'merged';
  });
}

/**
 * Refreshes the whole board (signed in only).
 * @throws what the HTTP call throws
 */
export async function refreshDiscussions(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const gen = await readGen(db, DISCUSSIONS_SCOPE);
  return merge(db, userId, gen, await getAllDiscussions(call));
}

/**
 * Refreshes one author's discussions (signed in only), e.g. for the profile's Discussions tab.
 * @throws what the HTTP call throws
 */
export async function refreshUserDiscussions(authorId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const gen = await readGen(db, DISCUSSIONS_SCOPE);
  return merge(db, userId, gen, await getDiscussionsByUser(authorId, call), authorId);
}

/** Discussions whose view was recorded in this page load, per user (`userId:discussionId`). */
const viewed = new Set<string>();

/**
 * Records the signed-in user's view of a discussion on the server (the server counts one per
 * user and discussion) and stores the new count. Needs a connection: offline, or for a
 * discussion that has not reached the server yet, nothing is recorded (a view is a statistic,
 * not the learner's data). Once per discussion per page load.
 * @returns the view count, or null when nothing was recorded
 * @throws what the HTTP call throws
 */
export async function recordDiscussionView(discussionId: string, o: RefreshOptions = {}): Promise<number | null> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  const row = await db.discussions.get(discussionId);
  if (!userId || !row || row.pending || viewed.has(`${userId}:${discussionId}`)) return null;
  viewed.add(`${userId}:${discussionId}`);
  try {
    const views = await recordView(discussionId, call);
    await db.discussions.update(discussionId, { 'stats.views': views });
    return views;
  } catch (e) {
    viewed.delete(`${userId}:${discussionId}`);
    throw e;
  }
}
