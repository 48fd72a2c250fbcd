import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema.ts';

/**
 * Login rate limiting per IP and per account: a fixed window of `windowMs`
 * in which at most `maxFailures` failed logins are allowed per account key
 * (`account:<email>`) and {@link IP_FACTOR}× that per IP key (`ip:<addr>`; a
 * classroom shares one address). Stored in the database so it holds across
 * several API servers.
 */
export const IP_FACTOR = 5;

const limitFor = (key: string, o: ThrottleOptions) => (key.startsWith('ip:') ? o.maxFailures * IP_FACTOR : o.maxFailures);
export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function retryAfterSeconds(db: Db, keys: string[], o: ThrottleOptions): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
  let wait = 0;
  for (const r of rows) {
    const endsAt = r.windowStart.getTime() + o.windowMs;
    if (r.failures >= limitFor(r.key, o) && endsAt > Date.now()) wait = Math.max(wait, Math.ceil((endsAt - Date.now()) / 1000));
  }
  return wait;
}

/** Counts one failed login against every key (starting a new window when the old one ended). */
export async function recordFailure(db: Db, keys: string[], o: ThrottleOptions): Promise<void> {
  const cutoff = new Date(Date.now() - o.windowMs).toISOString();
  for (const key of keys) {
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`CASE WHEN ${loginThrottle.windowStart} < ${cutoff}::timestamptz THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
          windowStart: sql`CASE WHEN ${loginThrottle.windowStart} < ${cutoff}::timestamptz THEN now() ELSE ${loginThrottle.windowStart} END`,
        },
      });
  }
}

/** Clears the counters of the given keys (after a successful login). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
}
