/**
 * What a browser loads on a first visit to each route, by network idle: the JavaScript and CSS files
 * of the build (`dist/assets/`) that the page asked for, measured in Chromium, for `bench/bundle.ts`.
 *
 * A test server (PGlite in memory, the built PWA from `dist/`) is started and an admin account is
 * registered through the API. Each route is opened in a fresh browser context (empty HTTP cache,
 * storage and service worker: a learner's first visit), signed in (or signed out for the sign-up and
 * log-in screens), and read once the page's network has been idle for 500 ms after its `load` event
 * (Playwright's `networkidle`) plus a second with no new resource: the resource timing entries of the
 * page (its scripts, module preloads and stylesheets, whatever started them: the entry, the route's
 * screen, the chunks its first render asks for, workbox-window after `load`) name the files. The
 * service worker's own precache downloads are not the page's and are not counted. Sizes are those of
 * `bench/bundle.ts`: each file's gzip level 9 size, KB (1024 bytes).
 *
 * Chromium is Debian's (`CHROME_PATH`, default `/usr/bin/chromium`), headless.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CookieJar, signUp } from '../tests/support/faulty-proxy.ts';
import { startTestServer } from '../tests/support/test-server.ts';

/** A route to open: its row name, the path (`:id` filled in by {@link measureRouteLoads}) and whether it is opened signed out. */
export interface RouteVisit {
  route: string;
  path: string;
  signedOut?: boolean;
}

/** What one first visit loaded: the build's files by kind, each with its gzip size in KB. */
export interface RouteLoad {
  route: string;
  js: { file: string; kb: number }[];
  css: { file: string; kb: number }[];
  jsKb: number;
  cssKb: number;
}

/**
 * Opens each route in Chromium and lists the build files it loaded by network idle.
 * @param distDir the build (`dist/`), served by the test server and read for the sizes
 * @param visits the routes; `:id` in a path is replaced by the id of the built-in problem Two Sum
 * @throws when the server, Chromium or a page cannot be started or opened
 */
export async function measureRouteLoads(distDir: string, visits: RouteVisit[]): Promise<RouteLoad[]> {
  const gzipKb = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length / 1024;
  // PGlite in memory whatever database the tests ran on (`npm test` passes TEST_DATABASE_URL on): nothing is left behind.
  delete process.env.TEST_DATABASE_URL;
  const server = await startTestServer();
  let browser: Browser | undefined;
  try {
    const jar = new CookieJar();
    const admin = await signUp(server.url, jar, 'Bundle');
    await server.makeAdmin(admin.emailID);
    const problems = await jar.client(server.url).get('prblm/getAllPrblm').json<Array<{ _id: string; title: string }>>();
    const twoSum = problems.find((p) => p.title === 'Two Sum');
    if (!twoSum) throw new Error('the built-in problem Two Sum is missing');
    const host = new URL(server.url).hostname;
    const cookies = [...jar.cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' }));

    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    const loads: RouteLoad[] = [];
    for (const visit of visits) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        if (!visit.signedOut) await context.addCookies(cookies);
        const page = await context.newPage();
        await page.goto(new URL(visit.path.replace(':id', twoSum._id), server.url).href, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        // Quiet for a second more: a chunk asked for after a timer of the first render still counts.
        let count = -1;
        for (;;) {
          const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
          if (now === count) break;
          count = now;
          await page.waitForTimeout(1000);
        }
        const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
        const files = [...new Set(urls.map((u) => new URL(u).pathname.replace(/^\//, '')).filter((p) => p.startsWith('assets/')))];
        const js = files.filter((f) => f.endsWith('.js')).map((file) => ({ file, kb: gzipKb(file) }));
        const css = files.filter((f) => f.endsWith('.css')).map((file) => ({ file, kb: gzipKb(file) }));
        loads.push({ route: visit.route, js, css, jsKb: js.reduce((s, f) => s + f.kb, 0), cssKb: css.reduce((s, f) => s + f.kb, 0) });
      } finally {
        await context.close();
      }
    }
    return loads;
  } finally {
    await browser?.close();
    await server.close();
  }
}
