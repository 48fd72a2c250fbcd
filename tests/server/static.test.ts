import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-server.ts';

/**
 * The built PWA is served with the pre-compressed copies the build writes beside each text asset:
 * Brotli or gzip by the request's Accept-Encoding, with `Vary: Accept-Encoding`, and the plain
 * file otherwise; the SPA fallback and cache headers are unchanged.
 */
let t: TestApp;
let dir: string;
const script = `console.log(${JSON.stringify('pocket judge '.repeat(400))});\n`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pj-static-'));
  mkdirSync(path.join(dir, 'assets'));
  const html = `<!doctype html><title>Pocket Judge</title>${'<p>shell</p>'.repeat(200)}`;
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ STATIC_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('pre-compressed assets', () => {
  it('sends Brotli when accepted, gzip otherwise, the plain file when neither', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 5);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['content-type'])).toMatch(/javascript/);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the SPA fallback page too, and keeps it revalidated', async () => {
    const page = await get('/prblm/abc', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>Pocket Judge</title>');
  });
});
