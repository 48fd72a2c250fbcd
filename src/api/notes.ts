/**
 * Note calls (spec §7 getNotes, and the id-based sync endpoints the outbox uses).
 * The index-based spec calls createNote / updNote / removeNote exist on the server for
 * compatibility; the offline data layer writes through {@link putNote} and {@link deleteNote}.
 */
import {
  noteWriteResponseSchema,
  notesResponseSchema,
  type NotePutBody,
  type NoteWriteResponse,
  type NotesResponse,
} from '../../common/contract/index.ts';
import { type CallOptions, callOptions, parseJson } from './http.ts';

/**
 * `GET /api/prblm/getNotes/:id`: the signed-in user's notes of one problem, ordered by position.
 * @throws ky `HTTPError` (401, 404 unknown problem), `NetworkError`, `TimeoutError`
 */
export async function getNotes(prblmId: string, opts?: CallOptions): Promise<NotesResponse> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get(`prblm/getNotes/${encodeURIComponent(prblmId)}`, options), notesResponseSchema);
}

/**
 * `PUT /api/notes/:prblmId/:noteId`: creates or updates one note (client-generated 24-hex id).
 * `baseRev` is the server rev this device last saw (null for a new note); when another device
 * changed the note since, the server keeps both versions and answers `conflict: true`.
 * @returns the problem's notes after the write
 * @throws ky `HTTPError` (400 validation / too many notes, 401, 404, 409 key in flight, 422 key reused), `NetworkError`, `TimeoutError`
 */
export async function putNote(prblmId: string, noteId: string, body: NotePutBody, opts?: CallOptions): Promise<NoteWriteResponse> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.put(`notes/${encodeURIComponent(prblmId)}/${encodeURIComponent(noteId)}`, options), noteWriteResponseSchema);
}

/**
 * `DELETE /api/notes/:prblmId/:noteId`: deletes one note (200 even when it is already gone).
 * @returns the problem's notes after the delete (`conflict` is always false)
 * @throws ky `HTTPError` (401, 404 unknown problem), `NetworkError`, `TimeoutError`
 */
export async function deleteNote(prblmId: string, noteId: string, opts?: CallOptions): Promise<NoteWriteResponse> {
  const { client, options } = callOptions(opts);
  return parseJson(client.delete(`notes/${encodeURIComponent(prblmId)}/${encodeURIComponent(noteId)}`, options), noteWriteResponseSchema);
}
