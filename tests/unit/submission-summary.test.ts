import { describe, expect, it } from 'vitest';
import { FAILED_TEST_FIELD_BYTES, STATUS } from '../../common/contract/submission.ts';
import { clip, summarise } from '../../server/modules/submissions/verdict-summary.ts';

const tests = [
  { input: '1 2\n', output: '3\n' },
  { input: 'x'.repeat(5000), output: 'y\n' },
  { input: 'secret third\n', output: 'z\n' },
];
const pass = { statusId: STATUS.ACCEPTED, description: 'Accepted', stdout: '3\n', stderr: '', timeMs: 5, memoryKb: 1000 };

describe('verdict summary', () => {
  it('Accepted: runtime is the sum, memory the max, no test shown', () => {
    const s = summarise({ compileOutput: null, cases: [pass, { ...pass, timeMs: 7, memoryKb: 3000 }, pass] }, tests);
    expect(s).toMatchObject({ status: 'accepted', statusId: STATUS.ACCEPTED, passedTestCases: 3, totalTestCases: 3, runtimeMs: 17, memoryKb: 3000, errorMessage: null, failedTestCase: null });
  });

  it('a failure names the verdict only and details the first failing test, clipped', () => {
    const failing = { ...pass, statusId: STATUS.RE_NZEC, description: 'Runtime Error (NZEC)', stdout: '', stderr: 'x'.repeat(5000) };
    const s = summarise({ compileOutput: null, cases: [pass, failing] }, tests);
    expect(s.status).toBe('error');
    expect(s.errorMessage).toBe('Runtime Error (NZEC)');
    expect(s.passedTestCases).toBe(1);
    expect(s.failedTestCase!.input.startsWith('xxx')).toBe(true);
    expect(s.failedTestCase!.input.endsWith('… (truncated)')).toBe(true);
    expect(Buffer.byteLength(s.failedTestCase!.stderr)).toBeLessThanOrEqual(FAILED_TEST_FIELD_BYTES + 20);
    expect(JSON.stringify(s)).not.toContain('secret third');
  });

  it('Wrong Answer is "wrong"; Internal Error shows no test; a compilation error shows the compiler', () => {
    expect(summarise({ compileOutput: null, cases: [{ ...pass, statusId: STATUS.WRONG_ANSWER, description: 'Wrong Answer' }] }, tests).status).toBe('wrong');
    expect(summarise({ compileOutput: null, cases: [{ ...pass, statusId: STATUS.INTERNAL_ERROR, description: 'Internal Error' }] }, tests).failedTestCase).toBeNull();
    const ce = summarise({ compileOutput: 'main.cpp:1: error', cases: [] }, tests);
    expect(ce).toMatchObject({ statusId: STATUS.COMPILATION_ERROR, errorMessage: 'Compilation Error\nmain.cpp:1: error', failedTestCase: null });
  });

  it("Wrong Answer carries the output validator's message in the failed-test detail, not in errorMessage", () => {
    const wa = { ...pass, statusId: STATUS.WRONG_ANSWER, description: 'Wrong Answer', stdout: '4\n', message: 'Wrong answer on line 1: read 4, expected 3' };
    const s = summarise({ compileOutput: null, cases: [wa] }, tests);
    expect(s.errorMessage).toBe('Wrong Answer');
    expect(s.failedTestCase).toEqual({ input: '1 2\n', expectedOutput: '3\n', output: '4\n', stderr: '', judgeMessage: 'Wrong answer on line 1: read 4, expected 3' });
    expect(summarise({ compileOutput: null, cases: [{ ...wa, message: undefined }] }, tests).failedTestCase).not.toHaveProperty('judgeMessage');
  });

  it('clip never cuts a character in half', () => {
    const s = 'é'.repeat(2000); // 2 bytes each
    const c = clip(s, 1001);
    expect(c.endsWith('… (truncated)')).toBe(true);
    expect(c.replace('… (truncated)', '')).toBe('é'.repeat(500));
    expect(clip('short')).toBe('short');
  });
});
