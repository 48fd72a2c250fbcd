import { describe, expect, it } from 'vitest';
import { customRunResultSchema, CUSTOM_INPUT_MAX_BYTES } from '../../common/contract/index.ts';
import { MSG } from '../../common/texts.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { stableId } from '../../server/db/ids.ts';
import { CUSTOM_RUNS_PER_MINUTE } from '../../server/modules/submissions/routes.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';
import { PROBLEM_MSG } from '../../common/texts/problem-messages.ts';

/** POST /api/submit/runCustom/:id: one run of the learner's code on their own input, in the real sandbox. */
const t = testAppForSuite();

const twoSum = stableId('two-sum');
const echo = "const s = require('fs').readFileSync(0, 'utf8'); console.log(s.trim().split(/\\s+/).map(Number).reduce((a, b) => a + b, 0));";

describe('custom input runs', () => {
  it('needs a signed-in learner', async () => {
    const res = await new ApiClient(t.app).post(`/api/submit/runCustom/${twoSum}`, { code: echo, language: 'javascript', stdin: '1 2' });
    expect(res.statusCode).toBe(401);
  });

  it('runs the code on the given input and reports output, time and how it ended', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const ok = customRunResultSchema.parse((await api.post(`/api/submit/runCustom/${twoSum}`, { code: echo, language: 'javascript', stdin: '1 2 3\n4' })).json());
    expect(ok).toMatchObject({ stdin: '1 2 3\n4', stdout: '10\n', status: { id: 3, description: 'Finished' }, compile_output: null });
    expect(ok.time).toBeGreaterThanOrEqual(0);

    const ce = customRunResultSchema.parse((await api.post(`/api/submit/runCustom/${twoSum}`, { code: 'int main( {', language: 'c++', stdin: '' })).json());
    expect(ce.status.id).toBe(6);
    expect(ce.compile_output).toBeTruthy();

    const crash = customRunResultSchema.parse((await api.post(`/api/submit/runCustom/${twoSum}`, { code: 'process.stderr.write("boom"); process.exit(3);', language: 'javascript', stdin: '' })).json());
    expect(crash.status.id).toBe(11);
    expect(crash.stderr).toContain('boom');

    const loop = customRunResultSchema.parse((await api.post(`/api/submit/runCustom/${twoSum}`, { code: 'while (true) {}', language: 'javascript', stdin: '' })).json());
    expect(loop.status.id).toBe(5);
  });

  it('refuses input over the limit, a bad body and an unknown problem with clear answers', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const big = await api.post(`/api/submit/runCustom/${twoSum}`, { code: echo, language: 'javascript', stdin: 'x'.repeat(CUSTOM_INPUT_MAX_BYTES + 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(PROBLEM_MSG.customInputTooLarge);
    const noStdin = await api.post(`/api/submit/runCustom/${twoSum}`, { code: echo, language: 'javascript' });
    expect(noStdin.statusCode).toBe(400);
    expect(noStdin.json().message).toMatch(/stdin/);
    const extra = await api.post(`/api/submit/runCustom/${twoSum}`, { code: echo, language: 'javascript', stdin: '', expected: '1' });
    expect(extra.statusCode).toBe(400);
    const blank = await api.post(`/api/submit/runCustom/${twoSum}`, { code: '  ', language: 'javascript', stdin: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(MSG.codeRequired);
    expect((await api.post('/api/submit/runCustom/ffffffffffffffffffffffff', { code: echo, language: 'javascript', stdin: '' })).statusCode).toBe(404);
  });

  it(`allows ${CUSTOM_RUNS_PER_MINUTE} custom runs a minute per learner, then 429 with Retry-After`, async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    // Three at a time (the learner's judge limit), so that the runs fit in the minute on a loaded machine too.
    for (let i = 0; i < CUSTOM_RUNS_PER_MINUTE; i += 3) {
      const batch = Array.from({ length: Math.min(3, CUSTOM_RUNS_PER_MINUTE - i) }, () =>
        api.post(`/api/submit/runCustom/${twoSum}`, { code: 'console.log(1)', language: 'javascript', stdin: '' }),
      );
      for (const r of await Promise.all(batch)) expect(r.statusCode).toBe(200);
    }
    const refused = await api.post(`/api/submit/runCustom/${twoSum}`, { code: 'console.log(1)', language: 'javascript', stdin: '' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MSG.tooManyCustomRuns);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another learner is not affected.
    const other = new ApiClient(t.app);
    await other.signUp();
    expect((await other.post(`/api/submit/runCustom/${twoSum}`, { code: 'console.log(1)', language: 'javascript', stdin: '' })).statusCode).toBe(200);
  });
});

describe('Runs per learner per minute (JUDGE_RUNS_PER_MINUTE)', () => {
  const limited = testAppForSuite({ JUDGE_RUNS_PER_MINUTE: '4' });

  it('counts Runs of the examples and custom runs together, then 429 with Retry-After; submissions and other learners are not counted', async () => {
    const api = new ApiClient(limited.app);
    await api.signUp();
    const run = () => api.post(`/api/submit/runCode/${twoSum}`, { code: 'console.log(1)', language: 'javascript' });
    const custom = () => api.post(`/api/submit/runCustom/${twoSum}`, { code: 'console.log(1)', language: 'javascript', stdin: '' });
    for (const r of [await run(), await custom(), await run(), await custom()]) expect(r.statusCode).toBe(200);
    for (const refused of [await run(), await custom()]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(API_MSG.tooManyRuns);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await api.post(`/api/submit/${twoSum}`, { code: 'console.log(1)', language: 'javascript' })).statusCode).toBe(200);
    const other = new ApiClient(limited.app);
    await other.signUp();
    expect((await other.post(`/api/submit/runCode/${twoSum}`, { code: 'console.log(1)', language: 'javascript' })).statusCode).toBe(200);
  });
});
