import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Judge } from '../../judge/judge.ts';

/** How long the database may take to answer `select 1` before it counts as unreachable, ms. */
export const DB_PROBE_TIMEOUT_MS = 2000;

/** The body of GET /api/health. */
export interface HealthReport {
  /** True when every part below is healthy (HTTP 200), else false (HTTP 503). */
  ok: boolean;
  database: { ok: true; latencyMs: number } | { ok: false; reason: string };
  /** The judge's state: its backend and, when it can run code, its queue depth (jobs). */
  judge:
    | { available: false; reason: string; backend: 'sandbox' | 'judge0' }
    | { available: true; backend: 'sandbox' | 'judge0'; pending: number; running: number; isolation: Judge['isolation'] };
}

/**
 * Probes the database with `select 1` (bounded by {@link DB_PROBE_TIMEOUT_MS}) and reads the
 * judge's availability and queue depth. Never throws: a failing part is reported in the result.
 */
export async function checkHealth(db: Db, judge: Judge): Promise<HealthReport> {
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
  const judgeState: HealthReport['judge'] = judge.unavailable
    ? { available: false, reason: judge.unavailable, backend: judge.backend }
    : { available: true, backend: judge.backend, pending: judge.pending, running: judge.running, isolation: judge.isolation };
  return { ok: database.ok && judgeState.available, database, judge: judgeState };
}
