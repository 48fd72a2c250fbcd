/**
 * Vitest global setup of the e2e project: makes sure `dist/` holds a build of the current
 * sources. Runs `npx vite build` once when `dist/index.html` is missing or older than any
 * source file of the PWA (src/, common/, public/, index.html, vite.config.ts, package.json).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCES = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

/** Newest modification time (ms) of a file or, recursively, of a directory's files. */
export function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when dist/ is missing or older than the sources. */
export function buildIsStale(root = ROOT): boolean {
  const built = path.join(root, 'dist', 'index.html');
  if (!existsSync(built) || !existsSync(path.join(root, 'dist', 'sw.js'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export default function setup(): void {
  if (!buildIsStale()) return;
  console.log('[e2e] building the PWA (npx vite build)…');
  // A production build, like `npm start` serves: vitest sets NODE_ENV=test, which would give React's development build.
  execFileSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
