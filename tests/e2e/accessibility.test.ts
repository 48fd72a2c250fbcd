/**
 * Accessibility of the two screens learners live in, checked with axe-core in Chromium: the
 * problem list and a problem page (the whole page, then each other tab's panel, and the Testcase tab after a Run
 * whose every example passed and a custom run), in the dark and the light theme.
 * No serious or critical violation is allowed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpLearner } from './accounts.ts';
import { appSessionForSuite } from './browser.ts';
import { seriousViolations, setTheme } from './axe.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { builtIn } from '../support/builtin-problems.ts';

const jsReference = builtIn('two-sum').referenceSolution.find((s) => s.language === 'javascript')!.completeCode;


describe('accessibility (axe-core)', () => {
  let page: Page;

  appSessionForSuite(async (opened) => {
    page = opened.page;
    await signUpLearner(page, 'Axe');
  });

  for (const dark of [true, false]) {
    const theme = dark ? 'dark' : 'light';
    it(`the problem list has no serious violations (${theme})`, async () => {
      await page.goto('/');
      await new ProblemListPage(page).waitForLoaded();
      await setTheme(page, dark);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it(`the problem page has no serious violations in any tab (${theme})`, async () => {
      await page.goto('/');
      const problem = await new ProblemListPage(page).openProblemPage('Two Sum');
      await setTheme(page, dark);
      // The whole page once (the Description and Code tabs open), then each other tab's own panel: the
      // rest of the page is what the first scan checked.
      const found = (await seriousViolations(page)).map((v) => `[Description] ${v}`);
      for (const tab of ['Editorial', 'Solutions', 'Submissions', 'ChatAI', 'Notes', 'Testcase', 'Result']) {
        await problem.openTab(tab);
        const tabId = await page.getByRole('tab', { name: tab, exact: true }).getAttribute('id');
        expect(tabId).toBeTruthy();
        found.push(...(await seriousViolations(page, `[role="tabpanel"][aria-labelledby="${tabId}"]`)).map((v) => `[${tab}] ${v}`));
      }
      expect([...new Set(found)]).toEqual([]);
    });

    it(`a passed Run and a custom run have no serious violations (${theme})`, async () => {
      await page.goto('/');
      const problem = await new ProblemListPage(page).openProblemPage('Two Sum');
      await problem.chooseLanguage('JavaScript');
      await problem.replaceCode(jsReference);
      await problem.run();
      expect(await problem.runCasesPassed()).not.toContain(false);
      await problem.runCustom();
      await setTheme(page, dark);
      await problem.openTab('Testcase');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
