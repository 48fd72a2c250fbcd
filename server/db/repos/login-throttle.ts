/**
 * The `login_throttle` table's repository: the one file that writes the login attempt counters
 * (the rules are in server/modules/auth/throttle.ts).
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { loginThrottle } from '../schema.ts';

/**
 * Counts one attempt against `key`, unless the key is locked, by one atomic
 * `INSERT … ON CONFLICT DO UPDATE … WHERE not locked … RETURNING`: a window of `windowMs` starts
 * at the first attempt; from the `limit`-th attempt on, the next one must wait 2^(n − limit) s
 * (capped at the window).
 * @returns the attempt number within the window, or null when locked (not counted).
 */
export async function countAttempt(db: Db, key: string, limit: number, windowMs: number): Promise<number | null> {
  const windowS = Math.ceil(windowMs / 1000);
  const expired = sql`${loginThrottle.windowStart} < now() - make_interval(secs => ${windowS})`;
  const next = sql`CASE WHEN ${expired} THEN 1 ELSE ${loginThrottle.failures} + 1 END`;
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: sql`now()`, lockedUntil: limit <= 1 ? sql`now() + make_interval(secs => 1)` : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: next,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${loginThrottle.windowStart} END`,
        lockedUntil: sql`CASE WHEN ${next} >= ${limit} THEN now() + make_interval(secs => LEAST(${windowS}, power(2, LEAST(30, ${next} - ${limit}))::int)) ELSE NULL END`,
      },
      setWhere: sql`${loginThrottle.lockedUntil} IS NULL OR ${loginThrottle.lockedUntil} <= now()`,
    })
    .returning({ failures: loginThrottle.failures });
  return rows[0]?.failures ?? null;
}

/** Forgets the counter `key`. */
export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Takes one counted attempt of `key` back (never below 0). */
export async function giveBackAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`GREATEST(0, ${loginThrottle.failures} - 1)` })
    .where(and(eq(loginThrottle.key, key), gt(loginThrottle.failures, 0)));
}

/** When the locks of `keys` end (null: not locked). */
export async function lockEnds(db: Db, keys: string[]): Promise<(Date | null)[]> {
  const rows = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(inArray(loginThrottle.key, keys));
  return rows.map((r) => r.lockedUntil);
}
