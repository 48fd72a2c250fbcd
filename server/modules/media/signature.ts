import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Cloudinary's upload signature (https://cloudinary.com/documentation/authentication_signatures):
 * the parameters to sign (every one except `file`, `cloud_name`, `resource_type` and `api_key`),
 * sorted by name, joined as `key=value` with `&`, followed by the API secret, hashed with SHA-1,
 * as lowercase hex. The embedded media service signs its uploads the same way with a local secret.
 * @returns 40 hex characters
 */
export function uploadSignature(params: Record<string, string | number>, apiSecret: string): string {
  const text = Object.keys(params)
    .filter((k) => !['file', 'cloud_name', 'resource_type', 'api_key'].includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('sha1').update(text + apiSecret).digest('hex');
}

/** Checks an upload signature in constant time. */
export function verifyUploadSignature(params: Record<string, string | number>, signature: string, apiSecret: string): boolean {
  if (!/^[0-9a-f]{40}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(uploadSignature(params, apiSecret), 'hex'), Buffer.from(signature, 'hex'));
}
