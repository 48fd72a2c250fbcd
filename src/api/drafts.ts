/**
 * Editor draft calls: code per problem and language, last write wins by the client's clock.
 */
import type * as z from 'zod/mini';
import { draftPutResponseSchema, draftsResponseSchema, type Draft, type Language } from '../../common/contract/index.ts';
import { type CallOptions, callOptions, parseJson } from './http.ts';

/**
 * `GET /api/drafts/:prblmId`: the signed-in user's drafts of one problem.
 * @throws ky `HTTPError` (401, 404 unknown problem), `NetworkError`, `TimeoutError`
 */
export async function getDrafts(prblmId: string, opts?: CallOptions): Promise<Draft[]> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get(`drafts/${encodeURIComponent(prblmId)}`, options), draftsResponseSchema);
}

/**
 * `PUT /api/drafts/:prblmId/:language {code, updatedAt}` (`updatedAt`: client clock, ms since epoch).
 * @returns the stored draft and `applied` (false when the server already had a newer one)
 * @throws ky `HTTPError` (400, 401, 404, 413 code over 64 KB), `NetworkError`, `TimeoutError`
 */
export async function putDraft(
  prblmId: string,
  language: Language,
  body: { code: string; updatedAt: number },
  opts?: CallOptions,
): Promise<z.infer<typeof draftPutResponseSchema>> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.put(`drafts/${encodeURIComponent(prblmId)}/${encodeURIComponent(language)}`, options), draftPutResponseSchema);
}
