/** Refresh of one problem's submission history (`submissions` table) from `GET /api/prblm/getAllSubmitsOfAPrblm/:id`. */
import { getSubmissionsOfProblem } from '../../api/submissions.ts';
import type { Submission } from '../../../common/contract/index.ts';
import { currentUserId } from '../core/kv.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';

/**
 * Refreshes one problem's submission history (signed in only): server rows are upserted by
 * server id (a local row that was judged keeps its local id); local queued rows are kept.
 * @throws what the HTTP call throws
 */
export async function refreshSubmissions(prblmId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const list: Submission[] = await getSubmissionsOfProblem(prblmId, call);
  return db.transaction('rw', [db.submissions, db.kv], async () => {
    if ((await currentUserId(db)) !== userId) return 'stale';
    for (const s of list) {
      const existing = await db.submissions.where('serverId').equals(s._id).first();
      await db.submissions.put({
        localId: existing?.localId ?? s._id,
        serverId: s._id,
        prblmId: s.prblmId,
        language: s.language,
        code: s.code,
        status: s.status,
        status_id: s.status_id,
        passedTestCases: s.passedTestCases,
        totalTestCases: s.totalTestCases,
        runtime: s.runtime,
        memory: s.memory,
        error: s.error,
        errorMessage: s.errorMessage,
        failedTestCase: s.failedTestCase ?? null,
        score: s.score ?? null,
        maxScore: s.maxScore ?? null,
        groups: s.groups ?? null,
        createdAt: existing?.createdAt ?? s.createdAt,
        createdAtMs: existing?.createdAtMs ?? Date.parse(s.createdAt),
      });
    }
    return 'merged';
  });
}
