/**
 * Walking skeleton, end to end: the built PWA served by the real server (PGlite, built-in
 * problems, real judge) and driven in Debian Chromium.
 *
 * Sign up → problem list → "Two Sum" → JavaScript reference solution → Run (every example
 * passes) → C++ reference solution → Submit → "Accepted". Also: after that one visit the app
 * shell opens offline (service worker precache).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { builtIn } from '../support/builtin-problems.ts';

const twoSum = builtIn('two-sum');
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

function referenceSolution(language: 'javascript' | 'c++'): string {
  const entry = twoSum.referenceSolution.find((s) => s.language === language);
  if (!entry) throw new Error(`two-sum seed has no ${language} reference solution`);
  return entry.completeCode;
}

describe('walking skeleton', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  appSessionForSuite(
    async (opened) => {
      ({ context, page, errors } = opened);
    },
    {},
    240_000,
  );

  it('signs up, runs JavaScript and gets C++ accepted on Two Sum', async () => {
    // Signed-out visitors of / land on /SignUp.
    await page.goto('/');
    await page.waitForURL(/\/SignUp$/);

    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp({ firstname: 'Walker', emailID: `walker-${Date.now()}@example.com`, password: 'correct horse battery' });

    const list = new ProblemListPage(page);
    await list.waitForLoaded();
    expect(await list.titles()).toContain('Two Sum');
    await expect.poll(() => page.getByRole('link', { name: /Profile: Walker/ }).count()).toBe(1);
    const problem = await list.openProblemPage('Two Sum');

    // Run the JavaScript reference solution on the visible examples.
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(referenceSolution('javascript'));
    await problem.run();
    expect(await problem.selectedTab('Code and results').textContent()).toBe('Testcase');
    const passed = await problem.runCasesPassed();
    expect(passed).toHaveLength(twoSum.visibleTestCases.length);
    expect(passed.every(Boolean)).toBe(true);
    expect(await problem.runSummary().textContent()).toBe('All test cases passed');

    // Submit the C++ reference solution.
    await problem.chooseLanguage('C++');
    await problem.replaceCode(referenceSolution('c++'));
    await problem.submit();
    expect(await problem.selectedTab('Code and results').textContent()).toBe('Result');
    expect(await problem.submitStatus().textContent()).toBe('Accepted');
    expect(await problem.submitPassed().textContent()).toMatch(/^(\d+)\/\1 test cases passed$/);

    // Switching back keeps each language's edited code in memory (JS still passes).
    await problem.chooseLanguage('JavaScript');
    await problem.run();
    expect((await problem.runCasesPassed()).every(Boolean)).toBe(true);

    expect(errors).toEqual([]);
  });

  it('opens the app shell offline after one visit', async () => {
    // The service worker installed (and precached everything) during the first visit; once it
    // is active, a reload puts the page under its control.
    await untilOfflineReady(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    try {
      await page.goto('/contest');
      // The shell and the route chunk come from the precache; /api is never served from a cache.
      await page.getByRole('link', { name: 'Pocket Judge' }).first().waitFor();
      const apiOffline = await page.evaluate(async () => {
        try {
          await fetch('/api/userAuth/check');
          return false;
        } catch {
          return true;
        }
      });
      expect(apiOffline).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});
