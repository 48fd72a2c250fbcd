import { constants, createWriteStream } from 'node:fs';
import { copyFile, lstat, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import yauzl from 'yauzl';
import { mb, PACKAGE_MAX_COMPRESSION_RATIO, PACKAGE_MAX_ENTRIES, PACKAGE_MAX_FILE_BYTES, PACKAGE_MAX_UNCOMPRESSED_BYTES, RATIO_GUARD_FLOOR_BYTES } from './limits.ts';

/**
 * Unpacks a problem-package .zip into a directory, refusing anything that could escape it or
 * exhaust the memory or the disk. Uses yauzl (https://github.com/thejoshwolfe/yauzl), which already
 * rejects absolute paths, `..` components and backslashes in entry names (`decodeStrings`).
 *
 * Two passes: the central directory is read first and the whole archive refused — before a byte is
 * unpacked — for a symbolic-link entry (Unix mode 0120000 in the external attributes) naming more than
 * {@link MAX_LINK_BYTES}, an encrypted entry, a path outside `dest`, two entries that cannot be unpacked
 * side by side ({@link checkEntryPaths}), more than `maxEntries` entries, a file declared larger than
 * `maxFileBytes`, a declared total over `maxUncompressedBytes`, or a declared total over
 * {@link RATIO_GUARD_FLOOR_BYTES} at more than {@link PACKAGE_MAX_COMPRESSION_RATIO} times the archive's
 * size. Then every entry is unpacked with its bytes counted: one that holds more (or fewer) bytes
 * than its header declares is refused as forged or damaged, so the caps hold whatever the headers say.
 * Any other failure to write an entry is the archive's fault too (a {@link ZipError} naming the entry),
 * except a fault of the server's disk or process ({@link SERVER_FAULTS}), which is thrown as it is.
 *
 * The caller owns `dest` (a fresh temporary directory) and removes it whether this succeeds or not.
 */

export { PACKAGE_MAX_ENTRIES, PACKAGE_MAX_UNCOMPRESSED_BYTES } from './limits.ts';

/**
 * An archive refused for its structure; `message` says what is wrong (and names the entry).
 * `tooLarge` is true when a size cap was hit (HTTP 413), false for an unsafe or damaged archive (400).
 */
export class ZipError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

/** Caps of one unpacking (bytes); each defaults to the package cap of limits.ts. */
export interface UnzipLimits {
  maxEntries?: number;
  maxUncompressedBytes?: number;
  maxFileBytes?: number;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
/** Longest target a symbolic link entry may name, bytes. */
const MAX_LINK_BYTES = 1024;

/** What an archive entry unpacks to: a directory (its name ends in `/`), a symbolic link or a regular file. */
export type EntryKind = 'directory' | 'link' | 'file';

/** The kind of a central-directory entry. */
function entryKind(entry: yauzl.Entry): EntryKind {
  if (entry.fileName.endsWith('/')) return 'directory';
  return ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK ? 'link' : 'file';
}

const KIND_WORDS: Record<EntryKind, string> = { directory: 'a directory', link: 'a symbolic link', file: 'a file' };

/**
 * Refuses an archive whose entries cannot all be unpacked side by side. Names are compared as the paths
 * they unpack to (`a//b`, `./a/b` and `a/b/` are one path); refused are two entries of one path unless both
 * are directories, an entry below a file or a symbolic link of the archive, and a file or link where other
 * entries lie below it or at the archive's top directory itself. Pure: reads only `entries`.
 * @param entries every entry in archive order: its name as the archive spells it, and its kind.
 * @throws ZipError (`tooLarge` false) naming the first entry in conflict and the entry it meets, e.g.
 *   `"1.in/x": its parent "1.in" is a file in this archive`.
 */
export function checkEntryPaths(entries: readonly { name: string; kind: EntryKind }[]): void {
  /** Each path seen: the entry that made it, or for a directory only implied, the first entry below it. */
  const seen = new Map<string, { name: string; kind: EntryKind; implied: boolean }>();
  for (const { name, kind } of entries) {
    const normal = path.posix.normalize(name).replace(/\/+$/, '');
    const parts = normal === '.' || normal === '' ? [] : normal.split('/');
    if (parts.length === 0) {
      if (kind !== 'directory') throw new ZipError(`"${name}" names the archive's top directory, so it cannot be ${KIND_WORDS[kind]}`);
      continue;
    }
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      const there = seen.get(parent);
      if (!there) seen.set(parent, { name, kind: 'directory', implied: true });
      else if (there.kind !== 'directory') throw new ZipError(`"${name}": its parent "${there.name}" is ${KIND_WORDS[there.kind]} in this archive`);
    }
    const there = seen.get(normal);
    if (!there) seen.set(normal, { name, kind, implied: false });
    else if (there.implied) {
      if (kind !== 'directory') throw new ZipError(`"${name}": "${there.name}" lies below it in this archive, so it cannot be ${KIND_WORDS[kind]}`);
    } else if (kind !== 'directory' || there.kind !== 'directory') {
      const kinds = there.kind === kind ? '' : ` (${KIND_WORDS[there.kind]} and ${KIND_WORDS[kind]})`;
      throw new ZipError(there.name === name ? `"${name}" is in this archive twice${kinds}` : `"${name}" unpacks to the same path as "${there.name}" in this archive${kinds}`);
    }
  }
}

/**
 * Error codes of the server's disk or process rather than of the archive (a full or failing disk, no file
 * descriptors or memory left): while unpacking they stay server faults.
 */
const SERVER_FAULTS: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EIO', 'EROFS', 'EMFILE', 'ENFILE', 'ENOMEM']);

/**
 * What an error while unpacking entry `name` is: a {@link ZipError} as it is, a {@link SERVER_FAULTS} error
 * as it is, anything else (a damaged deflate stream, a path the file system refuses) a ZipError naming the entry.
 */
function unpackError(e: unknown, name: string): Error {
  if (e instanceof ZipError) return e;
  const err = e as NodeJS.ErrnoException;
  if (typeof err?.code === 'string' && SERVER_FAULTS.has(err.code)) return err;
  const detail = typeof err?.code === 'string' && err.syscall ? `${err.code} on ${err.syscall}` : (err?.message ?? String(e));
  return new ZipError(`unsafe or damaged archive: "${name}" could not be unpacked (${detail})`);
}

/** A symbolic link entry: its name, where it unpacks to, and the path it names (relative to its directory). */
interface ZipLink {
  name: string;
  target: string;
  to: string;
}

/** The bytes of one (small) entry. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openEntry(zip, entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Writes each link as a copy of the archive file it points to, following links to links (in as
 * many passes as it takes). A link must point inside `root` to a regular file.
 * @returns the bytes written
 * @throws ZipError for a link outside the package, to a directory or to nothing, copies past the caps,
 *   or a copy that cannot be written; a {@link SERVER_FAULTS} error as it is
 */
async function materializeLinks(links: ZipLink[], root: string, maxFile: number, budget: number, overTotal: () => ZipError): Promise<number> {
  let pending = links;
  let written = 0;
  while (pending.length > 0) {
    const next: ZipLink[] = [];
    for (const link of pending) {
      const source = path.resolve(path.dirname(link.target), link.to);
      if (!source.startsWith(root + path.sep)) throw new ZipError(`${link.name} is a symbolic link out of the package (${link.to})`);
      const st = await lstat(source).catch(() => null);
      if (!st) {
        if (pending.some((l) => l.target === source)) next.push(link);
        else throw new ZipError(`${link.name} is a symbolic link to ${link.to}, which is not a file of the package`);
        continue;
      }
      if (!st.isFile()) throw new ZipError(`${link.name} is a symbolic link to ${link.to}, which is not a file`);
      if (st.size > maxFile) throw new ZipError(`${link.name} unpacks to ${mb(st.size)}; a file may have at most ${mb(maxFile)}`, true);
      written += st.size;
      if (written > budget) throw overTotal();
      await copyFile(source, link.target, constants.COPYFILE_EXCL).catch((e: unknown) => {
        throw unpackError(e, link.name);
      });
    }
    if (next.length === pending.length) throw new ZipError(`${next[0]!.name} is part of a loop of symbolic links`);
    pending = next;
  }
  return written;
}

function open(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      buffer,
      // Sizes are counted here (declared vs real, with our own messages), so yauzl's own check is off.
      { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: false, strictFileNames: true },
      (err, zip) => (err ? reject(err) : resolve(zip)),
    ),
  );
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));
}

