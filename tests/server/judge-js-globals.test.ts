import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';
import { LEETCODE_GLOBALS_CASES } from '../support/leetcode-globals.ts';

/**
 * JavaScript on the judge has LeetCode's globals (@datastructures-js priority queues and queue)
 * without importing anything, in the real sandbox: the programs of tests/support/leetcode-globals.ts,
 * written for priority-queue 6.x and for 5.x, are Accepted with the output the offline runner gives.
 */
const t = judgeTestAppForSuite();

function judge(code: string, tests: { input: string; output: string }[]) {
  return t.server.judge.evaluate({ language: 'javascript', code, tests, timeLimitMs: 2000, memoryLimitKb: 256 * 1024, stopOnFirstFailure: false });
}

describe('LeetCode JavaScript globals', () => {
  it.each(LEETCODE_GLOBALS_CASES)('$name is Accepted', async ({ program, input, output }) => {
    const outcome = await judge(program, [{ input, output }]);
    expect(outcome.compileOutput).toBeNull();
    expect(outcome.cases.map((c) => [c.statusId, c.stdout, c.stderr])).toEqual([[STATUS.ACCEPTED, output, '']]);
  });

  it("a program's own class Queue shadows the global, and a syntax error still reads like node --check", async () => {
    const own = await judge('class Queue { constructor() { this.mine = true; } }\nconsole.log(new Queue().mine);\n', [{ input: '', output: 'true\n' }]);
    expect(own.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED]);
    const broken = await judge('const x = ;\n', [{ input: '', output: '' }]);
    expect(broken.compileOutput).toContain('/box/main.js:1');
    expect(broken.compileOutput).toContain('SyntaxError: Unexpected token');
  });
});
