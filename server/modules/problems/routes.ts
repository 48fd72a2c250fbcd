import type { FastifyInstance } from 'fastify';
import type { ProblemDetail, ProblemListEntry, ProblemSummary, Progress } from '../../../common/contract/problem.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/security.ts';
import { getProblemDetail, getProgress, listProblems, listSolvedProblems, listStarredIds, toggleStar } from './service.ts';

/**
 * Problems and saved problems (spec §7 Problems):
 * - GET /api/prblm/getAllPrblm → ProblemListEntry[] (everyone): the spec's summary plus acceptedCount and submissionCount
 * - GET /api/prblm/getAllUserSolvedPrblms → ProblemSummary[] (signed in)
 * - GET /api/prblm/getPrblmById/:id → ProblemDetail (everyone; hidden tests never, reference
 *   solutions only to users who solved it or admins); 404 when unknown
 * - GET /api/prblm/progress → Progress (signed in): attempted problem ids and accepted-submission times
 * - GET /api/prblm/stars → string[] of the caller's saved problem ids (oldest first)
 * - PUT /api/prblm/activeStars/:id → toggles; `{ starred }`; 404 unknown problem. The outbox sends
 *   a toggle only when the server's state differs from the desired one, with an Idempotency-Key,
 *   so retries never toggle twice.
 * The submission history of a problem (GET /api/prblm/getAllSubmitsOfAPrblm/:id) is served by the
 * submissions module, the notes (/api/prblm/getNotes … removeNote) by the notes module.
 */
export async function problemRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/prblm/getAllPrblm', async (): Promise<ProblemListEntry[]> => listProblems(db));

  app.get('/api/prblm/progress', { preHandler: requireUser }, async (req): Promise<Progress> => getProgress(db, req.user!._id));

  app.get('/api/prblm/getAllUserSolvedPrblms', { preHandler: requireUser }, async (req): Promise<ProblemSummary[]> => listSolvedProblems(db, req.user!._id));

  app.get<{ Params: { id: string } }>('/api/prblm/getPrblmById/:id', async (req): Promise<ProblemDetail> => getProblemDetail(db, req.params.id, req.user ?? null));

  app.get('/api/prblm/stars', { preHandler: requireUser }, async (req) => listStarredIds(db, req.user!._id));

  app.put<{ Params: { id: string } }>('/api/prblm/activeStars/:id', { preHandler: requireUser }, async (req) => ({
    starred: await toggleStar(db, req.user!._id, req.params.id),
  }));
}
