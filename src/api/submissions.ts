/**
 * Run and submit calls (spec §7 "Submissions and AI").
 */
import {
  runResponseSchema,
  submissionListSchema,
  submitResponseSchema,
  type CodeBody,
  type RunCaseResult,
  type Submission,
  type SubmitResponse,
} from '../contract/index.ts';
import { http } from './http.ts';

/** `POST /api/submit/runCode/:id`: runs the code on the visible test cases (signed-in only). */
export async function runCode(problemId: string, body: CodeBody): Promise<RunCaseResult[]> {
  return http.post(`submit/runCode/${encodeURIComponent(problemId)}`, { json: body }).json(runResponseSchema);
}

/** `POST /api/submit/:id`: judges the code on every test case and stores the submission. */
export async function submitCode(problemId: string, body: CodeBody): Promise<SubmitResponse> {
  return http.post(`submit/${encodeURIComponent(problemId)}`, { json: body }).json(submitResponseSchema);
}

/** `GET /api/prblm/getAllSubmitsOfAPrblm/:id`: the user's submissions of one problem, newest first. */
export async function getSubmissionsOfProblem(problemId: string): Promise<Submission[]> {
  return http.get(`prblm/getAllSubmitsOfAPrblm/${encodeURIComponent(problemId)}`).json(submissionListSchema);
}
