import { launchBrowser } from './tests/e2e/browser.ts';
import { ProblemListPage } from './tests/e2e/pages/ProblemListPage.ts';
import { ProblemPage } from './tests/e2e/pages/ProblemPage.ts';
import { SignUpPage } from './tests/e2e/pages/SignUpPage.ts';
import { startTestServer } from './tests/support/test-server.ts';
const server = await startTestServer();
const browser = await launchBrowser();
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  await new SignUpPage(page).signUpFresh('Shots');
  const list = new ProblemListPage(page);
  await list.waitForLoaded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/perf/list-${name}.png` });
  await list.openProblem('Two Sum');
  await new ProblemPage(page).waitForLoaded('Two Sum');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/perf/problem-${name}.png`, fullPage: name === 'phone' });
  await page.goto('/profile');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/perf/profile-${name}.png` });
  await context.close();
}
await browser.close(); await server.close();
