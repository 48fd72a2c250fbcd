/** Refresh of one problem's drafts (`drafts` table) from `GET /api/drafts/:prblmId`. */
import { getDrafts } from '../../api/drafts.ts';
import { currentUserId } from '../core/kv.ts';
import { busyTargets } from '../core/outbox.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';
import { draftTarget } from './repository.ts';

/** Generation scope of one problem's drafts (bumped when a draft op of that problem completes). */
export function draftsScope(prblmId: string): string {
  return `drafts:${prblmId}`;
}

/**
 * Refreshes one problem's drafts (signed in only): a server draft replaces the local one when it
 * is newer (`updatedAt`, last write wins) and no local edit of it is pending.
 * @throws what the HTTP call throws
 */
export async function refreshDrafts(prblmId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list = await getDrafts(prblmId, call);
  return db.transaction('rw', [db.drafts, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    const busy = await busyTargets(db, userId);
    for (const d of list) {
      if (busy.has(draftTarget(prblmId, d.language))) continue;
      const local = await db.drafts.get([prblmId, d.language]);
      // The local custom input (`...local`) stays: it is not synced.
      if (!local || d.updatedAt > local.updatedAt) await db.drafts.put({ ...local, prblmId, language: d.language, code: d.code, updatedAt: d.updatedAt });
    }
    return 'merged';
  });
}
