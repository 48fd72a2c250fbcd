import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * What `npm start` prints on a fresh DATA_DIR (and, when dist/ is stale, around its build): its JSON
 * log lines, the address as one plain line `Pocket Judge is running at http://localhost:<port>` (HOST
 * 0.0.0.0, the default) that answers /api/health, and at most a handful of other plain lines — Vite
 * lists its files only when the build fails.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

it('npm start prints the address in one plain line, which answers, and little else', async () => {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '0.0.0.0', DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 280_000;
    let url = '';
    while (!url && Date.now() < deadline && child.exitCode === null) {
      url = /^Pocket Judge is running at (http:\/\/localhost:\d+)$/m.exec(stdout)?.[1] ?? '';
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    expect(url, `no address line:\n${stdout}${stderr}`).not.toBe('');

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const plain = stdout.split('\n').filter((l) => l.trim() !== '' && !isJson(l));
    expect(plain.filter((l) => l.startsWith('Pocket Judge is running at'))).toEqual([`Pocket Judge is running at ${url}`]);
    expect(plain.length, plain.join('\n')).toBeLessThanOrEqual(5);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  }
}, 330_000);
