import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { stars } from '../db/schema.ts';
import { requireUser } from '../http/security.ts';
import { assertProblemExists } from './shared.ts';

/**
 * Saved problems (spec §7), under /api/prblm:
 * - GET stars → string[] of the caller's saved problem ids (oldest first)
 * - PUT activeStars/:id → toggles; `{ starred }` (a truthy body, as the spec's client expects); 404 unknown problem
 * The outbox sends a toggle only when the server's state differs from the
 * desired one, with an Idempotency-Key, so retries never toggle twice.
 */
export async function starRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get('/prblm/stars', { preHandler: requireUser }, async (req) => {
    const rows = await db.select({ id: stars.problemId }).from(stars).where(eq(stars.userId, req.user!._id)).orderBy(asc(stars.createdAt));
    return rows.map((r) => r.id);
  });

  app.put<{ Params: { id: string } }>('/prblm/activeStars/:id', { preHandler: requireUser }, async (req) => {
    const problem = { id: await assertProblemExists(db, req.params.id) };
    const userId = req.user!._id;
    const removed = await db
      .delete(stars)
      .where(and(eq(stars.userId, userId), eq(stars.problemId, problem.id)))
      .returning({ id: stars.problemId });
    if (removed.length) return { starred: false };
    await db.insert(stars).values({ userId, problemId: problem.id }).onConflictDoNothing();
    return { starred: true };
  });
}
