/**
 * Saved-problem ("star") calls (spec §7 stars / activeStars).
 * Used by the offline data layer (`src/data/`); screens never call these directly.
 */
import type * as z from 'zod/mini';
import { starToggleResponseSchema, starsResponseSchema } from '../../common/contract/index.ts';
import { type CallOptions, callOptions, parseJson } from './http.ts';

/**
 * `GET /api/prblm/stars`: ids of the signed-in user's saved problems (oldest first).
 * @throws ky `HTTPError` (401 signed out), `NetworkError`, `TimeoutError`, `SchemaValidationError`
 */
export async function getStars(opts?: CallOptions): Promise<string[]> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get('prblm/stars', options), starsResponseSchema);
}

/**
 * `PUT /api/prblm/activeStars/:id`: TOGGLES the saved state of one problem.
 * Send it with an `Idempotency-Key` so a retry never toggles twice.
 * @returns `{ starred }`, the state after the toggle
 * @throws ky `HTTPError` (401 signed out, 404 unknown problem, 409 same key still in flight), `NetworkError`, `TimeoutError`
 */
export async function toggleStar(prblmId: string, opts?: CallOptions): Promise<z.infer<typeof starToggleResponseSchema>> {
  const { client, options } = callOptions(opts);
  return parseJson(client.put(`prblm/activeStars/${encodeURIComponent(prblmId)}`, options), starToggleResponseSchema);
}
