import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { stableId } from '../../server/db/ids.ts';
import { problems, submissions } from '../../server/db/schema.ts';
import { Judge, JudgeUnavailableError, QueueFullError, type JudgeRequest } from '../../server/judge/judge.ts';
import { JUDGE0_ANSWER_LIMIT_BYTES } from '../../server/judge/judge0.ts';
import { STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import { ApiClient } from '../support/client.ts';
import { startFakeJudge0, type FakeJudge0, type FakeResult, type FakeSubmission } from '../support/fake-judge0.ts';
import { createTestApp } from '../support/test-server.ts';

/**
 * The Judge0 backend (JUDGE0_URL) against a loopback server speaking Judge0 CE's batch API:
 * verdicts mapped from Judge0's statuses, outputs judged by our own output validation, and
 * a remote that is full, refuses our token, never finishes or answers nonsense.
 */
const logs: string[] = [];
const log = { info: (m: string) => logs.push(`info ${m}`), warn: (m: string) => logs.push(`warn ${m}`), error: (m: string) => logs.push(`error ${m}`) };

/** Expected answers by input, for the fake's `// correct` program. */
const answers = new Map<string, string>();

/**
 * The fake's "program": its source code is a JSON result, `echo-sum` adds the numbers of stdin,
 * `// correct` prints the answer of {@link answers}.
 */
function decide(s: FakeSubmission): FakeResult {
  if (s.sourceCode.startsWith('// correct\n')) return { statusId: 3, stdout: answers.get(s.stdin) ?? '' };
  if (s.sourceCode === 'echo-sum') {
    const sum = s.stdin.split(/\s+/).filter(Boolean).map(Number).reduce((a, b) => a + b, 0);
    return { statusId: 3, stdout: `${sum}\n`, time: 0.042, memory: 4321 };
  }
  if (s.sourceCode === 'huge-output') return { statusId: 3, stdout: 'x'.repeat(JUDGE0_ANSWER_LIMIT_BYTES), stderr: 'e'.repeat(100 * 1024) };
  if (s.sourceCode === 'long-stderr') return { statusId: 11, stderr: 'e'.repeat(STDERR_KEEP_BYTES + 1000) };
  return JSON.parse(s.sourceCode) as FakeResult;
}

let fake: FakeJudge0;
beforeAll(async () => {
  fake = await startFakeJudge0(decide);
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  fake.mode = 'normal';
});

async function judgeWith(opts: { authToken?: string; timeoutMs?: number } = {}): Promise<Judge> {
  const judge = new Judge({
    concurrency: 2,
    queueLimit: 10,
    sandbox: true,
    cacheDir: '/nonexistent',
    judge0: { url: fake.url, authToken: opts.authToken, timeoutMs: opts.timeoutMs ?? 10_000, pollMs: 20, maxPollMs: 50 },
    log,
  });
  await judge.init();
  return judge;
}

const request = (code: string, tests = [{ input: '1 2\n', output: '3\n' }], extra: Partial<JudgeRequest> = {}): JudgeRequest => ({
  language: 'c++',
  code,
  tests,
  timeLimitMs: 1000,
  memoryLimitKb: 65536,
  stopOnFirstFailure: true,
  ...extra,
});

describe('Judge0 backend', () => {
  it('judges Accepted over several polls, sends limits in Judge0 units, base64 and the auth token, and no expected output', async () => {
    const judge = await judgeWith({ authToken: 'secret-token' });
    expect(judge.unavailable).toBeNull();
    expect(judge.backend).toBe('judge0');
    const before = fake.received.length;
    const pollsBefore = fake.polls;
    const out = await judge.evaluate(request('echo-sum', [{ input: '1 2\n', output: '3\n' }, { input: '10 20 30\n', output: '60' }], { language: 'java' }));
    expect(out.compileOutput).toBeNull();
    expect(out.cases.map((c) => [c.statusId, c.description, c.stdout, c.timeMs, c.memoryKb])).toEqual([
      [3, 'Accepted', '3\n', 42, 4321],
      [3, 'Accepted', '60\n', 42, 4321],
    ]);
    const sent = fake.received.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ languageId: 62, sourceCode: 'echo-sum', stdin: '1 2\n', expectedOutput: undefined });
    expect(sent[0]!.cpuTimeLimit).toBeGreaterThanOrEqual(1);
    expect(sent[0]!.memoryLimit).toBeGreaterThanOrEqual(65536);
    // In Queue, Processing, then the result.
    expect(fake.polls - pollsBefore).toBeGreaterThanOrEqual(3);
    expect(fake.tokensSeen.at(-1)).toBe('secret-token');
  });

  it('judges Wrong Answer with our output comparison, not Judge0 status 3', async () => {
    const judge = await judgeWith();
    // Judge0 says Accepted (it has no expected output); our comparison says the answer is wrong.
    const out = await judge.evaluate(request('echo-sum', [{ input: '1 2\n', output: '4\n' }]));
    expect(out.cases).toHaveLength(1);
    expect(out.cases[0]).toMatchObject({ statusId: STATUS.WRONG_ANSWER, description: 'Wrong Answer', stdout: '3\n' });
    // Default validation with tolerances accepts what the legacy comparison may not.
    const tolerant = await judge.evaluate(
      request(JSON.stringify({ statusId: 3, stdout: '3.0000001\n' }), [{ input: '', output: '3\n' }], {
        validation: { kind: 'default', flags: { caseSensitive: false, spaceChangeSensitive: false, floatAbsoluteTolerance: 1e-6, floatRelativeTolerance: 1e-6 } } as JudgeRequest['validation'],
      }),
    );
    expect(tolerant.cases[0]!.statusId).toBe(STATUS.ACCEPTED);
  });

  it('maps Compilation Error (with compile_output), Time Limit Exceeded and a runtime error', async () => {
    const judge = await judgeWith();
    const ce = await judge.evaluate(request(JSON.stringify({ statusId: 6, compileOutput: "main.cpp:1:1: error: expected ';'" })));
    expect(ce).toEqual({ compileOutput: "main.cpp:1:1: error: expected ';'", cases: [] });
    const tle = await judge.evaluate(request(JSON.stringify({ statusId: 5, time: 2.5 })));
    expect(tle.cases[0]).toMatchObject({ statusId: 5, description: 'Time Limit Exceeded', timeMs: 2500 });
    const re = await judge.evaluate(request(JSON.stringify({ statusId: 11, stderr: 'boom' }), [{ input: '1', output: '1' }, { input: '2', output: '2' }]));
    // Stops at the first failure, like the local judge.
    expect(re.cases).toHaveLength(1);
    expect(re.cases[0]).toMatchObject({ statusId: 11, description: 'Runtime Error (NZEC)', stderr: 'boom' });
  });

  it('turns a full remote queue into QueueFullError and a refused token into JudgeUnavailableError with a logged reason', async () => {
    const judge = await judgeWith({ authToken: 'wrong' });
    fake.mode = 'queue-full';
    await expect(judge.evaluate(request('echo-sum'))).rejects.toBeInstanceOf(QueueFullError);
    fake.mode = 'bad-token';
    await expect(judge.evaluate(request('echo-sum'))).rejects.toBeInstanceOf(JudgeUnavailableError);
    expect(logs.some((l) => l.startsWith('error') && l.includes('JUDGE0_AUTH_TOKEN'))).toBe(true);
  });

  it('gives Internal Error, within the bound, when the remote never finishes or answers nonsense or is gone', async () => {
    const judge = await judgeWith({ timeoutMs: 600 });
    fake.mode = 'never-finishes';
    const started = Date.now();
    const slow = await judge.evaluate(request('echo-sum'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(slow.cases[0]).toMatchObject({ statusId: STATUS.INTERNAL_ERROR });
    expect(slow.cases[0]!.message).toMatch(/no result within/);
    fake.mode = 'malformed';
    expect((await judge.evaluate(request('echo-sum'))).cases[0]!.statusId).toBe(STATUS.INTERNAL_ERROR);
    const gone = new Judge({ concurrency: 1, queueLimit: 1, sandbox: true, cacheDir: '/nonexistent', judge0: { url: 'http://127.0.0.1:1', timeoutMs: 2000 }, log });
    await gone.init();
    expect((await gone.evaluate(request('echo-sum'))).cases[0]!.statusId).toBe(STATUS.INTERNAL_ERROR);
  });

  it('refuses an answer larger than its cap (Internal Error) and keeps only the first 64 KB of stderr', async () => {
    const judge = await judgeWith();
    const huge = await judge.evaluate(request('huge-output'));
    expect(huge.cases[0]).toMatchObject({ statusId: STATUS.INTERNAL_ERROR });
    expect(huge.cases[0]!.message).toMatch(/answer larger than 64 MB/);
    const long = await judge.evaluate(request('long-stderr'));
    expect(long.cases[0]!.stderr).toHaveLength(STDERR_KEEP_BYTES);
  });

  it('refuses a custom output validator with a clear message and a log line', async () => {
    const judge = await judgeWith();
    const custom = { kind: 'custom', language: 'c++', source: 'int main(){}', flags: [] } as unknown as JudgeRequest['validation'];
    await expect(judge.evaluate(request('echo-sum', undefined, { validation: custom }))).rejects.toThrow(/custom output validators are not supported with the Judge0 backend/);
    expect(logs.some((l) => l.startsWith('error') && l.includes('custom output validator'))).toBe(true);
  });

  it('judges a submission through POST /api/submit/:id with JUDGE0_URL set', async () => {
    const t = await createTestApp({ JUDGE0_URL: fake.url, JUDGE0_AUTH_TOKEN: 'api-token' });
    try {
      const [problem] = await t.server.db.db.select().from(problems).where(eq(problems.id, stableId('two-sum')));
      for (const c of problem!.hiddenTestCases) answers.set(c.input, c.output);
      const before = fake.received.length;
      const api = new ApiClient(t.app);
      await api.signUp();
      // The fake "runs" the learner's program: the code says which answers it prints.
      const right = await api.post(`/api/submit/${stableId('two-sum')}`, { code: '// correct\n', language: 'javascript' });
      const sent = fake.received.slice(before);
      expect(sent.length).toBe(problem!.hiddenTestCases.length);
      // Judge0 gets the program the judge runs: the learner's code joined to the problem's driver.
      expect(sent.every((s) => s.languageId === 63 && s.sourceCode.startsWith('// correct\n') && s.sourceCode.includes('function main()'))).toBe(true);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ status: 'accepted', passedTestCases: problem!.hiddenTestCases.length });
      expect(fake.tokensSeen.at(-1)).toBe('api-token');
      fake.mode = 'queue-full';
      const full = await api.post(`/api/submit/${stableId('two-sum')}`, { code: '// correct\n', language: 'javascript' });
      expect(full.statusCode).toBe(503);
      const rows = await t.server.db.db.select({ status: submissions.status }).from(submissions);
      expect(rows.map((r) => r.status)).toEqual(['accepted']);
    } finally {
      await t.close();
    }
  });
});
