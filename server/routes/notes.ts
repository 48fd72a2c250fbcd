import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { newId } from '../db/ids.ts';
import {
  MAX_NOTES_PER_PROBLEM,
  NOTE_TITLE_MAX,
  createNoteBodySchema,
  notePutBodySchema,
  updNoteBodySchema,
  type Note,
  type NoteWriteResponse,
} from '../../common/contract/notes.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { notes } from '../db/schema.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { requireUser } from '../http/security.ts';
import { assertProblemExists } from './shared.ts';

/**
 * Notes, all signed-in only, 404 for an unknown problem:
 * Spec calls (§7), under /api/prblm — index-based, kept for compatibility:
 * - GET getNotes/:id → `{ note: Note[] }` ordered by position
 * - POST createNote {prblmId, array} → replaces the list with `array` (entries with a known `_id` are updated,
 *   others created, notes missing from it deleted) → `{ note }`
 * - PATCH updNote {title, body, prblmId, i} → updates the i-th note → `{ note }` (404 when there is no such index)
 * - DELETE removeNote/:id?index=n → deletes the n-th note → `{ note }`
 * Sync calls, under /api/notes — id-based, used by the outbox:
 * - PUT :prblmId/:noteId {title, body, position, baseRev} → `{ note, conflict, copyId }`; concurrent edits keep both versions
 *   (`copyId`: the id of the conflict copy the server created, else null)
 * - DELETE :prblmId/:noteId → `{ note, conflict: false }` (200 when already gone)
 */
const noteIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Note id must be 24 lowercase hex characters');
const CONFLICT_SUFFIX = ' (conflict copy)';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function listNotes(db: Db | Tx, userId: string, problemId: string): Promise<Note[]> {
  const rows = await db
    .select()
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.problemId, problemId)))
    .orderBy(asc(notes.position), asc(notes.createdAt), asc(notes.id));
  return rows.map((n) => ({ _id: n.id, title: n.title, body: n.body, rev: n.rev, position: n.position, updatedAt: n.updatedAt.toISOString() }));
}

async function assertRoom(tx: Tx, userId: string, problemId: string, adding: number): Promise<void> {
  const [{ n }] = (await tx.select({ n: count() }).from(notes).where(and(eq(notes.userId, userId), eq(notes.problemId, problemId)))) as [{ n: number }];
  if (Number(n) + adding > MAX_NOTES_PER_PROBLEM) throw new HttpError(400, `At most ${MAX_NOTES_PER_PROBLEM} notes per problem`);
}

