/** The drafts module's service: a learner's editor code per problem and language (rule: `last-write-wins.ts`). */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../common/contract/common.ts';
import type { Draft } from '../../../common/contract/sync.ts';
import type { Db } from '../../db/client.ts';
import { drafts } from '../../db/schema.ts';
import { wasApplied, type DraftVersion } from './last-write-wins.ts';

const COLUMNS = { language: drafts.language, code: drafts.code, updatedAt: drafts.updatedAt };

/** The user's drafts of a problem (one per language at most). */
export async function listDrafts(db: Db, userId: string, problemId: string): Promise<Draft[]> {
  return db
    .select(COLUMNS)
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.problemId, problemId)));
}

/**
 * Writes a draft if it is newer than the stored one (one atomic upsert).
 * @returns the stored draft after the write, and whether the incoming one was applied
 */
export async function saveDraft(db: Db, userId: string, problemId: string, language: Language, incoming: DraftVersion): Promise<Draft & { applied: boolean }> {
  await db
    .insert(drafts)
    .values({ userId, problemId, language, code: incoming.code, updatedAt: incoming.updatedAt })
    .onConflictDoUpdate({
      target: [drafts.userId, drafts.problemId, drafts.language],
      set: { code: sql`excluded.code`, updatedAt: sql`excluded.updated_at` },
      // The rule of last-write-wins.ts (replacesStored), atomically.
      setWhere: lt(drafts.updatedAt, incoming.updatedAt),
    });
  const [stored] = await db
    .select(COLUMNS)
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.problemId, problemId), eq(drafts.language, language)));
  return { ...stored!, applied: wasApplied(stored!, incoming) };
}
