import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportReport } from '../../../common/contract/package-import.ts';
import type { Db } from '../../db/client.ts';
import type { Judge } from '../../judge/judge.ts';
import { importPackageDir } from './import.ts';
import { PackageError } from './load.ts';
import { unzipPackage, ZipError } from './zip.ts';

/** Prefix of the temporary directories archives are unpacked into (always removed afterwards). */
export const UNPACK_PREFIX = 'pj-pkg-';

/** A short name the database can use as a slug: lower case, `a-z 0-9 _ -`, at most 64 characters. */
export function toShortName(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/\.zip$/, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 64);
  return s || 'problem';
}

/**
 * Where the package sits in an unpacked archive: the archive's root when it holds problem.yaml
 * (short name: the archive's file name), else its one top-level directory (short name: that directory).
 * @throws PackageError when neither holds problem.yaml.
 */
function locatePackage(root: string, fileName: string): { dir: string; shortName: string } {
  if (existsSync(path.join(root, 'problem.yaml'))) return { dir: root, shortName: toShortName(path.basename(fileName)) };
  const tops = readdirSync(root, { withFileTypes: true }).filter((d) => d.name !== '__MACOSX');
  if (tops.length === 1 && tops[0]!.isDirectory() && existsSync(path.join(root, tops[0]!.name, 'problem.yaml'))) {
    return { dir: path.join(root, tops[0]!.name), shortName: toShortName(tops[0]!.name) };
  }
  throw new PackageError(fileName, 'problem.yaml is missing: expected it at the top of the archive or in its one top-level directory');
}

/**
 * Imports a package from a .zip archive: unpacked into a fresh temporary directory (removed
 * afterwards, whatever happens), then imported like a directory (see import.ts). Nothing is
 * written to the database unless the whole package is valid.
 * @param fileName the archive's name, used in messages and as the short name of a package at the archive's root.
 * @throws PackageError (problem name and fault) or ZipError (unsafe or over-limit archive).
 */
export async function importPackageZip(
  db: Db,
  zip: Buffer,
  fileName: string,
  opts: { judge?: Judge | null; getJudge?: () => Promise<Judge | null>; createdBy?: string | null; limits?: { maxEntries?: number; maxUncompressedBytes?: number } } = {},
): Promise<ImportReport> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), UNPACK_PREFIX));
  try {
    const root = path.join(tmp, 'package');
    try {
      await unzipPackage(zip, root, opts.limits);
    } catch (e) {
      if (e instanceof ZipError) throw new PackageError(fileName, e.message);
      throw e;
    }
    const { dir, shortName } = locatePackage(root, fileName);
    return await importPackageDir(db, dir, { shortName, judge: opts.judge, getJudge: opts.getJudge, createdBy: opts.createdBy });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}
