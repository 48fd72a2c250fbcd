import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Zippable } from 'fflate';

/**
 * Every file below `dir` as a zip entry named by its path relative to `dir` (`/`-separated),
 * prefixed with `prefix` (e.g. `'two-sum/'` for a package zipped inside a folder) — fflate's
 * `zipSync` input. Reads the files synchronously; throws what `readdirSync`/`readFileSync` throw.
 */
export function zipDir(dir: string, prefix = ''): Zippable {
  const out: Zippable = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out[`${prefix}${r}`] = readFileSync(path.join(dir, r));
    }
  };
  walk('');
  return out;
}
