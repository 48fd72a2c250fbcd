/**
 * Debian Chromium driven by playwright-core, for the e2e tests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer } from '../support/test-server.ts';

/** Launches headless Chromium from /usr/bin/chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
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

/** A fresh context (own cookies and storage) with a desktop viewport. */
export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } });
}

/** What an e2e suite drives: the real server (serving dist/) and Chromium with one page. */
export interface AppSession {
  server: Awaited<ReturnType<typeof startTestServer>>;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of `page`. */
  errors: string[];
  /** Closes the context, the browser and the server. */
  close(): Promise<void>;
}

/** Starts a test server with the built PWA and opens one page in a fresh browser context. */
export async function openAppSession(): Promise<AppSession> {
  const server = await startTestServer();
  const browser = await launchBrowser();
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  return {
    server,
    browser,
    context,
    page,
    errors: collectPageErrors(page),
    async close() {
      await context.close();
      await browser.close();
      await server.close();
    },
  };
}
