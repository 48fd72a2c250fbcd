import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/texts.ts';
import { bootServer, type Server } from '../../server/boot.ts';
import { loadConfig } from '../../server/config.ts';
import { ApiClient } from '../support/client.ts';
import { JUDGE_CACHE_DIR, createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Server hygiene against hostile requests: encoded paths cannot skip the XSRF check,
 * control characters never reach the database or the log, ADMIN_EMAIL cannot be claimed
 * by registering it, concurrent password guesses stay within the limit while the owner
 * still gets in, TLS behind a proxy is recognised (Secure cookies, HSTS), deeply nested
 * JSON is a 400, and an oversized body gets a 413 the client can read.
 */
let server: Server;
let logs = '';
let api: ApiClient;
let problemId: string;
const XSRF = 'x'.repeat(32);

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs += String(chunk);
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), `pj-test-${randomBytes(4).toString('hex')}`), JUDGE_CACHE_DIR, LOG_LEVEL: 'trace', LOGIN_MAX_FAILURES: '5' });
  config.pgliteDir = 'memory://';
  server = await bootServer(config, { logger: { level: 'trace', stream } });
  api = new ApiClient(server.app);
  await api.signUp();
  problemId = ((await api.get('/api/prblm/getAllPrblm')).json() as { _id: string }[])[0]!._id;
});
afterAll(async () => {
  await server?.close();
});

