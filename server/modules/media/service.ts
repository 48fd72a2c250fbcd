import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PhotoMetaBody, PhotoMetaResponse, UploadResult, UploadSignature } from '../../../common/contract/media.ts';
import type { VideoMetaBody, VideoMetaResponse } from '../../../common/contract/admin.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { attachPhotoSignature, detachOtherPhotos, recordPhotoSignature } from '../../db/repos/photo-signatures.ts';
import { findProblemVideo, setProblemVideo } from '../../db/repos/problems.ts';
import { findUserById, setUserPhoto } from '../../db/repos/users.ts';
import { sharedSecret } from '../../db/repos/server-secrets.ts';
import { ConflictError, GoneError, NotFoundError, TooLargeError, UnauthenticatedError, UnsupportedTypeError, ValidationError } from '../errors.ts';
import { MEDIA_URL_PREFIX, removeVideoFile, UPLOAD_TTL_S, VIDEO_POSTER_URL } from './storage.ts';
import { uploadSignature, verifyUploadSignature } from './signature.ts';
import { IMAGE_CONTENT_TYPE, sniffImage, sniffVideo, VIDEO_CONTENT_TYPE, type ImageFormat, type VideoFormat } from './sniff.ts';
import { readVideoDuration } from './video-meta.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import { PROFILE_MSG } from '../../../common/texts/profile-messages.ts';

/** Public ids of profile photos: `profile/<user id>/<16 hex>`. */
const PHOTO_ID = /^profile\/([0-9a-f]{24})\/[0-9a-f]{16}$/;
/** Public ids of editorial videos: `video/<problem id>/<16 hex>`. */
const VIDEO_ID = /^video\/([0-9a-f]{24})\/[0-9a-f]{16}$/;
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
  if (m.config.cloudinary) await recordPhotoSignature(db, signature.public_id, userId, new Date(now));
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
 * @throws ValidationError malformed, UnauthenticatedError bad signature, GoneError expired
 */
