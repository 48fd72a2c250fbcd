/**
 * Debian Chromium driven by playwright-core, for the e2e tests.
 */
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { startTestServer } from '../support/test-server.ts';

/** How the tests start Debian's Chromium: its path and flags (headless, no network of its own). */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/** Launches headless Chromium from /usr/bin/chromium (a browser of the caller's own, closed by it). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

let shared: Promise<Browser> | null = null;
let openSessions = 0;

/**
 * The Chromium every app session of this test process shares (the e2e files run one after another in
 * one process): launched on first use, and again when it has crashed or been closed. Sessions are kept
 * apart by their own contexts (cookies, storage, service workers); starting Chromium once instead of
 * once per file saves about 2 s a file. Playwright ends it when the process exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const current = shared && (await shared.catch(() => null));
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** Everything a page printed as an error (console errors and uncaught exceptions). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Waits until the app's service worker is active on `page` (it is registered a few seconds after a
 * page has loaded, `src/app/service-worker-timing.ts`), so the precached app opens offline.
 */
export async function untilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The viewport of the e2e tests' desktop pages, in CSS pixels. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 860 };

/** A fresh context (own cookies and storage) with the desktop viewport. */
export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT });
}

/** A listening test server serving the built PWA (`startTestServer`). */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** What an e2e suite drives: the real server (serving dist/) and Chromium with one page. */
export interface AppSession {
  server: TestServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of `page`. */
  errors: string[];
  /**
   * Closes the context and the server; when no other session is open, also every context a test made
   * on `browser` and left open, so the shared browser carries nothing into the next file.
   */
  close(): Promise<void>;
}

/** How {@link openAppSession} sets up its server, context and page; every part is optional. */
export interface AppSessionOptions {
  /** The test server's options (`env`: settings as environment variables name them). */
  server?: Parameters<typeof startTestServer>[0];
  /** Context options over the defaults (the server's URL as base URL, a 1280×860 viewport). */
  context?: BrowserContextOptions;
  /** Runs on the fresh context before its page opens (bindings, init scripts). */
  prepareContext?(context: BrowserContext): Promise<void>;
}

/**
 * Starts a test server with the built PWA and opens one page in a fresh browser context.
 * @param options the server's settings, the context's options and a step before the page opens
 * @returns the session on the process's shared Chromium; `close()` ends the context and the server
 */
export async function openAppSession(options: AppSessionOptions = {}): Promise<AppSession> {
  const [server, browser] = await Promise.all([startTestServer(options.server), sharedBrowser()]);
  const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP_VIEWPORT, ...options.context });
  openSessions++;
  await options.prepareContext?.(context);
  const page = await context.newPage();
  let closed = false;
  return {
    server,
    browser,
    context,
    page,
    errors: collectPageErrors(page),
    async close() {
      if (closed) return;
      closed = true;
      openSessions--;
      await context.close();
      if (openSessions === 0) await Promise.all(browser.contexts().map((c) => c.close()));
      await server.close();
    },
  };
}

/**
 * One app session for the calling `describe` block: opened in its `beforeAll` (then `setUp` runs
 * on it, within `timeoutMs` for both) and closed in its `afterAll`.
 * @returns the session's parts, readable once `beforeAll` has opened it (reading them earlier throws)
 */
export function appSessionForSuite(setUp?: (session: AppSession) => Promise<void>, options: AppSessionOptions = {}, timeoutMs = 120_000): AppSession {
  let opened: AppSession | undefined;
  const current = (): AppSession => {
    if (!opened) throw new Error("the suite's app session is not open: its beforeAll has not run");
    return opened;
  };
  beforeAll(async () => {
    opened = await openAppSession(options);
    await setUp?.(opened);
  }, timeoutMs);
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
    get errors() {
      return current().errors;
    },
    close: () => current().close(),
  };
}