describe('encoded paths', () => {
  it.each(['/%61pi/userAuth/logout', '/api/%75serAuth/logout', '/%61%70%69/userauth/logout', '/%2561pi/userAuth/logout', '//api/userAuth/logout'])(
    'POST %s without the XSRF header is refused, never performed',
    async (url) => {
      const res = await server.app.inject({ method: 'POST', url, headers: { cookie: `XSRF-TOKEN=${XSRF}` } });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().statusCode).toBe(res.statusCode);
    },
  );

  it('a malformed percent-encoding is a 400 with the usual error body', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/prblm/getPrblmById/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('API answers are never cached, however the path is spelled', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/%61pi/prblm/getAllPrblm' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('control characters', () => {
  const SECRET = 'sekret-marker-7f3a';
  const NUL = `${SECRET}\u0000`;
  const id = '0123456789abcdef01234567';
  const cases: [string, string, string, unknown][] = [
    ['POST', '/api/userAuth/register', 'firstname', { firstname: NUL, emailID: 'nul1@example.com', password: 'password123' }],
    ['POST', '/api/userAuth/register', 'emailID', { firstname: 'Nully', emailID: `nul\u0000@example.com`, password: 'password123' }],
    ['POST', '/api/userAuth/register', 'password', { firstname: 'Nully', emailID: 'nul2@example.com', password: NUL }],
    ['POST', '/api/userAuth/login', 'emailID', { emailID: `a\u0000@example.com`, password: 'password123' }],
    ['POST', '/api/userAuth/login', 'password', { emailID: 'a@example.com', password: NUL }],
    ['PUT', `/api/notes/PROBLEM/${id}`, 'title', { title: NUL, body: 'b', position: 0, baseRev: null }],
    ['PUT', `/api/notes/PROBLEM/${id}`, 'body', { title: 't', body: NUL, position: 0, baseRev: null }],
    ['POST', '/api/prblm/createNote', 'array.0.title', { prblmId: 'PROBLEM', array: [{ title: NUL, body: 'b' }] }],
    ['PATCH', '/api/prblm/updNote', 'body', { prblmId: 'PROBLEM', i: 0, title: 't', body: NUL }],
    ['PUT', '/api/drafts/PROBLEM/javascript', 'code', { code: NUL, updatedAt: 1 }],
    ['POST', '/api/submit/runCode/PROBLEM', 'code', { code: NUL, language: 'javascript' }],
    ['POST', '/api/submit/PROBLEM', 'code', { code: NUL, language: 'javascript' }],
    ['POST', '/api/submit/PROBLEM', 'language', { code: 'x', language: 'java\u0001' }],
    ['PUT', '/api/notes/PROBLEM/' + id, 'a key', { [`ti\u0007tle`]: 'x', body: 'b', position: 0, baseRev: null }],
  ];

  it.each(cases)('%s %s with a control character in %s → 400, nothing stored or logged', async (method, url, field, body) => {
    const before = logs.length;
    const res = await api.request(method as 'POST', url.replace('PROBLEM', problemId), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/control characters/);
    if (field !== 'a key') expect(res.json().message.startsWith(field)).toBe(true);
    expect(logs.slice(before)).not.toContain(SECRET);
  });

  it('a control character in a query string or path parameter is a 400 too', async () => {
    expect((await api.get('/api/prblm/getPrblmById/%00')).statusCode).toBe(400);
    expect((await api.delete(`/api/prblm/removeNote/${problemId}?index=1%00`)).statusCode).toBe(400);
  });

  it('tabs and newlines in code and notes are fine', async () => {
    const res = await api.put(`/api/notes/${problemId}/${id}`, { title: 'tabs\tok', body: 'line 1\r\nline 2\n', position: 0, baseRev: null });
    expect(res.statusCode).toBe(200);
  });
});

describe('unexpected errors', () => {
  it('are logged without the failed query parameters', async () => {
    const { safeErrorSummary } = await import('../../server/app.ts');
    const err = Object.assign(new Error('Failed query: insert into "users" values ($1, $2)\nparams: alice@example.com,$argon2id$hash'), { code: '22021' });
    const summary = safeErrorSummary(err);
    expect(JSON.stringify(summary)).not.toContain('alice@example.com');
    expect(JSON.stringify(summary)).not.toContain('argon2id');
    expect(summary.message).toContain('Failed query: insert into "users"');
    expect(summary.code).toBe('22021');
  });
});

describe('ADMIN_EMAIL', () => {
  it('promotes an account that exists at boot, never one registered later', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pj-admin-'));
    const config = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, JUDGE_CACHE_DIR, LOG_LEVEL: 'silent', ...env });
    try {
      const first = await bootServer(config({ ADMIN_EMAIL: 'owner@example.com' }), { logger: false });
      // Whoever registers the address first gets nothing special…
      const squatter = await new ApiClient(first.app).signUp('Squatter', 'owner@example.com', 'squatter-pass');
      expect(squatter.user.role).toBe('user');
      await first.close();
      // …until the operator restarts with ADMIN_EMAIL set, knowingly promoting that existing account.
      const second = await bootServer(config({ ADMIN_EMAIL: 'owner@example.com' }), { logger: false });
      try {
        const c = new ApiClient(second.app);
        const login = await c.post('/api/userAuth/login', { emailID: 'owner@example.com', password: 'squatter-pass' });
        expect(login.json().user.role).toBe('admin');
        expect((await new ApiClient(second.app).signUp('Another')).user.role).toBe('user');
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('login throttling', () => {
  const login = (emailID: string, password: string, ip = '203.0.113.9') =>
    server.app.inject({
      method: 'POST',
      url: '/api/userAuth/login',
      remoteAddress: ip,
      headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      payload: { emailID, password },
    });

  it('30 concurrent guesses: at most LOGIN_MAX_FAILURES passwords are checked; the owner still signs in', async () => {
    const victim = await new ApiClient(server.app).signUp('Victim');
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(victim.emailID, `wrong-guess-${i}`)));
    const elapsedS = (Date.now() - started) / 1000;
    const statuses = answers.map((a) => a.statusCode);
    // After the 5th failure the pair waits 1 s, then 2 s, 4 s …: on a loaded machine a burst that
    // outlasts those waits may have one more guess checked per doubling (at t ≥ 1 s, 3 s, 7 s …).
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + Math.floor(Math.log2(elapsedS + 1)));
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checked);
    for (const a of answers.filter((x) => x.statusCode === 429)) expect(Number(a.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner, from another address, is not locked out.
    expect((await login(victim.emailID, victim.password, '198.51.100.20')).statusCode).toBe(200);
    // From the guessing address: once the burst's backoff has passed (on a loaded machine it may already have), a
    // wrong guess is checked again and starts a longer backoff, during which even the right password is refused;
    // after it, the right password works again.
    let guess = await login(victim.emailID, 'wrong-after-burst');
    for (let i = 0; guess.statusCode === 429 && i < 150; i++) {
      await new Promise((r) => setTimeout(r, 200));
      guess = await login(victim.emailID, 'wrong-after-burst');
    }
    expect(guess.statusCode).toBe(401);
    const locked = await login(victim.emailID, victim.password);
    expect(locked.statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, Number(locked.headers['retry-after']) * 1000 + 100));
    expect((await login(victim.emailID, victim.password)).statusCode).toBe(200);
  });

  it('backoff doubles for an address that keeps guessing', async () => {
    const victim = await new ApiClient(server.app).signUp('Victim');
    for (let i = 0; i < 5; i++) expect((await login(victim.emailID, `wrong-pass-${i}`, '203.0.113.50')).statusCode).toBe(401);
    const first = await login(victim.emailID, 'wrong-pass-x', '203.0.113.50');
    expect(first.statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, Number(first.headers['retry-after']) * 1000 + 100));
    expect((await login(victim.emailID, 'wrong-pass-y', '203.0.113.50')).statusCode).toBe(401);
    const second = await login(victim.emailID, 'wrong-pass-z', '203.0.113.50');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']));
  });
});

