/**
 * bench/offline-start — how long an offline reload takes to show the problem list, from a warm
 * service worker, in Debian Chromium (playwright-core).
 *
 * A test server (PGlite in memory, the built PWA from `dist/`, rebuilt first when missing or
 * older than its sources: `scripts/build-if-stale.mjs`) is started. In one browser context the learner signs up (the list loads online), the page waits
 * until the service worker controls it and has precached the app, then the context goes offline
 * (`context.setOffline(true)`). Each run reloads `/` and measures, from the reload until the first
 * problem link is visible: the time in ms (wall clock of the test driver), and the page's own
 * figures — First Contentful Paint and the moment the link appeared, both from the page's
 * navigation start (`performance.now()`).
 *
 * Prints one row per run and the median of `OFFLINE_RUNS` runs (default 9).
 *
 * Run: `npx tsx bench/offline-start.ts`.
 */
import { execFileSync } from 'node:child_process';
import { launchBrowser, newContext } from '../tests/e2e/browser.ts';
import { ProblemListPage } from '../tests/e2e/pages/ProblemListPage.ts';
import { SignUpPage } from '../tests/e2e/pages/SignUpPage.ts';
import { startTestServer } from '../tests/support/test-server.ts';

const RUNS = Math.max(1, Number(process.env.OFFLINE_RUNS ?? 9));

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const server = await startTestServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  await new SignUpPage(page).signUpFresh('Commuter');
  const list = new ProblemListPage(page);
  await list.waitForLoaded();
  // Warm service worker: active, controlling this page, precache complete (install finished).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await list.waitForLoaded();
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error('the service worker does not control the page');

  await context.setOffline(true);
  const firstLink = page.getByTestId('problem-card').first().getByRole('link');
  const rows: Array<{ wallMs: number; fcpMs: number; listMs: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await page.reload({ waitUntil: 'commit' });
    await firstLink.waitFor({ state: 'visible', timeout: 30_000 });
    const wallMs = performance.now() - t0;
    const inPage = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      listMs: performance.now(),
    }));
    rows.push({ wallMs, ...inPage });
  }

  console.log(`\nOffline start: reload of / from a warm service worker until the first problem link is visible (ms)\n`);
  console.log('| run | wall clock ms | page: FCP ms | page: list visible by ms |');
  console.log('|---:|---:|---:|---:|');
  rows.forEach((r, i) => console.log(`| ${i + 1} | ${r.wallMs.toFixed(0)} | ${r.fcpMs.toFixed(0)} | ${r.listMs.toFixed(0)} |`));
  console.log(`| median of ${RUNS} | ${median(rows.map((r) => r.wallMs)).toFixed(0)} | ${median(rows.map((r) => r.fcpMs)).toFixed(0)} | ${median(rows.map((r) => r.listMs)).toFixed(0)} |`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
