import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PhotoMetaBody, PhotoMetaResponse, UploadResult, UploadSignature } from '../../../common/contract/media.ts';
import { MSG } from '../../../common/texts.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { uploadSignature, verifyUploadSignature } from './signature.ts';
import { IMAGE_CONTENT_TYPE, sniffImage, type ImageFormat } from './sniff.ts';

/** How long a signed upload stays valid, seconds (Cloudinary refuses signatures older than one hour too). */
export const UPLOAD_TTL_S = 3600;
/** Public ids of profile photos: `profile/<user id>/<16 hex>`. */
const PHOTO_ID = /^profile\/([0-9a-f]{24})\/[0-9a-f]{16}$/;
/** Where the embedded service serves its files. */
export const MEDIA_URL_PREFIX = '/media/';

/** The media settings plus the secret the embedded service signs with. */
export interface MediaOptions {
  config: Config['media'];
  /** Signs embedded uploads: MEDIA_SECRET, or a per-process random secret. */
  localSecret: string;
}

/** Creates the media options (a random local secret when MEDIA_SECRET is unset). */
export function mediaOptions(config: Config['media']): MediaOptions {
  return { config, localSecret: config.secret ?? randomBytes(32).toString('hex') };
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

/** The signed fields of an embedded upload, as the multipart form sent them. */
export interface UploadFields {
  public_id?: string;
  timestamp?: string;
  signature?: string;
  api_key?: string;
}

/**
 * Checks an embedded upload's signed fields.
 * @returns the public id and its owner
 * @throws HttpError 400 malformed, 401 bad signature, 410 expired
 */
export function checkUploadFields(m: MediaOptions, f: UploadFields, now = Date.now()): { publicId: string } {
  const publicId = f.public_id ?? '';
  const timestamp = Number(f.timestamp);
  if (!PHOTO_ID.test(publicId) || !Number.isInteger(timestamp) || f.api_key !== 'local') throw new HttpError(400, MSG.uploadSignatureInvalid);
  if (!verifyUploadSignature({ public_id: publicId, timestamp }, f.signature ?? '', m.localSecret)) throw new HttpError(401, MSG.uploadSignatureInvalid);
  const age = now / 1000 - timestamp;
  if (age > UPLOAD_TTL_S || age < -300) throw new HttpError(410, MSG.uploadExpired);
  return { publicId };
}

/** Path of a stored photo inside the media directory. */
function filePath(m: MediaOptions, publicId: string, format: ImageFormat): string {
  return path.join(m.config.dir, `${publicId}.${format}`);
}

/**
 * Stores an uploaded photo after checking its real type by its first bytes.
 * @returns Cloudinary-shaped upload result (`secure_url` under /media/)
 * @throws HttpError 415 when the bytes are no JPEG, PNG, GIF or WebP
 */
export async function storeUpload(m: MediaOptions, publicId: string, data: Buffer, now = new Date()): Promise<UploadResult> {
  const format = sniffImage(data.subarray(0, 16));
  if (!format) throw new HttpError(415, MSG.photoInvalid);
  const file = filePath(m, publicId, format);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data, { flag: 'wx' });
  return { public_id: publicId, secure_url: `${MEDIA_URL_PREFIX}${publicId}.${format}`, bytes: data.length, format, resource_type: 'image', created_at: now.toISOString() };
}

/**
 * Puts an uploaded photo on `userId`'s profile (POST /api/image/storeMetaData). Only a photo
 * uploaded for this user through this server's signature is accepted: an embedded file under
 * /media/ that exists, or the configured Cloudinary's delivery URL of that public id. The user's
 * previous embedded photo file is removed.
 * @throws HttpError 400 when the photo was not issued for this user
 */
export async function storePhotoMeta(db: Db, m: MediaOptions, userId: string, body: PhotoMetaBody, now = new Date()): Promise<PhotoMetaResponse> {
  const { cloudinaryPublicId: publicId, secureUrl } = body;
  const owner = PHOTO_ID.exec(publicId)?.[1];
  if (owner !== userId) throw new HttpError(400, MSG.photoNotIssued);
  const cl = m.config.cloudinary;
  if (cl) {
    const base = `https://res.cloudinary.com/${cl.cloudName}/image/upload/`;
    if (!secureUrl.startsWith(base) || !new RegExp(`/${publicId.replace(/\//g, '\\/')}\\.(jpg|jpeg|png|gif|webp)$`).test(secureUrl)) throw new HttpError(400, MSG.photoNotIssued);
  } else {
    const format = (Object.keys(IMAGE_CONTENT_TYPE) as ImageFormat[]).find((f) => secureUrl === `${MEDIA_URL_PREFIX}${publicId}.${f}`);
    if (!format || !(await stat(filePath(m, publicId, format)).then((s) => s.isFile(), () => false))) throw new HttpError(400, MSG.photoNotIssued);
  }
  const [before] = await db.select({ url: users.photoUrl }).from(users).where(eq(users.id, userId)).limit(1);
  await db.update(users).set({ photoUrl: secureUrl, photoPublicId: publicId }).where(eq(users.id, userId));
  if (before?.url && before.url !== secureUrl && before.url.startsWith(MEDIA_URL_PREFIX)) {
    await rm(path.join(m.config.dir, before.url.slice(MEDIA_URL_PREFIX.length)), { force: true }).catch(() => undefined);
  }
  return { photoSolution: { cloudinaryPublicId: publicId, secureUrl, uploadedAt: now.toISOString() } };
}

/** Removes every embedded photo of `userId` (their account was deleted). Cloudinary copies are left to Cloudinary's own retention. */
export async function deleteUserMedia(config: Config['media'], userId: string): Promise<void> {
  if (!/^[0-9a-f]{24}$/.test(userId)) return;
  await rm(path.join(config.dir, 'profile', userId), { recursive: true, force: true });
}
