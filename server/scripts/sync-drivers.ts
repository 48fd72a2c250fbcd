import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_PACKAGES_DIR, packageDirs } from '../modules/packages/import.ts';
import { loadPackage } from '../modules/packages/load.ts';
import { readDrivers, syncDrivers } from '../modules/packages/regions.ts';

/**
 * `npm run problems:drivers`: rewrites every `// @driver <name>` region in the built-in packages'
 * submissions from `problems/_drivers/<name>.<ext>`, so a driver fix is made in one file. Prints the
 * files it changed.
 */
const drivers = readDrivers(path.join(BUILT_IN_PACKAGES_DIR, '_drivers'));
let changed = 0;
for (const dir of packageDirs(BUILT_IN_PACKAGES_DIR)) {
  for (const s of loadPackage(dir).submissions) {
    const file = path.join(dir, s.file);
    const before = readFileSync(file, 'utf8');
    const after = syncDrivers(s.file, before, drivers);
    if (after !== before) {
      writeFileSync(file, after);
      console.log(`updated ${path.relative(process.cwd(), file)}`);
      changed++;
    }
  }
}
console.log(`${changed} file(s) updated`);
