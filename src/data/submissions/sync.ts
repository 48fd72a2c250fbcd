/**
 * Sync handler of `submit` ops: `POST /api/submit/:id` (judging included: a slow request). The
 * local row follows the op: `judging` while sent, the server's verdict when answered, `queued`
 * while waiting to retry, `failed` when the server refused it; discarding a parked submission
 * deletes its row.
 */
import { submitCode } from '../../api/submissions.ts';
import { bumpGen } from '../core/gen.ts';
import type { SyncHandler } from '../core/sync-handler.ts';
import { recordSubmissionInProgress } from '../problems/repository.ts';

/** Handler of `submit` ops. */
export const submitSync: SyncHandler<'submit'> = {
  tables: ['submissions'],
  coalesce: false,
  slow: true,
  async send(op, ctx) {
    const { localId, prblmId, language, code } = op.payload;
    ctx.countRequest();
    const res = await submitCode(prblmId, { code, language }, ctx.call(op.id));
    const db = ctx.db;
    await db.transaction('rw', [db.outbox, db.submissions, db.kv], async () => {
      await ctx.finish();
      await bumpGen(db, `submissions:${prblmId}`);
      if (!(await ctx.stillSignedIn())) return;
      // A history refresh may have stored this submission under its server id meanwhile.
      await db.submissions
        .where('serverId')
        .equals(res._id)
        .filter((s) => s.localId !== localId)
        .delete();
      const prev = await db.submissions.get(localId);
      const now = new Date();
      await db.submissions.put({
        localId,
        prblmId,
        language,
        code,
        createdAt: prev?.createdAt ?? now.toISOString(),
        createdAtMs: prev?.createdAtMs ?? now.getTime(),
        serverId: res._id,
        status: res.status,
        status_id: res.status_id,
        passedTestCases: res.passedTestCases,
        totalTestCases: res.totalTestCases,
        runtime: res.runtime,
        memory: res.memory,
        error: res.error,
        errorMessage: res.errorMessage,
        failedTestCase: res.failedTestCase ?? null,
        score: res.score ?? null,
        maxScore: res.maxScore ?? null,
        groups: res.groups ?? null,
      });
      const score = typeof res.score === 'number' && typeof res.maxScore === 'number' ? { score: res.score, max: res.maxScore } : null;
      await recordSubmissionInProgress(db, prblmId, res.status === 'accepted' ? (prev?.createdAt ?? now.toISOString()) : null, score);
    });
  },
  async onClaimed(db, op) {
    await db.submissions.update(op.payload.localId, { status: 'judging' });
  },
  async onRequeued(db, op) {
    await db.submissions.update(op.payload.localId, { status: 'queued', error: null, errorMessage: null });
  },
  async onParked(db, op, message) {
    await db.submissions.update(op.payload.localId, { status: 'failed', errorMessage: message, error: message });
  },
  async onDiscarded(db, op) {
    await db.submissions.delete(op.payload.localId);
  },
};
