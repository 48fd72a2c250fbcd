import type { FastifyInstance } from 'fastify';
import { MAX_CODE_BYTES, languageSchema, MSG } from '../../../common/contract/index.ts';
import { utf8Length } from '../../../common/utf8.ts';
import { draftPutBodySchema, type Draft } from '../../../common/contract/sync.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { requireUser } from '../../http/security.ts';
import { assertProblemExists } from '../problem-exists.ts';
import { listDrafts, saveDraft } from './service.ts';

/**
 * Editor drafts:
 * - GET /api/drafts/:prblmId → Draft[] of the caller for that problem
 * - PUT /api/drafts/:prblmId/:language {code, updatedAt} → the stored draft + `applied`;
 *   last write wins by the client's `updatedAt` (ms): an older write is ignored.
 * Errors: 401, 404 unknown problem, 400 bad language/body, 413 code over 64 KB.
 */
export async function draftRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get<{ Params: { prblmId: string } }>('/api/drafts/:prblmId', { preHandler: requireUser }, async (req): Promise<Draft[]> => {
    const problemId = await assertProblemExists(db, req.params.prblmId);
    return listDrafts(db, req.user!._id, problemId);
  });

  app.put<{ Params: { prblmId: string; language: string } }>('/api/drafts/:prblmId/:language', { preHandler: requireUser }, async (req) => {
    const problemId = await assertProblemExists(db, req.params.prblmId);
    const language = parseOr400(languageSchema, req.params.language, 'language');
    const raw = req.body as { code?: unknown } | undefined;
    if (raw && typeof raw === 'object' && typeof raw.code === 'string' && utf8Length(raw.code) > MAX_CODE_BYTES) throw new HttpError(413, MSG.codeTooLarge);
    const body = parseOr400(draftPutBodySchema, raw);
    return saveDraft(db, req.user!._id, problemId, language, body);
  });
}
