// Builds the PWA (vite build → dist/) when dist/index.html is missing or older
// than any source it is built from (a production build, whatever NODE_ENV the caller has). Used by `npm start`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const inputs = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.app.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

/** @returns true when a build ran. Throws when the build fails. */
export function buildIfStale() {
  const out = path.join(root, 'dist', 'index.html');
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  const newest = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
  if (built && built >= newest) return false;
  console.log(built ? 'PWA sources changed: rebuilding dist/ …' : 'Building the PWA into dist/ …');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error('vite build failed');
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
