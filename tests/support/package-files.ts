/**
 * Problem packages the tests write from a table of files (path relative to the package → text),
 * small and for one test, for the importer (`importPackageDir`) or a zip upload.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `files` (path relative to the package → text) into a fresh directory `root/name`.
 * @returns the package directory's path
 */
export function writePackage(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
