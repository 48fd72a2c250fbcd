/**
 * What the offline packs' e2e suites (`python-offline.test.ts`, `cpp-offline.test.ts`) share: a new
 * learner on Two Sum with the service worker in control, the start code's Run on the server to
 * compare the offline Run with, the download's progress bars, and the console errors that going
 * offline causes on purpose.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { builtIn } from '../support/builtin-problems.ts';
import { appSessionForSuite, type AppSession, untilOfflineReady } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage, type LanguageButton } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

/** The problem both suites use. */
export const twoSum = builtIn('two-sum');

/** Errors a page may print while offline on purpose (failed refreshes of /api); the others. */
export function unexpectedErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|sync:|Failed to fetch/.test(e));
}

/**
 * Signs a new learner up, opens Two Sum, waits for the service worker to control the page (so the
 * pack's URLs go through it) and chooses `language`.
 * @returns the problem page object
 */
export async function openTwoSumIn(page: Page, language: LanguageButton, firstname: string): Promise<ProblemPage> {
  const problem = new ProblemPage(page);
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp({ firstname, emailID: `${firstname.toLowerCase()}-${Date.now()}@example.com`, password: 'correct horse battery' });
  await new ProblemListPage(page).openProblemPage('Two Sum');
  await untilOfflineReady(page);
  await page.reload();
  await problem.waitForLoaded('Two Sum');
  await problem.chooseLanguage(language);
  return problem;
}

/**
 * {@link openTwoSumIn}, then runs the start code of `language` on the server.
 * @returns the page object and the server's case texts (`runCaseTexts`), which fail at least one case
 */
export async function startCodeOnServer(page: Page, language: LanguageButton, firstname: string): Promise<{ problem: ProblemPage; onServer: string[] }> {
  const problem = await openTwoSumIn(page, language, firstname);
  await problem.run();
  const onServer = await problem.runCaseTexts();
  expect(onServer).toHaveLength(twoSum.visibleTestCases.length);
  expect(await problem.runCasesPassed()).toContain(false);
  return { problem, onServer };
}

/** Starts recording the progress bars that appear in the page: their label and maximum. */
export async function watchProgressBars(page: Page): Promise<() => Promise<{ label: string; max: number }[]>> {
  await page.evaluate(() => {
    const seen: { label: string; max: number }[] = [];
    (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of Array.from(document.querySelectorAll('progress'))) {
        const labelId = bar.getAttribute('aria-labelledby');
        const label = (labelId && document.getElementById(labelId)?.textContent) || bar.getAttribute('aria-label') || '';
        seen.push({ label, max: bar.max });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: { label: string; max: number }[] }).progressSeen);
}

/**
 * The suite's app session (`appSessionForSuite`, opened in its `beforeAll`) and the paths of every
 * request its browser context made, to show that nothing of a pack is fetched before the click.
 */
export function packSuiteSession(): { session: AppSession; requested: string[] } {
  const requested: string[] = [];
  const session = appSessionForSuite(
    async (opened) => {
      opened.context.on('request', (r) => requested.push(new URL(r.url()).pathname));
    },
    {},
    240_000,
  );
  return { session, requested };
}
