import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicUser } from '../../common/contract/auth.ts';
import { MSG } from '../../common/texts.ts';
import { API_MSG } from '../../common/texts/api.ts';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { isApiRequest } from './path.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Set for every /api request. */
    user: PublicUser | null;
  }
}

/** Name of the readable double-submit CSRF cookie and its echo header (spec §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether cookies should carry the Secure flag for this request. */
export function secureCookies(config: Config, req: FastifyRequest): boolean {
  return config.cookieSecure === 'true' || (config.cookieSecure === 'auto' && req.protocol === 'https');
}

function sameToken(a: string, b: string): boolean {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && timingSafeEqual(ba, bb);
}

/** Finds the signed-in user of a request (its session cookie), or null; supplied by the auth module. */
export type SessionLookup = (req: FastifyRequest) => Promise<PublicUser | null>;

/**
 * Registers, for every /api request (by its routed path, so `/%61pi/…` counts): the XSRF-TOKEN cookie (issued when
 * missing), CSRF enforcement for state-changing methods (header must equal
 * cookie, else 403), and the session lookup (`lookupUser`, the auth module's) into `request.user`.
 */
export function registerSecurity(app: FastifyInstance, config: Config, lookupUser: SessionLookup): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRequest(req)) return;
    let xsrf = req.cookies[XSRF_COOKIE];
    if (!xsrf || !/^[A-Za-z0-9_-]{20,100}$/.test(xsrf)) {
      xsrf = randomBytes(24).toString('base64url');
      reply.setCookie(XSRF_COOKIE, xsrf, { path: '/', sameSite: 'lax', httpOnly: false, secure: secureCookies(config, req) });
      if (!SAFE_METHODS.has(req.method)) throw new HttpError(403, API_MSG.xsrf);
    }
    if (!SAFE_METHODS.has(req.method)) {
      const header = req.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, xsrf)) throw new HttpError(403, API_MSG.xsrf);
    }
    req.user = await lookupUser(req);
  });
}

/** preHandler: 401 unless signed in. */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.user) throw new HttpError(401, MSG.notSignedIn);
}

/** preHandler: 401 unless signed in, 403 unless admin. */
export async function requireAdmin(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!req.user) throw new HttpError(401, MSG.notSignedIn);
  if (req.user.role !== 'admin') throw new HttpError(403, API_MSG.adminOnly);
}
