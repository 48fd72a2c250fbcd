/** The `drafts` table's repository: the one file that writes a learner's editor code per problem and language. */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../common/contract/common.ts';
import type { Draft } from '../../../common/contract/sync.ts';
import type { Db } from '../client.ts';
import { drafts } from '../schema.ts';

const COLUMNS = { language: drafts.language, code: drafts.code, updatedAt: drafts.updatedAt };

/** The user's drafts of a problem (one per language at most). */
export async function listDraftRows(db: Db, userId: string, problemId: string): Promise<Draft[]> {
  return db
    .select(COLUMNS)
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.problemId, problemId)));
}

/**
 * Writes the draft when the stored one is older than `updatedAt` (or there is none), in one atomic
 * upsert: the rule of last-write-wins.ts (`replacesStored`).
 */
export async function upsertNewerDraft(db: Db, userId: string, problemId: string, language: Language, draft: { code: string; updatedAt: number }): Promise<void> {
  await db
    .insert(drafts)
    .values({ userId, problemId, language, code: draft.code, updatedAt: draft.updatedAt })
    .onConflictDoUpdate({
      target: [drafts.userId, drafts.problemId, drafts.language],
      set: { code: sql`excluded.code`, updatedAt: sql`excluded.updated_at` },
      setWhere: lt(drafts.updatedAt, draft.updatedAt),
    });
}

/** The stored draft of a problem in one language, or undefined. */
export async function findDraft(db: Db, userId: string, problemId: string, language: Language): Promise<Draft | undefined> {
  const [stored] = await db
    .select(COLUMNS)
    .from(drafts)
    .where(and(eq(drafts.userId, userId), eq(drafts.problemId, problemId), eq(drafts.language, language)));
  return stored;
}
