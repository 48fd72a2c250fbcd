import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { difficultySchema, languageSchema, tagSchema, topicSchema } from './common.ts';
import { publicValidationSchema } from '../judging/validation.ts';

/** Problem payloads (spec §3 Problem, §7 getAllPrblm / getPrblmById). */

export const visibleTestCaseSchema = lazySchema(() => z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string(),
}));
export type VisibleTestCase = z.infer<typeof visibleTestCaseSchema>;

export const approachSchema = lazySchema(() => z.object({
  name: z.string(),
  concept: z.array(z.string()),
  steps: z.array(z.string()),
  /** [time, space] */
  complexities: z.array(z.string()),
}));
export type Approach = z.infer<typeof approachSchema>;

/** One entry of GET /api/prblm/getAllPrblm and getAllUserSolvedPrblms. */
export const problemSummarySchema = lazySchema(() => z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  tags: tagSchema,
  /** The problem's topics (common/contract/common.ts TOPICS); absent from servers before topics: {@link topicsOf} gives the tag's. */
  topics: z.optional(z.array(topicSchema)),
}));
export type ProblemSummary = z.infer<typeof problemSummarySchema>;
export const problemListSchema = lazySchema(() => z.array(problemSummarySchema));

/** One entry of GET /api/prblm/getAllPrblm: the summary plus submission counts over all learners. */
export const problemListEntrySchema = lazySchema(() => z.extend(problemSummarySchema, {
  /** Judged submissions with the verdict Accepted. */
  acceptedCount: z.int().check(z.gte(0)),
  /** Judged submissions (pending ones not counted). */
  submissionCount: z.int().check(z.gte(0)),
  /** ISO time of the problem's last change (its text, tests or video): a cached copy older than this is refetched. */
  updatedAt: z.optional(z.string()),
}));
export type ProblemListEntry = z.infer<typeof problemListEntrySchema>;
export const problemListEntriesSchema = lazySchema(() => z.array(problemListEntrySchema));

/**
 * GET /api/prblm/progress (signed in): the problems the caller submitted to (solved or not), their
 * best scores on scoring problems, and the times of their accepted submissions over the last {@link PROGRESS_DAYS} days (ISO, newest
 * first, at most {@link PROGRESS_MAX_ACCEPTED}).
 */
export const progressSchema = lazySchema(() => z.object({
  attempted: z.array(z.string()),
  acceptedAt: z.array(z.string()),
  /**
   * Scoring problems the caller submitted to: problem id → the best score of their judged submissions and
   * the full score. Solved means Accepted (full score); absent in answers of servers before scoring.
   */
  bestScores: z.optional(z.record(z.string(), z.object({ best: z.number(), max: z.number() }))),
}));
export type Progress = z.infer<typeof progressSchema>;
/** Days of accepted-submission history in {@link Progress}. */
export const PROGRESS_DAYS = 400;
/** Accepted-submission times in {@link Progress} at most. */
export const PROGRESS_MAX_ACCEPTED = 5000;

/**
 * Path prefix of a problem's statement images (`<prefix><sha256 of the bytes>.<png|jpg|jpeg|gif>`):
 * content-addressed, immutable, served by the server and kept by the service worker for offline reading.
 */
export const STATEMENT_FILE_URL = '/statement-files/';

/** A statement image's name under {@link STATEMENT_FILE_URL}: the SHA-256 of its bytes in hex and its extension. */
export const STATEMENT_FILE_NAME = /^[0-9a-f]{64}\.(png|jpe?g|gif)$/;

/** Whether `src` is a statement image's path on this server (`/statement-files/<sha256>.<ext>`). */
export const isStatementFileUrl = (src: string) => src.startsWith(STATEMENT_FILE_URL) && STATEMENT_FILE_NAME.test(src.slice(STATEMENT_FILE_URL.length));

/**
 * GET /api/prblm/getPrblmById/:id response. Hidden test cases are never part
 * of it; `referenceSolution` is empty unless the caller solved the problem or is an admin.
 */
export const problemDetailSchema = lazySchema(() => z.extend(problemSummarySchema, {
  /** The statement as written: Markdown with `$…$` / `$$…$$` math (Kattis' problem.en.md). */
  description: z.string(),
  /**
   * The statement rendered by the server: sanitised HTML (headings, lists, tables, code, links, images
   * from {@link STATEMENT_FILE_URL}) with math as KaTeX HTML (class `katex`, needs KaTeX's stylesheet).
   * Absent in copies cached before it existed: the page renders `description` as plain paragraphs.
   */
  descriptionHtml: z.optional(z.string()),
  visibleTestCases: z.array(visibleTestCaseSchema),
  /**
   * Each language's start code; `driver`, when the judge adds the input and output (common/domain/driver.ts):
   * the whole program with a `@learner-code` line where the learner's code goes. An addition to the spec.
   */
  startCode: z.array(z.object({ language: languageSchema, initialCode: z.string(), driver: z.optional(z.string()) })),
  referenceSolution: z.array(z.object({ language: languageSchema, completeCode: z.string() })),
  Aprouch: z.array(approachSchema),
  secureUrl: z.nullable(z.string()),
  thumbnailUrl: z.nullable(z.string()),
  duration: z.nullable(z.number()),
  /** CPU time limit per test case for C++ in ms (Java/JavaScript get a language factor). */
  timeLimitMs: z.number(),
  /** Memory limit per test case in KB. */
  memoryLimitKb: z.number(),
  /**
   * How outputs are judged (kind, and the default output validator's flags; never a custom
   * validator's sources), so the offline JavaScript runner judges like the server. Absent in
   * copies cached before it existed: the legacy line comparison.
   */
  validation: z.optional(publicValidationSchema),
  /**
   * An interactive problem: the program talks with the problem's interactor instead of reading a fixed
   * input, so there is no custom input to type, and it cannot run offline. Absent in older cached copies: false.
   */
  interactive: z.optional(z.boolean()),
}));
export type ProblemDetail = z.infer<typeof problemDetailSchema>;
