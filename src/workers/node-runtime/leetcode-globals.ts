/**
 * The globals LeetCode's JavaScript environment gives every program without an import, from the
 * same packages and versions as the judge's preload (server/judge/js-globals.ts):
 * `PriorityQueue`, `MinPriorityQueue`, `MaxPriorityQueue` (@datastructures-js/priority-queue) and
 * `Queue` (@datastructures-js/queue).
 */
import { MaxPriorityQueue, MinPriorityQueue, PriorityQueue } from '@datastructures-js/priority-queue';
import { Queue } from '@datastructures-js/queue';

/** The LeetCode globals by name. */
export interface LeetCodeGlobals {
  PriorityQueue: typeof PriorityQueue;
  MinPriorityQueue: typeof MinPriorityQueue;
  MaxPriorityQueue: typeof MaxPriorityQueue;
  Queue: typeof Queue;
}

/** The LeetCode globals (the packages' own classes: a program may extend or replace them). */
export function leetCodeGlobals(): LeetCodeGlobals {
  return { PriorityQueue, MinPriorityQueue, MaxPriorityQueue, Queue };
}
