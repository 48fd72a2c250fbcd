/** The runner's `Buffer`: the subset of Node's `Buffer` that programs use with stdin. */
import { utf8Length } from '../../../common/utf8.ts';
import { describeReceived, nodeTypeError } from './errors.ts';
import { inspectBuffer, inspectCustom } from './inspect.ts';

const textEncoder = new TextEncoder();
const utf8Decoder = new TextDecoder();

/**
 * Node's name of an encoding (`utf8`, `latin1`, `ascii`, `hex`, `base64`, `ucs2`, `utf16le`);
 * `undefined`/`null` mean UTF-8.
 * @throws TypeError (ERR_UNKNOWN_ENCODING) for any other name.
 */
export function normalizeEncoding(enc: unknown): string {
  if (enc === undefined || enc === null) return 'utf8';
  const e = String(enc).toLowerCase();
  if (e === 'utf8' || e === 'utf-8') return 'utf8';
  if (e === 'latin1' || e === 'binary') return 'latin1';
  if (e === 'ascii' || e === 'hex' || e === 'base64' || e === 'ucs2' || e === 'ucs-2' || e === 'utf16le' || e === 'utf-16le') return e.replace('-', '');
  throw nodeTypeError('ERR_UNKNOWN_ENCODING', `Unknown encoding: ${String(enc)}`);
}

/**
 * The subset of Node's `Buffer` programs use with stdin: a `Uint8Array` whose `toString()`
 * decodes UTF-8 (also `latin1`, `ascii`, `hex`, `base64`), so `fs.readFileSync(0) + ''` and
 * `chunk.toString()` work. `slice` shares memory like Node's. Prints as `<Buffer 61 62>`.
 */
export class NodeBuffer extends Uint8Array {
  /** A buffer of a string (UTF-8 by default), an array of bytes, an ArrayBuffer (shared) or a copy of a Uint8Array. */
  static override from(value: unknown, encodingOrOffset?: unknown, length?: number): NodeBuffer {
    if (typeof value === 'string') return NodeBuffer.fromString(value, normalizeEncoding(encodingOrOffset));
    if (value instanceof ArrayBuffer) return new NodeBuffer(value, (encodingOrOffset as number | undefined) ?? 0, length ?? value.byteLength - ((encodingOrOffset as number | undefined) ?? 0));
    if (ArrayBuffer.isView(value)) {
      const bytes = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      const copy = new NodeBuffer(bytes.length);
      copy.set(bytes);
      return copy;
    }
    if (Array.isArray(value) || (typeof value === 'object' && value !== null && 'length' in value)) {
      const arr = value as ArrayLike<number>;
      const out = new NodeBuffer(arr.length);
      for (let i = 0; i < arr.length; i++) out[i] = Number(arr[i]) & 255;
      return out;
    }
    throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The first argument must be of type string or an instance of Buffer, ArrayBuffer, or Array or an Array-like Object. Received ${describeReceived(value)}`);
  }
  /** A zero-filled (or `fill`-filled) buffer of `size` bytes. */
  static alloc(size: number, fill?: number | string): NodeBuffer {
    const b = new NodeBuffer(size);
    if (typeof fill === 'number') b.fill(fill);
    else if (typeof fill === 'string' && fill.length > 0) {
      const pattern = textEncoder.encode(fill);
      for (let i = 0; i < size; i++) b[i] = pattern[i % pattern.length]!;
    }
    return b;
  }
  static allocUnsafe(size: number): NodeBuffer {
    return new NodeBuffer(size);
  }
  /** UTF-8 length of a string, or the byte length of a buffer. */
  static byteLength(value: unknown): number {
    if (typeof value === 'string') return utf8Length(value);
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value.byteLength;
    throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "string" argument must be of type string or an instance of Buffer or ArrayBuffer. Received ${describeReceived(value)}`);
  }
  static concat(list: readonly Uint8Array[], totalLength?: number): NodeBuffer {
    const total = totalLength ?? list.reduce((s, b) => s + b.length, 0);
    const out = new NodeBuffer(total);
    let pos = 0;
    for (const b of list) {
      if (pos >= total) break;
      const part = b.subarray(0, total - pos);
      out.set(part, pos);
      pos += part.length;
    }
    return out;
  }
  static isBuffer(value: unknown): boolean {
    return value instanceof NodeBuffer;
  }
  static isEncoding(enc: unknown): boolean {
    try {
      normalizeEncoding(enc);
      return typeof enc === 'string';
    } catch {
      return false;
    }
  }
  private static fromString(s: string, enc: string): NodeBuffer {
    if (enc === 'utf8') {
      const bytes = textEncoder.encode(s);
      return new NodeBuffer(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    if (enc === 'hex') {
      const n = Math.floor(s.length / 2);
      const out = new NodeBuffer(n);
      let i = 0;
      for (; i < n; i++) {
        const byte = Number.parseInt(s.slice(2 * i, 2 * i + 2), 16);
        if (Number.isNaN(byte)) break;
        out[i] = byte;
      }
      return out.subarray(0, i) as NodeBuffer;
    }
    if (enc === 'base64') {
      const bin = atob(s.replace(/[^A-Za-z0-9+/]/g, '').replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(s.length / 4) * 4, '='));
      return NodeBuffer.fromString(bin, 'latin1');
    }
    if (enc === 'ucs2' || enc === 'utf16le') {
      const out = new NodeBuffer(s.length * 2);
      for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        out[2 * i] = c & 255;
        out[2 * i + 1] = c >> 8;
      }
      return out;
    }
    const out = new NodeBuffer(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & (enc === 'ascii' ? 127 : 255);
    return out;
  }
  /** Decodes bytes `start`..`end` (default: all) with `encoding` (default UTF-8). */
  override toString(encoding?: string, start = 0, end = this.length): string {
    const bytes = this.subarray(Math.max(0, start), Math.min(this.length, end));
    const enc = normalizeEncoding(encoding);
    if (enc === 'utf8') return utf8Decoder.decode(bytes);
    if (enc === 'hex') return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    let bin = '';
    for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(enc === 'ascii' ? bytes[i]! & 127 : bytes[i]!);
    if (enc === 'base64') return btoa(bin);
    if (enc === 'ucs2' || enc === 'utf16le') {
      let s = '';
      for (let i = 0; i + 1 < bytes.length; i += 2) s += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
      return s;
    }
    return bin;
  }
  /** Like Node: a view on the same memory. */
  override slice(start?: number, end?: number): NodeBuffer {
    return this.subarray(start, end) as NodeBuffer;
  }
  toJSON(): { type: 'Buffer'; data: number[] } {
    return { type: 'Buffer', data: Array.from(this) };
  }
  equals(other: Uint8Array): boolean {
    return this.length === other.length && this.every((b, i) => b === other[i]);
  }
  write(text: string, offset = 0): number {
    const bytes = textEncoder.encode(text).subarray(0, Math.max(0, this.length - offset));
    this.set(bytes, offset);
    return bytes.length;
  }
}
Object.defineProperty(NodeBuffer.prototype, inspectCustom, { value: inspectBuffer, writable: true, configurable: true });
