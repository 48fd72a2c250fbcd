import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_CODE_BYTES } from '../../src/contract/common.ts';
import { MSG } from '../../src/contract/messages.ts';
import { codeBodySchema, type CodeBody, type SubmitResponse } from '../../src/contract/submission.ts';
import type { AppDeps } from '../app.ts';
import type { Judge } from '../judge/judge.ts';
import { JudgeBusyError, JudgeUnavailableError } from '../judge/judge.ts';
import { createPendingSubmission, judgeSubmission, runVisibleTests } from '../judge/service.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { requireUser } from '../http/security.ts';
import { findProblem, toSubmissionDto } from './shared.ts';

/**
 * Run and submit (spec §7 Submissions), under /api/submit:
 * - POST runCode/:id {code, language} → RunCaseResult[] for the visible test cases
 * - POST :id {code, language} → SubmitResponse, judged on the hidden test cases and stored
 * Both: signed in; 404 unknown problem; 413 code over 64 KB; 400 bad body;
 * 503 when the judge is unavailable or its queue is full.
 */
export async function submissionRoutes(app: FastifyInstance, { db, judge }: AppDeps): Promise<void> {
  app.post<{ Params: { id: string } }>('/runCode/:id', { preHandler: requireUser }, async (req) => {
    const problem = await findProblem(db, req.params.id);
    const body = parseCodeBody(req);
    assertJudgeAccepts(judge);
    try {
      return await runVisibleTests(judge, problem, body.language, body.code);
    } catch (e) {
      throw judgeError(e);
    }
  });

  app.post<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (req): Promise<SubmitResponse> => {
    const problem = await findProblem(db, req.params.id);
    const body = parseCodeBody(req);
    assertJudgeAccepts(judge);
    const id = await createPendingSubmission(db, req.user!._id, problem, body.language, body.code);
    const row = await judgeSubmission(db, judge, id, problem);
    const { prblmId: _p, language: _l, code: _c, runtimeMs: _r, createdAt: _t, ...response } = toSubmissionDto(row);
    return response;
  });
}

function parseCodeBody(req: FastifyRequest): CodeBody {
  const raw = req.body as { code?: unknown } | undefined;
  if (raw && typeof raw === 'object' && typeof raw.code === 'string' && Buffer.byteLength(raw.code) > MAX_CODE_BYTES) {
    throw new HttpError(413, MSG.codeTooLarge);
  }
  return parseOr400(codeBodySchema, raw);
}

function assertJudgeAccepts(judge: Judge): void {
  if (judge.unavailable) throw new HttpError(503, MSG.judgeUnavailable);
  if (judge.full) throw new HttpError(503, MSG.judgeBusy, undefined, { 'retry-after': '30' });
}

function judgeError(e: unknown): unknown {
  if (e instanceof JudgeUnavailableError) return new HttpError(503, MSG.judgeUnavailable);
  if (e instanceof JudgeBusyError) return new HttpError(503, MSG.judgeBusy, undefined, { 'retry-after': '30' });
  return e;
}