describe('behind a TLS proxy', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
    direct = await createTestApp();
  });
  afterAll(async () => {
    await proxied?.close();
    await direct?.close();
  });
  const over = (t: TestApp, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/userAuth/check', headers });

  it('with TRUST_PROXY, X-Forwarded-Proto https gives Secure cookies and HSTS', async () => {
    const res = await over(proxied, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('without it, the same headers are ignored: no HSTS over plain HTTP', async () => {
    const res = await over(direct, { 'x-forwarded-proto': 'https' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('rejects a malformed TRUST_PROXY', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });
});

describe('deeply nested JSON', () => {
  it.each([
    ['POST', '/api/userAuth/login'],
    ['PUT', '/api/notes/PROBLEM/0123456789abcdef01234567'],
    ['POST', '/api/submit/PROBLEM'],
  ])('%s %s with 100,000 nested objects or arrays → 400, never a 500', async (method, url) => {
    for (const payload of ['{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), '['.repeat(100_000) + ']'.repeat(100_000)]) {
      const res = await api.request(method as 'POST', url.replace('PROBLEM', problemId), payload, { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/nested more than 64 levels/);
    }
  });
});

describe('a body over the size limit', () => {
  it('gets a readable 413 over a real socket, with Content-Length and chunked', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    try {
      for (const chunked of [false, true]) {
        const size = 8 * 1024 * 1024;
        const answer = await new Promise<string>((resolve) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port,
              path: `/api/drafts/${problemId}/javascript`,
              method: 'PUT',
              headers: { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(size) }) },
            },
            (res) => {
              let b = '';
              res.on('data', (c) => (b += c));
              res.on('end', () => resolve(`${res.statusCode} ${b}`));
            },
          );
          req.on('error', (e) => resolve(`ERROR ${e.message}`));
          const chunk = Buffer.alloc(64 * 1024, 'a');
          let sent = 0;
          const pump = () => {
            while (sent < size) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end();
          };
          pump();
        });
        expect(answer.startsWith('413 '), answer).toBe(true);
        expect(JSON.parse(answer.slice(4))).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
      }
    } finally {
      await server.app.server.close();
    }
  });
});

describe('messages', () => {
  it('the control-character message is in the shared catalogue', () => {
    expect(MSG.controlChars).toMatch(/control characters/);
  });
});
