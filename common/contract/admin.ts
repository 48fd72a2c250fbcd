import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { ADMIN_MSG } from '../texts/admin.ts';
import { utf8Length } from '../utf8.ts';
import { difficultySchema, DIFFICULTIES, LANGUAGES, languageSchema, MAX_CODE_BYTES, MAX_TOPICS, noControlChars, TAGS, tagSchema, TOPICS, topicSchema, type Language } from './common.ts';
import { approachSchema } from './problem.ts';
import { driverError, isWholeProgram } from '../domain/driver.ts';

/**
 * The admin API's payloads (spec §3 Problem, §5 Problem create and update, §7 create, update,
 * delete, getPrblmByIdForUpd, Video). The create/update form of the PWA validates with the same
 * schemas the server applies, so both give the spec's messages.
 */

/** The fixed approach names, in this order (spec §5; the spelling is the spec's). */
export const APPROACH_NAMES = ['Brute Force', 'Better Aprouch', 'Optimized Aprouch'] as const;
/** Characters of a problem's title. */
export const PROBLEM_TITLE_MAX = 200;
/** Characters of a problem's description. */
export const PROBLEM_DESCRIPTION_MAX = 20_000;
/** Characters of an example's explanation and of one approach entry. */
export const PROBLEM_TEXT_MAX = 5_000;
/** UTF-8 bytes of one test case's input or output. */
export const TEST_DATA_MAX_BYTES = 8 * 1024 * 1024;
/** Test cases of one list (visible or hidden) at most. */
export const MAX_TEST_CASES = 100;
/** Largest create/update request body, bytes (large hidden test cases travel in it). */
export const PROBLEM_BODY_MAX_BYTES = 24 * 1024 * 1024;

const text = (required: string, max: number) =>
  z.string().check(
    z.refine((s) => s.trim().length > 0, required),
    z.maxLength(max, ADMIN_MSG.tooLong(max)),
    noControlChars,
  );

/**
 * A test case's input or output: not empty, though it may be blank (an output of one empty line is
 * what a program prints for an empty list), at most TEST_DATA_MAX_BYTES.
 */
const testData = (required: string) =>
  z.string().check(
    z.refine((s) => s.length > 0, required),
    z.refine((s) => utf8Length(s) <= TEST_DATA_MAX_BYTES, ADMIN_MSG.testCaseTooLarge('8 MB')),
    noControlChars,
  );

const code = (required: string) =>
  z.string().check(
    z.refine((s) => s.trim().length > 0, required),
    z.refine((s) => utf8Length(s) <= MAX_CODE_BYTES, ADMIN_MSG.testCaseTooLarge('64 KB')),
    noControlChars,
  );

const language = lazySchema(() => z.enum(LANGUAGES, { error: ADMIN_MSG.allLanguages }));

/**
 * A language's start code and optional driver (common/domain/driver.ts): a driver needs its one
 * `@learner-code` line, and start code joined to a driver must not be a whole program (the driver would never run).
 */
const startCodeInput = lazySchema(() => z.object({ language, initialCode: code(ADMIN_MSG.initialCodeRequired), driver: z.optional(z.string()) }).check(
  z.superRefine((entry, ctx) => {
    if (!entry.driver?.trim()) return;
    const problem =
      utf8Length(entry.driver) > MAX_CODE_BYTES
        ? ADMIN_MSG.testCaseTooLarge('64 KB')
        : (driverError(entry.language, entry.driver) ?? (isWholeProgram(entry.language, entry.initialCode) ? ADMIN_MSG.startCodeIsWholeProgram : null));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['driver'], input: entry.driver });
  }),
));

/** The languages every problem has start code and a reference solution in (the spec's three); Python is optional. */
export const REQUIRED_LANGUAGES = ['c++', 'java', 'javascript'] as const satisfies readonly Language[];

/** True when the entries name each required language exactly once and no language twice. */
const allLanguagesOnce = (list: { language: string }[]) =>
  new Set(list.map((e) => e.language)).size === list.length && REQUIRED_LANGUAGES.every((l) => list.some((e) => e.language === l));

/** A list typed comma-separated in the form: no blank entry. */
const list = () => z.array(z.string().check(z.refine((s) => s.trim().length > 0, 'must not be blank'), z.maxLength(PROBLEM_TEXT_MAX, ADMIN_MSG.tooLong(PROBLEM_TEXT_MAX)), noControlChars));

/** One approach as the admin sends it (concepts, steps and complexities already split on commas). */
export const approachInputSchema = lazySchema(() => z.object({
  name: z.enum(APPROACH_NAMES, { error: ADMIN_MSG.approachesRequired }),
  concept: list().check(z.minLength(1, ADMIN_MSG.conceptRequired)),
  steps: list().check(z.minLength(1, ADMIN_MSG.stepsRequired)),
  /** [time, space] */
  complexities: list().check(z.minLength(1, ADMIN_MSG.complexitiesRequired)),
}));

/**
 * The problem payload of `POST /api/prblm/create` and `PUT /api/prblm/update/:id` (spec §3, §5).
 * @param titleRequired the message of an empty title (spec: 'title is required' on update)
 */
