/**
 * The notes module's service: a learner's notes of a problem, by list index (the spec's calls)
 * or by id (the outbox's sync calls). The rules are in `merge.ts`; this file applies them in
 * transactions.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_NOTES_PER_PROBLEM, type Note, type NoteWriteResponse } from '../../../common/contract/notes.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { notes } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { decideNotePut, planNoteList, type NoteWrite } from './merge.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The user's notes of a problem, by position (then creation, then id). */
export async function listNotes(db: Db | Tx, userId: string, problemId: string): Promise<Note[]> {
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.problemId, problemId)))
    .orderBy(asc(notes.position), asc(notes.createdAt), asc(notes.id));
  return rows.map((n) => ({ _id: n.id, title: n.title, body: n.body, rev: n.rev, position: n.position, updatedAt: n.updatedAt.toISOString() }));
}

async function assertRoom(tx: Tx, userId: string, problemId: string, adding: number): Promise<void> {
  const [{ n }] = (await tx.select({ n: count() }).from(notes).where(and(eq(notes.userId, userId), eq(notes.problemId, problemId)))) as [{ n: number }];
  if (Number(n) + adding > MAX_NOTES_PER_PROBLEM) throw new HttpError(400, MSG.tooManyNotes);
}

/**
 * Replaces the list (spec `createNote`): see {@link planNoteList}.
 * @returns the notes after the write
 */
export async function replaceNoteList(db: Db, userId: string, problemId: string, items: ReadonlyArray<{ _id?: string; title: string; body: string }>): Promise<Note[]> {
  return db.transaction(async (tx) => {
    const stored = new Map((await listNotes(tx, userId, problemId)).map((n) => [n._id, n]));
    const plan = planNoteList(stored, items);
    for (const u of plan.update) {
      await tx
        .update(notes)
        .set({ title: u.title, body: u.body, position: u.position, rev: u.rev, updatedAt: new Date() })
        .where(and(eq(notes.userId, userId), eq(notes.id, u.id)));
    }
    for (const n of plan.insert) await tx.insert(notes).values({ userId, id: newId(), problemId, title: n.title, body: n.body, position: n.position });
    for (const id of plan.remove) await tx.delete(notes).where(and(eq(notes.userId, userId), eq(notes.id, id)));
    return listNotes(tx, userId, problemId);
  });
}

/**
 * Updates the `index`-th note's title and body (spec `updNote`).
 * @returns the notes after the write
 * @throws HttpError 404 when there is no such index
 */
export async function updateNoteAt(db: Db, userId: string, problemId: string, index: number, fields: { title: string; body: string }): Promise<Note[]> {
  return db.transaction(async (tx) => {
    const target = (await listNotes(tx, userId, problemId))[index];
    if (!target) throw new HttpError(404, API_MSG.noteIndexNotFound(index));
    await tx
      .update(notes)
      .set({ title: fields.title, body: fields.body, rev: target.rev + 1, updatedAt: new Date() })
      .where(and(eq(notes.userId, userId), eq(notes.id, target._id)));
    return listNotes(tx, userId, problemId);
  });
}

/**
 * Deletes the `index`-th note (spec `removeNote`).
 * @returns the notes after the write
 * @throws HttpError 404 when there is no such index
 */
export async function removeNoteAt(db: Db, userId: string, problemId: string, index: number): Promise<Note[]> {
  return db.transaction(async (tx) => {
    const target = (await listNotes(tx, userId, problemId))[index];
    if (!target) throw new HttpError(404, API_MSG.noteIndexNotFound(index));
    await tx.delete(notes).where(and(eq(notes.userId, userId), eq(notes.id, target._id)));
    return listNotes(tx, userId, problemId);
  });
}

/**
 * Applies a sync write to note `noteId` as {@link decideNotePut} decides (the row is locked for
 * the decision).
 * @returns the notes after the write, whether it conflicted, and the conflict copy's id (else null)
 * @throws HttpError 400 when the note belongs to another problem or the problem is full
 */
export async function putNote(db: Db, userId: string, problemId: string, noteId: string, write: NoteWrite): Promise<NoteWriteResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notes)
      .where(and(eq(notes.userId, userId), eq(notes.id, noteId)))
      .for('update');
    if (row && row.problemId !== problemId) throw new HttpError(400, API_MSG.noteOfAnotherProblem);
    const decision = decideNotePut(row, write);
    const mine = and(eq(notes.userId, userId), eq(notes.id, noteId));
    let copyId: string | null = null;
    switch (decision.kind) {
      case 'insert':
        await assertRoom(tx, userId, problemId, 1);
        await tx.insert(notes).values({ userId, id: noteId, problemId, title: write.title, body: write.body, position: write.position });
        break;
      case 'unchanged':
        break;
      case 'reposition':
        await tx.update(notes).set({ position: write.position, rev: row!.rev + 1, updatedAt: new Date() }).where(mine);
        break;
      case 'update':
        await tx.update(notes).set({ title: write.title, body: write.body, position: write.position, rev: row!.rev + 1, updatedAt: new Date() }).where(mine);
        break;
      case 'conflictCopy':
        await assertRoom(tx, userId, problemId, 1);
        copyId = newId();
        await tx.insert(notes).values({ userId, id: copyId, problemId, title: decision.title, body: write.body, position: decision.position });
        break;
    }
    return { note: await listNotes(tx, userId, problemId), conflict: decision.kind === 'conflictCopy', copyId };
  });
}

/** Deletes note `noteId` of the problem (nothing when already gone). @returns the notes after the write */
export async function deleteNote(db: Db, userId: string, problemId: string, noteId: string): Promise<Note[]> {
  await db.delete(notes).where(and(eq(notes.userId, userId), eq(notes.id, noteId), eq(notes.problemId, problemId)));
  return listNotes(db, userId, problemId);
}
