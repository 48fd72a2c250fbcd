/**
 * The discussion board on this device (spec §2.8, §4 Vote / Comment / Create-discussion). Every
 * write (a post, a comment, a vote) is applied to Dexie and queued in the outbox in ONE
 * transaction, so it shows at once, offline too, and reaches the server when the sync engine
 * drains the queue. Ops of one discussion share its target (`discussion:<id>`) and go in order:
 * a comment on an offline post is sent after the post.
 */
import * as z from 'zod/mini';
import { commentTextSchema, newDiscussionFormSchema, type NewDiscussion } from '../../../common/contract/index.ts';
import { getDb, type DiscussionRow, type OutboxOp, type PocketDb } from '../core/db.ts';
import { DataValidationError, NotFoundLocallyError, NotSignedInError } from '../core/errors.ts';
import { randomHex } from '../core/ids.ts';
import { currentUser } from '../core/kv.ts';
import { enqueue, notifyOutboxChanged } from '../core/outbox.ts';
import { applyOps, discussionTarget, isDiscussOp, type DiscussOp } from './merge.ts';

/** Every discussion on this device, newest first. */
export async function listDiscussions(db: PocketDb): Promise<DiscussionRow[]> {
  return (await db.discussions.orderBy('createdAtMs').reverse().toArray()).sort(byNewest);
}

/** One author's discussions on this device, newest first. */
export async function listUserDiscussions(db: PocketDb, userId: string): Promise<DiscussionRow[]> {
  return (await db.discussions.where('userId').equals(userId).toArray()).sort(byNewest);
}

function byNewest(a: DiscussionRow, b: DiscussionRow): number {
  return b.createdAtMs - a.createdAtMs || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
}

/** The signed-in user's queued ops of one discussion, in queue order (inside a transaction over `outbox`). */
export async function queuedOps(db: PocketDb, userId: string, discussionId: string): Promise<DiscussOp[]> {
  const ops: OutboxOp[] = await db.outbox.where('target').equals(discussionTarget(discussionId)).toArray();
  return ops.filter((o): o is DiscussOp => o.userId === userId && isDiscussOp(o)).sort((a, b) => a.seq! - b.seq!);
}

function parseOrThrow<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const r = z.safeParse(schema, value);
  if (!r.success) throw new DataValidationError(r.error.issues[0]?.message ?? 'Invalid input');
  return r.data;
}

async function requireUser(db: PocketDb): Promise<{ _id: string; firstname: string }> {
  const user = await currentUser(db);
  if (!user) throw new NotSignedInError();
  return user;
}

/**
 * Posts a new discussion (spec §5 rules via `newDiscussionFormSchema`): it shows at once as
 * pending and is sent with a client-generated id.
 * @returns the new discussion's id (24 hex)
 * @throws NotSignedInError; DataValidationError with the spec's message ('Topic is required', …)
 */
export async function postDiscussion(input: NewDiscussion, db: PocketDb = getDb()): Promise<string> {
  const data = parseOrThrow(newDiscussionFormSchema, input);
  const discussionId = randomHex(12);
  await db.transaction('rw', [db.discussions, db.outbox, db.kv], async () => {
    const user = await requireUser(db);
    const payload = { discussionId, topic: data.topic, header: data.header, content: data.content, firstname: user.firstname, createdAt: new Date().toISOString() };
    const op = await enqueue(db, user._id, { kind: 'discussPost', target: discussionTarget(discussionId), payload, coalesce: false });
    await db.discussions.put(applyOps(null, [op as DiscussOp])!);
  });
  notifyOutboxChanged(db);
  return discussionId;
}

/**
 * Comments on a discussion as the signed-in user: the comment shows at once as pending.
 * @throws NotSignedInError; DataValidationError (blank or too long); NotFoundLocallyError when the discussion is not on this device
 */
export async function addComment(discussionId: string, text: string, db: PocketDb = getDb()): Promise<void> {
  const comment = parseOrThrow(commentTextSchema, text);
  await db.transaction('rw', [db.discussions, db.outbox, db.kv], async () => {
    const user = await requireUser(db);
    const row = await db.discussions.get(discussionId);
    if (!row) throw new NotFoundLocallyError(`Discussion ${discussionId}`);
    const payload = { discussionId, commentId: randomHex(12), comment, user: user.firstname, date: new Date().toISOString() };
    const op = await enqueue(db, user._id, { kind: 'discussComment', target: discussionTarget(discussionId), payload, coalesce: false });
    await db.discussions.put(applyOps(row, [op as DiscussOp])!);
  });
  notifyOutboxChanged(db);
}

/**
 * Sets the signed-in user's vote on a discussion (the op carries the desired state, so any
 * number of clicks offline end in the right state; an unsent vote is replaced, not repeated).
 * @throws NotSignedInError; NotFoundLocallyError when the discussion is not on this device
 */
export async function setVote(discussionId: string, voted: boolean, db: PocketDb = getDb()): Promise<void> {
  await db.transaction('rw', [db.discussions, db.outbox, db.kv], async () => {
    const user = await requireUser(db);
    const row = await db.discussions.get(discussionId);
    if (!row) throw new NotFoundLocallyError(`Discussion ${discussionId}`);
    const op = await enqueue(db, user._id, {
      kind: 'discussVote',
      target: discussionTarget(discussionId),
      payload: { discussionId, voted },
      mergesWith: (prev) => prev.kind === 'discussVote',
    });
    await db.discussions.put(applyOps(row, op ? [op as DiscussOp] : [])!);
  });
  notifyOutboxChanged(db);
}

/**
 * Flips the signed-in user's vote (spec §4 Vote).
 * @returns whether the user's vote is on afterwards
 * @throws NotSignedInError; NotFoundLocallyError when the discussion is not on this device
 */
export async function toggleVote(discussionId: string, db: PocketDb = getDb()): Promise<boolean> {
  const user = await requireUser(db);
  const row = await db.discussions.get(discussionId);
  if (!row) throw new NotFoundLocallyError(`Discussion ${discussionId}`);
  const next = !row.stats.votes.includes(user._id);
  await setVote(discussionId, next, db);
  return next;
}
