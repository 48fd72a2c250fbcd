/**
 * An interactive problem on the problem page, in Chromium against the real server and judge: the
 * Testcase tab shows a note instead of the custom-input box, Run plays the example with the interactor
 * (a binary search is accepted), Submit judges every test, and offline Run says a connection is needed
 * even for JavaScript.
 *
 * Set E2E_SCREENSHOTS=<dir> to save screenshots (desktop 1280 px and phone 390 px).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OutputValidation } from '../../common/judging/validation.ts';
import { PROBLEM_TEXT } from '../../common/texts/problem.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { GUESS_BINARY_SEARCH_JS, GUESS_INTERACTOR, GUESS_TESTS } from '../support/interactive-fixtures.ts';
import { setProblemColumns } from '../support/problem-rows.ts';
import { signUpLearner } from './accounts.ts';
import { appSessionForSuite } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import type { ProblemPage } from './pages/ProblemPage.ts';
import { screenshotFocused as shot } from './screenshots.ts';

const climbingStairs = builtIn('climbing-stairs');

describe('an interactive problem on the problem page', () => {
  let page: Page;
  let problem: ProblemPage;

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    const interactive: OutputValidation = { kind: 'custom', language: 'c++', files: [{ name: 'interactor.cpp', content: GUESS_INTERACTOR }], flags: [], interactive: true };
    await setProblemColumns(session.server.testApp, climbingStairs.slug, { validation: interactive, visibleTestCases: [{ ...GUESS_TESTS[0]!, explanation: '' }], hiddenTestCases: GUESS_TESTS });
    await signUpLearner(page, 'Guesser');
  });

  it('shows a note instead of custom input, runs and submits with the interactor, and needs a connection offline', async () => {
    problem = await new ProblemListPage(page).openProblemPage('Climbing Stairs');
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(GUESS_BINARY_SEARCH_JS);
    await problem.run();
    expect(await problem.runCasesPassed()).toEqual([true]);
    const note = page.getByTestId('interactive-note');
    expect(await note.textContent()).toBe(PROBLEM_TEXT.workspace.interactiveNoCustomInput);
    expect(await problem.customInput().count()).toBe(0);
    await shot(page, 'interactive-run', note);

    await problem.submit();
    expect(await problem.submitStatus().textContent()).toBe('Accepted');

    await session.context.setOffline(true);
    try {
      await problem.runButton().click();
      await expect.poll(() => problem.runNotice().textContent(), { timeout: 30_000 }).toBe(PROBLEM_TEXT.workspace.interactiveNeedsConnection);
      await shot(page, 'interactive-offline', problem.runNotice());
    } finally {
      await session.context.setOffline(false);
    }
  });
});
