import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { createMetrics } from './registry.ts';

/** Route label of requests that matched no route (404s), so unknown URLs add no label values. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics (see registry.ts), outside /api:
 * - GET /metrics → the text exposition format; with METRICS_TOKEN set it needs
 *   `Authorization: Bearer <token>` (401 otherwise).
 * Registers the hook that times every request by its route pattern.
 */
export async function metricsRoutes(app: FastifyInstance, { config, judging }: AppDeps): Promise<void> {
  const metrics = createMetrics(judging);
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });
  const expected = config.metricsToken ? digest(`Bearer ${config.metricsToken}`) : null;
  app.get('/metrics', async (req, reply) => {
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      throw new HttpError(401, 'Metrics need Authorization: Bearer <METRICS_TOKEN>', undefined, { 'www-authenticate': 'Bearer' });
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}

const digest = (s: string) => createHash('sha256').update(s).digest();
