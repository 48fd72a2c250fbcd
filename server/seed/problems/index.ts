import type { SeedProblem } from '../types.ts';
import twoSum from './two-sum.ts';
import bestTime from './best-time-to-buy-and-sell-stock.ts';
import maximumSubarray from './maximum-subarray.ts';
import productExceptSelf from './product-of-array-except-self.ts';
import longestConsecutive from './longest-consecutive-sequence.ts';
import trappingRainWater from './trapping-rain-water.ts';
import reverseLinkedList from './reverse-linked-list.ts';
import mergeTwoSortedLists from './merge-two-sorted-lists.ts';
import mergeKSortedLists from './merge-k-sorted-lists.ts';
import climbingStairs from './climbing-stairs.ts';
import coinChange from './coin-change.ts';
import editDistance from './edit-distance.ts';
import numberOfIslands from './number-of-islands.ts';
import courseSchedule from './course-schedule.ts';
import networkDelayTime from './network-delay-time.ts';

/**
 * The built-in problem set, in list order: 6 Array, 3 Linkedlist, 3 DP, 3 Graph
 * (the topic counts of spec §2.3). Content written for this project.
 */
export const BUILT_IN_PROBLEMS: SeedProblem[] = [
  twoSum,
  bestTime,
  maximumSubarray,
  productExceptSelf,
  longestConsecutive,
  trappingRainWater,
  reverseLinkedList,
  mergeTwoSortedLists,
  mergeKSortedLists,
  climbingStairs,
  coinChange,
  editDistance,
  numberOfIslands,
  courseSchedule,
  networkDelayTime,
];
