import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { idSchema, noControlChars } from './common.ts';
import { MSG } from '../texts.ts';
import { MAX_NOTES_PER_PROBLEM, NOTE_BODY_MAX, NOTE_TITLE_MAX } from './limits.ts';
import { PROBLEM_MSG } from '../texts/problem-messages.ts';

/**
 * Notes (spec §3 Note, §4 Notes, §7 getNotes/createNote/updNote/removeNote) and
 * the sync endpoints the outbox uses.
 *
 * Every note has a client-generated `_id` (24 hex) and a server revision `rev`
 * (1 on creation, +1 on every change). The outbox writes with
 * `PUT /api/notes/:prblmId/:noteId {title, body, position, baseRev}`: when the
 * server's rev is not `baseRev` (another device changed the note since this
 * device last saw it) and the contents differ, the server keeps BOTH versions —
 * its own, and the incoming one as a new note titled "<title> (conflict copy)" —
 * and answers `conflict: true`. Nothing is silently dropped.
 */

export { MAX_NOTES_PER_PROBLEM, NOTE_BODY_MAX, NOTE_TITLE_MAX } from './limits.ts';

export const noteSchema = lazySchema(() => z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  /** Server revision, starts at 1. */
  rev: z.int(),
  /** Sort key within the problem (ascending). */
  position: z.number(),
  updatedAt: z.string(),
}));
export type Note = z.infer<typeof noteSchema>;

/** GET /api/prblm/getNotes/:id → `{ note: Note[] }` (empty list when there is none). */
export const notesResponseSchema = lazySchema(() => z.object({ note: z.array(noteSchema) }));
export type NotesResponse = z.infer<typeof notesResponseSchema>;

/** Fields a learner edits; empty strings are allowed (a new note starts blank). */
const noteTitle = lazySchema(() => z.string().check(noControlChars, z.maxLength(NOTE_TITLE_MAX, PROBLEM_MSG.noteTitleTooLong)));
const noteBody = lazySchema(() => z.string().check(noControlChars, z.maxLength(NOTE_BODY_MAX, PROBLEM_MSG.noteBodyTooLong)));

/** The note editor's save rule (spec §5): both fields required. */
export const noteFormSchema = lazySchema(() => z.object({
  title: noteTitle.check(z.minLength(1, MSG.titleRequired)),
  body: noteBody.check(z.minLength(1, MSG.bodyRequired)),
}));

/** PUT /api/notes/:prblmId/:noteId body. `baseRev` is the rev this device last saw (null: new note). */
export const notePutBodySchema = lazySchema(() => z.strictObject({
  title: noteTitle,
  body: noteBody,
  position: z.number(),
  baseRev: z.nullable(z.int().check(z.gte(1))),
}));
export type NotePutBody = z.infer<typeof notePutBodySchema>;

/** PUT / DELETE /api/notes/… response: the problem's notes after the write. */
export const noteWriteResponseSchema = lazySchema(() => z.object({
  note: z.array(noteSchema),
  conflict: z.boolean(),
  /** Id of the "(conflict copy)" note the server created for this write, else null. */
  copyId: z.optional(z.nullable(z.string())),
}));
export type NoteWriteResponse = z.infer<typeof noteWriteResponseSchema>;

/** POST /api/prblm/createNote body (spec): the full list; entries without `_id` are created. */
export const createNoteBodySchema = lazySchema(() => z.strictObject({
  prblmId: idSchema,
  array: z
    .array(z.looseObject({ _id: z.optional(z.string()), title: z._default(noteTitle, ''), body: z._default(noteBody, '') }))
    .check(z.maxLength(MAX_NOTES_PER_PROBLEM, PROBLEM_MSG.tooManyNotes)),
}));

/** PATCH /api/prblm/updNote body (spec): update the note at index `i`. */
export const updNoteBodySchema = lazySchema(() => z.strictObject({
  prblmId: idSchema,
  i: z.int().check(z.gte(0)),
  title: noteTitle.check(z.minLength(1, MSG.titleRequired)),
  body: noteBody.check(z.minLength(1, MSG.bodyRequired)),
}));
