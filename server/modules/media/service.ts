import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { PhotoMetaBody, PhotoMetaResponse, UploadResult, UploadSignature } from '../../../common/contract/media.ts';
import type { VideoMetaBody, VideoMetaResponse } from '../../../common/contract/admin.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { photoSignatures, problems, users } from '../../db/schema.ts';
import { sharedSecret } from '../../db/secrets.ts';
import { HttpError } from '../../http/errors.ts';
import { uploadSignature, verifyUploadSignature } from './signature.ts';
import { IMAGE_CONTENT_TYPE, sniffImage, sniffVideo, VIDEO_CONTENT_TYPE, type ImageFormat, type VideoFormat } from './sniff.ts';
import { readVideoDuration } from './video-meta.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';

/** How long a signed upload stays valid, seconds (Cloudinary refuses signatures older than one hour too). */
export const UPLOAD_TTL_S = 3600;
/**
 * How long after signing a Cloudinary upload may still arrive, ms: Cloudinary refuses signatures
 * older than one hour; five minutes more for clocks that differ.
 */
export const SIGNATURE_LIFETIME_MS = (UPLOAD_TTL_S + 300) * 1000;
/** How long the sweep's claim on a photo it destroys holds, ms (longer than one destroy call may take). */
const CLAIM_MS = 5 * 60_000;
/** Cloudinary photos one sweep destroys at most; the rest wait for the next sweep. */
const SWEEP_DESTROY_MAX = 1000;
/** Failed destroy calls in a row after which a sweep leaves Cloudinary alone until the next one. */
const SWEEP_FAILURES_MAX = 3;
/** Public ids of profile photos: `profile/<user id>/<16 hex>`. */
const PHOTO_ID = /^profile\/([0-9a-f]{24})\/[0-9a-f]{16}$/;
/** Public ids of editorial videos: `video/<problem id>/<16 hex>`. */
const VIDEO_ID = /^video\/([0-9a-f]{24})\/[0-9a-f]{16}$/;
/** Where the embedded service serves its files. */
export const MEDIA_URL_PREFIX = '/media/';

/** The media settings plus the secret the embedded service signs with. */
export interface MediaOptions {
  config: Config['media'];
  /** Signs embedded uploads: MEDIA_SECRET, or the server's own secret shared through the database. */
  localSecret: string;
}

/**
 * Creates the media options: the embedded service signs with MEDIA_SECRET, or when it is unset with a
 * random secret made once and kept in the database (`sharedSecret`), so every API instance accepts
 * the uploads any of them signed.
 * @throws what the database throws
 */
export async function mediaOptions(config: Config['media'], db: Db): Promise<MediaOptions> {
  return { config, localSecret: config.secret ?? (await sharedSecret(db, 'media-uploads')) };
}

/** A size in the units people read (`10 MB`, `500 KB`). */
export function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Signed upload parameters for a new profile photo of `userId` (GET /api/image/digiSign): with
 * Cloudinary configured, Cloudinary's own (signed with its API secret, posted to its upload API);
 * otherwise the embedded service's (`upload_url` = POST /api/media/upload).
 */
export function signPhotoUpload(m: MediaOptions, userId: string, now = Date.now()): UploadSignature {
  const timestamp = Math.floor(now / 1000);
  const publicId = `profile/${userId}/${randomBytes(8).toString('hex')}`;
  const cl = m.config.cloudinary;
  const params = { public_id: publicId, timestamp };
  return {
    timestamp,
    public_id: publicId,
    signature: uploadSignature(params, cl ? cl.apiSecret : m.localSecret),
    api_key: cl ? cl.apiKey : 'local',
    upload_url: cl ? `${cl.apiUrl.replace(/\/$/, '')}/v1_1/${cl.cloudName}/image/upload` : '/api/media/upload',
    max_file_size: m.config.photoMaxBytes,
  };
}

/**
 * Signs a new profile photo upload of `userId` ({@link signPhotoUpload}) and, with Cloudinary
 * configured, records its public id with who and when (`photo_signatures`): the browser uploads
 * straight to Cloudinary, and the sweep destroys what no profile uses ({@link sweepUnattachedMedia}).
 * The route's per-learner signature limit bounds how many records one learner can make.
 * @param now the clock, ms
 * @throws what the database throws
 */
