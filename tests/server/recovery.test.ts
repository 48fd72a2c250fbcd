import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bootServer } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { stableId } from '../../server/db/ids.ts';
import { submissions } from '../../server/db/schema.ts';
import { createPendingSubmission } from '../../server/modules/submissions/service.ts';
import { problems } from '../../server/db/schema.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * A submission left `pending` by a server that stopped mid-judging is judged
 * on the next boot; the data directory (PGlite on disk) survives restarts and
 * the built-in problems are not loaded twice.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-recovery-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () => loadConfig({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'silent' });

describe('restart', () => {
  it('re-judges pending submissions and keeps data', async () => {
    const first = await bootServer(config(), { logger: false });
    const api = new ApiClient(first.app);
    const { user } = await api.signUp();
    const [problem] = await first.db.db.select().from(problems).where(eq(problems.id, stableId('two-sum')));
    const code = BUILT_IN_PROBLEMS[0]!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    const id = await createPendingSubmission(first.db.db, user._id, problem!.id, problem!.hiddenTestCases.length, 'javascript', code);
    await first.close();

    const second = await bootServer(config(), { logger: false });
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' })).json()).toHaveLength(BUILT_IN_PROBLEMS.length);
      let status = 'pending';
      for (let i = 0; i < 100 && status === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        [{ status }] = (await second.db.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id))) as [{ status: string }];
      }
      expect(status).toBe('accepted');
    } finally {
      await second.close();
    }
  });

  it('listens at once however many submissions wait, and re-judges them in the background', async () => {
    // Pending submissions per learner: more than the judge's slots, so most still wait when it listens.
    const PER_LEARNER = 5;
    const first = await bootServer(config(), { logger: false });
    const [problem] = await first.db.db.select().from(problems).where(eq(problems.id, stableId('two-sum')));
    const code = BUILT_IN_PROBLEMS[0]!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    const ids: string[] = [];
    for (const learner of ['Alice', 'Bobby']) {
      const { user } = await new ApiClient(first.app).signUp(learner);
      for (let i = 0; i < PER_LEARNER; i++) ids.push(await createPendingSubmission(first.db.db, user._id, problem!.id, problem!.hiddenTestCases.length, 'javascript', code));
    }
    await first.close();

    const second = await bootServer(config(), { logger: false });
    try {
      // Booted while the re-judging has barely begun.
      const stillPending = async () =>
        (await second.db.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.status, 'pending'))).length;
      expect(await stillPending()).toBeGreaterThan(PER_LEARNER);
      expect((await second.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' })).statusCode).toBe(200);
      // 10 JavaScript submissions on a shared 2-core machine: wait up to 8 minutes for the queue to drain.
      for (let i = 0; i < 2400 && (await stillPending()) > 0; i++) await new Promise((r) => setTimeout(r, 200));
      expect(await stillPending()).toBe(0);
    } finally {
      await second.close();
    }
  }, 600_000);
});
