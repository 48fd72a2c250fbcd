import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';
import { LEETCODE_GLOBALS_INPUT, LEETCODE_GLOBALS_OUTPUT, LEETCODE_GLOBALS_PROGRAM } from '../support/leetcode-globals.ts';

/**
 * JavaScript on the judge has LeetCode's globals (@datastructures-js priority queues and queue)
 * without importing anything, in the real sandbox.
 */
const t = judgeTestAppForSuite();

function judge(code: string, tests: { input: string; output: string }[]) {
  return t.server.judge.evaluate({ language: 'javascript', code, tests, timeLimitMs: 2000, memoryLimitKb: 256 * 1024, stopOnFirstFailure: false });
}

describe('LeetCode JavaScript globals', () => {
  it('MinPriorityQueue, MaxPriorityQueue, PriorityQueue with a compare function and Queue are Accepted', async () => {
    const outcome = await judge(LEETCODE_GLOBALS_PROGRAM, [{ input: LEETCODE_GLOBALS_INPUT, output: LEETCODE_GLOBALS_OUTPUT }]);
    expect(outcome.compileOutput).toBeNull();
    expect(outcome.cases.map((c) => [c.statusId, c.stdout, c.stderr])).toEqual([[STATUS.ACCEPTED, LEETCODE_GLOBALS_OUTPUT, '']]);
  });

  it("a program's own class Queue shadows the global, and a syntax error still reads like node --check", async () => {
    const own = await judge('class Queue { constructor() { this.mine = true; } }\nconsole.log(new Queue().mine);\n', [{ input: '', output: 'true\n' }]);
    expect(own.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED]);
    const broken = await judge('const x = ;\n', [{ input: '', output: '' }]);
    expect(broken.compileOutput).toContain('/box/main.js:1');
    expect(broken.compileOutput).toContain('SyntaxError: Unexpected token');
  });
});
