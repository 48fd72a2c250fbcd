import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { checkHealth } from './service.ts';

/**
 * Health, for load balancers and monitors (no sign-in):
 * - GET /api/health → {@link import('./service.ts').HealthReport}: 200 when the database answers
 *   and the judge can run code (local sandbox, Judge0, or the judge queue), else 503 naming the failing part.
 */
export async function healthRoutes(app: FastifyInstance, { db, judging }: AppDeps): Promise<void> {
  app.get('/api/health', async (_req, reply) => {
    const report = await checkHealth(db, judging);
    return reply.status(report.ok ? 200 : 503).send(report);
  });
}
