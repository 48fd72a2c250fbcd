import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootServer } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { stableId } from '../../server/db/ids.ts';
import { submissions } from '../../server/db/schema.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * Graceful shutdown of `tsx server/main.ts`: SIGTERM while a submission is being judged ends
 * the process with exit code 0 within SHUTDOWN_TIMEOUT_SECONDS, and the submission is judged
 * either before the exit or, left pending, after the next start — never lost.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const jsRef = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;

/** Cookie jar + XSRF header over plain fetch, as the PWA speaks to the API. */
function session(base: string) {
  const cookies = new Map<string, string>();
  return async (method: string, url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(cookies.get('XSRF-TOKEN') ? { 'x-xsrf-token': cookies.get('XSRF-TOKEN')! } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    return res;
  };
}

describe('graceful shutdown', () => {
  it('SIGTERM while a submission is judging: exit 0 in time, the submission judged now or after the restart', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_SECONDS: '20' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let base = '';
      for (let i = 0; i < 1200 && !base; i++) {
        base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1] ?? '';
        if (!base) await new Promise((r) => setTimeout(r, 100));
      }
      expect(base, out).not.toBe('');
      for (let i = 0; i < 600 && !out.includes('judge ready'); i++) await new Promise((r) => setTimeout(r, 100));
      const api = session(base);
      await api('GET', '/api/userAuth/check');
      expect((await api('POST', '/api/userAuth/register', { firstname: 'Sig', emailID: 'sig@example.com', password: 'correct horse' })).status).toBe(201);
      const submit = api('POST', `/api/submit/${stableId('two-sum')}`, { code: jsRef, language: 'javascript' }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { status?: string } }),
        (e: Error) => ({ status: 0, body: { error: e.message } as { status?: string } }),
      );
      await new Promise((r) => setTimeout(r, 400));
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(25_000);
      expect(out).toContain('SIGTERM: shutting down');
      const answer = await submit;
      if (answer.status === 200) expect(answer.body.status).toBe('accepted');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }

    // The restart judges what was left pending; either way one accepted submission.
    const config = loadConfig({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'silent' });
    const again = await bootServer(config, { logger: false });
    try {
      let rows: { status: string }[] = [];
      for (let i = 0; i < 300; i++) {
        rows = await again.db.db.select({ status: submissions.status }).from(submissions);
        if (rows.length && rows.every((r) => r.status !== 'pending')) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(rows.map((r) => r.status)).toEqual(['accepted']);
    } finally {
      await again.close();
    }
  }, 300_000);
});
