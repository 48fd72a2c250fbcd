/**
 * Shape of a built-in problem as written in `server/seed/problems/*.ts`.
 *
 * Field names follow the product spec (§3 Problem): `Aprouch`, `visibleTestCases`,
 * `hiddenTestCases`, `startCode`, `referenceSolution`. Every program is a full
 * stdin → stdout program; test-case `input` is the exact stdin and `output` the
 * exact expected stdout (compared ignoring trailing whitespace per line and
 * trailing blank lines).
 */
import type { Difficulty, Language, Tag } from '../../common/contract/common.ts';

export type { Difficulty, Language, Tag };

export interface SeedTestCase {
  /** Exact stdin given to the program. */
  input: string;
  /** Exact expected stdout. */
  output: string;
}

export interface SeedVisibleTestCase extends SeedTestCase {
  /** Why the output is what it is, shown under the example. */
  explanation: string;
}

export interface SeedApproach {
  name: 'Brute Force' | 'Better Aprouch' | 'Optimized Aprouch';
  /** Key ideas, one per entry. */
  concept: string[];
  /** Steps of the algorithm; `inline code` marks are allowed. */
  steps: string[];
  /** Exactly two entries: [time complexity, space complexity], e.g. ['O(n^2)', 'O(1)']. */
  complexities: [string, string];
}

export interface SeedProblem {
  /** Stable, unique, kebab-case; the problem id is derived from it. */
  slug: string;
  title: string;
  /** Plain text; paragraphs separated by blank lines; may use `inline code`. States input and output format and constraints. */
  description: string;
  difficulty: Difficulty;
  tags: Tag;
  /** CPU time limit per test case in ms for C++ (Java and JavaScript get a language factor). Default 2000. */
  timeLimitMs?: number;
  /** Memory limit per test case in KB. Default 262144 (256 MB). */
  memoryLimitKb?: number;
  /** At least 2, shown to learners as numbered examples and used by Run. */
  visibleTestCases: SeedVisibleTestCase[];
  /** At least 8 in total together with `largeTestCases()`, including edge cases; never sent to learners. */
  hiddenTestCases: SeedTestCase[];
  /** Deterministically generated large hidden test cases (at least one); output computed here in TS. */
  largeTestCases: () => SeedTestCase[];
  /** Exactly 3: c++, java, javascript. Full programs that read stdin and print; the learner fills one function. */
  startCode: { language: Language; initialCode: string }[];
  /** Exactly 3: c++, java, javascript. Full accepted programs. */
  referenceSolution: { language: Language; completeCode: string }[];
  /** Exactly 3, in order: Brute Force, Better Aprouch, Optimized Aprouch. */
  Aprouch: SeedApproach[];
}
