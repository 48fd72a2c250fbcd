/**
 * Refreshes of the discussion board (`discussions` table) from the server: the board page by page
 * (`GET /api/discuss/getAllDiscussions?before=…`: the first page on every refresh, older pages when
 * the learner asks for more) or one author's discussions (`GET /api/discuss/getDiscussionByUserId/:userId`),
 * merged by {@link planDiscussionsMerge} so queued posts, comments and votes of this device stay
 * visible. Every page loaded stays in Dexie (offline the board shows them all); the cursor of the
 * next page to load is kept in `kv` ({@link DISCUSSIONS_NEXT_KEY}). Also records views.
 */
import type { KyInstance } from 'ky';
import { getDiscussionPage, getDiscussionsByUser, recordView } from '../../api/discuss.ts';
import type { Discussion, DiscussionPage } from '../../../common/contract/index.ts';
import type { PocketDb } from '../core/db.ts';
import { readGen } from '../core/gen.ts';
import { currentUserId, kvGet, kvSet, lastSyncKey } from '../core/kv.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';
import { firstPageOutcome, isDiscussOp, pageSpan, planDiscussionsMerge, type DiscussOp } from './merge.ts';

/** Generation scope of the board (bumped when a discussion op completes). */
export const DISCUSSIONS_SCOPE = 'discussions';

/** `kv` key of the board's next page to load: a {@link NextPageValue}. */
export const DISCUSSIONS_NEXT_KEY = 'discussions:next';

/** Value of {@link DISCUSSIONS_NEXT_KEY}: whose board it is and the cursor of its next page (null: all loaded). */
export interface NextPageValue {
  userId: string;
  cursor: string | null;
}

/**
 * The cursor of the board's next page on this device for `userId`.
 * @returns the cursor; null when every page is loaded; undefined before the first refresh
 */
export async function nextPageCursor(db: PocketDb, userId: string | null): Promise<string | null | undefined> {
  const value = await kvGet<NextPageValue>(db, DISCUSSIONS_NEXT_KEY);
  return value && value.userId === userId ? value.cursor : undefined;
}

/** The user's queued discussion ops (inside a transaction over `outbox`). */
async function userDiscussOps(db: PocketDb, userId: string): Promise<DiscussOp[]> {
  const ops = await db.outbox.where('target').startsWith('discussion:').toArray();
  return ops.filter((o): o is DiscussOp => o.userId === userId && isDiscussOp(o));
}

async function merge(db: PocketDb, userId: string, gen: number, server: Discussion[], authorId?: string): Promise<MergeResult> {
  return db.transaction('rw', [db.discussions, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, DISCUSSIONS_SCOPE)) !== gen) return 'stale';
    const local = await db.discussions.where('userId').equals(authorId!).toArray();
    const plan = planDiscussionsMerge(server, local, await userDiscussOps(db, userId), authorId);
    await db.discussions.bulkDelete(plan.remove);
    await db.discussions.bulkPut(plan.put);
    return 'merged';
  });
}

/**
 * Merges one page of the board and moves the next-page cursor (the first page: {@link firstPageOutcome}).
 * @param first whether it is the first page (a refresh) or an older one (load more)
 */
async function mergePage(db: PocketDb, userId: string, gen: number, page: DiscussionPage, first: boolean): Promise<MergeResult> {
  return db.transaction('rw', [db.discussions, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, DISCUSSIONS_SCOPE)) !== gen) return 'stale';
    const local = await db.discussions.toArray();
    const { cursor, span } = first
      ? firstPageOutcome(await nextPageCursor(db, userId), page, new Set(local.filter((r) => !r.pending).map((r) => r._id)))
      : { cursor: page.next, span: pageSpan(page.items, false, page.next !== null) };
    const plan = planDiscussionsMerge(page.items, local, await userDiscussOps(db, userId), undefined, span);
    await db.discussions.bulkDelete(plan.remove);
    await db.discussions.bulkPut(plan.put);
    if (first) await kvSet(db, lastSyncKey('discussions'), Date.now());
    await kvSet(db, DISCUSSIONS_NEXT_KEY, { userId, cursor } satisfies NextPageValue);
    return 'merged';
  });
}

/**
 * Refreshes the board's first page (signed in only); older pages already loaded stay.
 * @param o.limit discussions per page (default: the server's)
 * @throws what the HTTP call throws
 */
export async function refreshDiscussions(o: RefreshOptions & { limit?: number } = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const gen = await readGen(db, DISCUSSIONS_SCOPE);
  return mergePage(db, userId, gen, await getDiscussionPage({ limit: o.limit }, call), true);
}

/**
 * Loads the board's next older page into Dexie (signed in only), after the last one loaded.
 * @param o.limit discussions per page (default: the server's)
 * @returns 'skipped' when signed out, before the first refresh, or when every page is loaded
 * @throws what the HTTP call throws
 */
export async function loadMoreDiscussions(o: RefreshOptions & { limit?: number } = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const before = await nextPageCursor(db, userId);
  if (typeof before !== 'string') return 'skipped';
  const gen = await readGen(db, DISCUSSIONS_SCOPE);
  return mergePage(db, userId, gen, await getDiscussionPage({ before, limit: o.limit }, call), false);
}

/** Running refreshes of one author's discussions, per database, then per ky client (`undefined`: the app's) and author. */
const userFlights = new WeakMap<PocketDb, Map<KyInstance | undefined, Map<string, Promise<MergeResult>>>>();

/**
 * Refreshes one author's discussions (signed in only), e.g. for the profile's Discussions tab.
 * Single-flight per database, client and author: a call while one runs shares it (the profile screen and
 * its Discussions count ask at the same time), except calls with a `signal`, which run on their own.
 * @throws what the HTTP call throws
 */
export function refreshUserDiscussions(authorId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const run = async (): Promise<MergeResult> => {
    const userId = await currentUserId(db);
    if (!userId) return 'skipped';
    const gen = await readGen(db, DISCUSSIONS_SCOPE);
    return merge(db, userId, gen, await getDiscussionsByUser(authorId, call), authorId);
  };
  if (o.signal) return run();
  let byClient = userFlights.get(db);
  if (!byClient) userFlights.set(db, (byClient = new Map()));
  let byAuthor = byClient.get(o.client);
  if (!byAuthor) byClient.set(o.client, (byAuthor = new Map()));
  const running = byAuthor.get(authorId);
  if (running) return running;
  const flight = run().finally(() => {
    if (byAuthor.get(authorId) === flight) byAuthor.delete(authorId);
  });
  byAuthor.set(authorId, flight);
  return flight;
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
