/**
 * The signed-in learner's submission history across problems (the profile's heat map and Recent
 * AC tab): `GET /api/submit/getAllUserSubmits` cached in `kv` under {@link KV.userSubmissions},
 * so the profile reads it offline. Cleared at sign-out with the other private keys.
 */
import { useLiveQuery } from '../core/live.ts';
import type { UserSubmission } from '../../../common/contract/index.ts';
import { getAllUserSubmits } from '../../api/submissions.ts';
import { getDb, type PocketDb } from '../core/db.ts';
import { currentUserId, KV } from '../core/kv.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';

/**
 * Fetches the history and replaces the cached copy (signed in only).
 * @returns `skipped` when signed out, `stale` when the user changed meanwhile, else `merged`
 * @throws what the HTTP call throws
 */
export async function refreshUserSubmissions(o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list = await getAllUserSubmits(call);
  return db.transaction('rw', db.kv, async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    await db.kv.put({ key: KV.userSubmissions, value: list });
    return 'merged';
  });
}

/** The cached history (undefined while loading, [] when none is cached). */
export function useUserSubmissions(db: PocketDb = getDb()): UserSubmission[] | undefined {
  return useLiveQuery(async () => ((await db.kv.get(KV.userSubmissions))?.value as UserSubmission[] | undefined) ?? [], [db]);
}
