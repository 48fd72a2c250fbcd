import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../common/contract/sync.ts';
import type { Db } from '../db/client.ts';
import { claimIdempotencyKey, deleteExpiredIdempotencyKeys, deleteIdempotencyKey, findIdempotencyKey, recordIdempotentResponse } from '../db/repos/idempotency-keys.ts';
import { HttpError } from './errors.ts';
import { isApiRequest } from './path.ts';

/**
 * Idempotency keys for state-changing requests (header `Idempotency-Key`),
 * the mechanism Stripe's API popularised (and the IETF draft
 * "The Idempotency-Key HTTP Header Field" describes):
 *
 * 1. First request with a key: a `running` row is claimed (unique per user
 *    scope + key), the request runs, and its status, content type and body are
 *    recorded (`done`). Responses that did not apply anything — 401, 403, 409,
 *    429 and 5xx — are not recorded, so a retry runs again.
 * 2. A repeat while `running` → 409 with Retry-After: 1 (the client retries).
 * 3. A repeat after `done` → the recorded response, with `Idempotent-Replayed: true`.
 * 4. The same key with a different method, URL or body → 422.
 * Rows expire after {@link TTL_MS}; a `running` row older than
 * {@link STALE_RUNNING_MS} (its server died mid-request) is taken over.
 */
export const TTL_MS = 24 * 3600 * 1000;
export const STALE_RUNNING_MS = 10 * 60 * 1000;
const NOT_RECORDED = new Set([401, 403, 409, 429]);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string; replayed: boolean } | null;
  }
}

function fingerprint(req: FastifyRequest): string {
  return createHash('sha256')
    .update(`${req.method} ${req.url}\n${req.body === undefined ? '' : JSON.stringify(req.body)}`)
    .digest('hex');
}

/** Registers the idempotency hooks on every /api route. */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    if (!UNSAFE.has(req.method) || !isApiRequest(req)) return;
    const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) throw new HttpError(400, `${IDEMPOTENCY_HEADER}: ${parsed.error.issues[0]!.message}`);
    const key = parsed.data;
    const scope = req.user?._id ?? 'anon';
    const fp = fingerprint(req);

    for (let attempt = 0; attempt < 2; attempt++) {
      if (await claimIdempotencyKey(db, scope, key, fp, new Date(Date.now() + TTL_MS))) {
        req.idempotency = { scope, key, replayed: false };
        return;
      }
      const row = await findIdempotencyKey(db, scope, key);
      if (!row) continue; // deleted in between: claim again
      const expired = row.expiresAt.getTime() < Date.now();
      const stale = row.state === 'running' && Date.now() - row.createdAt.getTime() > STALE_RUNNING_MS;
      if (expired || stale) {
        await deleteIdempotencyKey(db, scope, key);
        continue;
      }
      if (row.fingerprint !== fp) throw new HttpError(422, `${IDEMPOTENCY_HEADER} was already used for a different request`);
      if (row.state === 'running') throw new HttpError(409, `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry shortly`, undefined, { 'retry-after': '1' });
      req.idempotency = { scope, key, replayed: true };
      return reply
        .status(row.statusCode ?? 200)
        .header('content-type', row.contentType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(row.body ?? '');
    }
    throw new HttpError(409, `${IDEMPOTENCY_HEADER} is busy; retry shortly`, undefined, { 'retry-after': '1' });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const idem = req.idempotency;
    if (!idem || idem.replayed) return payload;
    req.idempotency = null; // record once, even if onSend runs again
    if (reply.statusCode >= 500 || NOT_RECORDED.has(reply.statusCode) || (payload !== null && typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      await deleteIdempotencyKey(db, idem.scope, idem.key);
      return payload;
    }
    await recordIdempotentResponse(db, idem.scope, idem.key, {
      statusCode: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body: payload === null ? '' : payload.toString(),
    });
    return payload;
  });

  // Expired keys are removed now and then (one cheap DELETE per hour per server).
  const sweep = setInterval(() => {
    deleteExpiredIdempotencyKeys(db, new Date()).catch((e: Error) => app.log.warn(`idempotency sweep failed: ${e.message}`));
  }, 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}
