/**
 * bench/offline-library — what "Make available offline" (the profile's Offline access card) costs a
 * learner's phone for the whole built-in library: the bytes sent over the network for the problems'
 * details (as the browser received them: `encodedDataLength`, compressed), their size uncompressed,
 * the storage the origin uses afterwards (`navigator.storage.estimate()`, before and after), and how
 * long the download took (ms, this host, no throttling).
 *
 * A test server (PGlite in memory, the built PWA from `dist/`) is started and a learner registered in
 * the page; the profile's button is pressed in Debian Chromium at a phone's viewport and the run ends
 * when the card says every problem is available offline.
 *
 * Run: `npx tsx bench/offline-library.ts` (after `npm run build`). Chromium: `CHROME_PATH`, default `/usr/bin/chromium`.
 */
import { chromium } from 'playwright-core';
import { SignUpPage } from '../tests/e2e/pages/SignUpPage.ts';
import { startTestServer } from '../tests/support/test-server.ts';

const server = await startTestServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await new SignUpPage(page).signUpFresh('Offline');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Offline access' });
  await card.getByText(/of \d+ problems available offline/).waitFor();
  const total = Number(/of (\d+) problems/.exec((await card.textContent()) ?? '')![1]);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const details = new Map<string, { url: string; encoded: number; decoded: number }>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.url.includes('/api/prblm/getPrblmById/')) details.set(e.requestId, { url: e.response.url, encoded: 0, decoded: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const d = details.get(e.requestId);
    if (d) d.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const d = details.get(e.requestId);
    if (d) d.encoded = e.encodedDataLength;
  });
  const estimate = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const before = await estimate();
  const started = performance.now();
  await card.getByRole('button', { name: 'Make available offline' }).click();
  await card.getByText(`${total} of ${total} problems available offline`).waitFor({ timeout: 600_000 });
  const elapsed = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const after = await estimate();
  const rows = [...details.values()];
  const sum = (k: 'encoded' | 'decoded') => rows.reduce((n, r) => n + r[k], 0);
  const largest = rows.reduce((m, r) => (r.decoded > m.decoded ? r : m), rows[0]!);
  const kb = (b: number) => (b / 1024).toFixed(0);
  console.log(`\n"Make available offline" for the built-in library, Chromium, 412 × 823, no throttling\n`);
  console.log('| problems | detail requests | sent KB (compressed) | KB uncompressed | largest problem KB | storage used KB (before → after) | time ms |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  console.log(`| ${total} | ${rows.length} | ${kb(sum('encoded'))} | ${kb(sum('decoded'))} | ${kb(largest.decoded)} | ${kb(before)} → ${kb(after)} | ${Math.round(elapsed)} |`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