export function checkUploadFields(m: MediaOptions, f: UploadFields, now = Date.now()): { publicId: string; kind: UploadKind } {
  const publicId = f.public_id ?? '';
  const timestamp = Number(f.timestamp);
  const kind: UploadKind | null = PHOTO_ID.test(publicId) ? 'photo' : VIDEO_ID.test(publicId) ? 'video' : null;
  if (!kind || !Number.isInteger(timestamp) || f.api_key !== 'local') throw new ValidationError(API_MSG.uploadSignatureInvalid);
  if (!verifyUploadSignature({ public_id: publicId, timestamp }, f.signature ?? '', m.localSecret)) throw new UnauthenticatedError(API_MSG.uploadSignatureInvalid);
  const age = now / 1000 - timestamp;
  if (age > UPLOAD_TTL_S || age < -300) throw new GoneError(API_MSG.uploadExpired);
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
 * @throws ConflictError when one was (each signature stores one file)
 */
export async function assertNotStored(m: MediaOptions, publicId: string): Promise<void> {
  const base = path.basename(publicId);
  const names = await readdir(path.join(m.config.dir, path.dirname(publicId))).catch(() => [] as string[]);
  if (names.some((n) => n.startsWith(`${base}.`))) throw new ConflictError(API_MSG.uploadExists);
}

/** The message of a file over its kind's limit. */
function tooLargeMessage(config: Config['media'], kind: UploadKind): string {
  const limit = formatLimit(uploadLimit(config, kind));
  return kind === 'photo' ? PROFILE_MSG.photoTooLarge(limit) : ADMIN_MSG.videoTooLarge(limit);
}

/**
 * Stores an uploaded file after checking its size and its real type by its first bytes: the
 * stream is written to a temporary file (so a 100 MB video is never held in memory), then moved
 * to its public name. A video's duration is read from the file itself.
 * @param stream the file part of the multipart upload
 * @param roomBytes what the owner's quota leaves, bytes (photos; omitted: no quota)
 * @returns Cloudinary-shaped upload result (`secure_url` under /media/; `duration` in seconds for videos)
 * @throws TooLargeError over the kind's limit or over `roomBytes` (the quota's message), UnsupportedTypeError when
 *   the bytes are no JPEG, PNG, GIF or WebP (photos) or no MP4, QuickTime, WebM or Ogg (videos),
 *   ConflictError when a file was stored under this public id meanwhile
 */
export async function storeUpload(m: MediaOptions, publicId: string, kind: UploadKind, stream: Readable, now = new Date(), roomBytes = Infinity): Promise<UploadResult> {
  const limit = uploadLimit(m.config, kind);
  const quotaFull = () => new TooLargeError(API_MSG.mediaQuotaFull(formatLimit(m.config.quotaBytes)));
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
          if (bytes > limit) return done(new TooLargeError(tooLargeMessage(m.config, kind)));
          if (bytes > roomBytes) return done(quotaFull());
          if (head.length < 64) head = Buffer.concat([head, chunk.subarray(0, 64 - head.length)]);
          done(null, chunk);
        },
      }),
      createWriteStream(temp, { flags: 'wx' }),
    );
    if ((stream as Readable & { truncated?: boolean }).truncated) throw new TooLargeError(tooLargeMessage(m.config, kind));
    const format = kind === 'photo' ? sniffImage(head.subarray(0, 16)) : sniffVideo(head);
    if (!format) throw new UnsupportedTypeError(kind === 'photo' ? PROFILE_MSG.photoInvalid : ADMIN_MSG.videoInvalid);
    const duration = kind === 'video' ? await readVideoDuration(temp).catch(() => null) : undefined;
    const file = filePath(m, publicId, format);
    await mkdir(path.dirname(file), { recursive: true });
    await link(temp, file).catch((e: NodeJS.ErrnoException) => {
      throw e.code === 'EEXIST' ? new ConflictError(API_MSG.uploadExists) : e;
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
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(tooLargeMessage(m.config, kind));
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
 * @throws ValidationError when the photo was not issued for this user (or was swept)
 */
export async function storePhotoMeta(db: Db, m: MediaOptions, userId: string, body: PhotoMetaBody, now = new Date()): Promise<PhotoMetaResponse> {
  const { cloudinaryPublicId: publicId, secureUrl } = body;
  const owner = PHOTO_ID.exec(publicId)?.[1];
  if (owner !== userId) throw new ValidationError(API_MSG.photoNotIssued);
  const cl = m.config.cloudinary;
  if (cl) {
    const base = `${cl.deliveryUrl}/${cl.cloudName}/image/upload/`;
    if (!secureUrl.startsWith(base) || !new RegExp(`/${publicId.replace(/\//g, '\\/')}\\.(jpg|jpeg|png|gif|webp)$`).test(secureUrl)) throw new ValidationError(API_MSG.photoNotIssued);
  } else {
    const format = (Object.keys(IMAGE_CONTENT_TYPE) as ImageFormat[]).find((f) => secureUrl === `${MEDIA_URL_PREFIX}${publicId}.${f}`);
    if (!format || !(await stat(filePath(m, publicId, format)).then((s) => s.isFile(), () => false))) throw new ValidationError(API_MSG.photoNotIssued);
  }
  const before = await findUserById(db, userId);
  await db.transaction(async (tx) => {
    if (cl) {
      if (!(await attachPhotoSignature(tx, publicId, userId, now))) throw new ValidationError(API_MSG.photoNotIssued);
    }
    await detachOtherPhotos(tx, userId, publicId);
    await setUserPhoto(tx, userId, secureUrl, publicId);
  });
  if (before?.photoUrl && before.photoUrl !== secureUrl && before.photoUrl.startsWith(MEDIA_URL_PREFIX)) {
    await rm(path.join(m.config.dir, before.photoUrl.slice(MEDIA_URL_PREFIX.length)), { force: true }).catch(() => undefined);
  }
  return { photoSolution: { cloudinaryPublicId: publicId, secureUrl, uploadedAt: now.toISOString() } };
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

/**
 * Puts an uploaded video on its problem (POST /api/video/storeMetaData). Only a video uploaded
 * through this server's signature for this problem is accepted: an embedded file under /media/
 * that exists (its duration is then read from the file, not taken from the body), or the
 * configured Cloudinary's delivery URL of that public id (its poster is Cloudinary's first frame).
 * The problem's previous video is removed, and its `updatedAt` moves so cached copies are refreshed.
 * @throws ValidationError when the video was not issued for this problem, NotFoundError unknown problem
 */
export async function storeVideoMeta(db: Db, m: MediaOptions, body: VideoMetaBody, log: { warn(m: string): void }, now = new Date()): Promise<VideoMetaResponse> {
  const { prblmId, cloudinaryPublicId: publicId, secureUrl } = body;
  if (VIDEO_ID.exec(publicId)?.[1] !== prblmId) throw new ValidationError(ADMIN_MSG.videoNotIssued);
  const before = await findProblemVideo(db, prblmId);
  if (!before) throw new NotFoundError(MSG.problemNotFound);
  const cl = m.config.cloudinary;
  let duration = body.duration;
  let thumbnailUrl: string;
  if (cl) {
    const base = `${cl.deliveryUrl}/${cl.cloudName}/video/upload/`;
    if (!secureUrl.startsWith(base) || !new RegExp(`/${publicId.replace(/\//g, '\\/')}\\.(mp4|mov|webm|ogv|ogg)$`).test(secureUrl)) throw new ValidationError(ADMIN_MSG.videoNotIssued);
    thumbnailUrl = `${base}so_0/${publicId}.jpg`;
  } else {
    const format = (Object.keys(VIDEO_CONTENT_TYPE) as VideoFormat[]).find((f) => secureUrl === `${MEDIA_URL_PREFIX}${publicId}.${f}`);
    const file = format ? filePath(m, publicId, format) : null;
    if (!file || !(await stat(file).then((s) => s.isFile(), () => false))) throw new ValidationError(ADMIN_MSG.videoNotIssued);
    duration = (await readVideoDuration(file).catch(() => null)) ?? duration;
    thumbnailUrl = VIDEO_POSTER_URL;
  }
  const seconds = Math.round(duration);
  await setProblemVideo(db, prblmId, { videoUrl: secureUrl, videoPublicId: publicId, thumbnailUrl, videoDurationS: seconds }, now);
  if (before.url && before.url !== secureUrl) await removeVideoFile(m.config, before).catch((e) => log.warn(`removing the previous video of ${prblmId} failed: ${(e as Error).message}`));
  return { videoSloution: { prblmId, cloudinaryPublicId: publicId, secureUrl, thumbnailUrl, duration: seconds, uploadedAt: now.toISOString() } };
}

/**
 * Removes a problem's editorial video: its metadata and its file (DELETE /api/video/delMetaData/:problemId).
 * @throws NotFoundError when the problem is unknown or has no video
 */
export async function deleteVideo(db: Db, config: Config['media'], problemId: string, log: { warn(m: string): void }, now = new Date()): Promise<void> {
  const row = await findProblemVideo(db, problemId);
  if (!row) throw new NotFoundError(MSG.problemNotFound);
  if (!row.url) throw new NotFoundError(ADMIN_MSG.noVideo);
  await setProblemVideo(db, problemId, { videoUrl: null, videoPublicId: null, thumbnailUrl: null, videoDurationS: null }, now);
  await removeVideoFile(config, row).catch((e) => log.warn(`removing the video of ${problemId} failed: ${(e as Error).message}`));
}


export { sweepUnattachedMedia } from './sweep.ts';
export { MEDIA_URL_PREFIX, SIGNATURE_LIFETIME_MS, UPLOAD_TTL_S, VIDEO_POSTER_URL, writeVideoPoster } from './storage.ts';