export async function issuePhotoUpload(db: Db, m: MediaOptions, userId: string, now = Date.now()): Promise<UploadSignature> {
  const signature = signPhotoUpload(m, userId, now);
  if (m.config.cloudinary) await db.insert(photoSignatures).values({ publicId: signature.public_id, userId, signedAt: new Date(now) }).onConflictDoNothing();
  return signature;
}

/** The signed fields of an embedded upload, as the multipart form sent them. */
export interface UploadFields {
  public_id?: string;
  timestamp?: string;
  signature?: string;
  api_key?: string;
}

/** What an upload is for: a profile photo or an editorial video (told apart by the public id). */
export type UploadKind = 'photo' | 'video';

/**
 * Checks an embedded upload's signed fields.
 * @returns the public id and what it is for
 * @throws HttpError 400 malformed, 401 bad signature, 410 expired
 */
export function checkUploadFields(m: MediaOptions, f: UploadFields, now = Date.now()): { publicId: string; kind: UploadKind } {
  const publicId = f.public_id ?? '';
  const timestamp = Number(f.timestamp);
  const kind: UploadKind | null = PHOTO_ID.test(publicId) ? 'photo' : VIDEO_ID.test(publicId) ? 'video' : null;
  if (!kind || !Number.isInteger(timestamp) || f.api_key !== 'local') throw new HttpError(400, API_MSG.uploadSignatureInvalid);
  if (!verifyUploadSignature({ public_id: publicId, timestamp }, f.signature ?? '', m.localSecret)) throw new HttpError(401, API_MSG.uploadSignatureInvalid);
  const age = now / 1000 - timestamp;
  if (age > UPLOAD_TTL_S || age < -300) throw new HttpError(410, API_MSG.uploadExpired);
  return { publicId, kind };
}

/** Path of a stored file inside the media directory. */
function filePath(m: MediaOptions, publicId: string, format: string): string {
  return path.join(m.config.dir, `${publicId}.${format}`);
}

/** The largest file of a kind, bytes. */
export function uploadLimit(config: Config['media'], kind: UploadKind): number {
  return kind === 'photo' ? config.photoMaxBytes : config.videoMaxBytes;
}

/**
 * Bytes of the photos stored for `userId` in the embedded service: the one on their profile and
 * the uploads not (yet) on it.
 */
export async function photoBytesOf(config: Config['media'], userId: string): Promise<number> {
  const dir = path.join(config.dir, 'profile', userId);
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map((n) => stat(path.join(dir, n)).then((s) => (s.isFile() ? s.size : 0), () => 0)));
  return sizes.reduce((a, b) => a + b, 0);
}

/** The owner a signed public id names: the user of a photo, the problem of a video. */
export function ownerOf(publicId: string): string {
  return (PHOTO_ID.exec(publicId) ?? VIDEO_ID.exec(publicId))?.[1] ?? '';
}

/**
 * Whether a file was already stored under this public id, in any format.
 * @throws HttpError 409 when one was (each signature stores one file)
 */
export async function assertNotStored(m: MediaOptions, publicId: string): Promise<void> {
  const base = path.basename(publicId);
  const names = await readdir(path.join(m.config.dir, path.dirname(publicId))).catch(() => [] as string[]);
  if (names.some((n) => n.startsWith(`${base}.`))) throw new HttpError(409, API_MSG.uploadExists);
}

/** The message of a file over its kind's limit. */
function tooLargeMessage(config: Config['media'], kind: UploadKind): string {
  const limit = formatLimit(uploadLimit(config, kind));
  return kind === 'photo' ? MSG.photoTooLarge(limit) : ADMIN_MSG.videoTooLarge(limit);
}

/**
 * Stores an uploaded file after checking its size and its real type by its first bytes: the
 * stream is written to a temporary file (so a 100 MB video is never held in memory), then moved
 * to its public name. A video's duration is read from the file itself.
 * @param stream the file part of the multipart upload
 * @param roomBytes what the owner's quota leaves, bytes (photos; omitted: no quota)
 * @returns Cloudinary-shaped upload result (`secure_url` under /media/; `duration` in seconds for videos)
 * @throws HttpError 413 over the kind's limit or over `roomBytes` (the quota's message), 415 when
 *   the bytes are no JPEG, PNG, GIF or WebP (photos) or no MP4, QuickTime, WebM or Ogg (videos),
 *   409 when a file was stored under this public id meanwhile
 */
