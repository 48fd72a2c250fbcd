import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { checkCode, codeIssueMessage } from './code.ts';
import { difficultySchema, languageSchema, noControlChars } from './common.ts';
import { groupResultSchema } from '../judging/scoring.ts';

/** Run and submit payloads (spec §3 Submission and Run result, §7, §9). */

/** POST /api/submit/runCode/:id and POST /api/submit/:id body. */
export const codeBodySchema = lazySchema(() => z.strictObject({
  code: z.string().check(
    z.refine<string>((code) => checkCode(code) !== 'required', codeIssueMessage('required')),
    noControlChars,
  ),
  language: languageSchema,
}));
export type CodeBody = z.infer<typeof codeBodySchema>;

/**
 * Judge0 status ids (https://ce.judge0.com/statuses): 1 In Queue, 2 Processing,
 * 3 Accepted, 4 Wrong Answer, 5 Time Limit Exceeded, 6 Compilation Error,
 * 7 Runtime Error (SIGSEGV), 8 Runtime Error (SIGXFSZ), 9 Runtime Error (SIGFPE),
 * 10 Runtime Error (SIGABRT), 11 Runtime Error (NZEC), 12 Runtime Error (Other),
 * 13 Internal Error, 14 Exec Format Error.
 */
export const STATUS = {
  IN_QUEUE: 1,
  PROCESSING: 2,
  ACCEPTED: 3,
  WRONG_ANSWER: 4,
  TIME_LIMIT: 5,
  COMPILATION_ERROR: 6,
  RE_SIGSEGV: 7,
  RE_SIGXFSZ: 8,
  RE_SIGFPE: 9,
  RE_SIGABRT: 10,
  RE_NZEC: 11,
  RE_OTHER: 12,
  INTERNAL_ERROR: 13,
} as const;

/** One visible test case's result, Judge0-shaped. `time` in seconds, `memory` in KB. */
export const runCaseResultSchema = lazySchema(() => z.object({
  stdin: z.string(),
  expected_output: z.string(),
  stdout: z.string(),
  stderr: z.nullable(z.string()),
  compile_output: z.nullable(z.string()),
  status_id: z.int(),
  status: z.object({ id: z.int(), description: z.string() }),
  time: z.number(),
  memory: z.number(),
  /**
   * The judge's message on Wrong Answer when the problem's output validation gives one (Judge0's
   * `message` field): the default output validator's, e.g. "Wrong answer on line 3: read 5,
   * expected 6", or a custom output validator's `judgemessage.txt` (at most 1 KB).
   */
  message: z.optional(z.string()),
}));
export type RunCaseResult = z.infer<typeof runCaseResultSchema>;
export const runResponseSchema = lazySchema(() => z.array(runCaseResultSchema));

/** Bytes of stdin a custom run may send. */
export const CUSTOM_INPUT_MAX_BYTES = 64 * 1024;

/** POST /api/submit/runCustom/:id body: the code and the learner's own input (no expected output). */
export const customRunBodySchema = lazySchema(() => z.extend(codeBodySchema, {
  stdin: z.string(),
}));
export type CustomRunBody = z.infer<typeof customRunBodySchema>;

/**
 * POST /api/submit/runCustom/:id response: what the program did with the input. A run that
 * ended normally is status 3 "Finished" (there is no expected output to compare with); time
 * limit, memory limit, runtime and compilation errors keep their Judge0 ids. `time` in seconds,
 * `memory` in KB.
 */
export const customRunResultSchema = lazySchema(() => z.object({
  stdin: z.string(),
  stdout: z.string(),
  stderr: z.nullable(z.string()),
  compile_output: z.nullable(z.string()),
  status: z.object({ id: z.int(), description: z.string() }),
  time: z.number(),
  memory: z.number(),
}));
export type CustomRunResult = z.infer<typeof customRunResultSchema>;

