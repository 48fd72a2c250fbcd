import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Fair judging with one judge slot: a learner cannot hold more than 3 jobs, waiting jobs
 * are served round-robin between learners, a run whose client disconnected is dropped
 * before it runs, and reads are answered while the judge is busy.
 */
let t: TestApp;
let problemId: string;
beforeAll(async () => {
  t = await createTestApp({ JUDGE_CONCURRENCY: '1' });
  expect(t.server.judge.unavailable).toBeNull();
  const [p] = (await new ApiClient(t.app).get('/api/prblm/getAllPrblm')).json() as { _id: string }[];
  problemId = p!._id;
});
afterAll(async () => {
  await t?.close();
});

/** A JavaScript program that sleeps `ms` (wall clock, no CPU) and prints its tag; it reads its input, so it runs without the problem's driver. */
const sleeper = (ms: number, tag: string) => `require('fs').readFileSync(0);\nsetTimeout(() => console.log(${JSON.stringify(tag)}), ${ms});`;

async function waitFor(cond: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('per-learner limit', () => {
  it('a fourth job of one learner gets 429 with Retry-After, and another learner still gets in', async () => {
    const a = new ApiClient(t.app);
    await a.signUp();
    const runs = [0, 1, 2].map(() => a.post(`/api/submit/runCode/${problemId}`, { language: 'javascript', code: sleeper(300, 'a') }));
    await waitFor(() => t.server.judge.pending + t.server.judge.running === 3);
    const fourth = await a.post(`/api/submit/${problemId}`, { language: 'javascript', code: sleeper(10, 'a') });
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(fourth.json().message).toMatch(/already have code running/);
    // The refused submission left no pending row behind.
    const mine = (await a.get(`/api/prblm/getAllSubmitsOfAPrblm/${problemId}`)).json() as unknown[];
    expect(mine).toHaveLength(0);

    const b = new ApiClient(t.app);
    await b.signUp();
    const other = await b.post(`/api/submit/runCode/${problemId}`, { language: 'javascript', code: 'console.log(1)' });
    expect(other.statusCode).toBe(200);
    for (const r of await Promise.all(runs)) expect(r.statusCode).toBe(200);
  });
});

describe('round-robin', () => {
  it("another learner's run waits for at most one job of a learner's burst", async () => {
    const a = new ApiClient(t.app);
    const b = new ApiClient(t.app);
    await a.signUp();
    await b.signUp();
    const finished: string[] = [];
    const track = (tag: string, p: Promise<{ statusCode: number }>) => p.then((r) => (expect(r.statusCode).toBe(200), finished.push(tag)));
    // A's first Run (long) and second (short) fill the ordinary slot and the Run slot; the third waits.
    const run = (c: ApiClient, tag: string, ms: number) => track(tag, c.post(`/api/submit/runCode/${problemId}`, { language: 'javascript', code: sleeper(ms, tag) }));
    const a1 = run(a, 'a1', 3000);
    await waitFor(() => t.server.judge.running === 1);
    const a2 = run(a, 'a2', 400);
    await waitFor(() => t.server.judge.running === 2);
    const a3 = run(a, 'a3', 400);
    await waitFor(() => t.server.judge.pending === 1);
    const late = run(b, 'b1', 10);
    await Promise.all([a1, a2, a3, late]);
    // FIFO would start a3 in the slot a2 frees, and b1 after it; round-robin starts b1 there. (a1, the
    // long one, holds the other slot throughout; on a loaded machine it may end before a3 does.)
    expect(finished.filter((tag) => tag !== 'a1')).toEqual(['a2', 'b1', 'a3']);
  });
});

describe('a run whose client has gone', () => {
  it('is dropped from the queue and never runs', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const a = new ApiClient(t.app);
      await a.signUp();
      const headers = await a.headers();
      const url = `${address}/api/submit/runCode/${problemId}`;
      // Two Runs fill the ordinary slot and the Run slot; the third waits.
      const kept = ['kept1', 'kept2'].map((tag) => fetch(url, { method: 'POST', headers, body: JSON.stringify({ language: 'javascript', code: sleeper(1500, tag) }) }));
      await waitFor(() => t.server.judge.running === 2);
      const ac = new AbortController();
      const gone = fetch(url, { method: 'POST', headers, body: JSON.stringify({ language: 'javascript', code: sleeper(1500, 'gone') }), signal: ac.signal }).catch((e: Error) => e);
      await waitFor(() => t.server.judge.pending === 1);
      ac.abort();
      await waitFor(() => t.server.judge.pending === 0, 2000);
      expect(t.server.judge.running).toBe(2);
      expect(await gone).toBeInstanceOf(Error);
      for (const res of await Promise.all(kept)) expect(res.status).toBe(200);
      // Nothing else started after the first two.
      await new Promise((r) => setTimeout(r, 300));
      expect(t.server.judge.running + t.server.judge.pending).toBe(0);
    } finally {
      await t.app.server.close();
    }
  });
});

describe('reads while judging', () => {
  it('the problem list is never blocked while a 16 MB output is compared', async () => {
    const a = new ApiClient(t.app);
    await a.signUp();
    // 16 MB of newlines, just under the output limit: read and compared, a Wrong Answer.
    const code = 'const s = "\\n".repeat(1 << 20); for (let i = 0; i < 15; i++) process.stdout.write(s);';
    const judging = t.server.judge.evaluate({ language: 'javascript', code, tests: [{ input: '', output: 'x\n' }, { input: '', output: 'y\n' }, { input: '', output: 'z\n' }], timeLimitMs: 2000, memoryLimitKb: 256 * 1024, stopOnFirstFailure: false });
    let done = false;
    void judging.finally(() => (done = true));
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/prblm/getAllPrblm' });
      latencies.push(performance.now() - started);
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    const outcome = await judging;
    expect(outcome.cases.map((c) => c.statusId)).toEqual([STATUS.WRONG_ANSWER, STATUS.WRONG_ANSWER, STATUS.WRONG_ANSWER]);
    expect(latencies.length).toBeGreaterThan(5);
    // Never blocked: a read waits for no comparison (figures under load are measured by bench/judge.ts).
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });
});
