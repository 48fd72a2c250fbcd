import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadSignature, verifyUploadSignature } from '../../server/modules/media/signature.ts';
import { sniffImage } from '../../server/modules/media/sniff.ts';

describe('Cloudinary upload signature', () => {
  it('is SHA-1 of the sorted key=value pairs joined by & followed by the secret (Cloudinary’s documented example)', () => {
    // https://cloudinary.com/documentation/authentication_signatures: eager, public_id, timestamp with secret abcd.
    const params = { timestamp: 1315060510, public_id: 'sample_image', eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop' };
    const expected = createHash('sha1').update('eager=w_400,h_300,c_pad|w_260,h_200,c_crop&public_id=sample_image&timestamp=1315060510abcd').digest('hex');
    expect(uploadSignature(params, 'abcd')).toBe(expected);
    expect(uploadSignature(params, 'abcd')).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
    // file, cloud_name, resource_type and api_key are never signed.
    expect(uploadSignature({ ...params, api_key: 'k', file: 'x', cloud_name: 'c', resource_type: 'image' }, 'abcd')).toBe(expected);
  });

  it('verifies only the exact signature', () => {
    const sig = uploadSignature({ public_id: 'p', timestamp: 1 }, 's');
    expect(verifyUploadSignature({ public_id: 'p', timestamp: 1 }, sig, 's')).toBe(true);
    expect(verifyUploadSignature({ public_id: 'p', timestamp: 2 }, sig, 's')).toBe(false);
    expect(verifyUploadSignature({ public_id: 'p', timestamp: 1 }, sig, 't')).toBe(false);
    expect(verifyUploadSignature({ public_id: 'p', timestamp: 1 }, sig.toUpperCase(), 's')).toBe(false);
    expect(verifyUploadSignature({ public_id: 'p', timestamp: 1 }, '', 's')).toBe(false);
  });
});

describe('image sniffing by magic bytes', () => {
  const bytes = (...b: number[]) => Uint8Array.from(b);
  it('recognises JPEG, PNG, GIF and WebP', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImage(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImage(Buffer.from('GIF87a'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });
  it('refuses SVG, HTML, other RIFF files and short input', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImage(Buffer.from('<!doctype html>'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF8'))).toBeNull();
    expect(sniffImage(bytes())).toBeNull();
  });
});
