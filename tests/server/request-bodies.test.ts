import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MSG } from '../../common/texts/api.ts';
import { MAX_DRAIN_BYTES, MAX_JSON_DEPTH, bodyRoutes, jsonNestedDeeperThan, type BodyRoute } from '../../server/http/body.ts';
import { seedDataDir } from '../support/database-seed.ts';
import { CookieSession, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { JUDGE_CACHE_DIR, createTestApp } from '../support/test-server.ts';

/**
 * Request bodies against a real server process (`server/main.ts`) over real sockets with Node's
 * `fetch` (undici), on every route that takes a body (listed by the app itself): a body over the
 * route's limit always gets a 413 JSON answer the client reads — with `Content-Length` or chunked,
 * never a connection reset —, and JSON nested 100,000 levels deep gets a 400, never a 500.
 */
const MB = 1024 * 1024;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-bodies-'));
let server: ServerProcess;
let routes: readonly BodyRoute[];
const session = new CookieSession();

/** A route's path with its parameters filled in. */
const urlOf = (route: BodyRoute) => route.url.replace(/:\w+/g, 'abcdef0123456789abcdef01');

/** The headers of a signed-in learner's JSON call. */
const headers = () => ({
  cookie: session.cookieHeader(),
  'x-xsrf-token': /XSRF-TOKEN=([^;]+)/.exec(session.cookieHeader())![1]!,
  'content-type': 'application/json',
});

/** Sends `body` to the route; the status and JSON answer, or `reset: <cause>` when fetch failed. */
async function send(route: BodyRoute, body: string | ReadableStream<Uint8Array>, extraHeaders: Record<string, string> = {}): Promise<{ status: number; json: { statusCode?: number; error?: string; message?: string } } | string> {
  try {
    const res = await fetch(server.base + urlOf(route), {
      method: route.method,
      headers: { ...headers(), ...extraHeaders },
      body,
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit);
    const text = await res.text();
    try {
      return { status: res.status, json: JSON.parse(text) as { statusCode?: number; message?: string } };
    } catch {
      return `${route.method} ${route.url}: ${res.status} answered with no JSON: ${text.slice(0, 200)}`;
    }
  } catch (e) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return `${route.method} ${route.url}: reset: ${cause?.code ?? cause?.message ?? (e as Error).message}`;
  }
}

/** A JSON object of about `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ code: 'a'.repeat(bytes - 12) });

/** Runs `tasks` with at most `width` at a time. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

beforeAll(async () => {
  // The route list comes from the app itself, so a route added later is covered too.
  const listing = await createTestApp();
  routes = bodyRoutes(listing.app);
  await listing.close();
  await seedDataDir(dataDir, JUDGE_CACHE_DIR);
  server = await startServerProcess({ DATA_DIR: dataDir, JUDGE_CACHE_DIR });
  await session.signUp(server.base, 'Bodies', { emailID: 'bodies@example.com', password: 'correct horse' });
}, 180_000);
afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('JSON nesting', () => {
  it('counts levels outside strings, without recursion', () => {
    expect(jsonNestedDeeperThan('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestedDeeperThan('['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestedDeeperThan('{"a":'.repeat(1_000_000) + '1' + '}'.repeat(1_000_000), MAX_JSON_DEPTH)).toBe(true);
    // Brackets inside strings, escaped quotes and backslashes are text, not nesting.
    expect(jsonNestedDeeperThan(JSON.stringify({ code: '{'.repeat(500), q: '"[[[[', b: '\\', c: '\\"{{{{' }), 2)).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: [{ b: ['\\'] }] }), 3)).toBe(true);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: [{ b: ['\\'] }] }), 4)).toBe(false);
  });

  it('every body route: 100,000 nested objects or arrays → 400 naming the limit, never a 500', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const depth = 100_000;
    const bodies = ['{"a":'.repeat(depth) + '1' + '}'.repeat(depth), '['.repeat(depth) + ']'.repeat(depth)];
    const wrong: string[] = [];
    for (const route of routes) {
      for (const body of bodies) {
        const answer = await send(route, body);
        if (typeof answer === 'string') wrong.push(answer);
        else if (answer.status !== 400 || answer.json.message !== API_MSG.jsonTooDeep(MAX_JSON_DEPTH)) wrong.push(`${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.json)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('prototype poisoning is still refused, and shallow JSON still works', async () => {
    const login = routes.find((r) => r.url === '/api/userAuth/login')!;
    const poisoned = await send(login, '{"emailID":"bodies@example.com","password":"correct horse","__proto__":{"admin":true}}');
    expect(typeof poisoned !== 'string' && poisoned.status).toBe(400);
    const fine = await send(login, JSON.stringify({ emailID: 'bodies@example.com', password: 'correct horse' }));
    expect(typeof fine !== 'string' && fine.status).toBe(200);
  });
});

describe('a body over the route limit', () => {
  it('every body route, 1 MB and 3 MB over its limit (2 and 4 MB for most), once each: always a readable 413', async () => {
    const tasks: (() => Promise<string | null>)[] = [];
    for (const route of routes) {
      for (const over of [1 * MB, 3 * MB]) {
        const size = route.bodyLimit + over;
        expect(size).toBeLessThan(MAX_DRAIN_BYTES);
        tasks.push(async () => {
          const answer = await send(route, jsonOf(size));
          if (typeof answer === 'string') return answer;
          if (answer.status !== 413 || answer.json.statusCode !== 413 || answer.json.error !== 'Payload Too Large' || !answer.json.message?.includes('larger than this call accepts'))
            return `${route.method} ${route.url} (${size} bytes): ${answer.status} ${JSON.stringify(answer.json)}`;
          return null;
        });
      }
    }
    const wrong = (await inParallel(tasks, 4)).filter((w) => w !== null);
    expect(wrong).toEqual([]);
  }, 600_000);

  it('chunked, with no Content-Length: counted as it streams, a readable 413', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    const streamOf = (bytes: number) => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent === 0) controller.enqueue(new TextEncoder().encode('{"code":"'));
          if (sent >= bytes) {
            controller.enqueue(new TextEncoder().encode('"}'));
            controller.close();
            return;
          }
          controller.enqueue(chunk);
          sent += chunk.length;
        },
      });
    };
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.bodyLimit <= MB)) {
      const answer = await send(route, streamOf(4 * MB));
      if (typeof answer === 'string') wrong.push(answer);
      else if (answer.status !== 413) wrong.push(`${route.method} ${route.url}: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a refusal before the body is read (no XSRF header) is readable too', async () => {
    const drafts = routes.find((r) => r.url === '/api/drafts/:prblmId/:language')!;
    for (let i = 0; i < 5; i++) {
      const answer = await send(drafts, jsonOf(4 * MB), { 'x-xsrf-token': '' });
      expect(typeof answer === 'string' ? answer : answer.status).toBe(403);
    }
  }, 120_000);

  it('the server still answers afterwards', async () => {
    expect((await session.request(server.base, 'GET', '/api/health')).status).toBe(200);
    expect((await session.request(server.base, 'GET', '/api/userAuth/check')).status).toBe(200);
  });
});
