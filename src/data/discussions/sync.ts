/**
 * Sync handlers of the discussion board's ops. Each sends one request with the op's
 * Idempotency-Key — `POST createDiscussion` and `POST createComment/:id` with the client's ids
 * (a replay creates nothing twice), `PUT vote/:id {voted}` with the desired state (a replay
 * never flips it) — then stores the server's answer with the ops still queued for that
 * discussion applied on top (`merge.ts`).
 */
import { createComment, createDiscussion, setVote } from '../../api/discuss.ts';
import type { DiscussionRow } from '../core/db.ts';
import { bumpGen } from '../core/gen.ts';
import type { SyncContext, SyncHandler } from '../core/sync-handler.ts';
import { applyOps, toRow, type DiscussOp } from './merge.ts';
import { DISCUSSIONS_SCOPE } from './refresh.ts';
import { queuedOps } from './repository.ts';

/**
 * Completes `op` and stores the server's answer: `base` turns the local row (null when absent)
 * into the server's copy, or returns null when the answer cannot rebuild it.
 */
async function complete(op: DiscussOp, ctx: SyncContext, base: (local: DiscussionRow | null) => DiscussionRow | null): Promise<void> {
  const db = ctx.db;
  await db.transaction('rw', [db.outbox, db.discussions, db.kv], async () => {
    await ctx.finish();
    if (op.kind === 'discussVote') {
      // This user's parked votes of the discussion are superseded: this one is newer.
      await db.outbox
        .where('target')
        .equals(op.target)
        .filter((o) => o.kind === 'discussVote' && o.state === 'failed' && o.seq! < op.seq! && o.userId === op.userId)
        .delete();
    }
    await bumpGen(db, DISCUSSIONS_SCOPE);
    if (!(await ctx.stillSignedIn())) return;
    const id = op.payload.discussionId;
    const server = base((await db.discussions.get(id)) ?? null);
    if (!server) return;
    const row = applyOps(server, await queuedOps(db, op.userId, id));
    if (row) await db.discussions.put(row);
  });
}

/** Handler of `discussPost` ops. */
export const discussPostSync: SyncHandler<'discussPost'> = {
  tables: ['discussions'],
  coalesce: false,
  async send(op, ctx) {
    const { discussionId, topic, header, content } = op.payload;
    ctx.countRequest();
    const created = await createDiscussion({ _id: discussionId, topic, header, content }, ctx.call(op.id));
    await complete(op, ctx, () => toRow(created));
  },
  async onDiscarded(db, op) {
    // The post never reached the server: it disappears with its op.
    await db.discussions.delete(op.payload.discussionId);
  },
};

/** Handler of `discussComment` ops. */
export const discussCommentSync: SyncHandler<'discussComment'> = {
  tables: ['discussions'],
  coalesce: false,
  async send(op, ctx) {
    const { discussionId, commentId, comment } = op.payload;
    ctx.countRequest();
    const comments = await createComment(discussionId, { _id: commentId, comment }, ctx.call(op.id));
    await complete(op, ctx, (local) => (local ? { ...local, pending: false, stats: { ...local.stats, comments } } : null));
  },
  async onDiscarded(db, op) {
    const row = await db.discussions.get(op.payload.discussionId);
    if (row) await db.discussions.put({ ...row, stats: { ...row.stats, comments: row.stats.comments.filter((c) => !(c.pending && c._id === op.payload.commentId)) } });
  },
};

/** Handler of `discussVote` ops; a completed vote also clears this user's parked votes of the discussion (its state is newer). */
export const discussVoteSync: SyncHandler<'discussVote'> = {
  tables: ['discussions'],
  // Not coalescing at the engine level: its completion must not drop parked posts or comments of the same target.
  coalesce: false,
  async send(op, ctx) {
    const { discussionId, voted } = op.payload;
    ctx.countRequest();
    const votes = await setVote(discussionId, voted, ctx.call(op.id));
    await complete(op, ctx, (local) => (local ? { ...local, pending: false, stats: { ...local.stats, votes } } : null));
  },
};

/** The op kinds of the discussion board and their handlers (registered in `src/data/sync.ts`). */
export const discussionSyncHandlers: { discussPost: SyncHandler<'discussPost'>; discussComment: SyncHandler<'discussComment'>; discussVote: SyncHandler<'discussVote'> } = {
  discussPost: discussPostSync,
  discussComment: discussCommentSync,
  discussVote: discussVoteSync,
};
