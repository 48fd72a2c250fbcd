import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { noControlChars } from './common.ts';

/**
 * Signed uploads of profile photos (spec §3 Photo metadata, §7 image upload), Cloudinary's flow:
 * `GET /api/image/digiSign` hands out upload parameters signed by the server, the browser POSTs
 * the file with them as multipart form data to `upload_url` (our own endpoint, or Cloudinary's),
 * then `POST /api/image/storeMetaData` puts the stored photo on the profile.
 */

/** GET /api/image/digiSign response. `max_file_size` (bytes) is an addition: the server's limit. */
export const uploadSignatureSchema = lazySchema(() => z.object({
  timestamp: z.int(),
  signature: z.string(),
  public_id: z.string(),
  api_key: z.string(),
  upload_url: z.string(),
  max_file_size: z.int(),
}));
export type UploadSignature = z.infer<typeof uploadSignatureSchema>;

/** What the upload endpoint answers (Cloudinary's field names; `secure_url` is the file's address). */
export const uploadResultSchema = lazySchema(() => z.looseObject({
  public_id: z.string(),
  secure_url: z.string(),
  bytes: z.int(),
  format: z.string(),
  /** Videos: their length in seconds (Cloudinary's field), when it could be read. */
  duration: z.optional(z.nullable(z.number())),
}));
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** POST /api/image/storeMetaData body (spec). */
export const photoMetaBodySchema = lazySchema(() => z.strictObject({
  cloudinaryPublicId: z.string().check(z.minLength(1, 'cloudinaryPublicId is required'), z.maxLength(200, 'cloudinaryPublicId is too long'), noControlChars),
  secureUrl: z.string().check(z.minLength(1, 'secureUrl is required'), z.maxLength(500, 'secureUrl is too long'), noControlChars),
}));
export type PhotoMetaBody = z.infer<typeof photoMetaBodySchema>;

/** POST /api/image/storeMetaData response (spec: photoSolution with uploadedAt). */
export const photoMetaResponseSchema = lazySchema(() => z.object({
  photoSolution: z.object({ cloudinaryPublicId: z.string(), secureUrl: z.string(), uploadedAt: z.string() }),
}));
export type PhotoMetaResponse = z.infer<typeof photoMetaResponseSchema>;
