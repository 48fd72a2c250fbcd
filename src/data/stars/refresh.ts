/** Refresh of the saved problems (`stars` table) from `GET /api/prblm/stars`. */
import { getStars } from '../../api/stars.ts';
import { readGen } from '../core/gen.ts';
import { currentUserId, kvSet, lastSyncKey } from '../core/kv.ts';
import { busyTargets } from '../core/outbox.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';
import { starTarget } from './repository.ts';

/** Generation scope of the stars (bumped when a star op completes). */
export const STARS_SCOPE = 'stars';

/**
 * Refreshes the saved problems (signed in only). Pending local star changes win.
 * @throws what the HTTP call throws
 */
export async function refreshStars(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const gen = await readGen(db, STARS_SCOPE);
  const server = new Set(await getStars(call));
  return db.transaction('rw', [db.stars, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, STARS_SCOPE)) !== gen) return 'stale';
    const busy = await busyTargets(db, userId);
    const now = Date.now();
    for (const row of await db.stars.toArray()) {
      if (!busy.has(starTarget(row.prblmId)) && !server.has(row.prblmId)) await db.stars.delete(row.prblmId);
    }
    for (const prblmId of server) {
      if (!busy.has(starTarget(prblmId))) await db.stars.put({ prblmId, starred: true, updatedAt: now });
    }
    await kvSet(db, lastSyncKey('stars'), now);
    return 'merged';
  });
}
