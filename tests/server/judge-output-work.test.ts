import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutputMatcher } from '../../common/judging/compare.ts';
import { DefaultOutputValidator } from '../../common/judging/default-validator.ts';
import { stableId } from '../../server/db/ids.ts';
import { signUpAdmin, sumProblem } from '../support/admin-fixtures.ts';
import { ApiClient } from '../support/client.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * The judge's work per byte of a learner's output is bounded: a program printing 16 MB − 1 bytes
 * without a newline (the case that made the line checker rescan its carried line per 64 KB chunk)
 * is judged with each character looked at once, on the line checker of a problem made through the
 * admin form and on a built-in problem's default output validator. The event loop's delay during
 * each Run is read (monitorEventLoopDelay) and reported; its figure is measured by
 * bench/hostile-output.ts, not asserted here.
 */
const NO_NEWLINE_CPP =
  '#include <cstdio>\n#include <cstring>\nint main(){static char b[65536];memset(b,\'x\',sizeof b);' +
  'long left=16*1024*1024-1;while(left>0){long n=left<65536?left:65536;fwrite(b,1,n,stdout);left-=n;}}\n';
const OUTPUT_CHARS = 16 * 1024 * 1024 - 1;

let t: TestApp;
let learner: ApiClient;
let custom: string;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.server.judge.unavailable).toBeNull();
  const admin = await signUpAdmin(t);
  const created = await admin.post('/api/prblm/create', sumProblem());
  expect(created.statusCode, created.body).toBe(201);
  custom = (created.json() as { prblm: { _id: string } }).prblm._id;
  learner = new ApiClient(t.app);
  await learner.signUp();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

/** Runs `code` on the problem's visible test cases, counting what the checkers were given and what they scanned. */
async function runCounting(problemId: string) {
  let pushed = 0;
  let scanned = 0;
  const push = OutputMatcher.prototype.push;
  const end = OutputMatcher.prototype.end;
  const pushSpy = vi.spyOn(OutputMatcher.prototype, 'push').mockImplementation(function (this: OutputMatcher, chunk: string) {
    pushed += chunk.length;
    push.call(this, chunk);
  });
  const endSpy = vi.spyOn(OutputMatcher.prototype, 'end').mockImplementation(function (this: OutputMatcher) {
    const result = end.call(this);
    scanned += this.scannedChars;
    return result;
  });
  const validatorPush = DefaultOutputValidator.prototype.push;
  let validatorPushed = 0;
  const validatorSpy = vi.spyOn(DefaultOutputValidator.prototype, 'push').mockImplementation(function (this: DefaultOutputValidator, chunk: string) {
    validatorPushed += chunk.length;
    validatorPush.call(this, chunk);
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  try {
    const res = await learner.post(`/api/submit/runCode/${problemId}`, { language: 'c++', code: NO_NEWLINE_CPP });
    loop.disable();
    console.log(`event loop delay during the Run: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`);
    return { res, pushed, scanned, validatorPushed };
  } finally {
    pushSpy.mockRestore();
    endSpy.mockRestore();
    validatorSpy.mockRestore();
  }
}

describe('16 MB of output without a newline', () => {
  it('the line checker reads each character once and answers Wrong Answer', async () => {
    const { res, pushed, scanned } = await runCounting(custom);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as { status: { description: string }; stdout: string }[];
    expect(results).toHaveLength(2);
    for (const r of results) expect(r.status.description).toBe('Wrong Answer');
    // The checker found the difference at the first character and the judge stopped reading there:
    // one 64 KB read per test case reached it, and it scanned no character twice.
    expect(pushed).toBeLessThanOrEqual(2 * 64 * 1024);
    expect(scanned).toBeLessThanOrEqual(pushed);
    expect(scanned).toBe(2);
    // The result keeps only the first 64 KB of the output.
    expect(results[0]!.stdout.length).toBeLessThan(70 * 1024);
  });

  it('the default output validator gets the output once and answers Wrong Answer', async () => {
    const { res, validatorPushed } = await runCounting(stableId('two-sum'));
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as { status: { description: string } }[];
    for (const r of results) expect(r.status.description).toBe('Wrong Answer');
    // One token of 16 MB: the validator reads it to the end (a token may still match) and no further.
    expect(validatorPushed).toBeLessThanOrEqual(results.length * OUTPUT_CHARS);
  });
});

describe('/metrics', () => {
  it("exposes the event loop's delay since the previous scrape", async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    await read();
    // (Node drops the first sample after the histogram's reset at a scrape: let one be taken.)
    await new Promise((r) => setTimeout(r, 50));
    // Block the loop for 200 ms: the next scrape's max shows it.
    const until = performance.now() + 200;
    while (performance.now() < until);
    await new Promise((r) => setTimeout(r, 50));
    const text = await read();
    const value = (name: string) => Number(new RegExp(`^pj_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text)?.[1]);
    expect(value('max')).toBeGreaterThanOrEqual(0.15);
    expect(value('p99')).toBeGreaterThan(0);
  });
});

