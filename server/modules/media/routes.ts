import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { photoMetaBodySchema, type PhotoMetaResponse, type UploadResult, type UploadSignature } from '../../../common/contract/media.ts';
import { MSG } from '../../../common/texts.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { requireUser } from '../../http/security.ts';
import { checkUploadFields, formatLimit, MEDIA_URL_PREFIX, mediaOptions, signPhotoUpload, storePhotoMeta, storeUpload, type UploadFields } from './service.ts';

/**
 * Media: profile photos through Cloudinary's signed-upload flow (spec §7 image upload):
 * - GET  /api/image/digiSign → {timestamp, signature, public_id, api_key, upload_url, max_file_size} (signed in)
 * - POST /api/media/upload (multipart: public_id, timestamp, signature, api_key, then file) → Cloudinary-shaped
 *   {public_id, secure_url, bytes, format}: the embedded upload endpoint. 401 bad signature, 410 expired,
 *   413 over PHOTO_MAX_MB, 415 not a JPEG/PNG/GIF/WebP by its bytes.
 * - POST /api/image/storeMetaData {cloudinaryPublicId, secureUrl} → {photoSolution: {…, uploadedAt}} (signed in)
 * - GET  /media/<public id>.<ext>: the stored files, cached for a year (their names never change).
 * With CLOUDINARY_URL set, digiSign hands out Cloudinary's parameters and the browser uploads there.
 */
export async function mediaRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  const m = mediaOptions(config.media);
  const limit = config.media.photoMaxBytes;
  await app.register(fastifyMultipart, { limits: { fileSize: limit, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
  await mkdir(config.media.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.media.dir,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.header('x-content-type-options', 'nosniff'),
  });

  app.get('/api/image/digiSign', { preHandler: requireUser }, async (req): Promise<UploadSignature> => signPhotoUpload(m, req.user!._id));

  app.post('/api/media/upload', async (req, reply): Promise<UploadResult> => {
    if (!req.isMultipart()) throw new HttpError(415, MSG.uploadFileMissing);
    const file = await req.file();
    if (!file) throw new HttpError(400, MSG.uploadFileMissing);
    const fields: UploadFields = {};
    for (const [name, value] of Object.entries(file.fields)) {
      const part = Array.isArray(value) ? value[0] : value;
      if (part && part.type === 'field' && ['public_id', 'timestamp', 'signature', 'api_key'].includes(name)) fields[name as keyof UploadFields] = String(part.value);
    }
    const { publicId } = checkUploadFields(m, fields);
    let data: Buffer;
    try {
      data = await file.toBuffer();
    } catch (e) {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MSG.photoTooLarge(formatLimit(limit)));
      throw e;
    }
    reply.status(200);
    return storeUpload(m, publicId, data);
  });

  app.post('/api/image/storeMetaData', { preHandler: requireUser }, async (req): Promise<PhotoMetaResponse> =>
    storePhotoMeta(db, m, req.user!._id, parseOr400(photoMetaBodySchema, req.body)),
  );
}
