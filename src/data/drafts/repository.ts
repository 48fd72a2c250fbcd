/**
 * Editor drafts: the code of one problem in one language, saved to Dexie as the
 * learner types (the editor debounces) and synced with `PUT /api/drafts/:prblmId/:language`
 * (last write wins by the client's `updatedAt`). Consecutive saves coalesce into one request.
 * Signed out, drafts are kept on this device only.
 *
 * A draft row also keeps the Testcase tab's custom input of its language (`customInput`), on this
 * device only: it is scratch input for trying the code, so it is not synced, and saving it never
 * moves the code's `updatedAt` nor queues anything.
 */
import type { Language } from '../../../common/contract/index.ts';
import { getDb, type DraftRow, type PocketDb } from '../core/db.ts';
import { NotFoundLocallyError } from '../core/errors.ts';
import { currentUserId } from '../core/kv.ts';
import { enqueue, notifyOutboxChanged } from '../core/outbox.ts';

/** Outbox target key of one problem's draft in one language. */
export function draftTarget(prblmId: string, language: Language): string {
  return `draft:${prblmId}:${language}`;
}

/**
 * Queues a draft for `userId` (inside a `rw` transaction over `outbox`); consecutive saves of one
 * draft coalesce into one request.
 */
export async function enqueueDraft(db: PocketDb, userId: string, draft: DraftRow): Promise<void> {
  const { prblmId, language, code, updatedAt } = draft;
  await enqueue(db, userId, { kind: 'draft', target: draftTarget(prblmId, language), payload: { prblmId, language, code, updatedAt } });
}

/** The draft of one problem in one language, if any. */
export async function getDraft(db: PocketDb, prblmId: string, language: Language): Promise<DraftRow | undefined> {
  return db.drafts.get([prblmId, language]);
}

/** Every draft of one problem. */
export async function listDrafts(db: PocketDb, prblmId: string): Promise<DraftRow[]> {
  return db.drafts.where('prblmId').equals(prblmId).toArray();
}

/**
 * Saves the editor contents (Dexie + outbox, one transaction; outbox only when signed in).
 * `updatedAt` is the client clock in ms, strictly increasing per draft on this device.
 * Code over 64 KB is kept locally; its sync op is parked by the server's 413 (visible as "needs attention").
 * @returns the stored draft
 */
export async function saveDraft(prblmId: string, language: Language, code: string, db: PocketDb = getDb()): Promise<DraftRow> {
  const row = await db.transaction('rw', [db.drafts, db.outbox, db.kv], async () => {
    const prev = await db.drafts.get([prblmId, language]);
    const updatedAt = Math.max(Date.now(), (prev?.updatedAt ?? 0) + 1);
    const next: DraftRow = { ...prev, prblmId, language, code, updatedAt };
    await db.drafts.put(next);
    const userId = await currentUserId(db);
    if (userId) await enqueueDraft(db, userId, next);
    return next;
  });
  notifyOutboxChanged(db);
  return row;
}

/**
 * "Reset to start code": saves the problem's start code for `language` as the draft.
 * @returns the start code
 * @throws NotFoundLocallyError when the problem's details (with its start code) are not cached
 */
export async function resetDraft(prblmId: string, language: Language, db: PocketDb = getDb()): Promise<string> {
  const detail = await db.problemDetails.get(prblmId);
  const start = detail?.startCode.find((s) => s.language === language);
  if (!start) throw new NotFoundLocallyError(`Start code of ${prblmId} (${language})`);
  await saveDraft(prblmId, language, start.initialCode, db);
  return start.initialCode;
}

/**
 * Saves the custom input (stdin) of one problem in one language on this device (no outbox op; the
 * code and its `updatedAt` stay as they are). Without a draft row yet, one is created with the
 * start code and `updatedAt` 0, so a draft synced from elsewhere still replaces its code.
 * @returns the stored draft
 * @throws NotFoundLocallyError when there is no draft row and the problem's details are not cached
 */
export async function saveCustomInput(prblmId: string, language: Language, customInput: string, db: PocketDb = getDb()): Promise<DraftRow> {
  return db.transaction('rw', [db.drafts, db.problemDetails], async () => {
    const prev = await db.drafts.get([prblmId, language]);
    if (prev) {
      const next: DraftRow = { ...prev, customInput };
      await db.drafts.put(next);
      return next;
    }
    const detail = await db.problemDetails.get(prblmId);
    if (!detail) throw new NotFoundLocallyError(`Problem ${prblmId}`);
    const code = detail.startCode.find((s) => s.language === language)?.initialCode ?? '';
    const next: DraftRow = { prblmId, language, code, updatedAt: 0, customInput };
    await db.drafts.put(next);
    return next;
  });
}