export async function storeUpload(m: MediaOptions, publicId: string, kind: UploadKind, stream: Readable, now = new Date(), roomBytes = Infinity): Promise<UploadResult> {
  const limit = uploadLimit(m.config, kind);
  const quotaFull = () => new HttpError(413, API_MSG.mediaQuotaFull(formatLimit(m.config.quotaBytes)));
  const incoming = path.join(m.config.dir, '.incoming');
  await mkdir(incoming, { recursive: true });
  const temp = path.join(incoming, randomBytes(12).toString('hex'));
  let bytes = 0;
  let head = Buffer.alloc(0);
  try {
    await pipeline(
      stream,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (bytes > limit) return done(new HttpError(413, tooLargeMessage(m.config, kind)));
          if (bytes > roomBytes) return done(quotaFull());
          if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
          done(null, chunk);
        },
      }),
      createWriteStream(temp, { flags: 'wx' }),
    );
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new HttpError(413, tooLargeMessage(m.config, kind));
    const format = kind === 'photo' ? sniffImage(head.subarray(0, 16)) : sniffVideo(head);
    if (!format) throw new HttpError(415, kind === 'photo' ? MSG.photoInvalid : ADMIN_MSG.videoInvalid);
    const duration = kind === 'video' ? await readVideoDuration(temp).catch(() => null) : undefined;
    const file = filePath(m, publicId, format);
    await mkdir(path.dirname(file), { recursive: true });
    await link(temp, file).catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'EEXIST' ? new HttpError(409, API_MSG.uploadExists) : e;
    });
    return {
      public_id: publicId,
      secure_url: `${MEDIA_URL_PREFIX}${publicId}.${format}`,
      bytes,
      format,
      resource_type: kind === 'photo' ? 'image' : 'video',
      created_at: now.toISOString(),
      ...(kind === 'video' ? { duration } : {}),
    };
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage(m.config, kind));
    throw e;
  } finally {
    stream.resume();
    await rm(temp, { force: true });
  }
}

/**
 * Puts an uploaded photo on `userId`'s profile (POST /api/image/storeMetaData). Only a photo
 * uploaded for this user through this server's signature is accepted: an embedded file under
 * /media/ that exists, or the configured Cloudinary's delivery URL of a public id signed for this
 * user that the sweep has not taken (it is marked attached in `photo_signatures`). The user's
 * previous photo is unattached from then on: an embedded file is removed at once, a Cloudinary
 * photo is destroyed by the sweep once MEDIA_UNATTACHED_HOURS old.
 * @throws HttpError 400 when the photo was not issued for this user (or was swept)
 */
