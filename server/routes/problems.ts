import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ProblemDetail, ProblemSummary } from '../../common/contract/problem.ts';
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { problems, submissions } from '../db/schema.ts';
import { requireUser } from '../http/security.ts';
import { assertProblemExists, toSubmissionDto } from './shared.ts';
import { MSG } from '../../common/contract/messages.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Problem routes under /api/prblm (spec §7 Problems):
 * - GET getAllPrblm → ProblemSummary[] (everyone)
 * - GET getAllUserSolvedPrblms → ProblemSummary[] (signed in)
 * - GET getPrblmById/:id → ProblemDetail (everyone; hidden tests never, reference
 *   solutions only to users who solved it or admins); 404 when unknown
 * - GET getAllSubmitsOfAPrblm/:id → Submission[] of the caller, newest first (signed in)
 */
export async function problemRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const summary = { _id: problems.id, title: problems.title, difficulty: problems.difficulty, tags: problems.tags };

  app.get('/getAllPrblm', async (): Promise<ProblemSummary[]> => {
    return db.select(summary).from(problems).orderBy(asc(problems.position), asc(problems.createdAt));
  });

  app.get('/getAllUserSolvedPrblms', { preHandler: requireUser }, async (req): Promise<ProblemSummary[]> => {
    return db
      .selectDistinct({ ...summary, position: problems.position })
      .from(problems)
      .innerJoin(submissions, and(eq(submissions.problemId, problems.id), eq(submissions.userId, req.user!._id), eq(submissions.status, 'accepted')))
      .orderBy(asc(problems.position))
      .then((rows) => rows.map(({ position: _p, ...rest }) => rest));
  });

  app.get<{ Params: { id: string } }>('/getPrblmById/:id', async (req): Promise<ProblemDetail> => {
    const p = await findProblemForDisplay(db, req.params.id);
    const user = req.user;
    const maySeeSolutions = !!user && (user.role === 'admin' || (await hasSolved(db, user._id, p.id)));
    return {
      _id: p.id,
      title: p.title,
      description: p.description,
      difficulty: p.difficulty,
      tags: p.tags,
      visibleTestCases: p.visibleTestCases,
      startCode: p.startCode,
      referenceSolution: maySeeSolutions ? p.referenceSolution : [],
      Aprouch: p.aprouch,
      secureUrl: p.videoUrl,
      thumbnailUrl: p.thumbnailUrl,
      duration: p.videoDurationS,
      timeLimitMs: p.timeLimitMs,
      memoryLimitKb: p.memoryLimitKb,
    };
  });

  app.get<{ Params: { id: string } }>('/getAllSubmitsOfAPrblm/:id', { preHandler: requireUser }, async (req) => {
    const p = { id: await assertProblemExists(db, req.params.id) };
    const rows = await db
      .select()
      .from(submissions)
      .where(and(eq(submissions.userId, req.user!._id), eq(submissions.problemId, p.id)))
      .orderBy(desc(submissions.createdAt))
      .limit(200);
    return rows.map(toSubmissionDto);
  });
}

/** Whether the user has an accepted submission for the problem. */
export async function hasSolved(db: Db, userId: string, problemId: string): Promise<boolean> {
  const rows = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), eq(submissions.problemId, problemId), eq(submissions.status, 'accepted')))
    .limit(1);
  return rows.length > 0;
}

/** A problem row without its hidden test cases (they never leave the server and can be megabytes). @throws HttpError 404. */
async function findProblemForDisplay(db: Db, id: string) {
  if (!/^[0-9a-f]{24}$/.test(id)) throw new HttpError(404, MSG.problemNotFound);
  const { hiddenTestCases: _hidden, ...columns } = getTableColumns(problems);
  const [row] = await db.select(columns).from(problems).where(eq(problems.id, id)).limit(1);
  if (!row) throw new HttpError(404, MSG.problemNotFound);
  return row;
}
