/**
 * Debian Chromium driven by playwright-core, for the e2e tests.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
