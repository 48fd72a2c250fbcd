import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '../../common/texts/api.ts';
import { stableId } from '../../server/db/ids.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';

/** Without bubblewrap the server starts, says why, and refuses to run code with a clear 503. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JUDGE_BWRAP: '/nonexistent/bwrap' });
});
afterAll(async () => {
  await t?.close();
});

describe('judge without a sandbox', () => {
  it('reports itself unavailable and answers run/submit with 503', async () => {
    expect(t.server.judge.unavailable).toMatch(/bubblewrap/);
    const api = new ApiClient(t.app);
    const health = (await api.get('/api/health')).json();
    expect(health.judge.available).toBe(false);
    await api.signUp();
    for (const url of [`/api/submit/runCode/${stableId('two-sum')}`, `/api/submit/${stableId('two-sum')}`]) {
      const res = await api.post(url, { code: 'console.log(1)', language: 'javascript' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(API_MSG.judgeUnavailable);
    }
    // Nothing was stored as pending.
    expect((await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${stableId('two-sum')}`)).json()).toEqual([]);
    // The rest of the API works.
    expect((await api.get('/api/prblm/getAllPrblm')).json()).toHaveLength(BUILT_IN_PROBLEMS.length);
  });
});