export async function storePhotoMeta(db: Db, m: MediaOptions, userId: string, body: PhotoMetaBody, now = new Date()): Promise<PhotoMetaResponse> {
  const { cloudinaryPublicId: publicId, secureUrl } = body;
  const owner = PHOTO_ID.exec(publicId)?.[1];
  if (owner !== userId) throw new HttpError(400, API_MSG.photoNotIssued);
  const cl = m.config.cloudinary;
  if (cl) {
    const base = `${cl.deliveryUrl}/${cl.cloudName}/image/upload/`;
    if (!secureUrl.startsWith(base) || !new RegExp(`/${publicId.replace(/\//g, '\\/')}\\.(jpg|jpeg|png|gif|webp)$`).test(secureUrl)) throw new HttpError(400, API_MSG.photoNotIssued);
  } else {
    const format = (Object.keys(IMAGE_CONTENT_TYPE) as ImageFormat[]).find((f) => secureUrl === `${MEDIA_URL_PREFIX}${publicId}.${f}`);
    if (!format || !(await stat(filePath(m, publicId, format)).then((s) => s.isFile(), () => false))) throw new HttpError(400, API_MSG.photoNotIssued);
  }
  const [before] = await db.select({ url: users.photoUrl }).from(users).where(eq(users.id, userId)).limit(1);
  await db.transaction(async (tx) => {
    if (cl) {
      // The same row the sweep claims, so attaching and destroying one photo cannot both succeed.
      const own = and(eq(photoSignatures.publicId, publicId), eq(photoSignatures.userId, userId), isNull(photoSignatures.claimedAt));
      const [signed] = await tx.update(photoSignatures).set({ attachedAt: now }).where(own).returning({ publicId: photoSignatures.publicId });
      if (!signed) throw new HttpError(400, API_MSG.photoNotIssued);
    }
    await tx
      .update(photoSignatures)
      .set({ attachedAt: null })
      .where(and(eq(photoSignatures.userId, userId), ne(photoSignatures.publicId, publicId), isNotNull(photoSignatures.attachedAt)));
    await tx.update(users).set({ photoUrl: secureUrl, photoPublicId: publicId }).where(eq(users.id, userId));
  });
  if (before?.url && before.url !== secureUrl && before.url.startsWith(MEDIA_URL_PREFIX)) {
    await rm(path.join(m.config.dir, before.url.slice(MEDIA_URL_PREFIX.length)), { force: true }).catch(() => undefined);
  }
  return { photoSolution: { cloudinaryPublicId: publicId, secureUrl, uploadedAt: now.toISOString() } };
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

/**
 * Signed upload parameters for a new editorial video of `problemId` (GET
 * /api/video/getDigitalSignature/:problemId): Cloudinary's video upload API when configured,
 * else the embedded service. `max_file_size` is VIDEO_MAX_MB in bytes.
 */
export function signVideoUpload(m: MediaOptions, problemId: string, now = Date.now()): UploadSignature {
  const timestamp = Math.floor(now / 1000);
  const publicId = `video/${problemId}/${randomBytes(8).toString('hex')}`;
  const cl = m.config.cloudinary;
  return {
    timestamp,
    public_id: publicId,
    signature: uploadSignature({ public_id: publicId, timestamp }, cl ? cl.apiSecret : m.localSecret),
    api_key: cl ? cl.apiKey : 'local',
    upload_url: cl ? `${cl.apiUrl.replace(/\/$/, '')}/v1_1/${cl.cloudName}/video/upload` : '/api/media/upload',
    max_file_size: m.config.videoMaxBytes,
  };
}

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
async function destroyCloudinaryAsset(
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
async function removeVideoFile(config: Config['media'], video: { url: string | null; publicId: string | null }, now = Date.now()): Promise<void> {
  const local = localVideoPath(config, video.url);
  if (local) return rm(local, { force: true });
  const cl = config.cloudinary;
  if (!cl || !video.publicId || !video.url?.startsWith(`${cl.deliveryUrl}/`)) return;
  await destroyCloudinaryAsset(cl, 'video', video.publicId, { now });
}

/**
 * Puts an uploaded video on its problem (POST /api/video/storeMetaData). Only a video uploaded
 * through this server's signature for this problem is accepted: an embedded file under /media/
 * that exists (its duration is then read from the file, not taken from the body), or the
 * configured Cloudinary's delivery URL of that public id (its poster is Cloudinary's first frame).
 * The problem's previous video is removed, and its `updatedAt` moves so cached copies are refreshed.
 * @throws HttpError 400 when the video was not issued for this problem, 404 unknown problem
 */
export async function storeVideoMeta(db: Db, m: MediaOptions, body: VideoMetaBody, log: { warn(m: string): void }, now = new Date()): Promise<VideoMetaResponse> {
  const { prblmId, cloudinaryPublicId: publicId, secureUrl } = body;
  if (VIDEO_ID.exec(publicId)?.[1] !== prblmId) throw new HttpError(400, ADMIN_MSG.videoNotIssued);
  const [before] = await db.select({ url: problems.videoUrl, publicId: problems.videoPublicId }).from(problems).where(eq(problems.id, prblmId)).limit(1);
  if (!before) throw new HttpError(404, MSG.problemNotFound);
  const cl = m.config.cloudinary;
  let duration = body.duration;
  let thumbnailUrl: string;
  if (cl) {
    const base = `${cl.deliveryUrl}/${cl.cloudName}/video/upload/`;
    if (!secureUrl.startsWith(base) || !new RegExp(`/${publicId.replace(/\//g, '\\/')}\\.(mp4|mov|webm|ogv|ogg)$`).test(secureUrl)) throw new HttpError(400, ADMIN_MSG.videoNotIssued);
    thumbnailUrl = `${base}so_0/${publicId}.jpg`;
  } else {
    const format = (Object.keys(VIDEO_CONTENT_TYPE) as VideoFormat[]).find((f) => secureUrl === `${MEDIA_URL_PREFIX}${publicId}.${f}`);
    const file = format ? filePath(m, publicId, format) : null;
    if (!file || !(await stat(file).then((s) => s.isFile(), () => false))) throw new HttpError(400, ADMIN_MSG.videoNotIssued);
    duration = (await readVideoDuration(file).catch(() => null)) ?? duration;
    thumbnailUrl = VIDEO_POSTER_URL;
  }
  const seconds = Math.round(duration);
  await db.update(problems).set({ videoUrl: secureUrl, videoPublicId: publicId, thumbnailUrl, videoDurationS: seconds, updatedAt: now }).where(eq(problems.id, prblmId));
  if (before.url && before.url !== secureUrl) await removeVideoFile(m.config, before).catch((e) => log.warn(`removing the previous video of ${prblmId} failed: ${(e as Error).message}`));
  return { videoSloution: { prblmId, cloudinaryPublicId: publicId, secureUrl, thumbnailUrl, duration: seconds, uploadedAt: now.toISOString() } };
}

/**
 * Removes a problem's editorial video: its metadata and its file (DELETE /api/video/delMetaData/:problemId).
 * @throws HttpError 404 when the problem is unknown or has no video
 */
export async function deleteVideo(db: Db, config: Config['media'], problemId: string, log: { warn(m: string): void }, now = new Date()): Promise<void> {
  const [row] = await db.select({ url: problems.videoUrl, publicId: problems.videoPublicId }).from(problems).where(eq(problems.id, problemId)).limit(1);
  if (!row) throw new HttpError(404, MSG.problemNotFound);
  if (!row.url) throw new HttpError(404, ADMIN_MSG.noVideo);
  await db.update(problems).set({ videoUrl: null, videoPublicId: null, thumbnailUrl: null, videoDurationS: null, updatedAt: now }).where(eq(problems.id, problemId));
  await removeVideoFile(config, row).catch((e) => log.warn(`removing the video of ${problemId} failed: ${(e as Error).message}`));
}

/** Removes every stored video of a deleted problem (embedded files, or its Cloudinary asset). */
export async function deleteProblemMedia(config: Config['media'], problemId: string, video: { url: string | null; publicId: string | null }, log: { warn(m: string): void }): Promise<void> {
  if (!/^[0-9a-f]{24}$/.test(problemId)) return;
  await rm(path.join(config.dir, 'video', problemId), { recursive: true, force: true });
  await removeVideoFile(config, video).catch((e) => log.warn(`removing the video of ${problemId} failed: ${(e as Error).message}`));
}

/**
 * Removes uploads no profile and no problem uses once they are older than `unattachedTtlMs`: photos
 * under `profile/<user id>/` other than that user's profile photo, videos under `video/<problem
 * id>/` other than that problem's video, and temporary files a stopped upload left in `.incoming/`.
 * Age is the file's modification time (when its upload finished). Owner folders stay (an upload
 * may be linking into one). With Cloudinary configured, the photos signed for it are destroyed
 * there too ({@link sweepCloudinaryPhotos}).
 * @param now the clock, ms
 * @param log where failed Cloudinary destroy calls are reported (they are tried again at the next sweep)
 * @returns how many files were removed and Cloudinary photos destroyed
 * @throws what the database throws (file errors are skipped: the next sweep tries again)
 */
export async function sweepUnattachedMedia(db: Db, config: Config['media'], now = Date.now(), log: { warn(m: string): void } = { warn: () => undefined }): Promise<number> {
  const cutoff = now - config.unattachedTtlMs;
  const old = async (file: string) => (await stat(file).then((s) => s.isFile() && s.mtimeMs <= cutoff, () => false));
  let removed = 0;
  const remove = async (file: string) => {
    if (await rm(file).then(() => true, () => false)) removed++;
  };
  for (const kind of ['profile', 'video'] as const) {
    const root = path.join(config.dir, kind);
    for (const owner of await readdir(root).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{24}$/.test(owner)) continue;
      const dir = path.join(root, owner);
      const names = await readdir(dir).catch(() => [] as string[]);
      const [row] =
        kind === 'profile'
          ? await db.select({ url: users.photoUrl }).from(users).where(eq(users.id, owner)).limit(1)
          : await db.select({ url: problems.videoUrl }).from(problems).where(eq(problems.id, owner)).limit(1);
      for (const name of names) {
        if (row?.url === `${MEDIA_URL_PREFIX}${kind}/${owner}/${name}`) continue;
        if (await old(path.join(dir, name))) await remove(path.join(dir, name));
      }
    }
  }
  const incoming = path.join(config.dir, '.incoming');
  for (const name of await readdir(incoming).catch(() => [] as string[])) if (await old(path.join(incoming, name))) await remove(path.join(incoming, name));
  if (config.cloudinary) removed += await sweepCloudinaryPhotos(db, config.cloudinary, config.unattachedTtlMs, now, log);
  return removed;
}

/**
 * Destroys the Cloudinary photos recorded in `photo_signatures` that are due, by Cloudinary's signed
 * destroy call (with `invalidate`, so CDN copies go too). Due: no profile uses the photo and it was
 * signed at least `unattachedTtlMs` ago (and at least {@link SIGNATURE_LIFETIME_MS}, so no upload
 * can arrive after it was destroyed), or its account is gone (due at once). Each photo is claimed
 * first (`claimed_at`, the row storeMetaData attaches through), so an attach and a destroy of one
 * photo never both happen, and API instances sweeping together do not repeat a call. A destroy
 * answered `ok` or `not found` is done and the row is forgotten (a deleted account's photo signed
 * less than {@link SIGNATURE_LIFETIME_MS} ago is kept and destroyed again later, in case its upload
 * was still on the way). A failed call is logged, the row stays and is tried again at the next
 * sweep, after the others; {@link SWEEP_FAILURES_MAX} failures in a row end this sweep's calls.
 * @param now the clock, ms
 * @returns how many destroy calls succeeded (at most {@link SWEEP_DESTROY_MAX})
 * @throws what the database throws
 */
async function sweepCloudinaryPhotos(db: Db, cl: NonNullable<Config['media']['cloudinary']>, unattachedTtlMs: number, now: number, log: { warn(m: string): void }): Promise<number> {
  const p = photoSignatures;
  const cutoff = new Date(now - Math.max(unattachedTtlMs, SIGNATURE_LIFETIME_MS));
  const forgetBefore = new Date(now - SIGNATURE_LIFETIME_MS);
  const ownerGone = sql`not exists (select 1 from ${users} where ${users.id} = ${p.userId})`;
  const onProfile = sql`exists (select 1 from ${users} where ${users.id} = ${p.userId} and ${users.photoPublicId} = ${p.publicId})`;
  const due = and(or(isNull(p.claimedAt), lte(p.claimedAt, new Date(now - CLAIM_MS))), or(ownerGone, and(isNull(p.attachedAt), lte(p.signedAt, cutoff), sql`not ${onProfile}`)));
  const seen: string[] = [];
  let destroyed = 0;
  let failures = 0;
  while (seen.length < SWEEP_DESTROY_MAX) {
    const batch = await db
      .select({ publicId: p.publicId })
      .from(p)
      .where(seen.length ? and(due, notInArray(p.publicId, seen)) : due)
      .orderBy(sql`${p.failedAt} asc nulls first`, asc(p.signedAt), asc(p.publicId))
      .limit(Math.min(100, SWEEP_DESTROY_MAX - seen.length));
    if (batch.length === 0) break;
    for (const { publicId } of batch) {
      seen.push(publicId);
      const [claimed] = await db.update(p).set({ claimedAt: new Date(now) }).where(and(eq(p.publicId, publicId), due)).returning({ signedAt: p.signedAt });
      if (!claimed) continue;
      try {
        await destroyCloudinaryAsset(cl, 'image', publicId, { invalidate: true });
      } catch (e) {
        await db.update(p).set({ claimedAt: null, failedAt: new Date(now) }).where(eq(p.publicId, publicId));
        log.warn(`media: destroying the Cloudinary photo ${publicId} failed, tried again at the next sweep: ${(e as Error).message}`);
        if (++failures >= SWEEP_FAILURES_MAX) return destroyed;
        continue;
      }
      failures = 0;
      destroyed++;
      if (claimed.signedAt <= forgetBefore) await db.delete(p).where(eq(p.publicId, publicId));
      else await db.update(p).set({ claimedAt: null, failedAt: null }).where(eq(p.publicId, publicId));
    }
  }
  return destroyed;
}
