import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Judging, JudgingState } from '../submissions/judging.ts';

/** How long the database may take to answer `select 1` before it counts as unreachable, ms. */
export const DB_PROBE_TIMEOUT_MS = 2000;

/** The body of GET /api/health. */
export interface HealthReport {
  /** True when every part below is healthy (HTTP 200), else false (HTTP 503). */
  ok: boolean;
  database: { ok: true; latencyMs: number } | { ok: false; reason: string };
  /**
   * The judge's state: its backend (`queue` with JUDGE_MODE=queue) and, when it can run code, its
   * queue depth (jobs; in queue mode the database's queue and the connected judge workers).
   */
  judge: JudgingState;
}

/**
 * Probes the database with `select 1` (bounded by {@link DB_PROBE_TIMEOUT_MS}) and reads the
 * judge's availability and queue depth. Never throws: a failing part is reported in the result.
 */
export async function checkHealth(db: Db, judging: Judging): Promise<HealthReport> {
  const started = performance.now();
  let database: HealthReport['database'];
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${DB_PROBE_TIMEOUT_MS} ms`)), DB_PROBE_TIMEOUT_MS);
      }),
    ]);
    database = { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (e) {
    database = { ok: false, reason: `database unreachable: ${(e as Error).message.split('\n')[0]}` };
  } finally {
    clearTimeout(timer);
  }
  let judgeState: JudgingState;
  try {
    judgeState = await judging.state();
  } catch (e) {
    judgeState = { available: false, reason: `judge queue unreachable: ${(e as Error).message.split('\n')[0]}`, backend: judging.mode === 'queue' ? 'queue' : 'sandbox' };
  }
  return { ok: database.ok && judgeState.available, database, judge: judgeState };
}
