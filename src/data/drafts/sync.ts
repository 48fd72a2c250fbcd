/**
 * Sync handler of `draft` ops: `PUT /api/drafts/:prblmId/:language` (last write wins by the
 * client's `updatedAt`). When the server kept a newer draft (another device), this device adopts
 * it unless a newer local edit is already on its way.
 */
import { putDraft } from '../../api/drafts.ts';
import { bumpGen } from '../core/gen.ts';
import type { SyncHandler } from '../core/sync-handler.ts';
import { draftsScope } from './refresh.ts';

/** Handler of `draft` ops. */
export const draftSync: SyncHandler<'draft'> = {
  tables: ['drafts'],
  async send(op, ctx) {
    const { prblmId, language, code, updatedAt } = op.payload;
    ctx.countRequest();
    const res = await putDraft(prblmId, language, { code, updatedAt }, ctx.call(op.id));
    const db = ctx.db;
    await db.transaction('rw', [db.outbox, db.drafts, db.kv], async () => {
      await ctx.finish();
      await bumpGen(db, draftsScope(prblmId));
      if (!(await ctx.stillSignedIn())) return;
      if (await db.outbox.where('target').equals(op.target).count()) return; // newer local edit on its way
      const local = await db.drafts.get([prblmId, language]);
      // Not applied: the server holds a newer draft (another device) — adopt it.
      if (!local || local.updatedAt <= res.updatedAt) {
        await db.drafts.put({ ...local, prblmId, language, code: res.code, updatedAt: res.updatedAt });
      }
    });
  },
};
