import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Version of the package → row mapping (convert.ts). It is part of every package hash, so raising it
 * re-imports the built-in problems at the next boot after a change to how packages become rows.
 */
export const IMPORTER_VERSION = 1;

/**
 * Content hash of a package directory: SHA-256 (hex) over every regular file's relative path and
 * bytes, in sorted path order, plus {@link IMPORTER_VERSION}. Links are not followed.
 */
export function packageHash(dir: string): string {
  const h = createHash('sha256').update(`pocket-judge-package:${IMPORTER_VERSION}\0`);
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(path.join(dir, r));
      if (st.isDirectory()) walk(r);
      else if (st.isFile()) h.update(r).update('\0').update(createHash('sha256').update(readFileSync(path.join(dir, r))).digest()).update('\0');
    }
  };
  walk('');
  return h.digest('hex');
}
