import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_CODE_BYTES, languageSchema } from '../../common/contract/common.ts';
import { MSG } from '../../common/contract/messages.ts';
import { draftPutBodySchema, type Draft } from '../../common/contract/sync.ts';
import type { AppDeps } from '../deps.ts';
import { drafts } from '../db/schema.ts';
import { HttpError, parseOr400 } from '../http/errors.ts';
import { requireUser } from '../http/security.ts';
import { assertProblemExists } from './shared.ts';

/**
 * Editor drafts, under /api/drafts:
 * - GET :prblmId → Draft[] of the caller for that problem
 * - PUT :prblmId/:language {code, updatedAt} → the stored draft + `applied`;
 *   last write wins by the client's `updatedAt` (ms): an older write is ignored.
 * Errors: 401, 404 unknown problem, 400 bad language/body, 413 code over 64 KB.
 */
export async function draftRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get<{ Params: { prblmId: string } }>('/:prblmId', { preHandler: requireUser }, async (req): Promise<Draft[]> => {
    const problem = { id: await assertProblemExists(db, req.params.prblmId) };
    return db
      .select({ language: drafts.language, code: drafts.code, updatedAt: drafts.updatedAt })
      .from(drafts)
      .where(and(eq(drafts.userId, req.user!._id), eq(drafts.problemId, problem.id)));
  });

  app.put<{ Params: { prblmId: string; language: string } }>('/:prblmId/:language', { preHandler: requireUser }, async (req) => {
    const problem = { id: await assertProblemExists(db, req.params.prblmId) };
    const language = parseOr400(languageSchema, req.params.language, 'language');
    const raw = req.body as { code?: unknown } | undefined;
    if (raw && typeof raw === 'object' && typeof raw.code === 'string' && Buffer.byteLength(raw.code) > MAX_CODE_BYTES) {
      throw new HttpError(413, MSG.codeTooLarge);
    }
    const body = parseOr400(draftPutBodySchema, raw);
    const userId = req.user!._id;
    await db
      .insert(drafts)
      .values({ userId, problemId: problem.id, language, code: body.code, updatedAt: body.updatedAt })
      .onConflictDoUpdate({
        target: [drafts.userId, drafts.problemId, drafts.language],
        set: { code: sql`excluded.code`, updatedAt: sql`excluded.updated_at` },
        setWhere: lt(drafts.updatedAt, body.updatedAt),
      });
    const [stored] = await db
      .select({ language: drafts.language, code: drafts.code, updatedAt: drafts.updatedAt })
      .from(drafts)
      .where(and(eq(drafts.userId, userId), eq(drafts.problemId, problem.id), eq(drafts.language, language)));
    return { ...stored!, applied: stored!.updatedAt === body.updatedAt && stored!.code === body.code };
  });
}
