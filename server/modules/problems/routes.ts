import type { FastifyInstance } from 'fastify';
import type { ProblemDetail, ProblemListEntry, ProblemSummary, Progress } from '../../../common/contract/problem.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser } from '../../http/security.ts';
import * as z from 'zod/mini';
import { STATEMENT_FILE_NAME, STATEMENT_FILE_URL } from '../../../common/contract/problem.ts';
import { findStatementFile } from '../../db/repos/problems.ts';
import { parseOr400 } from '../../http/errors.ts';
import { NotFoundError } from '../errors.ts';
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
 * - GET /statement-files/:name → a statement image (`<sha256>.<png|jpg|jpeg|gif>`, stored by package
 *   imports): immutable, cached for a year, sandboxed by its Content-Security-Policy; 400 for another
 *   name shape, 404 unknown. Outside /api: the service worker keeps these files for offline reading.
 * The submission history of a problem (GET /api/prblm/getAllSubmitsOfAPrblm/:id) is served by the
 * submissions module, the notes (/api/prblm/getNotes … removeNote) by the notes module.
 */
/** A statement file's name: the SHA-256 of its bytes and its image extension. */
const statementFileParams = z.object({ name: z.string().check(z.regex(STATEMENT_FILE_NAME, 'A statement file name is a SHA-256 in hex and .png, .jpg, .jpeg or .gif')) });

export async function problemRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/api/prblm/getAllPrblm', async (): Promise<ProblemListEntry[]> => listProblems(db));

  app.get('/api/prblm/progress', { preHandler: requireUser }, async (req): Promise<Progress> => getProgress(db, req.user!._id));

  app.get('/api/prblm/getAllUserSolvedPrblms', { preHandler: requireUser }, async (req): Promise<ProblemSummary[]> => listSolvedProblems(db, req.user!._id));

  app.get<{ Params: { id: string } }>('/api/prblm/getPrblmById/:id', async (req): Promise<ProblemDetail> => getProblemDetail(db, req.params.id, req.user ?? null));

  app.get<{ Params: { name: string } }>(`${STATEMENT_FILE_URL}:name`, async (req, reply) => {
    const { name } = parseOr400(statementFileParams, req.params, 'statement file name');
    const file = await findStatementFile(db, name);
    if (!file) throw new NotFoundError('No such statement file');
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });

  app.get('/api/prblm/stars', { preHandler: requireUser }, async (req) => listStarredIds(db, req.user!._id));

  app.put<{ Params: { id: string } }>('/api/prblm/activeStars/:id', { preHandler: requireUser }, async (req) => ({
    starred: await toggleStar(db, req.user!._id, req.params.id),
  }));
}