/** Every entry of the central directory, in archive order (no file data is read). */
function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('error', reject);
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

/**
 * @param buffer the archive.
 * @param dest an empty directory to unpack into.
 * @param limits caps (bytes, entries); defaults: limits.ts.
 * @returns the number of files written.
 * Symbolic links (Kattis packages link test cases shared by several test groups) are written as
 * copies of the file they point to, which must be a file of the archive; a link to a directory,
 * outside the package or to nothing is refused, and the copies count toward the caps.
 * @throws ZipError when the archive is not a zip, has an unsafe entry (path outside `dest`, a link
 *   that is not to one of its files, encrypted), has entries that collide ({@link checkEntryPaths}),
 *   declares or holds more than a cap (`tooLarge`), has an entry whose real size differs from its
 *   header, or has an entry that cannot be written (the message names it); an error of
 *   {@link SERVER_FAULTS} (a full disk, …) as it is.
 */
export async function unzipPackage(buffer: Buffer, dest: string, limits: UnzipLimits = {}): Promise<number> {
  const maxEntries = limits.maxEntries ?? PACKAGE_MAX_ENTRIES;
  const maxBytes = limits.maxUncompressedBytes ?? PACKAGE_MAX_UNCOMPRESSED_BYTES;
  const maxFile = limits.maxFileBytes ?? PACKAGE_MAX_FILE_BYTES;
  const overTotal = () => new ZipError(`the archive unpacks to more than ${mb(maxBytes)}`, true);
  let zip: yauzl.ZipFile;
  try {
    zip = await open(buffer);
  } catch (e) {
    throw new ZipError(`not a readable .zip archive (${(e as Error).message})`);
  }
  try {
    if (zip.entryCount > maxEntries) throw new ZipError(`the archive has ${zip.entryCount} entries; at most ${maxEntries} are allowed`, true);
    let entries: yauzl.Entry[];
    try {
      entries = await readDirectory(zip);
    } catch (e) {
      throw new ZipError(`unsafe or damaged archive: ${(e as Error).message}`);
    }
    const root = path.resolve(dest);
    let declared = 0;
    for (const entry of entries) {
      const name = entry.fileName;
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFLNK && entry.uncompressedSize > MAX_LINK_BYTES) throw new ZipError(`${name} is a symbolic link of ${entry.uncompressedSize} bytes; a link names at most ${MAX_LINK_BYTES}`);
      if (entry.isEncrypted()) throw new ZipError(`${name} is encrypted`);
      const target = path.resolve(root, name);
      if (target !== root && !target.startsWith(root + path.sep)) throw new ZipError(`${name} would be written outside the package`);
      if (name.endsWith('/')) continue;
      if (entry.uncompressedSize > maxFile) throw new ZipError(`${name} unpacks to ${mb(entry.uncompressedSize)}; a file may have at most ${mb(maxFile)}`, true);
      declared += entry.uncompressedSize;
      if (declared > maxBytes) throw overTotal();
    }
    checkEntryPaths(entries.map((entry) => ({ name: entry.fileName, kind: entryKind(entry) })));
    if (declared > RATIO_GUARD_FLOOR_BYTES && declared > PACKAGE_MAX_COMPRESSION_RATIO * buffer.length) {
      throw new ZipError(`the archive unpacks to ${mb(declared)}, more than ${PACKAGE_MAX_COMPRESSION_RATIO} times its size (a zip bomb?)`, true);
    }

    let written = 0;
    let files = 0;
    const links: ZipLink[] = [];
    for (const entry of entries) {
      const name = entry.fileName;
      const target = path.resolve(root, name);
      try {
        if (name.endsWith('/')) {
          await mkdir(target, { recursive: true });
          continue;
        }
        await mkdir(path.dirname(target), { recursive: true });
        if (entryKind(entry) === 'link') {
          links.push({ name, target, to: (await readEntry(zip, entry)).toString('utf8') });
          continue;
        }
        let count = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _enc, cb) {
            count += chunk.length;
            written += chunk.length;
            if (count > entry.uncompressedSize) cb(new ZipError(`${name} holds more than the ${entry.uncompressedSize} bytes its header declares (a forged or damaged archive)`));
            else if (written > maxBytes) cb(overTotal());
            else cb(null, chunk);
          },
          flush(cb) {
            if (count < entry.uncompressedSize) cb(new ZipError(`${name} holds fewer than the ${entry.uncompressedSize} bytes its header declares (a damaged archive)`));
            else cb();
          },
        });
        await pipeline(await openEntry(zip, entry), counter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      } catch (e) {
        throw unpackError(e, name);
      }
      files++;
    }
    written += await materializeLinks(links, root, maxFile, maxBytes - written, overTotal);
    return files + links.length;
  } finally {
    zip.close();
  }
}
