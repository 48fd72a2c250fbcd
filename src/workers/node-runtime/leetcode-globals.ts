/**
 * The globals LeetCode's JavaScript environment gives every program without an import, built
 * like the judge's preload (server/judge/js-globals.ts): `PriorityQueue`, `MinPriorityQueue`,
 * `MaxPriorityQueue` (@datastructures-js/priority-queue 6.x, with its 5.x API kept working by
 * common/judging/leetcode-queues.ts) and `Queue` (@datastructures-js/queue), at the versions of
 * common/contract/languages-info.ts.
 */
import * as priorityQueues from '@datastructures-js/priority-queue';
import { Queue } from '@datastructures-js/queue';
import { leetCodePriorityQueues, type LeetCodePriorityQueues } from '../../../common/judging/leetcode-queues.ts';

/** The LeetCode globals by name. */
export interface LeetCodeGlobals extends LeetCodePriorityQueues {
  Queue: typeof Queue;
}

/**
 * The LeetCode globals: new priority-queue classes for each call (a program may extend or change
 * them without affecting the next run), and the queue package's own `Queue`.
 */
export function leetCodeGlobals(): LeetCodeGlobals {
  return { ...leetCodePriorityQueues(priorityQueues), Queue };
}
