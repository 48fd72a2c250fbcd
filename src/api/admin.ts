/**
 * Admin calls (spec §7 create, update, delete, getPrblmByIdForUpd, Video; the admin problem list
 * and the package import). Every one answers 401 signed out and 403 to learners.
 */
import {
  adminProblemListSchema,
  importReportSchema,
  problemDeletedSchema,
  problemForUpdateSchema,
  problemSavedSchema,
  uploadSignatureSchema,
  videoDeletedSchema,
  videoMetaResponseSchema,
  type AdminProblemRow,
  type ImportReport,
  type ProblemDeleted,
  type ProblemForUpdate,
  type ProblemInput,
  type ProblemSaved,
  type UploadSignature,
  type VideoMetaBody,
  type VideoMetaResponse,
} from '../../common/contract/index.ts';
import { http, parseJson } from './http.ts';
import { postFormWithProgress, UploadError } from './media.ts';

/** `GET /api/admin/problems`: every problem in list order with its video. */
export function listAdminProblems(): Promise<AdminProblemRow[]> {
  return parseJson(http.get('admin/problems'), adminProblemListSchema);
}

/** `GET /api/prblm/getPrblmByIdForUpd/:id`: the problem as the update form edits it (404 unknown). */
export function getProblemForUpdate(id: string): Promise<ProblemForUpdate> {
  return parseJson(http.get(`prblm/getPrblmByIdForUpd/${encodeURIComponent(id)}`), problemForUpdateSchema);
}

/**
 * `POST /api/prblm/create`: creates the problem once its reference solutions pass the judge.
 * @throws ky `HTTPError` 400 with the rule's or the judge's message (see `describeError`)
 */
export function createProblem(input: ProblemInput): Promise<ProblemSaved> {
  return parseJson(http.post('prblm/create', { json: input }), problemSavedSchema);
}

/** `PUT /api/prblm/update/:id`: replaces the problem's fields (same checks as create). */
export function updateProblem(id: string, input: ProblemInput): Promise<ProblemSaved> {
  return parseJson(http.put(`prblm/update/${encodeURIComponent(id)}`, { json: input }), problemSavedSchema);
}

/** `DELETE /api/prblm/delete/:id`: deletes the problem with its submissions, notes, stars, drafts and video. */
export function deleteProblem(id: string): Promise<ProblemDeleted> {
  return parseJson(http.delete(`prblm/delete/${encodeURIComponent(id)}`), problemDeletedSchema);
}

/** `GET /api/video/getDigitalSignature/:problemId`: signed parameters for one video upload (valid for an hour). */
export function getVideoUploadSignature(problemId: string): Promise<UploadSignature> {
  return parseJson(http.get(`video/getDigitalSignature/${encodeURIComponent(problemId)}`), uploadSignatureSchema);
}

/** `POST /api/video/storeMetaData`: puts the uploaded video on its problem. */
export function storeVideoMeta(body: VideoMetaBody): Promise<VideoMetaResponse> {
  return parseJson(http.post('video/storeMetaData', { json: body }), videoMetaResponseSchema);
}

/** `DELETE /api/video/delMetaData/:problemId`: removes the problem's video (metadata and file). */
export async function deleteVideo(problemId: string): Promise<void> {
  await parseJson(http.delete(`video/delMetaData/${encodeURIComponent(problemId)}`), videoDeletedSchema);
}

/**
 * `POST /api/admin/problems/import` (multipart, one file field `package`) with upload progress 0–100.
 * @returns the import report (the new problem's id and the importer's warnings)
 * @throws UploadError with the server's message when the package is refused
 */
export async function importPackage(file: Blob, onProgress: (percent: number) => void): Promise<ImportReport> {
  const form = new FormData();
  form.append('package', file);
  const parsed = importReportSchema.safeParse(await postFormWithProgress('/api/admin/problems/import', form, onProgress));
  if (!parsed.success) throw new UploadError('', 201);
  return parsed.data;
}
