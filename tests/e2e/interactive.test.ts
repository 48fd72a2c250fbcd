/**
 * An interactive problem on the problem page, in Chromium against the real server and judge: the
 * Testcase tab shows a note instead of the custom-input box, Run plays the example with the interactor
 * (a binary search is accepted), Submit judges every test, and offline Run says a connection is needed
 * even for JavaScript.
 *
 * Set E2E_SCREENSHOTS=<dir> to save screenshots (desktop 1280 px and phone 390 px).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputValidation } from '../../common/judging/validation.ts';
import { PROBLEM_TEXT } from '../../common/texts/problem.ts';
import { stableId } from '../../server/db/ids.ts';
import { problems } from '../../server/db/schema.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { GUESS_BINARY_SEARCH_JS, GUESS_INTERACTOR, GUESS_TESTS } from '../support/interactive-fixtures.ts';
import { openAppSession, type AppSession } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const climbingStairs = builtIn('climbing-stairs');

/** Screenshots at 1280 px and, with `focus` scrolled into view, at 390 px. */
async function shot(page: Page, name: string, focus: Locator): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`) });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}-phone.png`) });
  if (size) await page.setViewportSize(size);
}

describe('an interactive problem on the problem page', () => {
  let session: AppSession;
  let page: Page;
  let problem: ProblemPage;

  beforeAll(async () => {
    session = await openAppSession();
    page = session.page;
    const db = session.server.testApp.server.db.db;
    const interactive: OutputValidation = { kind: 'custom', language: 'c++', files: [{ name: 'interactor.cpp', content: GUESS_INTERACTOR }], flags: [], interactive: true };
    await db
      .update(problems)
      .set({ validation: interactive, visibleTestCases: [{ ...GUESS_TESTS[0]!, explanation: '' }], hiddenTestCases: GUESS_TESTS })
      .where(eq(problems.id, stableId(climbingStairs.slug)));
    await new SignUpPage(page).signUpFresh('Guesser');
    problem = new ProblemPage(page);
  }, 120_000);

  afterAll(async () => {
    await session?.close();
  });

  it('shows a note instead of custom input, runs and submits with the interactor, and needs a connection offline', async () => {
    const list = new ProblemListPage(page);
    await list.waitForLoaded();
    await list.openProblem('Climbing Stairs');
    await problem.waitForLoaded('Climbing Stairs');
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
