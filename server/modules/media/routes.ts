import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdir } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { photoMetaBodySchema, type PhotoMetaResponse, type UploadResult, type UploadSignature } from '../../../common/contract/media.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { videoMetaBodySchema, type VideoMetaResponse } from '../../../common/contract/admin.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import { requireAdmin, requireUser } from '../../http/security.ts';
import { assertProblemExists } from '../problem-exists.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';
import {
  assertNotStored,
  checkUploadFields,
  deleteVideo,
  formatLimit,
  issuePhotoUpload,
  MEDIA_URL_PREFIX,
  mediaOptions,
  ownerOf,
  photoBytesOf,
  signVideoUpload,
  storePhotoMeta,
  storeUpload,
  storeVideoMeta,
  sweepUnattachedMedia,
  writeVideoPoster,
  type MediaOptions,
  type UploadFields,
} from './service.ts';

/**
 * Media: profile photos and editorial videos through Cloudinary's signed-upload flow (spec §7
 * Video and image upload):
 * - GET  /api/image/digiSign → {timestamp, signature, public_id, api_key, upload_url, max_file_size} (signed in;
 *   429 + Retry-After over MEDIA_SIGNATURES_PER_HOUR per learner)
 * - POST /api/media/upload (multipart: public_id, timestamp, signature, api_key, then file) → Cloudinary-shaped
 *   {public_id, secure_url, bytes, format, duration?}: the embedded upload endpoint, for photos and videos
 *   alike (the signed public id says which). 401 bad signature, 410 expired, 409 a file was already
 *   stored with this signature, 413 over PHOTO_MAX_MB / VIDEO_MAX_MB or over the learner's
 *   MEDIA_QUOTA_MB (photos kept and not yet kept), 415 not a JPEG/PNG/GIF/WebP (photos) or
 *   MP4/QuickTime/WebM/Ogg (videos) by its bytes; photos only: 429 + Retry-After over
 *   MEDIA_UPLOADS_PER_HOUR per learner, 429 while another photo of the learner is uploading.
 * - POST /api/image/storeMetaData {cloudinaryPublicId, secureUrl} → {photoSolution: {…, uploadedAt}} (signed in)
 * - GET  /api/video/getDigitalSignature/:problemId → the same shape for one video of that problem (admins)
 * - POST /api/video/storeMetaData {prblmId, cloudinaryPublicId, secureUrl, duration} → {videoSloution:
 *   {…, thumbnailUrl, duration (s), uploadedAt}} (admins)
 * - DELETE /api/video/delMetaData/:problemId → {message}: removes the metadata and the file (admins)
 * - GET  /media/<public id>.<ext>: the stored files, cached for a year (their names never change),
 *   with HTTP range requests (206 Partial Content) so a video can be sought.
 * With CLOUDINARY_URL set, digiSign hands out Cloudinary's parameters and the browser uploads there;
 * each public id it signs is recorded (`photo_signatures`), and storeMetaData accepts only a recorded one.
 * Uploads no profile or problem uses are removed after MEDIA_UNATTACHED_HOURS by a sweep that runs at
 * start and every MEDIA_SWEEP_MINUTES (stopped when the server closes); Cloudinary photos through
 * Cloudinary's signed destroy call (a deleted account's at the next sweep, whatever their age).
 */
