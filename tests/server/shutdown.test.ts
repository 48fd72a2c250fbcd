import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootServer } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { stableId } from '../../server/db/ids.ts';
import { submissions } from '../../server/db/schema.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { CookieSession, startServerProcess } from '../support/server-process.ts';
import { seedDataDir } from '../support/database-seed.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * Graceful shutdown of `tsx server/main.ts`: SIGTERM while a submission is being judged ends
 * the process with exit code 0 within SHUTDOWN_TIMEOUT_SECONDS, and the submission is judged
 * either before the exit or, left pending, after the next start — never lost.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const jsRef = BUILT_IN_PROBLEMS.find((p) => p.slug === 'two-sum')!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;

describe('graceful shutdown', () => {
  it('SIGTERM while a submission is judging: exit 0 in time, the submission judged now or after the restart', async () => {
    await seedDataDir(dataDir, JUDGE_CACHE_DIR);
    const server = await startServerProcess({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, SHUTDOWN_TIMEOUT_SECONDS: '20' });
    const { child, base, exited } = server;
    try {
      const session = new CookieSession();
      const api = (method: string, url: string, body?: unknown) => session.request(base, method, url, body);
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
      expect(server.output()).toContain('SIGTERM: shutting down');
      const answer = await submit;
      if (answer.status === 200) expect(answer.body.status).toBe('accepted');
    } finally {
      server.kill();
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
