/**
 * `require('fs')` of the runtime: stdin (fd 0, `/dev/stdin`) to read, stdout and stderr (fd 1
 * and 2, `/dev/stdout`, `/dev/stderr`) to write; any other file does not exist (reading) or is
 * on a read-only file system (writing), with Node's system errors.
 */
import { utf8Length } from '../../../common/utf8.ts';
import { NodeBuffer, normalizeEncoding } from './buffer.ts';
import { describeReceived, nodeTypeError, systemError } from './errors.ts';
import type { StdinFile } from './stdin.ts';
import { PROGRAM_FILE } from './wrapper.ts';

/** What `fs` needs from its run. */
export interface FsContext {
  stdin: StdinFile;
  writeStdout(text: string): void;
  writeStderr(text: string): void;
}

const utf8Decoder = new TextDecoder();

const isStdinPath = (p: unknown) => p === '/dev/stdin' || p === '/proc/self/fd/0' || p === '/dev/fd/0';

/** The encoding named by `readFileSync`'s options (a string or `{ encoding }`), or null for a Buffer. */
function encodingOf(options: unknown): string | null {
  if (typeof options === 'string') return normalizeEncoding(options);
  if (options && typeof options === 'object' && 'encoding' in options && (options as { encoding?: unknown }).encoding != null) return normalizeEncoding((options as { encoding: unknown }).encoding);
  return null;
}

function decode(bytes: Uint8Array, enc: string | null): string | NodeBuffer {
  const buf = NodeBuffer.from(bytes);
  return enc === null ? buf : buf.toString(enc);
}

function toText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data)) return utf8Decoder.decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "data" argument must be of type string or an instance of Buffer, TypedArray, or DataView. Received ${describeReceived(data)}`);
}

/** `fs.readSync(0, buffer, offset?, length?)` or `fs.readSync(0, buffer, { offset, length })`: bytes read. */
function readSync(ctx: FsContext, fd: unknown, buffer: unknown, offsetOrOptions?: unknown, length?: unknown): number {
  if (fd !== 0) throw systemError('EBADF', 'read');
  if (!(buffer instanceof Uint8Array)) throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "buffer" argument must be an instance of Buffer, TypedArray, or DataView. Received ${describeReceived(buffer)}`);
  let offset = 0;
  let len = buffer.length;
  if (typeof offsetOrOptions === 'object' && offsetOrOptions !== null) {
    const o = offsetOrOptions as { offset?: number; length?: number };
    offset = o.offset ?? 0;
    len = o.length ?? buffer.length - offset;
  } else {
    offset = typeof offsetOrOptions === 'number' ? offsetOrOptions : 0;
    len = typeof length === 'number' ? length : buffer.length - offset;
  }
  const chunk = ctx.stdin.readChunk(Math.max(0, Math.min(len, buffer.length - offset)));
  buffer.set(chunk, offset);
  return chunk.length;
}

/** The `fs` module the program gets from `require`. */
export function createFs(ctx: FsContext): Record<string, unknown> {
  const writeTo = (target: unknown, data: unknown, syscall: string): number => {
    const text = toText(data);
    if (target === 1 || target === '/dev/stdout' || target === '/proc/self/fd/1') ctx.writeStdout(text);
    else if (target === 2 || target === '/dev/stderr' || target === '/proc/self/fd/2') ctx.writeStderr(text);
    else if (typeof target === 'number') throw systemError('EBADF', syscall);
    else throw systemError('EROFS', 'open', String(target));
    return utf8Length(text);
  };
  return {
    readFileSync: (path: unknown, options?: unknown) => {
      const enc = encodingOf(options);
      if (path === 0) return decode(ctx.stdin.readRemaining(), enc);
      if (isStdinPath(path)) return decode(ctx.stdin.whole(), enc);
      if (typeof path === 'number') throw systemError('EBADF', 'read');
      throw systemError('ENOENT', 'open', String(path));
    },
    readSync: (fd: unknown, buffer: unknown, offsetOrOptions?: unknown, length?: unknown) => readSync(ctx, fd, buffer, offsetOrOptions, length),
    writeSync: (fd: unknown, data: unknown) => writeTo(fd, data, 'write'),
    writeFileSync: (file: unknown, data: unknown) => void writeTo(file, data, 'write'),
    appendFileSync: (file: unknown, data: unknown) => void writeTo(file, data, 'write'),
    existsSync: (path: unknown) => isStdinPath(path) || path === PROGRAM_FILE || path === '/box',
  };
}
