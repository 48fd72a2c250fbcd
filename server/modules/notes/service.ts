/**
 * The notes module's service: a learner's notes of a problem, by list index (the spec's calls)
 * or by id (the outbox's sync calls). The rules are in `merge.ts`; this file applies them in
 * transactions.
 */
import { MAX_NOTES_PER_PROBLEM, type Note, type NoteWriteResponse } from '../../../common/contract/notes.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { countNotes, deleteNoteRow, findNoteForUpdate, insertNote, listNoteRows, updateNote } from '../../db/repos/notes.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { decideNotePut, planNoteList, type NoteWrite } from './merge.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The user's notes of a problem, by position (then creation, then id). */
export async function listNotes(db: Db | Tx, userId: string, problemId: string): Promise<Note[]> {
  const rows = await listNoteRows(db, userId, problemId);
  return rows.map((n) => ({ _id: n.id, title: n.title, body: n.body, rev: n.rev, position: n.position, updatedAt: n.updatedAt.toISOString() }));
}

async function assertRoom(tx: Tx, userId: string, problemId: string, adding: number): Promise<void> {
  if ((await countNotes(tx, userId, problemId)) + adding > MAX_NOTES_PER_PROBLEM) throw new ValidationError(PROBLEM_MSG.tooManyNotes);
}

/**
 * Replaces the list (spec `createNote`): see {@link planNoteList}.
 * @returns the notes after the write
 */
export async function replaceNoteList(db: Db, userId: string, problemId: string, items: ReadonlyArray<{ _id?: string; title: string; body: string }>): Promise<Note[]> {
  return db.transaction(async (tx) => {
    const stored = new Map((await listNotes(tx, userId, problemId)).map((n) => [n._id, n]));
    const plan = planNoteList(stored, items);
    for (const u of plan.update) await updateNote(tx, userId, u.id, { title: u.title, body: u.body, position: u.position, rev: u.rev });
    for (const n of plan.insert) await insertNote(tx, { userId, id: newId(), problemId, title: n.title, body: n.body, position: n.position });
    for (const id of plan.remove) await deleteNoteRow(tx, userId, id);
    return listNotes(tx, userId, problemId);
  });
}

/**
 * Updates the `index`-th note's title and body (spec `updNote`).
 * @returns the notes after the write
 * @throws NotFoundError when there is no such index
 */
export async function updateNoteAt(db: Db, userId: string, problemId: string, index: number, fields: { title: string; body: string }): Promise<Note[]> {
  return db.transaction(async (tx) => {
    const target = (await listNotes(tx, userId, problemId))[index];
    if (!target) throw new NotFoundError(API_MSG.noteIndexNotFound(index));
    await updateNote(tx, userId, target._id, { title: fields.title, body: fields.body, rev: target.rev + 1 });
    return listNotes(tx, userId, problemId);
  });
}

/**
 * Deletes the `index`-th note (spec `removeNote`).
 * @returns the notes after the write
 * @throws NotFoundError when there is no such index
 */
export async function removeNoteAt(db: Db, userId: string, problemId: string, index: number): Promise<Note[]> {
  return db.transaction(async (tx) => {
    const target = (await listNotes(tx, userId, problemId))[index];
    if (!target) throw new NotFoundError(API_MSG.noteIndexNotFound(index));
    await deleteNoteRow(tx, userId, target._id);
    return listNotes(tx, userId, problemId);
  });
}

/**
 * Applies a sync write to note `noteId` as {@link decideNotePut} decides (the row is locked for
 * the decision).
 * @returns the notes after the write, whether it conflicted, and the conflict copy's id (else null)
 * @throws ValidationError when the note belongs to another problem or the problem is full
 */
export async function putNote(db: Db, userId: string, problemId: string, noteId: string, write: NoteWrite): Promise<NoteWriteResponse> {
  return db.transaction(async (tx) => {
    const row = await findNoteForUpdate(tx, userId, noteId);
    if (row && row.problemId !== problemId) throw new ValidationError(API_MSG.noteOfAnotherProblem);
    const decision = decideNotePut(row, write);
    let copyId: string | null = null;
    switch (decision.kind) {
      case 'insert':
        await assertRoom(tx, userId, problemId, 1);
        await insertNote(tx, { userId, id: noteId, problemId, title: write.title, body: write.body, position: write.position });
        break;
      case 'unchanged':
        break;
      case 'reposition':
        await updateNote(tx, userId, noteId, { position: write.position, rev: row!.rev + 1 });
        break;
      case 'update':
        await updateNote(tx, userId, noteId, { title: write.title, body: write.body, position: write.position, rev: row!.rev + 1 });
        break;
      case 'conflictCopy':
        await assertRoom(tx, userId, problemId, 1);
        copyId = newId();
        await insertNote(tx, { userId, id: copyId, problemId, title: decision.title, body: write.body, position: decision.position });
        break;
    }
    return { note: await listNotes(tx, userId, problemId), conflict: decision.kind === 'conflictCopy', copyId };
  });
}

/** Deletes note `noteId` of the problem (nothing when already gone). @returns the notes after the write */
export async function deleteNote(db: Db, userId: string, problemId: string, noteId: string): Promise<Note[]> {
  await deleteNoteRow(db, userId, noteId, problemId);
  return listNotes(db, userId, problemId);
}
