import type { ImportReport } from '../../../common/contract/package-import.ts';
import type { Db } from '../../db/client.ts';
import { importPrepared, type ImportOptions } from './import.ts';
import type { UnzipLimits } from './zip.ts';

export { toShortName, UNPACK_PREFIX } from './prepare.ts';

/**
 * Imports a package from a .zip archive: in the package worker (worker.ts) it is unpacked into a fresh
 * temporary directory (removed afterwards, whatever happens; caps and checks in zip.ts and limits.ts),
 * located (problem.yaml at the archive's root or in its one top-level directory), loaded, converted and
 * hashed; then written like a directory (see import.ts). Nothing is written to the database unless the
 * whole package is valid.
 * @param zip the archive's bytes (copied for the worker; at most PACKAGE_ZIP_MAX_BYTES from the route).
 * @param fileName the archive's name, used in messages and as the short name of a package at the archive's root.
 * @param opts.limits caps of the unpacking (bytes, entries); defaults: limits.ts.
 * @throws PackageError naming the problem (or the archive) and what is wrong: status 413 when a cap is
 *   exceeded (declared or real sizes, entries, compression ratio, test data), 400 for an unsafe, damaged or
 *   invalid package.
 */
export async function importPackageZip(db: Db, zip: Buffer, fileName: string, opts: ImportOptions & { limits?: UnzipLimits } = {}): Promise<ImportReport> {
  // A fresh buffer of its own: it is transferred to the worker (a Buffer may share its memory with others).
  const bytes = new Uint8Array(zip.byteLength);
  bytes.set(zip);
  return importPrepared(db, { kind: 'zip', zip: bytes, fileName, limits: opts.limits }, opts);
}