export async function mediaRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const m = await mediaOptions(config.media, db);
  // Each kind's own limit is applied while the file streams in (storeUpload); this is the largest.
  const limit = Math.max(config.media.photoMaxBytes, config.media.videoMaxBytes);
  await app.register(fastifyMultipart, { limits: { fileSize: limit + 1, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
  await serveStoredFiles(app, config.media);
  scheduleSweep(app, db, config.media);
  const signatures = new SlidingWindowLimit(db, 'photo-signatures', config.media.signaturesPerHour, 3_600_000);

  app.get('/api/image/digiSign', { preHandler: requireUser }, async (req): Promise<UploadSignature> => {
    await signatures.takeOr429(req.user!._id, API_MSG.tooManyUploadSignatures);
    return issuePhotoUpload(db, m, req.user!._id);
  });

  const receiveUpload = uploadReceiver(m, new SlidingWindowLimit(db, 'photo-uploads', config.media.uploadsPerHour, 3_600_000));
  app.post('/api/media/upload', async (req, reply): Promise<UploadResult> => {
    if (!req.isMultipart()) throw new HttpError(415, API_MSG.uploadFileMissing);
    const file = await req.file();
    if (!file) throw new HttpError(400, API_MSG.uploadFileMissing);
    try {
      return await receiveUpload(signedFields(file.fields), file.file, () => reply.status(200));
    } finally {
      file.file.resume();
    }
  });

  app.post('/api/image/storeMetaData', { preHandler: requireUser }, async (req): Promise<PhotoMetaResponse> =>
    storePhotoMeta(db, m, req.user!._id, parseOr400(photoMetaBodySchema, req.body)),
  );

  app.get<{ Params: { problemId: string } }>('/api/video/getDigitalSignature/:problemId', { preHandler: requireAdmin }, async (req): Promise<UploadSignature> =>
    signVideoUpload(m, await assertProblemExists(db, req.params.problemId)),
  );

  app.post('/api/video/storeMetaData', { preHandler: requireAdmin }, async (req): Promise<VideoMetaResponse> => storeVideoMeta(db, m, parseOr400(videoMetaBodySchema, req.body), req.log));

  app.delete<{ Params: { problemId: string } }>('/api/video/delMetaData/:problemId', { preHandler: requireAdmin }, async (req) => {
    await deleteVideo(db, config.media, await assertProblemExists(db, req.params.problemId), req.log);
    return { message: ADMIN_MSG.videoDeleted };
  });
}

/** Serves the stored files under /media/ (cached for a year, range requests), the video poster among them. */
async function serveStoredFiles(app: FastifyInstance, media: AppDeps['config']['media']): Promise<void> {
  await mkdir(media.dir, { recursive: true });
  await writeVideoPoster(media);
  await app.register(fastifyStatic, {
    root: media.dir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
  });
}

/** Sweeps unattached uploads when the server is ready and every MEDIA_SWEEP_MINUTES, one sweep at a time; closing waits for the running one. */
function scheduleSweep(app: FastifyInstance, db: AppDeps['db'], media: AppDeps['config']['media']): void {
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = sweeping
      .then(() => sweepUnattachedMedia(db, media, Date.now(), app.log))
      .then(
        (n) => n > 0 && app.log.info(`media: removed ${n} unattached upload(s)`),
        (e: unknown) => app.log.warn(`media: sweeping unattached uploads failed: ${(e as Error).message}`),
      );
  };
  const timer = setInterval(sweep, media.sweepIntervalMs);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

/** The signed fields of a multipart upload (the parts before the file). */
function signedFields(parts: Record<string, unknown>): UploadFields {
  const fields: UploadFields = {};
  for (const [name, value] of Object.entries(parts)) {
    const part = (Array.isArray(value) ? value[0] : value) as { type?: string; value?: unknown } | undefined;
    if (part && part.type === 'field' && ['public_id', 'timestamp', 'signature', 'api_key'].includes(name)) fields[name as keyof UploadFields] = String(part.value);
  }
  return fields;
}

/**
 * The embedded upload endpoint's work: checks the signed fields, then stores a video as it is, or a
 * photo within its learner's limits — one photo streaming per learner in this process (so the quota
 * holds), MEDIA_UPLOADS_PER_HOUR (`uploads`), MEDIA_QUOTA_MB. `accepted` is called once the upload
 * is taken (the answer is then 200).
 */
function uploadReceiver(m: MediaOptions, uploads: SlidingWindowLimit) {
  /** Learners with a photo upload streaming in this process. */
  const uploading = new Set<string>();
  return async (fields: UploadFields, stream: Readable, accepted: () => void): Promise<UploadResult> => {
    const { publicId, kind } = checkUploadFields(m, fields);
    await assertNotStored(m, publicId);
    if (kind === 'video') {
      accepted();
      return storeUpload(m, publicId, kind, stream);
    }
    const userId = ownerOf(publicId);
    if (uploading.has(userId)) throw new HttpError(429, API_MSG.uploadInProgress, undefined, { 'retry-after': '5' });
    await uploads.takeOr429(userId, API_MSG.tooManyUploads);
    if (uploading.has(userId)) throw new HttpError(429, API_MSG.uploadInProgress, undefined, { 'retry-after': '5' });
    uploading.add(userId);
    try {
      const room = m.config.quotaBytes - (await photoBytesOf(m.config, userId));
      if (room <= 0) throw new HttpError(413, API_MSG.mediaQuotaFull(formatLimit(m.config.quotaBytes)));
      accepted();
      return await storeUpload(m, publicId, kind, stream, new Date(), room);
    } finally {
      uploading.delete(userId);
    }
  };
}
