import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemListEntriesSchema } from '../../common/contract/index.ts';
import { stableId } from '../../server/db/ids.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { parseSse } from '../../src/api/sse.ts';
import { ApiClient } from '../support/client.ts';
import { startFakeAi, type FakeAi } from '../support/fake-ai.ts';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * Response compression by Accept-Encoding (br, gzip, identity): the built PWA's files (a hashed
 * asset and index.html with the build's `.br`/`.gz` copies, the service worker without them),
 * the API's large JSON, and what must stay uncompressed: small responses, server-sent events
 * (they must still stream event by event), Range requests (`/media/*` and static files) and the
 * 413 of an oversized body.
 */
let t: TestApp;
let fake: FakeAi;
let dir: string;
const asset = `console.log(${JSON.stringify('pocket judge '.repeat(400))});\n`;
const html = `<!doctype html><title>Pocket Judge</title>${'<p>shell</p>'.repeat(200)}`;
/** The build writes no compressed copy of the service worker (it is generated after the copies). */
const sw = `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ url: `/assets/chunk-${i}.js`, revision: null })))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pj-compress-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), asset);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(asset));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(asset));
  writeFileSync(path.join(dir, 'sw.js'), sw);
  fake = await startFakeAi();
  t = await createTestApp({ STATIC_DIR: dir, OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'sk-test', AI_MODEL: 'tutor-model', AI_TIMEOUT_SECONDS: '10' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Decodes a body by its Content-Encoding. */
function decode(encoding: unknown, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

describe('content negotiation', () => {
  const cases: Array<{ name: string; url: string; headers?: Record<string, string>; expected: () => string }> = [
    { name: 'a hashed asset (precompressed copies)', url: '/assets/app-abc123.js', expected: () => asset },
    { name: 'index.html (precompressed copies)', url: '/', headers: { accept: 'text/html' }, expected: () => html },
    { name: 'a client route (SPA fallback to index.html)', url: '/prblm/abc', headers: { accept: 'text/html' }, expected: () => html },
    { name: 'the service worker (compressed on the fly)', url: '/sw.js', expected: () => sw },
  ];
  for (const c of cases) {
    it(`${c.name}: br, gzip or identity as accepted, same bytes after decoding`, async () => {
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
        ['', undefined],
      ] as const) {
        const res = await get(c.url, { ...c.headers, 'accept-encoding': accept });
        expect(res.statusCode, `${c.url} ${accept}`).toBe(200);
        expect(res.headers['content-encoding'], `${c.url} ${accept}`).toBe(encoding);
        if (encoding) {
          expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
          expect(res.rawPayload.length).toBeLessThan(c.expected().length / 3);
        }
        expect(decode(res.headers['content-encoding'], res.rawPayload)).toBe(c.expected());
      }
    });
  }

  it('compresses a large JSON response (the problem list) and decodes to the same list', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const plain = await api.get('/api/prblm/getAllPrblm');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await api.request('GET', '/api/prblm/getAllPrblm', undefined, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      if (encoding) {
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      }
      const list = problemListEntriesSchema.parse(JSON.parse(decode(res.headers['content-encoding'], res.rawPayload)));
      expect(list).toEqual(plain.json());
      expect(list.length).toBe(BUILT_IN_PROBLEMS.length);
    }
  });

  it('sends small JSON responses as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().ok).toBe(true);
  });
});

describe('what stays uncompressed', () => {
  it('a Range request on /media/* gets the exact bytes asked for, uncompressed', async () => {
    const text = 'media bytes '.repeat(500);
    mkdirSync(t.config.media.dir, { recursive: true });
    writeFileSync(path.join(t.config.media.dir, 'range-check.txt'), text);
    const res = await get('/media/range-check.txt', { range: 'bytes=100-1299', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 100-1299/${text.length}`);
    expect(res.body).toBe(text.slice(100, 1300));
  });

  it('a Range request on a built file without a precompressed copy gets the exact bytes', async () => {
    const res = await get('/sw.js', { range: 'bytes=0-2047', 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(sw.slice(0, 2048));
  });

  it('an oversized body still gets its readable 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/submit/${stableId('two-sum')}`,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz', 'x-xsrf-token': 'abcdefghijklmnopqrstuvwxyz' },
      payload: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024), language: 'javascript' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().statusCode).toBe(413);
  });

  it('a gzip-encoded request body is not inflated (it would slip past the body limit)', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const bomb = gzipSync(JSON.stringify({ code: 'x'.repeat(8 * 1024 * 1024), language: 'javascript' }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/submit/${stableId('two-sum')}`,
      headers: { ...(await api.headers()), 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(res.statusCode).toBe(400);
    expect((await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${stableId('two-sum')}`)).json()).toEqual([]);
  });

  it('server-sent events stream event by event, uncompressed, to a client accepting br and gzip', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = new ApiClient(t.app);
    await api.signUp();
    let release!: () => void;
    fake.holdAfterFirst = new Promise<void>((resolve) => (release = resolve));
    try {
      const res = await fetch(`${address}/api/ai/chat`, {
        method: 'POST',
        headers: { ...(await api.headers()), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
        body: JSON.stringify({ message: [{ role: 'user', parts: [{ text: 'I am stuck' }] }], title: 'Two Sum', description: 'd', testCases: [] }),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      // The first event arrives while the provider still holds back the rest of the reply.
      let text = '';
      while (!text.includes('\n\n')) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        text += decoder.decode(value, { stream: true });
      }
      expect(parseSse(text).events[0]).toEqual({ event: 'delta', data: JSON.stringify({ text: fake.pieces[0] }) });
      release();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      const { events } = parseSse(text);
      expect(events.filter((e) => e.event === 'delta').map((e) => (JSON.parse(e.data) as { text: string }).text).join('')).toBe(fake.pieces.join(''));
      expect(events.at(-1)?.event).toBe('done');
    } finally {
      release();
      fake.holdAfterFirst = null;
    }
  });
});
