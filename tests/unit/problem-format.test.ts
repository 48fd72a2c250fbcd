import { describe, expect, it } from 'vitest';
import type { RunCaseResult } from '../../common/contract/index.ts';
import { casePassed, caseUnchecked, formatMemory, formatRuntime, resultMismatch, statusBadgeClass, summariseRun, verdictBadge } from '../../src/features/problem/format.ts';

const runCase = (over: Partial<RunCaseResult>): RunCaseResult => ({
  stdin: '1\n',
  expected_output: '1\n',
  stdout: '1\n',
  stderr: null,
  compile_output: null,
  status_id: 3,
  status: { id: 3, description: 'Accepted' },
  time: 0.01,
  memory: 1000,
  ...over,
});

describe('formatRuntime (spec §9: seconds, 2 decimals)', () => {
  it('rounds to two decimals', () => {
    expect(formatRuntime(0)).toBe('0.00 s');
    expect(formatRuntime(0.1234)).toBe('0.12 s');
    expect(formatRuntime(0.125)).toBe('0.13 s');
    expect(formatRuntime(1.5)).toBe('1.50 s');
    expect(formatRuntime(12.999)).toBe('13.00 s');
  });
  it('never shows negative or non-finite values', () => {
    expect(formatRuntime(-1)).toBe('0.00 s');
    expect(formatRuntime(Number.NaN)).toBe('–');
    expect(formatRuntime(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('formatMemory (spec §9: KB under 1024, else MB to 2 decimals)', () => {
  it('shows – where nothing was measured (0 KB: the offline runner, a compile error)', () => {
    expect(formatMemory(0)).toBe('–');
    expect(formatMemory(Number.NaN)).toBe('–');
    expect(formatMemory(0.2)).toBe('1 KB');
  });
  it('shows KB below 1024', () => {
    expect(formatMemory(512)).toBe('512 KB');
    expect(formatMemory(1023)).toBe('1023 KB');
    expect(formatMemory(1023.4)).toBe('1023 KB');
  });
  it('switches to MB at exactly 1024 KB', () => {
    expect(formatMemory(1024)).toBe('1.00 MB');
    expect(formatMemory(1536)).toBe('1.50 MB');
    expect(formatMemory(262144)).toBe('256.00 MB');
  });
  it('handles bad input', () => {
    expect(formatMemory(-5)).toBe('–');
    expect(formatMemory(Number.NaN)).toBe('–');
  });
});

describe('statusBadgeClass (spec §4 submission status display)', () => {
  it.each([
    ['accepted', 'badge-success'],
    ['wrong', 'badge-error'],
    ['error', 'badge-warning'],
    ['pending', 'badge-info'],
    ['something else', 'badge-neutral'],
    ['', 'badge-neutral'],
  ])('%s → %s', (status, cls) => {
    expect(statusBadgeClass(status)).toBe(cls);
  });
});

describe('verdictBadge', () => {
  it('reads a partial score as "Partially accepted" on an informational badge, whatever verdict failed', () => {
    expect(verdictBadge('error', 'Error', 50, 100)).toEqual({ label: 'Partially accepted', className: 'badge-info' });
    expect(verdictBadge('wrong', 'Wrong Answer', 0.5, 100)).toEqual({ label: 'Partially accepted', className: 'badge-info' });
  });

  it('keeps the verdict for no points, all points, no score and an accepted submission', () => {
    expect(verdictBadge('wrong', 'Wrong Answer', 0, 100)).toEqual({ label: 'Wrong Answer', className: 'badge-error' });
    expect(verdictBadge('accepted', 'Accepted', 100, 100)).toEqual({ label: 'Accepted', className: 'badge-success' });
    expect(verdictBadge('error', 'Error', null, null)).toEqual({ label: 'Error', className: 'badge-warning' });
    expect(verdictBadge('error', 'Error')).toEqual({ label: 'Error', className: 'badge-warning' });
  });
});

describe('run results', () => {
  it('a case passes only with status id 3', () => {
    expect(casePassed({ status_id: 3 })).toBe(true);
    expect(casePassed({ status_id: 4 })).toBe(false);
    expect(casePassed({ status_id: 6 })).toBe(false);
    // An offline run of a problem with a custom output validator: ran, not checked.
    expect(casePassed({ status_id: 3, status: { description: 'Finished' } })).toBe(false);
    expect(caseUnchecked({ status_id: 3, status: { description: 'Finished' } })).toBe(true);
    expect(caseUnchecked({ status_id: 3, status: { description: 'Accepted' } })).toBe(false);
  });

  it('sums times and takes the peak memory', () => {
    const s = summariseRun([runCase({ time: 0.1, memory: 900 }), runCase({ time: 0.25, memory: 2048, status_id: 4, status: { id: 4, description: 'Wrong Answer' } })]);
    expect(s.passed).toBe(1);
    expect(s.total).toBe(2);
    expect(s.allPassed).toBe(false);
    expect(s.time).toBeCloseTo(0.35);
    expect(s.memory).toBe(2048);
    expect(s.compileOutput).toBeNull();
  });

  it('counts cases whose output only the server can check', () => {
    const finished = runCase({ status: { id: 3, description: 'Finished' } });
    expect(summariseRun([finished, finished])).toMatchObject({ passed: 0, total: 2, allPassed: false, unchecked: 2 });
    expect(summariseRun([runCase({})]).unchecked).toBe(0);
  });

  it('reports all passed only for a non-empty list', () => {
    expect(summariseRun([runCase({}), runCase({})]).allPassed).toBe(true);
    expect(summariseRun([]).allPassed).toBe(false);
  });

  it('surfaces the compiler output on a compilation error', () => {
    const ce = runCase({ status_id: 6, status: { id: 6, description: 'Compilation Error' }, compile_output: "main.cpp:1: error: expected ';'", stdout: '' });
    expect(summariseRun([ce, ce]).compileOutput).toBe("main.cpp:1: error: expected ';'");
    const noText = runCase({ status_id: 6, status: { id: 6, description: 'Compilation Error' }, compile_output: null });
    expect(summariseRun([noText]).compileOutput).toBe('Compilation Error');
  });
});

describe('resultMismatch (a shown result against the language and input on screen)', () => {
  it('is null while the result belongs to what is shown', () => {
    expect(resultMismatch({ language: 'java' }, { language: 'java' })).toBeNull();
    expect(resultMismatch({ language: 'java', stdin: '1\n' }, { language: 'java', stdin: '1\n' })).toBeNull();
  });
  it('names the language the result came from after a switch', () => {
    expect(resultMismatch({ language: 'javascript' }, { language: 'c++' })).toEqual({ otherLanguage: 'javascript', otherInput: false });
  });
  it('notices an edited custom input, alone or with another language', () => {
    expect(resultMismatch({ language: 'java', stdin: '1\n' }, { language: 'java', stdin: '1\n2' })).toEqual({ otherLanguage: null, otherInput: true });
    expect(resultMismatch({ language: 'java', stdin: '1' }, { language: 'javascript', stdin: '2' })).toEqual({ otherLanguage: 'java', otherInput: true });
  });
  it('compares inputs only when both sides have one (a submission or an examples Run has none)', () => {
    expect(resultMismatch({ language: 'java' }, { language: 'java', stdin: 'x' })).toBeNull();
  });
});
