import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MSG } from '../../common/texts/api.ts';
import { HttpError } from './errors.ts';

/** Deepest nesting of objects and arrays a JSON body may have, levels (the API's real bodies have fewer than 10). */
export const MAX_JSON_DEPTH = 64;

/**
 * How much of a refused request's unread body is read and thrown away before the answer is
 * written, bytes. Above every route's body limit (the largest is the admin's problem body, 24 MB), so
 * a client that sends a body a little over its limit finishes sending and reads the answer; a
 * client still sending past this gets its connection closed.
 */
export const MAX_DRAIN_BYTES = 32 * 1024 * 1024;

/** A byte count as the API's messages write it: `512 KB`, `1 MB`, `24 MB`. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/**
 * True when `text`, read as JSON, nests objects and arrays more than `maxDepth` levels deep.
 * One pass without recursion over the characters, counting `{` and `[` against `}` and `]`
 * outside strings (escapes inside strings are skipped); malformed JSON is left to the parser.
 */
export function jsonNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/**
 * Reads and discards what is left of a request's body, at most `maxBytes`.
 * @returns a promise resolved once the body has ended, the connection has closed, or `maxBytes`
 *   were read (the rest stays unread); it never rejects.
 */
export function drainBody(raw: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      raw.off('data', onData);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish();
    };
    raw.on('data', onData);
    raw.on('end', finish);
    raw.on('close', finish);
    raw.on('error', finish);
    raw.resume();
  });
}

/** A route that takes a request body: its method, its path as registered (`/api/drafts/:prblmId/:language`), its body limit in bytes. */
export interface BodyRoute {
  method: string;
  url: string;
  bodyLimit: number;
}

const bodyRoutesOf = new WeakMap<FastifyInstance, BodyRoute[]>();

/**
 * Every route registered after {@link registerBodyHygiene} whose method carries a body (POST, PUT,
 * PATCH, DELETE), with the body limit it gets (its own `bodyLimit` or the server's).
 */
export function bodyRoutes(app: FastifyInstance): readonly BodyRoute[] {
  return bodyRoutesOf.get(app) ?? [];
}

/** True when the client is still sending this request's body over a real connection. */
const bodyStillComing = (req: FastifyRequest) => req.raw.complete === false && !req.raw.readableEnded && !req.raw.destroyed;

/**
 * Request-body hygiene of every route:
 *
 * - `application/json` bodies are read by Fastify's raw-body reader (the route's `bodyLimit`:
 *   413 at once when `Content-Length` says more, or as soon as a chunked body goes past it), then
 *   refused with a 400 when nested deeper than {@link MAX_JSON_DEPTH} levels (checked without
 *   recursion before `JSON.parse`, so no later recursive walk can overflow the stack), then parsed
 *   by Fastify's own JSON parser (`__proto__` / `constructor.prototype` keys refused, per the
 *   instance's `onProtoPoisoning` / `onConstructorPoisoning`).
 * - An error answer (4xx/5xx) given while the client is still sending the body (a 413, an XSRF
 *   refusal before the body is read, …) waits until the rest of the body has been read and thrown
 *   away, at most {@link MAX_DRAIN_BYTES}, and carries `Connection: close`. Closing a connection
 *   with unread data makes the kernel reset it, and a client still writing (Node's `fetch`, the
 *   browser) would then see a network error instead of the answer.
 *
 * Must be registered before the routes (they inherit the parser when registered).
 */
export function registerBodyHygiene(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, API_MSG.jsonTooDeep(MAX_JSON_DEPTH)), undefined);
      return;
    }
    parseJson(req, text, done);
  });

  const routes: BodyRoute[] = [];
  bodyRoutesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) routes.push({ method, url: route.url, bodyLimit: route.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024 });
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || !bodyStillComing(req)) return payload;
    reply.header('connection', 'close');
    await drainBody(req.raw, MAX_DRAIN_BYTES);
    return payload;
  });
}
