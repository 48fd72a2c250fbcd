/**
 * Submissions. Submit always goes through the outbox: {@link queueSubmission} stores
 * a local submission with status `queued` and an op in one transaction; when online the engine
 * sends it at once, marks it `judging`, and writes the server's verdict into the same row, so the
 * Result tab and the history update live. A submission the server refuses is `failed` (its op is
 * parked: retry or discard).
 */
import { checkCode, codeIssueMessage, type Language } from '../../../common/contract/index.ts';
import { getDb, type PocketDb, type SubmissionRow } from '../core/db.ts';
import { DataValidationError, NotSignedInError } from '../core/errors.ts';
import { newLocalId } from '../core/ids.ts';
import { currentUserId } from '../core/kv.ts';
import { enqueue, notifyOutboxChanged } from '../core/outbox.ts';

/** Outbox target key of one submission (each is sent: submissions never coalesce). */
export function submissionTarget(localId: string): string {
  return `submit:${localId}`;
}

/**
 * Queues a submission.
 * @returns the local id of the new submission (`loc_…`), for {@link getSubmission} / `useSubmission`
 * @throws NotSignedInError; DataValidationError when the code breaks the code rule (`checkCode`: blank, or over 64 KB UTF-8)
 */
export async function queueSubmission(prblmId: string, language: Language, code: string, db: PocketDb = getDb()): Promise<string> {
  const issue = checkCode(code);
  if (issue) throw new DataValidationError(codeIssueMessage(issue));
  const localId = newLocalId();
  await db.transaction('rw', [db.submissions, db.outbox, db.kv], async () => {
    const userId = await currentUserId(db);
    if (!userId) throw new NotSignedInError();
    const now = new Date();
    await db.submissions.add({
      localId,
      serverId: null,
      prblmId,
      language,
      code,
      status: 'queued',
      status_id: null,
      passedTestCases: null,
      totalTestCases: null,
      runtime: null,
      memory: null,
      error: null,
      errorMessage: null,
      createdAt: now.toISOString(),
      createdAtMs: now.getTime(),
    });
    await enqueue(db, userId, { kind: 'submit', target: submissionTarget(localId), coalesce: false, payload: { localId, prblmId, language, code } });
  });
  notifyOutboxChanged(db, true);
  return localId;
}

/** Submissions of one problem on this device (queued and judged), newest first. */
export async function listSubmissions(db: PocketDb, prblmId: string): Promise<SubmissionRow[]> {
  const rows = await db.submissions.where('prblmId').equals(prblmId).toArray();
  return rows.sort((a, b) => b.createdAtMs - a.createdAtMs);
}

/** One submission by local id. */
export async function getSubmission(db: PocketDb, localId: string): Promise<SubmissionRow | undefined> {
  return db.submissions.get(localId);
}