function problemInput(titleRequired: string) {
  return z.strictObject({
    title: text(titleRequired, PROBLEM_TITLE_MAX),
    description: text(ADMIN_MSG.descriptionRequired, PROBLEM_DESCRIPTION_MAX),
    difficulty: z.enum(DIFFICULTIES, { error: ADMIN_MSG.difficultyInvalid }),
    tags: z.enum(TAGS, { error: ADMIN_MSG.tagInvalid }),
    /** An addition to the spec: the problem's topics (absent: its tag's topic). */
    topics: z.optional(
      z
        .array(z.enum(TOPICS, { error: ADMIN_MSG.topicInvalid }))
        .check(z.maxLength(MAX_TOPICS, ADMIN_MSG.tooManyTopics(MAX_TOPICS)), z.refine((t) => new Set(t).size === t.length, ADMIN_MSG.topicTwice)),
    ),
    visibleTestCases: z
      .array(z.object({ input: testData(ADMIN_MSG.inputRequired), output: testData(ADMIN_MSG.outputRequired), explanation: text(ADMIN_MSG.explanationRequired, PROBLEM_TEXT_MAX) }))
      .check(z.minLength(1, ADMIN_MSG.visibleRequired), z.maxLength(MAX_TEST_CASES, ADMIN_MSG.tooManyTestCases(MAX_TEST_CASES))),
    hiddenTestCases: z
      .array(z.object({ input: testData(ADMIN_MSG.inputRequired), output: testData(ADMIN_MSG.outputRequired) }))
      .check(z.minLength(1, ADMIN_MSG.hiddenRequired), z.maxLength(MAX_TEST_CASES, ADMIN_MSG.tooManyTestCases(MAX_TEST_CASES))),
    startCode: z.array(startCodeInput).check(z.refine(allLanguagesOnce, ADMIN_MSG.allLanguages)),
    referenceSolution: z.array(z.object({ language, completeCode: code(ADMIN_MSG.completeCodeRequired) })).check(z.refine(allLanguagesOnce, ADMIN_MSG.allLanguages)),
    Aprouch: z
      .array(approachInputSchema)
      .check(z.refine((a) => a.length === APPROACH_NAMES.length && a.every((x, i) => x.name === APPROACH_NAMES[i]), ADMIN_MSG.approachesRequired)),
  });
}

/** `POST /api/prblm/create` body. */
export const problemCreateSchema = problemInput(ADMIN_MSG.titleRequired);
/** `PUT /api/prblm/update/:id` body (the same rules; the spec's update wording of an empty title). */
export const problemUpdateSchema = problemInput(ADMIN_MSG.titleRequiredUpdate);
export type ProblemInput = z.infer<typeof problemCreateSchema>;

/** `GET /api/prblm/getPrblmByIdForUpd/:id` (admins): everything the form edits, hidden test cases included. */
export const problemForUpdateSchema = lazySchema(() => z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: difficultySchema,
  tags: tagSchema,
  topics: z.optional(z.array(topicSchema)),
  visibleTestCases: z.array(z.object({ input: z.string(), output: z.string(), explanation: z.string() })),
  hiddenTestCases: z.array(z.object({ input: z.string(), output: z.string() })),
  startCode: z.array(z.object({ language: languageSchema, initialCode: z.string(), driver: z.optional(z.string()) })),
  referenceSolution: z.array(z.object({ language: languageSchema, completeCode: z.string() })),
  Aprouch: z.array(approachSchema),
  /** ISO time of the last change. */
  updatedAt: z.string(),
}));
export type ProblemForUpdate = z.infer<typeof problemForUpdateSchema>;

/** Answer of create (201) and update (200): the spec's text and the saved problem's summary. */
export const problemSavedSchema = lazySchema(() => z.object({
  message: z.string(),
  prblm: z.object({ _id: z.string(), title: z.string(), difficulty: difficultySchema, tags: tagSchema, updatedAt: z.string() }),
}));
export type ProblemSaved = z.infer<typeof problemSavedSchema>;

/** Answer of `DELETE /api/prblm/delete/:id`. */
export const problemDeletedSchema = lazySchema(() => z.object({ message: z.string(), deletedId: z.string() }));
export type ProblemDeleted = z.infer<typeof problemDeletedSchema>;

/** One row of `GET /api/admin/problems` (admins): the list with each problem's video. */
export const adminProblemRowSchema = lazySchema(() => z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: difficultySchema,
  tags: tagSchema,
  /** The editorial video's address, or null. */
  secureUrl: z.nullable(z.string()),
  /** Its length in seconds, or null. */
  duration: z.nullable(z.number()),
  updatedAt: z.string(),
}));
export type AdminProblemRow = z.infer<typeof adminProblemRowSchema>;
export const adminProblemListSchema = lazySchema(() => z.array(adminProblemRowSchema));

/** `POST /api/video/storeMetaData` body (spec §7 Video). `duration` in seconds. */
export const videoMetaBodySchema = lazySchema(() => z.strictObject({
  prblmId: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'prblmId: invalid id')),
  cloudinaryPublicId: z.string().check(z.minLength(1, 'cloudinaryPublicId is required'), z.maxLength(200, 'cloudinaryPublicId is too long'), noControlChars),
  secureUrl: z.string().check(z.minLength(1, 'secureUrl is required'), z.maxLength(500, 'secureUrl is too long'), noControlChars),
  duration: z.number().check(z.gte(0, 'duration must be 0 or more'), z.lte(24 * 3600, 'duration must be at most 24 hours')),
}));
export type VideoMetaBody = z.infer<typeof videoMetaBodySchema>;

/** `POST /api/video/storeMetaData` response (spec: videoSloution with duration and uploadedAt). */
export const videoMetaResponseSchema = lazySchema(() => z.object({
  videoSloution: z.object({
    prblmId: z.string(),
    cloudinaryPublicId: z.string(),
    secureUrl: z.string(),
    /** Poster frame, or a neutral placeholder picture. */
    thumbnailUrl: z.string(),
    /** Seconds. */
    duration: z.number(),
    uploadedAt: z.string(),
  }),
}));
export type VideoMetaResponse = z.infer<typeof videoMetaResponseSchema>;

/** `DELETE /api/video/delMetaData/:problemId` response. */
export const videoDeletedSchema = lazySchema(() => z.object({ message: z.string() }));
