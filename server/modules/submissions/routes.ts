import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_CODE_BYTES } from '../../../common/contract/index.ts';
import { utf8Length } from '../../../common/utf8.ts';
import {
  CUSTOM_INPUT_MAX_BYTES,
  codeBodySchema,
  customRunBodySchema,
  type CodeBody,
  type CustomRunBody,
  type CustomRunResult,
  type Submission,
  type SubmitResponse,
  type UserSubmission,
} from '../../../common/contract/submission.ts';
import { MSG } from '../../../common/texts.ts';
import { API_MSG } from '../../../common/texts/api.ts';
import { isInteractive } from '../../../common/judging/validation.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { requireUser } from '../../http/security.ts';
import { judgeDomainError } from '../errors.ts';
import { assertProblemExists } from '../problem-exists.ts';
import type { Judging } from './judging.ts';
import { findProblemForSubmit, findRunnableProblem, listSubmissions, listUserSubmissions, toSubmissionDto } from './service.ts';
import { SlidingWindowLimit } from '../../http/rate-limit.ts';
import { PROBLEM_MSG } from '../../../common/texts/problem-messages.ts';

/** Custom runs one learner may start per minute. */
export const CUSTOM_RUNS_PER_MINUTE = 20;

/**
 * Run and submit (spec §7 Submissions):
 * - POST /api/submit/runCode/:id {code, language} → RunCaseResult[] for the visible test cases
 * - POST /api/submit/runCustom/:id {code, language, stdin} → CustomRunResult: one run on the learner's
 *   own input (stdin ≤ 64 KB: else 413), at most CUSTOM_RUNS_PER_MINUTE per learner (else 429); 400 on an
 *   interactive problem (its program talks with the interactor: runCode runs the examples interactively)
 * - both Runs together: at most `config.judge.runsPerMinute` per learner (JUDGE_RUNS_PER_MINUTE; else 429
 *   with Retry-After), besides the jobs-in-flight limit
 * - POST /api/submit/:id {code, language} → SubmitResponse, judged on the hidden test cases and stored
 * - GET /api/prblm/getAllSubmitsOfAPrblm/:id → Submission[] of the caller, newest first
 * - GET /api/submit/getAllUserSubmits → UserSubmission[]: the caller's past year, newest first (runtime in ms)
 * Both: signed in; the body is checked before anything is loaded (400 bad body, 413 code
 * over 64 KB); 404 unknown problem; 429 with Retry-After when the learner already has
 * as many jobs queued or running as allowed; 503 when the judge is unavailable or its
 * queue is full. A run whose client disconnects while it waits is dropped; a submission
 * is stored first and judged even if its client goes away. Judged in this process or, with
 * JUDGE_MODE=queue, by the judge workers (see judging.ts); the answers are the same.
 */
export async function submissionRoutes(app: FastifyInstance, { db, judging, config }: AppDeps): Promise<void> {
  const runs = new SlidingWindowLimit(db, 'runs', config.judge.runsPerMinute, 60_000);

  app.post<{ Params: { id: string } }>('/api/submit/runCode/:id', { preHandler: requireUser }, async (req, reply) => {
    const body = parseCodeBody(req);
    const problem = await findRunnableProblem(db, req.params.id);
    await assertJudgeAccepts(judging, req.user!._id);
    await runs.takeOr429(req.user!._id, API_MSG.tooManyRuns);
    try {
      return await judging.runVisible(req.params.id, problem, body.language, body.code, { owner: req.user!._id, signal: callerGone(reply) });
    } catch (e) {
      throw judgeDomainError(e);
    }
  });

  const customRuns = new SlidingWindowLimit(db, 'custom-runs', CUSTOM_RUNS_PER_MINUTE, 60_000);
  app.post<{ Params: { id: string } }>('/api/submit/runCustom/:id', { preHandler: requireUser }, async (req, reply): Promise<CustomRunResult> => {
    const body = parseCustomRunBody(req);
    const problem = await findRunnableProblem(db, req.params.id);
    if (isInteractive(problem.validation)) throw new HttpError(400, API_MSG.customRunInteractive);
    await assertJudgeAccepts(judging, req.user!._id);
    await customRuns.takeOr429(req.user!._id, API_MSG.tooManyCustomRuns);
    await runs.takeOr429(req.user!._id, API_MSG.tooManyRuns);
    try {
      return await judging.runCustom(req.params.id, problem, body.language, body.code, body.stdin, { owner: req.user!._id, signal: callerGone(reply) });
    } catch (e) {
      throw judgeDomainError(e);
    }
  });

  app.post<{ Params: { id: string } }>('/api/submit/:id', { preHandler: requireUser }, async (req): Promise<SubmitResponse> => {
    const body = parseCodeBody(req);
    const problem = await findProblemForSubmit(db, req.params.id);
    await assertJudgeAccepts(judging, req.user!._id);
    let row;
    try {
      row = await judging.submit(req.user!._id, problem, body.language, body.code);
    } catch (e) {
      throw judgeDomainError(e);
    }
    const { prblmId: _p, language: _l, code: _c, runtimeMs: _r, createdAt: _t, ...response } = toSubmissionDto(row);
    return response;
  });

  app.get<{ Params: { id: string } }>('/api/prblm/getAllSubmitsOfAPrblm/:id', { preHandler: requireUser }, async (req): Promise<Submission[]> => {
    const problemId = await assertProblemExists(db, req.params.id);
    return listSubmissions(db, req.user!._id, problemId);
  });

  app.get('/api/submit/getAllUserSubmits', { preHandler: requireUser }, async (req): Promise<UserSubmission[]> => listUserSubmissions(db, req.user!._id));
}

/** 413 when the body's code or stdin is over its byte limit (checked before the schema, which would say less). */
function assertSizes(raw: unknown): void {
  if (!raw || typeof raw !== 'object') return;
  const { code, stdin } = raw as { code?: unknown; stdin?: unknown };
  if (typeof code === 'string' && utf8Length(code) > MAX_CODE_BYTES) throw new HttpError(413, MSG.codeTooLarge);
  if (typeof stdin === 'string' && utf8Length(stdin) > CUSTOM_INPUT_MAX_BYTES) throw new HttpError(413, PROBLEM_MSG.customInputTooLarge);
}

function parseCodeBody(req: FastifyRequest): CodeBody {
  assertSizes(req.body);
  return parseOr400(codeBodySchema, req.body);
}

function parseCustomRunBody(req: FastifyRequest): CustomRunBody {
  assertSizes(req.body);
  return parseOr400(customRunBodySchema, req.body);
}

/** An AbortSignal that fires when the client closes the connection before the answer is sent. */
function callerGone(reply: FastifyReply): AbortSignal {
  const ac = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) ac.abort();
  });
  return ac.signal;
}

async function assertJudgeAccepts(judging: Judging, userId: string): Promise<void> {
  try {
    await judging.assertAccepts(userId);
  } catch (e) {
    throw judgeDomainError(e);
  }
}

