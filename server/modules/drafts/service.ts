/** The drafts module's service: a learner's editor code per problem and language (rule: `last-write-wins.ts`). */
import type { Language } from '../../../common/contract/common.ts';
import type { Draft } from '../../../common/contract/sync.ts';
import type { Db } from '../../db/client.ts';
import { findDraft, listDraftRows, upsertNewerDraft } from '../../db/repos/drafts.ts';
import { wasApplied, type DraftVersion } from './last-write-wins.ts';

/** The user's drafts of a problem (one per language at most). */
export async function listDrafts(db: Db, userId: string, problemId: string): Promise<Draft[]> {
  return listDraftRows(db, userId, problemId);
}

/**
 * Writes a draft if it is newer than the stored one (one atomic upsert).
 * @returns the stored draft after the write, and whether the incoming one was applied
 */
export async function saveDraft(db: Db, userId: string, problemId: string, language: Language, incoming: DraftVersion): Promise<Draft & { applied: boolean }> {
  await upsertNewerDraft(db, userId, problemId, language, incoming);
  const stored = await findDraft(db, userId, problemId, language);
  return { ...stored!, applied: wasApplied(stored!, incoming) };
}
