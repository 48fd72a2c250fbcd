/**
 * Upload calls (spec §7 Video and image upload): the profile photo's signed-upload parameters,
 * the upload itself with progress (multipart POST to `upload_url`: our own endpoint or
 * Cloudinary's; photos and editorial videos alike), and the photo's metadata store.
 */
import {
  photoMetaResponseSchema,
  uploadResultSchema,
  uploadSignatureSchema,
  type PhotoMetaBody,
  type PhotoMetaResponse,
  type UploadResult,
  type UploadSignature,
} from '../../common/contract/index.ts';
import { http, parseJson, readCookie, XSRF_COOKIE, XSRF_HEADER } from './http.ts';

/** `GET /api/image/digiSign`: signed parameters for one upload (valid for an hour). */
export function getPhotoUploadSignature(): Promise<UploadSignature> {
  return parseJson(http.get('image/digiSign'), uploadSignatureSchema);
}

/** `POST /api/image/storeMetaData {cloudinaryPublicId, secureUrl}`: puts the uploaded photo on the profile. */
export function storePhotoMeta(body: PhotoMetaBody): Promise<PhotoMetaResponse> {
  return parseJson(http.post('image/storeMetaData', { json: body }), photoMetaResponseSchema);
}

/** An upload the server or Cloudinary refused; `message` is its own text when it sent one. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * POSTs a multipart form with `XMLHttpRequest` so the upload's progress can be reported (fetch
 * cannot report upload progress): 0–100 from `xhr.upload.onprogress`. Same-origin requests carry
 * the session cookie and the XSRF header; cross-origin ones (Cloudinary) neither.
 * @returns the parsed JSON answer of a 2xx response
 * @throws UploadError when the answer is not 2xx (its `message` field, Cloudinary's
 *   `error.message`, or the start of the text) or not JSON (`status` 0: the network failed)
 */
export function postFormWithProgress(url: string, form: FormData, onProgress: (percent: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const sameOrigin = new URL(url, location.href).origin === location.origin;
    if (sameOrigin) {
      xhr.withCredentials = true;
      const token = readCookie(document.cookie, XSRF_COOKIE);
      if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    }
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        if (body !== null) return resolve(body);
        return reject(new UploadError('', xhr.status));
      }
      const b = body as { message?: unknown; error?: { message?: unknown } } | null;
      const message = typeof b?.message === 'string' ? b.message : typeof b?.error?.message === 'string' ? b.error.message : xhr.responseText.slice(0, 200);
      reject(new UploadError(message, xhr.status));
    };
    xhr.send(form);
  });
}

/**
 * Uploads `file` with the signed parameters as multipart form data (fields first, then the file),
 * reporting progress (0–100, from the upload's progress events). Photos and videos alike.
 * @throws UploadError when the upload is refused (`status` 0: the network failed)
 */
export async function uploadWithProgress(sig: UploadSignature, file: Blob, onProgress: (percent: number) => void): Promise<UploadResult> {
  const form = new FormData();
  form.append('public_id', sig.public_id);
  form.append('timestamp', String(sig.timestamp));
  form.append('signature', sig.signature);
  form.append('api_key', sig.api_key);
  form.append('file', file);
  const parsed = uploadResultSchema.safeParse(await postFormWithProgress(sig.upload_url, form, onProgress));
  if (!parsed.success) throw new UploadError('', 200);
  return parsed.data;
}
