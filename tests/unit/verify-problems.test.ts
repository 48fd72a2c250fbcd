import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/contract/index.ts';
import { packagesToVerify, verificationRows } from '../../server/modules/packages/verify.ts';

/** The rules of `npm run problems:verify`: which packages it judges, and the table it prints. */

describe('packagesToVerify', () => {
  const hashes = new Map([
    ['two-sum', 'h1'],
    ['min-stack', 'h2'],
    ['new-one', 'h3'],
  ]);
  const verified = { 'two-sum': 'h1', 'min-stack': 'old', gone: 'h9' };

  it('by default takes the new and the changed packages, in list order', () => {
    expect(packagesToVerify(hashes, verified, { all: false, only: [] })).toEqual(['min-stack', 'new-one']);
    expect(packagesToVerify(hashes, { 'two-sum': 'h1', 'min-stack': 'h2', 'new-one': 'h3' }, { all: false, only: [] })).toEqual([]);
  });

  it('takes every package with --all, and only the named ones when slugs are given', () => {
    expect(packagesToVerify(hashes, verified, { all: true, only: [] })).toEqual(['two-sum', 'min-stack', 'new-one']);
    expect(packagesToVerify(hashes, verified, { all: false, only: ['two-sum'] })).toEqual(['two-sum']);
  });
});

describe('verificationRows', () => {
  const submission = (file: string, language: string, expected: string, actual: string | null, timeMs: number | null, matches: boolean | null) => ({ file, language, expected, actual, testCase: null, timeMs, matches });
  const report = {
    time: { limitMs: 2000 },
    testGroups: [
      { name: 'sample', cases: 2 },
      { name: 'secret', cases: 10 },
    ],
    submissions: [
      submission('submissions/accepted/Main.java', 'java', 'accepted', 'Accepted', 130, true),
      submission('submissions/accepted/solution.py', 'python3', 'accepted', 'Accepted', 45, true),
      submission('submissions/accepted/fast.py', 'python3', 'accepted', 'Accepted', 60, true),
      submission('submissions/time_limit_exceeded/slow.cpp', 'c++', 'time_limit_exceeded', 'Time Limit Exceeded', 4004, true),
      submission('submissions/accepted/solution.cpp', 'c++', 'accepted', 'Accepted', 13, true),
      submission('submissions/wrong_answer/off_by_one.py', 'python3', 'wrong_answer', 'Accepted', 40, false),
      submission('submissions/accepted/sol.go', 'go', 'accepted', null, null, null),
    ],
  } as unknown as ImportReport;

  it('gives one row per language in the judge\'s order: tests, slowest reference against that language\'s limit, the others\' verdicts', () => {
    expect(verificationRows('two-sum', report)).toEqual([
      '| two-sum | c++ | 12 | 13 / 2000 | slow.cpp: Time Limit Exceeded |',
      '| two-sum | java | 12 | 130 / 4000 | — |',
      '| two-sum | python3 | 12 | 60 / 6000 | off_by_one.py: Accepted (expected wrong_answer) |',
      '| two-sum | go | 12 | — | — |',
    ]);
  });
});
