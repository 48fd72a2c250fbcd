/**
 * The offline runner's runtime, run directly in Node, has LeetCode's JavaScript globals like the
 * judge (tests/server/judge-js-globals.test.ts): the same program prints the same output.
 */
import { describe, expect, it } from 'vitest';
import { ProgramRun } from '../../src/workers/node-runtime.ts';
import { LEETCODE_GLOBALS_INPUT, LEETCODE_GLOBALS_OUTPUT, LEETCODE_GLOBALS_PROGRAM } from '../support/leetcode-globals.ts';

describe('LeetCode JavaScript globals in the offline runner', () => {
  it('MinPriorityQueue, MaxPriorityQueue, PriorityQueue with a compare function and Queue give what the judge gives', async () => {
    const outcome = await new ProgramRun(LEETCODE_GLOBALS_PROGRAM, { stdin: LEETCODE_GLOBALS_INPUT }).start();
    expect(outcome).toMatchObject({ compileError: null, exitCode: 0, stdout: LEETCODE_GLOBALS_OUTPUT, stderr: '' });
  });

  it("a program's own class Queue shadows the global", async () => {
    const outcome = await new ProgramRun('class Queue { constructor() { this.mine = true; } }\nconsole.log(new Queue().mine, typeof MaxPriorityQueue);\n', { stdin: '' }).start();
    expect(outcome).toMatchObject({ exitCode: 0, stdout: 'true function\n', stderr: '' });
  });
});
