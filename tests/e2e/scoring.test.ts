/**
 * Scoring problems in Chromium against the real server and judge: a package with three test groups worth
 * 20, 30 and 50 points is imported (as an admin's import does), a learner submits a solution that passes
 * two groups and sees "Partially accepted", "Score 50 / 100" and the groups that passed in the Result tab, the score in the
 * Submissions history, and their best score on the problem list's card (not solved).
 *
 * Set E2E_SCREENSHOTS=<dir> to save screenshots (desktop 1280 px and phone 390 px).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { importPackageDir } from '../../server/modules/packages/import.ts';
import { writePackage } from '../support/package-files.ts';
import { appSessionForSuite } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { screenshotFocused as shot } from './screenshots.ts';

const FILES: Record<string, string> = {
  'problem.yaml': 'name: Score Sum\ntype: scoring\n',
  'problem_statement/problem.en.md': 'Add the two numbers $a$ and $b$.\n',
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/testdata.yaml': 'on_reject: continue\n',
  'data/secret/g1-small/testdata.yaml': 'grader_flags: min\naccept_score: 20\n',
  'data/secret/g1-small/1.in': '2 3\n',
  'data/secret/g1-small/1.ans': '5\n',
  'data/secret/g2-medium/testdata.yaml': 'grader_flags: min\naccept_score: 30\n',
  'data/secret/g2-medium/1.in': '500 400\n',
  'data/secret/g2-medium/1.ans': '900\n',
  'data/secret/g3-large/testdata.yaml': 'grader_flags: min\naccept_score: 50\n',
  'data/secret/g3-large/1.in': '1000000 5\n',
  'data/secret/g3-large/1.ans': '1000005\n',
  'submissions/accepted/sum.js': 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n',
};

/** Right only while the first number is below 1000: groups g1-small and g2-medium. */
const PARTIAL = 'const [a, b] = require("fs").readFileSync(0, "utf8").trim().split(/\\s+/).map(Number);\nconsole.log(a < 1000 ? a + b : 0);\n';

describe('scoring problems on the problem page', () => {
  let page: Page;
  let root: string;

  const session = appSessionForSuite(
    async (opened) => {
      page = opened.page;
      root = mkdtempSync(path.join(os.tmpdir(), 'pj-e2e-scoring-'));
      const dir = writePackage(root, 'score-sum', FILES);
      const server = session.server.testApp.server;
      await importPackageDir(server.db.db, dir, { judge: server.judge });
      await new SignUpPage(page).signUpFresh('Scorer');
    },
    {},
    180_000,
  );

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('shows the score and the groups that passed in the Result tab, the score in the history and the best score in the list', async () => {
    const list = new ProblemListPage(page);
    const problem = await list.openProblemPage('Score Sum');
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(PARTIAL);
    await problem.submit();

    await expect.poll(() => problem.submitScore().textContent()).toBe('Score 50 / 100');
    // Points earned read as a partial acceptance, never as the failing group's verdict; that verdict is the detail.
    expect(await page.getByTestId('submit-status').textContent()).toBe('Partially accepted');
    expect(await page.getByTestId('submit-error').allTextContents()).toContain('Wrong Answer');
    expect(await problem.scoreGroups()).toEqual([
      { name: 'g1-small', points: '20 / 20', passed: true },
      { name: 'g2-medium', points: '30 / 30', passed: true },
      { name: 'g3-large', points: '0 / 50', passed: false },
    ]);
    await shot(page, 'scoring-result', page.getByTestId('score-groups'));

    await problem.openTab('Submissions');
    await expect.poll(() => page.getByTestId('submission-score').first().textContent()).toBe('50 / 100');
    expect(await page.getByTestId('submission-status').first().textContent()).toBe('Partially accepted');
    await page.getByTestId('submission-row').first().click();
    const dialog = page.getByRole('dialog');
    expect((await problem.scoreGroups(dialog)).map((g) => g.passed)).toEqual([true, true, false]);
    await shot(page, 'scoring-history', dialog.getByTestId('score-groups'));
    await page.keyboard.press('Escape');

    await page.goto('/');
    await list.waitForLoaded();
    // Found by its title, on whatever page of the list it sits.
    await list.search('Score Sum');
    const card = list.card('Score Sum');
    await expect.poll(() => card.getByTestId('best-score').textContent()).toBe('Best 50 / 100');
    expect(await card.getByText('Solved').count()).toBe(0);
    await shot(page, 'scoring-list', card);
  });
});