/** Bytes kept of each field of a {@link FailedTestCase}. */
export const FAILED_TEST_FIELD_BYTES = 2048;

/**
 * The first test case a submission failed, as LeetCode shows it: `input` (stdin),
 * `expectedOutput`, the program's `output` (stdout) and `stderr`, each cut to
 * {@link FAILED_TEST_FIELD_BYTES} bytes (with "… (truncated)" appended when cut).
 * The only part of the hidden test cases the API ever returns.
 */
export const failedTestCaseSchema = lazySchema(() => z.object({
  input: z.string(),
  expectedOutput: z.string(),
  output: z.string(),
  stderr: z.string(),
  /** The output validator's message on Wrong Answer, when it gave one (quotes the answer only within `expectedOutput`'s bytes). */
  judgeMessage: z.optional(z.string()),
}));
export type FailedTestCase = z.infer<typeof failedTestCaseSchema>;

export const submissionStatusSchema = lazySchema(() => z.enum(['accepted', 'wrong', 'error', 'pending']));
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

/**
 * POST /api/submit/:id response. `runtime` in seconds (sum over test cases),
 * `memory` in KB (max over test cases); `error`/`errorMessage` name the verdict
 * (e.g. "Time Limit Exceeded", the compiler output for CE) and are null on Accepted;
 * they never contain test data or the program's output. `failedTestCase` details the
 * first failing test (null when accepted, pending or on a compilation error).
 */
export const submitResponseSchema = lazySchema(() => z.object({
  _id: z.string(),
  status: submissionStatusSchema,
  status_id: z.int(),
  passedTestCases: z.int(),
  totalTestCases: z.int(),
  runtime: z.number(),
  memory: z.number(),
  error: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  failedTestCase: z.optional(z.nullable(failedTestCaseSchema)),
  /** A scoring problem's score (Accepted only at `maxScore`); null or absent for pass/fail problems and while pending. */
  score: z.optional(z.nullable(z.number())),
  /** The full score of a scoring problem; null or absent as `score`. */
  maxScore: z.optional(z.nullable(z.number())),
  /** Each test group's score and verdict (every group below data/secret, in judging order); null or absent as `score`. */
  groups: z.optional(z.nullable(z.array(groupResultSchema))),
}));
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** One row of GET /api/prblm/getAllSubmitsOfAPrblm/:id (newest first). `runtime` in seconds, `runtimeMs` in ms. */
export const submissionSchema = lazySchema(() => z.extend(submitResponseSchema, {
  prblmId: z.string(),
  language: languageSchema,
  code: z.string(),
  runtimeMs: z.int(),
  createdAt: z.string(),
}));
export type Submission = z.infer<typeof submissionSchema>;
export const submissionListSchema = lazySchema(() => z.array(submissionSchema));

/** Submissions of GET /api/submit/getAllUserSubmits at most (the past year's, newest first). */
export const USER_SUBMISSIONS_MAX = 2000;

/**
 * One row of GET /api/submit/getAllUserSubmits (spec §3: runtime in milliseconds in the profile
 * history; `prblmId` carries the problem's title and difficulty). No code and no test data.
 */
export const userSubmissionSchema = lazySchema(() => z.object({
  _id: z.string(),
  language: languageSchema,
  status: submissionStatusSchema,
  /** ms */
  runtime: z.int(),
  /** KB */
  memory: z.number(),
  passedTestCases: z.int(),
  totalTestCases: z.int(),
  /** Score and full score of a scoring problem's submission; null or absent otherwise. */
  score: z.optional(z.nullable(z.number())),
  maxScore: z.optional(z.nullable(z.number())),
  createdAt: z.string(),
  prblmId: z.object({ _id: z.string(), title: z.string(), difficulty: difficultySchema }),
}));
export type UserSubmission = z.infer<typeof userSubmissionSchema>;
export const userSubmissionListSchema = lazySchema(() => z.array(userSubmissionSchema));
