/**
 * Problem calls (spec §7 "Problems").
 * Every function takes optional {@link CallOptions} (ky instance, abort signal, time-out) for the
 * offline data layer; screens call them without.
 */
import {
  problemDetailSchema,
  problemListEntriesSchema,
  problemListSchema,
  progressSchema,
  type ProblemDetail,
  type ProblemListEntry,
  type ProblemSummary,
  type Progress,
} from '../../common/contract/index.ts';
import { type CallOptions, callOptions, parseJson } from './http.ts';

/** `GET /api/prblm/getAllPrblm`: every problem, in list order, with its submission counts. */
export async function getAllProblems(opts?: CallOptions): Promise<ProblemListEntry[]> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get('prblm/getAllPrblm', options), problemListEntriesSchema);
}

/** `GET /api/prblm/progress`: the signed-in learner's attempted problems and accepted-submission times. */
export async function getProgress(opts?: CallOptions): Promise<Progress> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get('prblm/progress', options), progressSchema);
}

/** `GET /api/prblm/getAllUserSolvedPrblms`: the problems the signed-in user has solved. */
export async function getSolvedProblems(opts?: CallOptions): Promise<ProblemSummary[]> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get('prblm/getAllUserSolvedPrblms', options), problemListSchema);
}

/** `GET /api/prblm/getPrblmById/:id` (404 `Problem not found`). */
export async function getProblemById(id: string, opts?: CallOptions): Promise<ProblemDetail> {
  const { client, options } = callOptions(opts);
  return parseJson(client.get(`prblm/getPrblmById/${encodeURIComponent(id)}`, options), problemDetailSchema);
}
