/**
 * Problem calls (spec §7 "Problems").
 */
import {
  problemDetailSchema,
  problemListSchema,
  type ProblemDetail,
  type ProblemSummary,
} from '../contract/index.ts';
import { http } from './http.ts';

/** `GET /api/prblm/getAllPrblm`: every problem, in list order. */
export async function getAllProblems(): Promise<ProblemSummary[]> {
  return http.get('prblm/getAllPrblm').json(problemListSchema);
}

/** `GET /api/prblm/getAllUserSolvedPrblms`: the problems the signed-in user has solved. */
export async function getSolvedProblems(): Promise<ProblemSummary[]> {
  return http.get('prblm/getAllUserSolvedPrblms').json(problemListSchema);
}

/** `GET /api/prblm/getPrblmById/:id` (404 `Problem not found`). */
export async function getProblemById(id: string): Promise<ProblemDetail> {
  return http.get(`prblm/getPrblmById/${encodeURIComponent(id)}`).json(problemDetailSchema);
}
