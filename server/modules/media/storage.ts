/**
 * Where media lives and how it goes: the embedded service's files under the media directory
 * (`profile/<user id>/`, `video/<problem id>/`, the video poster), upload lifetimes, and
 * Cloudinary's signed destroy call.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { uploadSignature } from './signature.ts';

/** How long a signed upload stays valid, seconds (Cloudinary refuses signatures older than one hour too). */
export const UPLOAD_TTL_S = 3600;
/**
 * How long after signing a Cloudinary upload may still arrive, ms: Cloudinary refuses signatures
 * older than one hour; five minutes more for clocks that differ.
 */
export const SIGNATURE_LIFETIME_MS = (UPLOAD_TTL_S + 300) * 1000;
/** Where the embedded service serves its files. */
export const MEDIA_URL_PREFIX = '/media/';

/** Address of the neutral poster shown for embedded videos (the file is written by {@link writeVideoPoster}). */
export const VIDEO_POSTER_URL = `${MEDIA_URL_PREFIX}video/poster.svg`;

/** A neutral 16:9 poster: a dark frame with a play symbol. */
const VIDEO_POSTER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">' +
  '<rect width="640" height="360" fill="#1f2937"/><circle cx="320" cy="180" r="56" fill="#374151"/>' +
  '<path d="M300 150v60l52-30z" fill="#e5e7eb"/></svg>';

/** Writes the neutral video poster into the media directory (served at {@link VIDEO_POSTER_URL}). */
export async function writeVideoPoster(config: Config['media']): Promise<void> {
  const file = path.join(config.dir, 'video', 'poster.svg');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, VIDEO_POSTER_SVG);
}

/** Where the video of a public id lives: an embedded file's path, or null for Cloudinary's. */
function localVideoPath(config: Config['media'], secureUrl: string | null): string | null {
  if (!secureUrl?.startsWith(`${MEDIA_URL_PREFIX}video/`)) return null;
  const rel = secureUrl.slice(MEDIA_URL_PREFIX.length);
  return /^video\/[0-9a-f]{24}\/[0-9a-f]{16}\.(mp4|mov|webm|ogv)$/.test(rel) ? path.join(config.dir, rel) : null;
}

/**
 * Destroys one Cloudinary asset through its signed destroy call
 * (https://cloudinary.com/documentation/image_upload_api_reference#destroy): a form POST of
 * `public_id`, `timestamp` (s), `api_key` and the SHA-1 `signature`, plus `invalidate=true` (signed
 * too) when CDN copies are to be purged as well.
 * @param now the request's clock, ms
 * @returns Cloudinary's `result`: `ok`, or `not found` when it holds no such asset (nothing left to do)
 * @throws Error naming the public id and the HTTP status or answer when Cloudinary refuses, answers
 *   anything else, or does not answer within 15 s
 */
export async function destroyCloudinaryAsset(
  cl: NonNullable<Config['media']['cloudinary']>,
  resourceType: 'image' | 'video',
  publicId: string,
  opts: { invalidate?: boolean; now?: number } = {},
): Promise<'ok' | 'not found'> {
  const timestamp = Math.floor((opts.now ?? Date.now()) / 1000);
  const signed: Record<string, string | number> = { public_id: publicId, timestamp, ...(opts.invalidate ? { invalidate: 'true' } : {}) };
  const form = new URLSearchParams({ ...Object.fromEntries(Object.entries(signed).map(([k, v]) => [k, String(v)])), api_key: cl.apiKey, signature: uploadSignature(signed, cl.apiSecret) });
  const res = await fetch(`${cl.apiUrl.replace(/\/$/, '')}/v1_1/${cl.cloudName}/${resourceType}/destroy`, { method: 'POST', body: form, signal: AbortSignal.timeout(15_000) });
  const answer = (await res.json().catch(() => null)) as { result?: unknown; error?: { message?: unknown } } | null;
  if (!res.ok) throw new Error(`Cloudinary refused to destroy ${publicId}: HTTP ${res.status}${typeof answer?.error?.message === 'string' ? ` (${answer.error.message.slice(0, 200)})` : ''}`);
  if (answer?.result === 'ok' || answer?.result === 'not found') return answer.result;
  throw new Error(`Cloudinary did not destroy ${publicId}: it answered ${JSON.stringify(answer?.result ?? null).slice(0, 200)}`);
}

/**
 * Removes a stored video: the embedded file, or Cloudinary's asset through its signed destroy call.
 * @throws when Cloudinary refuses the destroy call
 */
export async function removeVideoFile(config: Config['media'], video: { url: string | null; publicId: string | null }, now = Date.now()): Promise<void> {
  const local = localVideoPath(config, video.url);
  if (local) return rm(local, { force: true });
  const cl = config.cloudinary;
  if (!cl || !video.publicId || !video.url?.startsWith(`${cl.deliveryUrl}/`)) return;
  await destroyCloudinaryAsset(cl, 'video', video.publicId, { now });
}

/** Removes every stored video of a deleted problem (embedded files, or its Cloudinary asset). */
export async function deleteProblemMedia(config: Config['media'], problemId: string, video: { url: string | null; publicId: string | null }, log: { warn(m: string): void }): Promise<void> {
  if (!/^[0-9a-f]{24}$/.test(problemId)) return;
  await rm(path.join(config.dir, 'video', problemId), { recursive: true, force: true });
  await removeVideoFile(config, video).catch((e) => log.warn(`removing the video of ${problemId} failed: ${(e as Error).message}`));
}

/**
 * Removes every embedded photo of `userId` (their account was deleted). Their Cloudinary photos are
 * destroyed by the next sweep: their `photo_signatures` rows outlive the account, and a photo whose
 * account is gone is due at once ({@link sweepUnattachedMedia}).
 */
export async function deleteUserMedia(config: Config['media'], userId: string): Promise<void> {
  if (!/^[0-9a-f]{24}$/.test(userId)) return;
  await rm(path.join(config.dir, 'profile', userId), { recursive: true, force: true });
}

