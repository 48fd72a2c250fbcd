/** The `rate_limit_events` table's repository: the one file that writes the sliding-window limits' events. */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rateLimitEvents } from '../schema.ts';

/** Forgets the events of every key starting with `prefix` that happened at or before `before`. */
export async function forgetEventsOfPrefix(db: Db, prefix: string, before: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(and(sql`${rateLimitEvents.key} like ${`${prefix}%`}`, lte(rateLimitEvents.at, before)));
}

/**
 * Runs `decide` on the times of `key`'s events after `before`, in one transaction under the key's
 * advisory lock (the older ones are forgotten first); records an event at `at` when it allows.
 * @returns what `decide` returned
 */
export async function takeEvent<T extends { allowed: boolean }>(db: Db, key: string, before: Date, at: Date, decide: (times: number[]) => T): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    await tx.delete(rateLimitEvents).where(and(eq(rateLimitEvents.key, key), lte(rateLimitEvents.at, before)));
    const rows = await tx.select({ at: rateLimitEvents.at }).from(rateLimitEvents).where(eq(rateLimitEvents.key, key)).orderBy(asc(rateLimitEvents.at));
    const decision = decide(rows.map((r) => r.at.getTime()));
    if (decision.allowed) await tx.insert(rateLimitEvents).values({ key, at });
    return decision;
  });
}
