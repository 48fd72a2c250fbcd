/**
 * Run and submit calls (spec §7 "Submissions and AI").
 * Every function takes optional {@link CallOptions}; the outbox sends `submitCode` with an
 * `Idempotency-Key` so a retried submission is judged once.
 */
import {
  customRunResultSchema,
  runResponseSchema,
  submissionListSchema,
  submitResponseSchema,
  userSubmissionListSchema,
  type CodeBody,
  type CustomRunBody,
  type CustomRunResult,
  type RunCaseResult,
  type Submission,
  type SubmitResponse,
  type UserSubmission,
} from '../../common/contract/index.ts';
import { type CallOptions, callOptions, parseJson } from './http.ts';

/** `POST /api/submit/runCode/:id`: runs the code on the visible test cases (signed-in only). */
export async function runCode(problemId: string, body: CodeBody, opts?: CallOptions): Promise<RunCaseResult[]> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.post(`submit/runCode/${encodeURIComponent(problemId)}`, options), runResponseSchema);
}

/** `POST /api/submit/runCustom/:id`: runs the code once on the learner's own input (signed-in only; 413 over 64 KB, 429 when too many). */
export async function runCustom(problemId: string, body: CustomRunBody, opts?: CallOptions): Promise<CustomRunResult> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.post(`submit/runCustom/${encodeURIComponent(problemId)}`, options), customRunResultSchema);
}

/** `POST /api/submit/:id`: judges the code on every test case and stores the submission. */
export async function submitCode(problemId: string, body: CodeBody, opts?: CallOptions): Promise<SubmitResponse> {
  const { client, options } = callOptions(opts, { json: body });
  return parseJson(client.post(`submit/${encodeURIComponent(problemId)}`, options), submitResponseSchema);
}

/** `GET /api/prblm/getAllSubmitsOfAPrblm/:id`: the user's submissions of one problem, newest first. */
export async function getSubmissionsOfProblem(problemId: string, opts?: CallOptions): Promise<Submission[]> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get(`prblm/getAllSubmitsOfAPrblm/${encodeURIComponent(problemId)}`, options), submissionListSchema);
}

/**
 * `GET /api/submit/getAllUserSubmits`: the signed-in user's submissions of the past year, newest
 * first, with each problem's title and difficulty (runtime in ms).
 * @throws ky `HTTPError` (401), network errors
 */
export function getAllUserSubmits(opts?: CallOptions): Promise<UserSubmission[]> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get('submit/getAllUserSubmits', options), userSubmissionListSchema);
}
