import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type * as z from 'zod/mini';
import { mb, PACKAGE_MAX_FILE_BYTES } from './limits.ts';

/**
 * Reading a package's files safely: size caps, no links (but test files linking to test files inside
 * `data/`), no NUL bytes, YAML parsed; every refusal a {@link PackageError} naming the file.
 */

/**
 * A refused package: `message` names the problem (its name or directory) and what is wrong; `status`
 * is the HTTP status of the refusal: 413 when a size cap was hit (limits.ts), else 400.
 */
export class PackageError extends Error {
  constructor(
    readonly problem: string,
    readonly reason: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(`${problem}: ${reason}`);
  }
}

/**
 * The file a test-data entry names: itself, or for a symbolic link (Kattis packages link test cases
 * that several test groups share) the regular file it points to, which must lie inside `dataDir`.
 * @throws PackageError for a link out of `data/`, to a directory or to nothing
 */
export function testDataFile(full: string, dataDir: string, problem: string, rel: string): string {
  if (!lstatSync(full).isSymbolicLink()) return full;
  let real: string;
  try {
    real = realpathSync(full);
  } catch {
    throw new PackageError(problem, `${rel} is a symbolic link to nothing`);
  }
  if (!real.startsWith(realpathSync(dataDir) + path.sep)) throw new PackageError(problem, `${rel} is a symbolic link out of data/; a link may only name another test file`);
  if (!statSync(real).isFile()) throw new PackageError(problem, `${rel} is a symbolic link to a directory; a link may only name another test file`);
  return real;
}

/**
 * A package file's text.
 * @throws PackageError for a link, a file over {@link PACKAGE_MAX_FILE_BYTES} (413) or one holding a NUL byte.
 */
export function readText(file: string, problem: string, rel: string): string {
  const st = lstatSync(file);
  if (st.isSymbolicLink()) throw new PackageError(problem, `${rel} is a symbolic link; packages may not contain links`);
  if (st.size > PACKAGE_MAX_FILE_BYTES) throw new PackageError(problem, `${rel} is larger than ${mb(PACKAGE_MAX_FILE_BYTES)}`, 413);
  const text = readFileSync(file, 'utf8');
  // PostgreSQL text and jsonb cannot hold NUL.
  if (text.includes('\u0000')) throw new PackageError(problem, `${rel} contains a NUL byte; binary files are not supported`);
  return text;
}

/**
 * A package YAML file, parsed (an empty file is `{}`).
 * @throws PackageError as {@link readText}, or naming the YAML error.
 */
export function readYaml(file: string, problem: string, rel: string): unknown {
  try {
    return parseYaml(readText(file, problem, rel)) ?? {};
  } catch (e) {
    if (e instanceof PackageError) throw e;
    throw new PackageError(problem, `${rel} is not valid YAML: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** A zod error as one line: each issue's path and message. */
export function zodMessage(error: z.core.$ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ');
}

/** Entries of a directory, sorted by name (Kattis orders test cases and groups lexicographically). */
export function sortedEntries(dir: string): string[] {
  return readdirSync(dir).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** All regular files below `dir`, relative paths, sorted; refuses links. */
export function listFiles(dir: string, problem: string, relBase: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const name of sortedEntries(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      const st = lstatSync(path.join(dir, rel));
      if (st.isSymbolicLink()) throw new PackageError(problem, `${relBase}/${rel} is a symbolic link; packages may not contain links`);
      if (st.isDirectory()) walk(rel);
      else if (st.isFile()) out.push(rel);
    }
  };
  walk('');
  return out;
}
