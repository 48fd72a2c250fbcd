import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Compiles one of the judge's own Java programs (`source`, declaring public class `className`) once per
 * source version into `<cacheDir>/pj-<className>-<sha256 prefix>/`, world-readable (sandboxed uids read it).
 * @returns that directory
 * @throws Error with javac's message, naming `what`, when it cannot be built.
 */
export function buildJavaTool(source: string, className: string, cacheDir: string, what: string): string {
  const hash = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 12);
  const dir = path.join(cacheDir, `pj-${className}-${hash}`);
  if (!existsSync(path.join(dir, `${className}.class`))) {
    const tmp = `${dir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { mode: 0o755 });
    const r = spawnSync('javac', ['-J-XX:+UseSerialGC', '-encoding', 'UTF-8', '-nowarn', '-d', tmp, source], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cannot build ${what}: ${(r.stderr || r.error?.message || '').trim()}`);
    for (const f of readdirSync(tmp)) chmodSync(path.join(tmp, f), 0o644);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
  }
  return dir;
}
