import * as z from 'zod/mini';
import { DIFFICULTIES, LANGUAGES, MAX_TOPICS, TAGS, TOPICS } from '../../../common/contract/common.ts';

/**
 * `pocket.yaml`: the one extension file of a package, for what the Kattis format does not carry.
 * Every key is optional; the importer fills a default for each one missing and reports it.
 *
 * ```yaml
 * position: 1                  # list order of a built-in problem
 * difficulty: easy             # easy | medium | hard
 * tag: Array                   # Array | Linkedlist | DP | Graph
 * topics: [Arrays & Hashing]   # one or more of TOPICS (common/contract/common.ts)
 * sampleExplanations:          # data/sample/<name>.in → the example's explanation
 *   "01": nums[1] + nums[2] = 9 …
 * startCode:                   # per language (c++, java, javascript, python3), either
 *   c++:
 *     template: submissions/accepted/solution.cpp   # a program with a // @solution region …
 *     stub: |                                       # … replaced by this text; a // @learner region
 *       // Write your code here                     # around it is all the learner sees, the rest
 *                                                   # is the driver (server/modules/packages/regions.ts)
 *   java:
 *     code: |                                       # or the start code as it is …
 *       …
 *     driver: |                                     # … with, optionally, the driver: a whole program
 *       …                                           # with a line "// @learner-code" (common/domain/driver.ts)
 * approaches:                  # the three approaches (Brute Force, Better Aprouch, Optimized Aprouch)
 *   - name: Brute Force
 *     concept: [ … ]
 *     steps: [ … ]
 *     complexities: [ "O(n^2)", "O(1)" ]            # time, space
 * ```
 */
const startCodeEntrySchema = z.union([
  z.strictObject({ template: z.string().check(z.minLength(1)), stub: z.string() }),
  z.strictObject({ code: z.string().check(z.minLength(1)), driver: z.optional(z.string()) }),
]);

export const pocketApproachSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  concept: z.array(z.string()),
  steps: z.array(z.string()),
  complexities: z.tuple([z.string(), z.string()]),
});

export const pocketYamlSchema = z.strictObject({
  position: z.optional(z.int().check(z.nonnegative())),
  difficulty: z.optional(z.enum(DIFFICULTIES)),
  tag: z.optional(z.enum(TAGS)),
  topics: z.optional(z.array(z.enum(TOPICS)).check(z.minLength(1), z.maxLength(MAX_TOPICS), z.refine((t) => new Set(t).size === t.length, 'a topic is listed twice'))),
  sampleExplanations: z.optional(z.record(z.string(), z.string())),
  startCode: z.optional(z.partialRecord(z.enum(LANGUAGES), startCodeEntrySchema)),
  approaches: z.optional(z.array(pocketApproachSchema)),
});
export type PocketYaml = z.infer<typeof pocketYamlSchema>;
