/**
 * Notes of a problem (spec §4 Notes). Every change is written to Dexie and queued in the outbox
 * in one transaction; the outbox sends `PUT /api/notes/:prblmId/:noteId` (whole note, with the
 * server rev this device last saw) or `DELETE …`. Consecutive edits of one note coalesce.
 */
import { MAX_NOTES_PER_PROBLEM, NOTE_BODY_MAX, NOTE_TITLE_MAX } from '../../../common/contract/index.ts';
import { getDb, type NoteRow, type OutboxPayloads, type PocketDb } from '../core/db.ts';
import { DataValidationError, NotFoundLocallyError, NotSignedInError } from '../core/errors.ts';
import { newNoteId } from '../core/ids.ts';
import { currentUserId } from '../core/kv.ts';
import { enqueue, notifyOutboxChanged } from '../core/outbox.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';

/** Outbox target key of one note (its puts and its delete go in order and coalesce). */
export function noteTarget(noteId: string): string {
  return `note:${noteId}`;
}

/** Queues a note's new content; merged into an unsent put, it keeps that put's `baseRev` (kept current by completed earlier ops). */
async function enqueuePut(db: PocketDb, userId: string, payload: OutboxPayloads['notePut']): Promise<void> {
  await enqueue(db, userId, {
    kind: 'notePut',
    target: noteTarget(payload.noteId),
    payload,
    mergeInto: (prev) => ({ ...payload, baseRev: prev.kind === 'notePut' ? prev.payload.baseRev : payload.baseRev }),
  });
}

/** The notes of one problem, by position (then id). */
export async function listNotes(db: PocketDb, prblmId: string): Promise<NoteRow[]> {
  const rows = await db.notes.where('prblmId').equals(prblmId).toArray();
  return rows.sort((a, b) => a.position - b.position || a._id.localeCompare(b._id));
}

function checkLengths(title: string, body: string): void {
  if (title.length > NOTE_TITLE_MAX) throw new DataValidationError(PROBLEM_MSG.noteTitleTooLong);
  if (body.length > NOTE_BODY_MAX) throw new DataValidationError(PROBLEM_MSG.noteBodyTooLong);
}

async function requireUser(db: PocketDb): Promise<string> {
  const userId = await currentUserId(db);
  if (!userId) throw new NotSignedInError();
  return userId;
}

/**
 * Appends a note (blank by default, spec §4 "Adding appends an empty note") after the last one.
 * @returns the new note's id (24 hex)
 * @throws NotSignedInError; DataValidationError when a field is too long or the problem has {@link MAX_NOTES_PER_PROBLEM} notes
 */
export async function addNote(prblmId: string, init: { title?: string; body?: string } = {}, db: PocketDb = getDb()): Promise<string> {
  const title = init.title ?? '';
  const body = init.body ?? '';
  checkLengths(title, body);
  const id = newNoteId();
  await db.transaction('rw', [db.notes, db.outbox, db.kv], async () => {
    const userId = await requireUser(db);
    const existing = await db.notes.where('prblmId').equals(prblmId).toArray();
    if (existing.length >= MAX_NOTES_PER_PROBLEM) throw new DataValidationError(PROBLEM_MSG.tooManyNotes);
    const position = existing.reduce((max, n) => Math.max(max, Math.floor(n.position) + 1), 0);
    await db.notes.add({ _id: id, prblmId, title, body, position, rev: null, updatedAt: Date.now() });
    await enqueuePut(db, userId, { prblmId, noteId: id, title, body, position, baseRev: null });
  });
  notifyOutboxChanged(db);
  return id;
}

/**
 * Saves a note's title and body (the note editor's save; spec §5 "required" rules are the
 * editor's to check — blank fields are accepted here).
 * @throws NotSignedInError; NotFoundLocallyError when the note is not on this device; DataValidationError when a field is too long
 */
export async function saveNote(noteId: string, fields: { title: string; body: string }, db: PocketDb = getDb()): Promise<void> {
  checkLengths(fields.title, fields.body);
  await db.transaction('rw', [db.notes, db.outbox, db.kv], async () => {
    const userId = await requireUser(db);
    const note = await db.notes.get(noteId);
    if (!note) throw new NotFoundLocallyError(`Note ${noteId}`);
    await db.notes.update(noteId, { title: fields.title, body: fields.body, updatedAt: Date.now() });
    await enqueuePut(db, userId, { prblmId: note.prblmId, noteId, title: fields.title, body: fields.body, position: note.position, baseRev: note.rev });
  });
  notifyOutboxChanged(db);
}

/**
 * Removes a note. A note that never reached the server leaves nothing to send.
 * @throws NotSignedInError; NotFoundLocallyError when the note is not on this device
 */
export async function removeNote(noteId: string, db: PocketDb = getDb()): Promise<void> {
  await db.transaction('rw', [db.notes, db.outbox, db.kv], async () => {
    const userId = await requireUser(db);
    const note = await db.notes.get(noteId);
    if (!note) throw new NotFoundLocallyError(`Note ${noteId}`);
    await db.notes.delete(noteId);
    // A note that never reached the server leaves nothing to send once deleted.
    await enqueue(db, userId, { kind: 'noteDelete', target: noteTarget(noteId), payload: { prblmId: note.prblmId, noteId }, cancelsUnsent: note.rev === null });
  });
  notifyOutboxChanged(db);
}
