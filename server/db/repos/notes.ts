/** The `notes` table's repository: the one file that inserts, updates or deletes a learner's notes. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notes } from '../schema.ts';

/** A row of `notes`. */
export type NoteRow = typeof notes.$inferSelect;

const mine = (userId: string, id: string) => and(eq(notes.userId, userId), eq(notes.id, id));

/** The user's notes of a problem, by position (then creation, then id). */
export async function listNoteRows(db: Db, userId: string, problemId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.problemId, problemId)))
    .orderBy(asc(notes.position), asc(notes.createdAt), asc(notes.id));
}

/** How many notes the user has of a problem. */
export async function countNotes(db: Db, userId: string, problemId: string): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(notes).where(and(eq(notes.userId, userId), eq(notes.problemId, problemId)))) as [{ n: number }];
  return Number(n);
}

/** Note `id` of the user, locked for update until the transaction ends; or undefined. */
export async function findNoteForUpdate(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(mine(userId, id)).for('update');
  return row;
}

/** Inserts a note. */
export async function insertNote(db: Db, row: { userId: string; id: string; problemId: string; title: string; body: string; position: number }): Promise<void> {
  await db.insert(notes).values(row);
}

/** Sets fields of note `id` of the user, its `updatedAt` moved to now. */
export async function updateNote(db: Db, userId: string, id: string, fields: Partial<Pick<NoteRow, 'title' | 'body' | 'position' | 'rev'>>): Promise<void> {
  await db
    .update(notes)
    .set({ ...fields, updatedAt: new Date() })
    .where(mine(userId, id));
}

/** Deletes note `id` of the user (`problemId`: only when it is that problem's). */
export async function deleteNoteRow(db: Db, userId: string, id: string, problemId?: string): Promise<void> {
  await db.delete(notes).where(and(mine(userId, id), problemId === undefined ? undefined : eq(notes.problemId, problemId)));
}