export async function noteRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get<{ Params: { id: string } }>('/prblm/getNotes/:id', { preHandler: requireUser }, async (req) => {
    const problem = { id: await assertProblemExists(db, req.params.id) };
    return { note: await listNotes(db, req.user!._id, problem.id) };
  });

  app.post('/prblm/createNote', { preHandler: requireUser }, async (req) => {
    const body = parseOr400(createNoteBodySchema, req.body);
    const problem = { id: await assertProblemExists(db, body.prblmId) };
    const userId = req.user!._id;
    const list = await db.transaction(async (tx) => {
      const existing = new Map((await listNotes(tx, userId, problem.id)).map((n) => [n._id, n]));
      const keep = new Set<string>();
      for (const [position, item] of body.array.entries()) {
        const old = item._id ? existing.get(item._id) : undefined;
        if (old) {
          keep.add(old._id);
          if (old.title !== item.title || old.body !== item.body || old.position !== position) {
            await tx
              .update(notes)
              .set({ title: item.title, body: item.body, position, rev: old.rev + 1, updatedAt: new Date() })
              .where(and(eq(notes.userId, userId), eq(notes.id, old._id)));
          }
        } else {
          const id = newId();
          keep.add(id);
          await tx.insert(notes).values({ userId, id, problemId: problem.id, title: item.title, body: item.body, position });
        }
      }
      for (const id of existing.keys()) {
        if (!keep.has(id)) await tx.delete(notes).where(and(eq(notes.userId, userId), eq(notes.id, id)));
      }
      return listNotes(tx, userId, problem.id);
    });
    return { note: list };
  });

  app.patch('/prblm/updNote', { preHandler: requireUser }, async (req) => {
    const body = parseOr400(updNoteBodySchema, req.body);
    const problem = { id: await assertProblemExists(db, body.prblmId) };
    const userId = req.user!._id;
    const list = await db.transaction(async (tx) => {
      const target = (await listNotes(tx, userId, problem.id))[body.i];
      if (!target) throw new HttpError(404, `Note ${body.i} not found`);
      await tx
        .update(notes)
        .set({ title: body.title, body: body.body, rev: target.rev + 1, updatedAt: new Date() })
        .where(and(eq(notes.userId, userId), eq(notes.id, target._id)));
      return listNotes(tx, userId, problem.id);
    });
    return { note: list };
  });

  app.delete<{ Params: { id: string }; Querystring: { index?: string } }>('/prblm/removeNote/:id', { preHandler: requireUser }, async (req) => {
    const problem = { id: await assertProblemExists(db, req.params.id) };
    const index = parseOr400(z.coerce.number({ error: 'index must be a number' }).int('index must be a whole number').min(0, 'index must be 0 or more'), req.query.index, 'index');
    const userId = req.user!._id;
    const list = await db.transaction(async (tx) => {
      const target = (await listNotes(tx, userId, problem.id))[index];
      if (!target) throw new HttpError(404, `Note ${index} not found`);
      await tx.delete(notes).where(and(eq(notes.userId, userId), eq(notes.id, target._id)));
      return listNotes(tx, userId, problem.id);
    });
    return { note: list };
  });

  app.put<{ Params: { prblmId: string; noteId: string } }>('/notes/:prblmId/:noteId', { preHandler: requireUser }, async (req): Promise<NoteWriteResponse> => {
    const problem = { id: await assertProblemExists(db, req.params.prblmId) };
    const noteId = parseOr400(noteIdSchema, req.params.noteId, 'noteId');
    const body = parseOr400(notePutBodySchema, req.body);
    const userId = req.user!._id;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(notes)
        .where(and(eq(notes.userId, userId), eq(notes.id, noteId)))
        .for('update');
      if (row && row.problemId !== problem.id) throw new HttpError(400, 'noteId: belongs to another problem');
      let conflict = false;
      let copyId: string | null = null;
      if (!row) {
        // New note, or one deleted elsewhere while this device edited it: the edit wins over the delete.
        await assertRoom(tx, userId, problem.id, 1);
        await tx.insert(notes).values({ userId, id: noteId, problemId: problem.id, title: body.title, body: body.body, position: body.position });
      } else if (row.title === body.title && row.body === body.body) {
        if (row.position !== body.position) {
          await tx.update(notes).set({ position: body.position, rev: row.rev + 1, updatedAt: new Date() }).where(and(eq(notes.userId, userId), eq(notes.id, noteId)));
        }
      } else if (body.baseRev === row.rev) {
        await tx
          .update(notes)
          .set({ title: body.title, body: body.body, position: body.position, rev: row.rev + 1, updatedAt: new Date() })
          .where(and(eq(notes.userId, userId), eq(notes.id, noteId)));
      } else {
        // Changed on another device since this one last saw it: keep both versions.
        conflict = true;
        await assertRoom(tx, userId, problem.id, 1);
        const title = body.title.endsWith(CONFLICT_SUFFIX) ? body.title : `${body.title.slice(0, NOTE_TITLE_MAX - CONFLICT_SUFFIX.length)}${CONFLICT_SUFFIX}`;
        copyId = newId();
        await tx.insert(notes).values({ userId, id: copyId, problemId: problem.id, title, body: body.body, position: body.position + 0.5 });
      }
      return { note: await listNotes(tx, userId, problem.id), conflict, copyId };
    });
  });

  app.delete<{ Params: { prblmId: string; noteId: string } }>('/notes/:prblmId/:noteId', { preHandler: requireUser }, async (req): Promise<NoteWriteResponse> => {
    const problem = { id: await assertProblemExists(db, req.params.prblmId) };
    const noteId = parseOr400(noteIdSchema, req.params.noteId, 'noteId');
    const userId = req.user!._id;
    await db.delete(notes).where(and(eq(notes.userId, userId), eq(notes.id, noteId), eq(notes.problemId, problem.id)));
    return { note: await listNotes(db, userId, problem.id), conflict: false, copyId: null };
  });
}
