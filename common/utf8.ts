/**
 * UTF-8 length of `text`, bytes, as `TextEncoder` (and Node's `Buffer.byteLength`) count it:
 * 1 byte below U+0080, 2 below U+0800, 4 for a surrogate pair, 3 otherwise (a lone surrogate
 * encodes to U+FFFD, 3 bytes). Counts without allocating. Source: RFC 3629 §3 and the WHATWG
 * Encoding Standard's UTF-8 encoder.
 */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
