import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createNoteBodySchema, notePutBodySchema, updNoteBodySchema, type NoteWriteResponse } from '../../../common/contract/notes.ts';
import type { AppDeps } from '../../deps.ts';
import { parseOr400 } from '../../http/errors.ts';
import { requireUser } from '../../http/security.ts';
import { assertProblemExists } from '../problem-exists.ts';
import { deleteNote, listNotes, putNote, removeNoteAt, replaceNoteList, updateNoteAt } from './service.ts';

/** A note id in a sync call's path: 24 lowercase hex characters (client-generated). */
const noteIdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Note id must be 24 lowercase hex characters');
/** `removeNote`'s `?index=`: the note's position in the list, a whole number from 0. */
const indexSchema = z.coerce.number({ error: 'index must be a number' }).int('index must be a whole number').min(0, 'index must be 0 or more');

/**
 * Notes, all signed-in only, 404 for an unknown problem.
 * Spec calls (§7), index-based, kept for compatibility:
 * - GET /api/prblm/getNotes/:id → `{ note: Note[] }` ordered by position
 * - POST /api/prblm/createNote {prblmId, array} → replaces the list with `array` → `{ note }`
 * - PATCH /api/prblm/updNote {title, body, prblmId, i} → updates the i-th note → `{ note }` (404 when there is no such index)
 * - DELETE /api/prblm/removeNote/:id?index=n → deletes the n-th note → `{ note }`
 * Sync calls, id-based, used by the outbox:
 * - PUT /api/notes/:prblmId/:noteId {title, body, position, baseRev} → `{ note, conflict, copyId }`;
 *   concurrent edits keep both versions (rules: merge.ts)
 * - DELETE /api/notes/:prblmId/:noteId → `{ note, conflict: false, copyId: null }` (200 when already gone)
 */
export async function noteRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/prblm/getNotes/:id', { preHandler: requireUser }, async (req) => {
    const problemId = await assertProblemExists(db, req.params.id);
    return { note: await listNotes(db, req.user!._id, problemId) };
  });

  app.post('/api/prblm/createNote', { preHandler: requireUser }, async (req) => {
    const body = parseOr400(createNoteBodySchema, req.body);
    const problemId = await assertProblemExists(db, body.prblmId);
    return { note: await replaceNoteList(db, req.user!._id, problemId, body.array) };
  });

  app.patch('/api/prblm/updNote', { preHandler: requireUser }, async (req) => {
    const body = parseOr400(updNoteBodySchema, req.body);
    const problemId = await assertProblemExists(db, body.prblmId);
    return { note: await updateNoteAt(db, req.user!._id, problemId, body.i, body) };
  });

  app.delete<{ Params: { id: string }; Querystring: { index?: string } }>('/api/prblm/removeNote/:id', { preHandler: requireUser }, async (req) => {
    const problemId = await assertProblemExists(db, req.params.id);
    const index = parseOr400(indexSchema, req.query.index, 'index');
    return { note: await removeNoteAt(db, req.user!._id, problemId, index) };
  });

  app.put<{ Params: { prblmId: string; noteId: string } }>('/api/notes/:prblmId/:noteId', { preHandler: requireUser }, async (req): Promise<NoteWriteResponse> => {
    const problemId = await assertProblemExists(db, req.params.prblmId);
    const noteId = parseOr400(noteIdSchema, req.params.noteId, 'noteId');
    const body = parseOr400(notePutBodySchema, req.body);
    return putNote(db, req.user!._id, problemId, noteId, body);
  });

  app.delete<{ Params: { prblmId: string; noteId: string } }>('/api/notes/:prblmId/:noteId', { preHandler: requireUser }, async (req): Promise<NoteWriteResponse> => {
    const problemId = await assertProblemExists(db, req.params.prblmId);
    const noteId = parseOr400(noteIdSchema, req.params.noteId, 'noteId');
    return { note: await deleteNote(db, req.user!._id, problemId, noteId), conflict: false, copyId: null };
  });
}
