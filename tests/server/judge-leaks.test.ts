import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED_TEST_FIELD_BYTES, STATUS } from '../../common/contract/submission.ts';
import { bootServer, type Server } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { problems } from '../../server/db/schema.ts';
import { ApiClient } from '../support/client.ts';
import { pgliteSeed } from '../support/database-seed.ts';
import { JUDGE_CACHE_DIR } from '../support/test-server.ts';

/**
 * Hidden test data leaves the server through one door only: the first failing test's
 * detail, each field cut to 2 KB. Not in `errorMessage`, not in the logs, not for any
 * other test.
 */
let server: Server;
let logs = '';
let api: ApiClient;
let problem: { id: string; hiddenTestCases: { input: string; output: string }[] };

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += String(chunk);
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), `pj-test-${randomBytes(4).toString('hex')}`), JUDGE_CACHE_DIR, LOG_LEVEL: 'info' });
  config.pgliteDir = 'memory://';
  const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir: await pgliteSeed(JUDGE_CACHE_DIR) });
  server = await bootServer(config, { logger: { level: 'trace', stream }, database });
  api = new ApiClient(server.app);
  await api.signUp();
  // The problem with the most hidden test cases.
  const rows = await server.db.db.select({ id: problems.id, hiddenTestCases: problems.hiddenTestCases }).from(problems);
  problem = rows.sort((a, b) => b.hiddenTestCases.length - a.hiddenTestCases.length)[0]!;
  expect(problem.hiddenTestCases.length).toBeGreaterThan(2);
});
afterAll(async () => {
  await server?.close();
});

/** Echoes all of stdin to stderr, then fails in the given way. */
const echo = (ending: string) => `const d = require("fs").readFileSync(0, "utf8"); process.stderr.write(d); ${ending}`;

const leaksAnyHiddenInput = (text: string) =>
  problem.hiddenTestCases.some((t) => {
    const probe = t.input.trim().slice(0, 40);
    return probe.length >= 3 && text.includes(probe);
  });

describe('a program that prints its hidden input to stderr', () => {
  it.each([
    ['exits non-zero', 'process.exit(1);', STATUS.RE_NZEC],
    ['times out', 'for(;;){}', STATUS.TIME_LIMIT],
    ['prints a wrong answer', 'console.log("nope");', STATUS.WRONG_ANSWER],
  ])('%s: only the first failing test is shown, cut to 2 KB', async (_name, ending, statusId) => {
    const before = logs.length;
    const res = await api.post(`/api/submit/${problem.id}`, { language: 'javascript', code: echo(ending) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status_id).toBe(statusId);
    // The verdict text names the verdict, nothing else.
    expect(body.errorMessage).not.toContain('\n');
    expect(leaksAnyHiddenInput(body.errorMessage)).toBe(false);
    // The first failing test — the first test, since every test fails — in the one place meant for it.
    const first = problem.hiddenTestCases[0]!;
    const clipped = (s: string) => (Buffer.byteLength(s) <= FAILED_TEST_FIELD_BYTES ? s : null);
    expect(body.failedTestCase).not.toBeNull();
    if (clipped(first.input)) expect(body.failedTestCase.input).toBe(first.input);
    for (const field of ['input', 'expectedOutput', 'output', 'stderr'] as const) {
      expect(Buffer.byteLength(body.failedTestCase[field])).toBeLessThanOrEqual(FAILED_TEST_FIELD_BYTES + 20);
    }
    if (statusId !== STATUS.TIME_LIMIT) expect(body.failedTestCase.stderr.slice(0, 100)).toBe(first.input.slice(0, 100));
    // No other test's input anywhere in the answer.
    const others = problem.hiddenTestCases.slice(1).map((t) => t.input.trim()).filter((s) => s.length >= 8 && !first.input.includes(s));
    for (const o of others) expect(res.body).not.toContain(o.slice(0, 60));
    // The stored submission says the same and no more.
    const [stored] = (await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${problem.id}`)).json();
    expect(stored.errorMessage).toBe(body.errorMessage);
    expect(stored.failedTestCase).toEqual(body.failedTestCase);
    // And nothing of it reached the log.
    expect(leaksAnyHiddenInput(logs.slice(before))).toBe(false);
  });

  it('an accepted submission shows no test at all', async () => {
    const [row] = await server.db.db.select({ referenceSolution: problems.referenceSolution }).from(problems).where(eq(problems.id, problem.id));
    const code = row!.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    const body = (await api.post(`/api/submit/${problem.id}`, { language: 'javascript', code })).json();
    expect(body.status).toBe('accepted');
    expect(body.failedTestCase).toBeNull();
    expect(body.errorMessage).toBeNull();
  });
});

describe('runCode', () => {
  it('checks the body before it loads anything', async () => {
    for (const bad of [{}, { language: 'javascript' }, { code: 'x', language: 'cobol' }]) {
      const res = await api.post(`/api/submit/runCode/${problem.id}`, bad);
      expect(res.statusCode).toBe(400);
    }
    // An unknown problem with a bad body is a 400 as well: the body is checked first.
    expect((await api.post('/api/submit/runCode/000000000000000000000000', {})).statusCode).toBe(400);
  });
});
