import type { FastifyInstance } from 'fastify';
import {
  PROBLEM_BODY_MAX_BYTES,
  problemCreateSchema,
  problemUpdateSchema,
  type AdminProblemRow,
  type ProblemDeleted,
  type ProblemForUpdate,
  type ProblemSaved,
} from '../../../common/contract/admin.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';
import type { AppDeps } from '../../deps.ts';
import { parseOr400 } from '../../http/errors.ts';
import { requireAdmin } from '../../http/security.ts';
import { createProblem, deleteProblem, getProblemForUpdate, listAdminProblems, updateProblem } from './service.ts';

/**
 * Problem administration (spec §7 create, update, delete, getPrblmByIdForUpd), admins only:
 * 401 when signed out, 403 for learners.
 * - GET    /api/admin/problems → AdminProblemRow[]: the list in order, with each problem's video
 * - GET    /api/prblm/getPrblmByIdForUpd/:id → ProblemForUpdate (hidden test cases included); 404
 * - POST   /api/prblm/create (ProblemInput) → 201 ProblemSaved; the problem goes to the end of the list
 * - PUT    /api/prblm/update/:id (ProblemInput) → ProblemSaved; 404
 * - DELETE /api/prblm/delete/:id → ProblemDeleted; its submissions, notes, stars, drafts and video go too; 404
 * Create and update judge every reference solution against all visible and hidden test cases
 * first and answer 400 naming the language and the failing test when one is not Accepted.
 * Bodies may be up to PROBLEM_BODY_MAX_BYTES (large hidden test cases).
 */
export async function adminRoutes(app: FastifyInstance, { db, judge, config }: AppDeps): Promise<void> {
  app.get('/api/admin/problems', { preHandler: requireAdmin }, async (): Promise<AdminProblemRow[]> => listAdminProblems(db));

  app.get<{ Params: { id: string } }>('/api/prblm/getPrblmByIdForUpd/:id', { preHandler: requireAdmin }, async (req): Promise<ProblemForUpdate> => getProblemForUpdate(db, req.params.id));

  app.post('/api/prblm/create', { preHandler: requireAdmin, bodyLimit: PROBLEM_BODY_MAX_BYTES }, async (req, reply): Promise<ProblemSaved> => {
    const input = parseOr400(problemCreateSchema, req.body);
    const result = await createProblem(db, judge, input, req.user!._id);
    reply.status(201);
    return result;
  });

  app.put<{ Params: { id: string } }>('/api/prblm/update/:id', { preHandler: requireAdmin, bodyLimit: PROBLEM_BODY_MAX_BYTES }, async (req): Promise<ProblemSaved> =>
    updateProblem(db, judge, req.params.id, parseOr400(problemUpdateSchema, req.body), req.user!._id),
  );

  app.delete<{ Params: { id: string } }>('/api/prblm/delete/:id', { preHandler: requireAdmin }, async (req): Promise<ProblemDeleted> => {
    await deleteProblem(db, config.media, req.params.id, req.log);
    return { message: ADMIN_MSG.deleted, deletedId: req.params.id };
  });
}
