/**
 * The drafts rule: last write wins by the client's clock. An incoming draft replaces the stored
 * one only when its `updatedAt` (ms since epoch, the editing device's clock) is strictly newer;
 * an older or equally old write is ignored. The service's upsert states the same rule in SQL
 * (`ON CONFLICT … DO UPDATE … WHERE drafts.updated_at < excluded.updated_at`) so that it holds
 * atomically under concurrent writes; these functions are the rule in code, for the reply and
 * the tests.
 */

/** A draft's content and its edit time (ms since epoch). */
export interface DraftVersion {
  code: string;
  updatedAt: number;
}

/** Whether `incoming` replaces `stored` (undefined: nothing stored yet). */
export function replacesStored(stored: DraftVersion | undefined, incoming: DraftVersion): boolean {
  return !stored || stored.updatedAt < incoming.updatedAt;
}

/** Whether the write was applied: the stored draft after the write is the incoming one. */
export function wasApplied(after: DraftVersion, incoming: DraftVersion): boolean {
  return after.updatedAt === incoming.updatedAt && after.code === incoming.code;
}
