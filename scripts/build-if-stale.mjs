// Builds the PWA (vite build → dist/) when dist/index.html or dist/sw.js is missing, or dist/index.html is older
// than any source it is built from (a production build, whatever NODE_ENV the caller has). The one staleness check of
// `npm start`, the e2e tests' global setup and the benches that read dist/ (bench/bundle.ts, bench/lighthouse.ts,
// bench/offline-start.ts; `node scripts/build-if-stale.mjs` runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// package.json too: its `sideEffects` list decides what the build leaves out.
const inputs = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'build', 'package.json', 'package-lock.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.sw.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/**
 * Runs `vite build` when dist/ is stale.
 * @param {{ quiet?: boolean }} [options] quiet: one line while it builds, Vite's output only when the build fails
 *   (`npm start`); otherwise Vite prints as it goes
 * @returns true when a build ran. Throws when the build fails.
 */
export function buildIfStale({ quiet = false } = {}) {
  const out = path.join(root, 'dist', 'index.html');
  const built = existsSync(out) && existsSync(path.join(root, 'dist', 'sw.js')) ? statSync(out).mtimeMs : 0;
  const newest = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
  if (built && built >= newest) return false;
  console.log(built ? 'PWA sources changed: rebuilding dist/ …' : 'Building the PWA into dist/ …');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) {
    if (quiet) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    throw new Error(r.error ? `vite build failed: ${r.error.message}` : 'vite build failed');
  }
  return true;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildIfStale();
