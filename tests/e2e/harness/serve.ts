/**
 * Builds the JavaScript-runner harness page (`index.html` + `harness.ts` beside this file)
 * with Vite into a temporary directory and serves it on 127.0.0.1, so e2e tests and
 * `bench/js-runner.ts` can drive the real runner and its bundled worker in Chromium without
 * adding anything test-only to the production build.
 *
 * The build uses Vite's defaults for workers, exactly like the app's `vite.config.ts` (which
 * sets no `worker` option): `new Worker(new URL('./js-runner.worker.ts', import.meta.url),
 * { type: 'module' })` is bundled into its own hashed chunk.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Page } from 'playwright-core';
import type { RunCaseResult } from '../../../common/contract/submission.ts';
import type { PublicValidation } from '../../../common/judging/validation.ts';

const HARNESS_DIR = path.dirname(fileURLToPath(import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
};

export interface HarnessServer {
  /** Origin, e.g. http://127.0.0.1:41234 — the page is at `${url}/index.html`. */
  url: string;
  /** Files of the build (relative paths), e.g. to check that the worker got its own chunk. */
  files: string[];
  close(): Promise<void>;
}

/** Builds the harness (a few seconds) and serves it; `close()` stops the server and deletes the build. */
export async function buildAndServeHarness(): Promise<HarnessServer> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'pj-js-runner-harness-'));
  const output = await build({
    configFile: false,
    root: HARNESS_DIR,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const results = Array.isArray(output) ? output : [output];
  const files = results.flatMap((r) => ('output' in r ? r.output.map((o) => o.fileName) : []));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const rel = url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname).replace(/^\/+/, '');
    const file = path.resolve(outDir, rel);
    if (!file.startsWith(outDir + path.sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    // Hashed assets are immutable, like in production (where the service worker's precache serves them).
    const cache = rel.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    files,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          rmSync(outDir, { recursive: true, force: true });
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** Opens the harness page in `page` and waits until the runner API is there. */
export async function openHarness(page: Page, harness: HarnessServer): Promise<void> {
  await page.goto(`${harness.url}/index.html`);
  await page.waitForFunction(() => window.pocketJudgeRunner !== undefined);
}

/** Calls `runJavaScript(code, cases, { timeLimitMs, validation })` in the page. */
export function runInBrowser(page: Page, code: string, cases: { input: string; output: string }[], timeLimitMs: number, validation?: PublicValidation): Promise<RunCaseResult[]> {
  return page.evaluate(
    ({ code, cases, timeLimitMs, validation }) => window.pocketJudgeRunner!.runJavaScript(code, cases, validation ? { timeLimitMs, validation } : { timeLimitMs }),
    { code, cases, timeLimitMs, validation },
  );
}
