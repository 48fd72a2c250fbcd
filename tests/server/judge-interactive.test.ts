import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../common/contract/common.ts';
import { STATUS } from '../../common/contract/submission.ts';
import type { OutputValidation } from '../../common/judging/validation.ts';
import type { JudgeOutcome, JudgeTestCase } from '../../server/judge/judge.ts';
import {
  GUESS_BINARY_SEARCH,
  GUESS_BINARY_SEARCH_JS,
  GUESS_CRASH,
  GUESS_HOSTILE,
  GUESS_INTERACTOR,
  GUESS_LINEAR,
  GUESS_SILENT,
  GUESS_SPIN,
  GUESS_WRONG_THEN_SPIN,
  GUESS_TESTS,
} from '../support/interactive-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Interactive problems in the real sandbox: the program and the interactor (the problem's output
 * validator) run side by side, each in its sandbox, joined by pipes; verdicts follow problemtools'.
 */
let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  expect(t.server.judge.unavailable).toBeNull();
  t.server.judge.setLogger({ info: () => undefined, warn: () => undefined, error: (m: string) => void logged.push(m) });
});
afterAll(async () => {
  await t?.close();
});

const interactive = (flags: string[] = []): OutputValidation => ({
  kind: 'custom',
  language: 'c++',
  files: [{ name: 'interactor.cpp', content: GUESS_INTERACTOR }],
  flags,
  interactive: true,
});

function judge(language: Language, code: string, tests: JudgeTestCase[] = GUESS_TESTS, flags: string[] = []): Promise<JudgeOutcome> {
  return t.server.judge.evaluate({ language, code, tests, timeLimitMs: 1000, memoryLimitKb: 262144, validation: interactive(flags), stopOnFirstFailure: false });
}
const statuses = (o: JudgeOutcome) => {
  expect(o.compileOutput).toBeNull();
  return o.cases.map((c) => c.statusId);
};

describe('interactive problems', () => {
  it('accepts a binary search in C++ and in JavaScript', async () => {
    expect(statuses(await judge('c++', GUESS_BINARY_SEARCH))).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED, STATUS.ACCEPTED]);
    expect(statuses(await judge('javascript', GUESS_BINARY_SEARCH_JS))).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED, STATUS.ACCEPTED]);
  });

  it('gives Wrong Answer with the interactor\'s message for too many guesses', async () => {
    const o = await judge('c++', GUESS_LINEAR, [GUESS_TESTS[0]!, { input: '10 2\n', output: '2\n' }]);
    expect(statuses(o)).toEqual([STATUS.WRONG_ANSWER, STATUS.ACCEPTED]);
    expect(o.cases[0]!.message).toBe('too many guesses: more than 4');
  });

  it('gives the interactor\'s Wrong Answer when it ends first, though the program then spins (problemtools\' guess_tle)', async () => {
    const o = await judge('c++', GUESS_WRONG_THEN_SPIN, [GUESS_TESTS[0]!]);
    expect(statuses(o)).toEqual([STATUS.WRONG_ANSWER]);
    expect(o.cases[0]!.message).toMatch(/too many guesses/);
    expect(o.cases[0]!.judgedFirst).toBe(true);
  });

  it('gives Time Limit Exceeded to a program that spins, and to one that waits for a reply it never asked for (idleness)', async () => {
    const spin = await judge('c++', GUESS_SPIN, [GUESS_TESTS[0]!]);
    expect(statuses(spin)).toEqual([STATUS.TIME_LIMIT]);
    expect(spin.cases[0]!.message).toBeUndefined();
    const silent = await judge('c++', GUESS_SILENT, [GUESS_TESTS[0]!]);
    expect(statuses(silent)).toEqual([STATUS.TIME_LIMIT]);
    expect(silent.cases[0]!.message).toMatch(/^Idleness limit: the program and the interactor were both waiting/);
  });

  it('gives Runtime Error to a program that crashes mid-dialogue, not the interactor\'s Wrong Answer', async () => {
    const o = await judge('c++', GUESS_CRASH, [GUESS_TESTS[0]!]);
    expect(statuses(o)).toEqual([STATUS.RE_SIGABRT]);
  });

  it('ends a program that never reads its input and an interactor that never exits by the wall clock, and the judge goes on', async () => {
    const hostile = await judge('c++', GUESS_HOSTILE, [GUESS_TESTS[0]!]);
    expect(statuses(hostile)).toEqual([STATUS.TIME_LIMIT]);
    logged.length = 0;
    const hung = await judge('c++', GUESS_BINARY_SEARCH, [GUESS_TESTS[0]!], ['hang']);
    expect(statuses(hung)).toEqual([STATUS.INTERNAL_ERROR]);
    expect(logged.join('\n')).toMatch(/interactor exceeded its time limit/);
    // Nothing was left behind: the next job runs as usual.
    expect(statuses(await judge('c++', GUESS_BINARY_SEARCH, [GUESS_TESTS[1]!]))).toEqual([STATUS.ACCEPTED]);
  });
});
