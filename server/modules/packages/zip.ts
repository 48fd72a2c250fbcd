import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Unpacks a problem-package .zip into a directory, refusing anything that could escape it or
 * exhaust the disk. Uses yauzl (https://github.com/thejoshwolfe/yauzl), which already rejects
 * absolute paths, `..` components and backslashes in entry names (`decodeStrings`), and checks
 * every entry's real size against its header (`validateEntrySizes`). On top of that:
 * symbolic-link entries (Unix mode 0120000 in the external attributes) are refused, as are
 * encrypted entries, more than `maxEntries` entries, and a total uncompressed size (declared,
 * then counted while writing) over `maxUncompressedBytes`.
 *
 * The caller owns `dest` (a fresh temporary directory) and removes it whether this succeeds or not.
 */

/** Most entries (files and directories) an archive may have. */
export const PACKAGE_MAX_ENTRIES = 10_000;
/** Most bytes all entries may add up to once unpacked. */
export const PACKAGE_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;

/** An archive refused for its structure; `message` says what is wrong (and names the entry). */
export class ZipError extends Error {}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function open(buffer: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) => (err ? reject(err) : resolve(zip))),
  );
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));
}

/**
 * @param buffer the archive.
 * @param dest an empty directory to unpack into.
 * @returns the number of files written.
 * @throws ZipError when the archive is not a zip, has an unsafe entry (path outside `dest`, link,
 *   encrypted), or is over a limit.
 */
export async function unzipPackage(
  buffer: Buffer,
  dest: string,
  limits: { maxEntries?: number; maxUncompressedBytes?: number } = {},
): Promise<number> {
  const maxEntries = limits.maxEntries ?? PACKAGE_MAX_ENTRIES;
  const maxBytes = limits.maxUncompressedBytes ?? PACKAGE_MAX_UNCOMPRESSED_BYTES;
  let zip: yauzl.ZipFile;
  try {
    zip = await open(buffer);
  } catch (e) {
    throw new ZipError(`not a readable .zip archive (${(e as Error).message})`);
  }
  if (zip.entryCount > maxEntries) {
    zip.close();
    throw new ZipError(`the archive has ${zip.entryCount} entries; at most ${maxEntries} are allowed`);
  }
  const root = path.resolve(dest);
  let declared = 0;
  let written = 0;
  let files = 0;
  return new Promise<number>((resolve, reject) => {
    let done = false;
    const fail = (e: unknown) => {
      if (done) return;
      done = true;
      zip.close();
      reject(e instanceof ZipError ? e : new ZipError(`unsafe or damaged archive: ${(e as Error).message}`));
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (done) return;
      done = true;
      resolve(files);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      void (async () => {
        const name = entry.fileName;
        const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
        if (mode === S_IFLNK) throw new ZipError(`${name} is a symbolic link; packages may not contain links`);
        if (entry.isEncrypted()) throw new ZipError(`${name} is encrypted`);
        const target = path.resolve(root, name);
        if (target !== root && !target.startsWith(root + path.sep)) throw new ZipError(`${name} would be written outside the package`);
        if (name.endsWith('/')) {
          await mkdir(target, { recursive: true });
          zip.readEntry();
          return;
        }
        declared += entry.uncompressedSize;
        if (declared > maxBytes) throw new ZipError(`the archive unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        await mkdir(path.dirname(target), { recursive: true });
        const counter = new Transform({
          transform(chunk: Buffer, _enc, cb) {
            written += chunk.length;
            if (written > maxBytes) cb(new ZipError(`the archive unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB`));
            else cb(null, chunk);
          },
        });
        await pipeline(await openEntry(zip, entry), counter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
        files++;
        zip.readEntry();
      })().catch(fail);
    });
    zip.readEntry();
  });
}
