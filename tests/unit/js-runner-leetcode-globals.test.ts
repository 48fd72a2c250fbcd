/**
 * The offline runner's runtime, run directly in Node, has LeetCode's JavaScript globals like the
 * judge (tests/server/judge-js-globals.test.ts): the same programs print the same output. The
 * programs written for priority-queue 6.x print it with the package's own classes too, and the
 * rule that gives a queue the 5.x or the 6.x behaviour (common/judging/leetcode-queues.ts) holds.
 */
import * as priorityQueues from '@datastructures-js/priority-queue';
import { describe, expect, it } from 'vitest';
import { ProgramRun } from '../../src/workers/node-runtime.ts';
import { leetCodeGlobals } from '../../src/workers/node-runtime/leetcode-globals.ts';
import { LEETCODE_GLOBALS_CASES } from '../support/leetcode-globals.ts';

describe('LeetCode JavaScript globals in the offline runner', () => {
  it.each(LEETCODE_GLOBALS_CASES)('$name gives what the judge gives', async ({ program, input, output }) => {
    const outcome = await new ProgramRun(program, { stdin: input }).start();
    expect(outcome).toMatchObject({ compileError: null, exitCode: 0, stdout: output, stderr: '' });
  });

  it.each(LEETCODE_GLOBALS_CASES.filter((c) => c.style === '6.x'))('$name prints the same with the 6.x package unwrapped', async ({ program, input, output }) => {
    const unwrapped = { PriorityQueue: priorityQueues.PriorityQueue, MinPriorityQueue: priorityQueues.MinPriorityQueue, MaxPriorityQueue: priorityQueues.MaxPriorityQueue };
    const outcome = await new ProgramRun(program, { stdin: input, installGlobals: (g) => Object.assign(g, unwrapped) }).start();
    expect(outcome).toMatchObject({ exitCode: 0, stdout: output, stderr: '' });
  });

  it("a program's own class Queue shadows the global", async () => {
    const outcome = await new ProgramRun('class Queue { constructor() { this.mine = true; } }\nconsole.log(new Queue().mine, typeof MaxPriorityQueue);\n', { stdin: '' }).start();
    expect(outcome).toMatchObject({ exitCode: 0, stdout: 'true function\n', stderr: '' });
  });
});

describe('which queues behave as priority-queue 5.x', () => {
  const { PriorityQueue, MinPriorityQueue, MaxPriorityQueue } = leetCodeGlobals();

  it('a bare Min/Max queue takes the style of its first enqueue, then keeps it', () => {
    const v6 = new MinPriorityQueue().enqueue(4).enqueue(2, 1).enqueue(3);
    expect([v6.dequeue(), v6.dequeue(), v6.toArray()]).toEqual([2, 3, [4]]);
    const v5 = new MaxPriorityQueue().enqueue('a', 1).enqueue(7).enqueue('b', '3');
    expect(v5.toArray()).toEqual([{ priority: 7, element: 7 }, { priority: 3, element: 'b' }, { priority: 1, element: 'a' }]);
    const cleared = new MinPriorityQueue();
    cleared.clear();
    expect(cleared.enqueue('z', 2).front()).toEqual({ priority: 2, element: 'z' });
  });

  it('a value getter or a compare function makes a 6.x queue: a second argument is ignored', () => {
    const getter = new MinPriorityQueue((x: { v: number }) => x.v).enqueue({ v: 2 }, 0).enqueue({ v: 1 }, 9);
    expect(getter.dequeue()).toEqual({ v: 1 });
    const compared = new PriorityQueue((a: number, b: number) => b - a).enqueue(1, 5).enqueue(3);
    expect([...compared]).toEqual([3, 1]);
  });

  it('5.x results are fresh objects; remove and contains see them too', () => {
    const q = new MinPriorityQueue({ priority: (x: { v: number }) => x.v });
    q.enqueue({ v: 3 }).enqueue({ v: 1 });
    const front = q.front() as { priority: number };
    front.priority = 100;
    expect(q.front()).toEqual({ priority: 1, element: { v: 1 } });
    expect(q.contains((e) => (e as { priority: number }).priority === 3)).toBe(true);
    expect(q.remove((e) => (e as { priority: number }).priority === 3)).toEqual([{ priority: 3, element: { v: 3 } }]);
    expect([...q]).toEqual([{ priority: 1, element: { v: 1 } }]);
  });

  it('bad arguments throw as 6.x or 5.x do', () => {
    expect(() => new PriorityQueue()).toThrow('PriorityQueue constructor expects a compare function');
    expect(() => new PriorityQueue({ priority: (x: number) => x })).toThrow('PriorityQueue constructor expects a compare function');
    expect(() => new MinPriorityQueue({ compare: 3 })).toThrow('.constructor expects a valid compare function');
    expect(() => new MaxPriorityQueue({ priority: 'v' })).toThrow('.constructor expects a valid priority function');
    expect(() => new MinPriorityQueue(5)).toThrow('MinPriorityQueue constructor requires a callback for object values');
    expect(() => new MinPriorityQueue({}).enqueue(1, 'high')).toThrow('.enqueue expects a numeric priority');
    expect(() => new MinPriorityQueue({}).enqueue({ v: 1 })).toThrow('.enqueue expects a numeric priority or a constructor callback that returns a number');
  });

  it('the classes carry the package names, and each call makes new ones', () => {
    expect([PriorityQueue.name, MinPriorityQueue.name, MaxPriorityQueue.name]).toEqual(['PriorityQueue', 'MinPriorityQueue', 'MaxPriorityQueue']);
    expect(new MinPriorityQueue()).toBeInstanceOf(MinPriorityQueue);
    expect(leetCodeGlobals().MinPriorityQueue).not.toBe(MinPriorityQueue);
    expect('from' in PriorityQueue).toBe(false);
    class Tasks extends MinPriorityQueue {
      constructor() {
        super((t: { due: number }) => t.due);
      }
    }
    expect(new Tasks().enqueue({ due: 3 }).enqueue({ due: 1 }).dequeue()).toEqual({ due: 1 });
  });
});
