import type { FastifyRequest } from 'fastify';

/**
 * The path a request is about, as the router understood it: the matched route's pattern
 * (e.g. `/api/userAuth/logout` for `POST /%61pi/userAuth/logout`), or for unmatched
 * requests the percent-decoded path without its query. Security decisions (XSRF, sessions,
 * idempotency, cache headers) use this, never the raw URL, so an encoded spelling of a
 * path cannot skip them. A malformed encoding yields the raw path (the router answers 404/400).
 */
export function routePath(req: FastifyRequest): string {
  const pattern = req.routeOptions?.url;
  if (pattern) return pattern;
  const raw = req.url.split('?')[0]!;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True when the request is for the JSON API (`/api` or below). */
export function isApiRequest(req: FastifyRequest): boolean {
  const p = routePath(req);
  return p === '/api' || p.startsWith('/api/');
}
