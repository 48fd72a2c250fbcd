/**
 * Vitest global setup of the e2e project: makes sure `dist/` holds a production build of the
 * current sources, building it when stale by the check `npm start` and the benches share
 * (`scripts/build-if-stale.mjs`).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): void {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-if-stale.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
