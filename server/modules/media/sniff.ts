/**
 * The real type of an uploaded image from its first bytes (magic numbers; sources: the JPEG
 * (JFIF/EXIF SOI marker FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A), GIF (GIF87a / GIF89a) and
 * WebP (RIFF….WEBP) specifications). SVG and anything else is refused: an SVG can carry script.
 */
export type ImageFormat = 'jpg' | 'png' | 'gif' | 'webp';

/** Content types of the formats, as the media files are served. */
export const IMAGE_CONTENT_TYPE: Record<ImageFormat, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** @returns the format of `head` (the file's first 12 bytes or more), or null when it is none of them */
export function sniffImage(head: Uint8Array): ImageFormat | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, k) => head[i + k] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x47, 0x49, 0x46, 0x38]) && (head[4] === 0x37 || head[4] === 0x39) && head[5] === 0x61) return 'gif';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/**
 * Video formats accepted for editorial videos, by their first bytes: ISO base media files
 * (ISO/IEC 14496-12: a box whose type at offset 4 is `ftyp`; brand `qt  ` is QuickTime, any
 * other MP4), QuickTime files that start with a `moov`, `mdat` or `wide` atom, WebM (EBML
 * header 1A 45 DF A3 with DocType `webm`, RFC 8794 / the WebM container guidelines) and Ogg
 * (capture pattern `OggS`, RFC 3533).
 */
export type VideoFormat = 'mp4' | 'mov' | 'webm' | 'ogv';

/** Content types of the video formats, as the media files are served. */
export const VIDEO_CONTENT_TYPE: Record<VideoFormat, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm', ogv: 'video/ogg' };

/** @returns the video format of `head` (the file's first 64 bytes or more), or null when it is none of them */
export function sniffVideo(head: Uint8Array): VideoFormat | null {
  const ascii = (i: number, n: number) => String.fromCharCode(...head.subarray(i, i + n));
  if (head.length < 12) return null;
  if (ascii(4, 4) === 'ftyp') return ascii(8, 4) === 'qt  ' ? 'mov' : 'mp4';
  if (['moov', 'mdat', 'wide'].includes(ascii(4, 4))) return 'mov';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return ascii(0, Math.min(head.length, 64)).includes('webm') ? 'webm' : null;
  if (ascii(0, 4) === 'OggS') return 'ogv';
  return null;
}
