/**
 * Output validation on the problem page, in Chromium against the real server and judge:
 * - a problem judged by the Kattis default output validator accepts differently spaced output,
 *   and a Wrong Answer shows the judge's message in the Testcase tab and in the failed-test detail;
 * - a problem with a custom output validator runs JavaScript offline in the worker and shows the
 *   output as not checked yet (only the server can run the validator), and online the validator's
 *   judge message.
 *
 * Set E2E_SCREENSHOTS=<dir> to save screenshots (desktop 1280 px and phone 390 px).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OutputValidation } from '../../common/judging/validation.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { setProblemColumns } from '../support/problem-rows.ts';
import { signUpLearner } from './accounts.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import type { ProblemPage } from './pages/ProblemPage.ts';
import { screenshotFocused as shot } from './screenshots.ts';

const twoSum = builtIn('two-sum');
const climbingStairs = builtIn('climbing-stairs');

/** Accepts a positive integer answer equal to the judge's; otherwise says what it read. */
const STAIRS_VALIDATOR = String.raw`#include <bits/stdc++.h>
int main(int argc, char** argv) {
  std::ifstream ans(argv[2]);
  long long want, got;
  ans >> want;
  std::ofstream msg(std::string(argv[3]) + "judgemessage.txt");
  if (!(std::cin >> got)) { msg << "no number in the output"; return 43; }
  if (got != want) { msg << "the number of ways is not " << got; return 43; }
  return 42;
}
`;

describe('output validation on the problem page', () => {
  let page: Page;
  let problem: ProblemPage;

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    const kattis: OutputValidation = { kind: 'default', flags: { caseSensitive: false, spaceChangeSensitive: false } };
    const custom: OutputValidation = { kind: 'custom', language: 'c++', files: [{ name: 'validator.cpp', content: STAIRS_VALIDATOR }], flags: [] };
    await setProblemColumns(session.server.testApp, twoSum.slug, { validation: kattis });
    await setProblemColumns(session.server.testApp, climbingStairs.slug, { validation: custom });
    await signUpLearner(page, 'Kattis');
  });

  it('the default output validator: spacing does not matter, a Wrong Answer names the line and tokens', async () => {
    problem = await new ProblemListPage(page).openProblemPage('Two Sum');
    await problem.chooseLanguage('JavaScript');
    const reference = twoSum.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    // The reference's answer with the two indices on separate lines: accepted token by token.
    await problem.replaceCode(`const write = process.stdout.write.bind(process.stdout);\nprocess.stdout.write = (s) => write('  ' + String(s).split(' ').join('\\n\\n  '));\n${reference}`);
    await problem.run();
    expect(await problem.runCasesPassed()).toEqual(twoSum.visibleTestCases.map(() => true));

    await problem.replaceCode('function twoSum(nums, target) {\n  return [0, 0];\n}\n');
    await problem.run();
    const first = twoSum.visibleTestCases[0]!.output.trim().split(/\s+/);
    const message = page.getByTestId('judge-message').first();
    expect(await message.textContent()).toBe(first[0] === '0' ? `Wrong answer on line 1: read 0, expected ${first[1]}` : `Wrong answer on line 1: read 0, expected ${first[0]}`);
    await shot(page, 'default-validator-run', message);

    await problem.submit();
    expect(await problem.submitStatus().textContent()).toBe('Wrong Answer');
    const detail = problem.failedTest().getByTestId('failed-judge-message');
    expect(await detail.textContent()).toMatch(/Wrong answer on line 1: read 0/);
    await shot(page, 'default-validator-submit', detail);
  });

  it('a custom output validator: offline JavaScript output is shown as not checked yet; online the validator judges', async () => {
    await page.goto('/');
    problem = await new ProblemListPage(page).openProblemPage('Climbing Stairs');
    await problem.chooseLanguage('JavaScript');
    const reference = climbingStairs.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
    await problem.replaceCode(reference);

    await untilOfflineReady(page);
    await session.context.setOffline(true);
    try {
      await problem.run();
      expect(await page.getByTestId('run-summary').textContent()).toBe(`Ran ${climbingStairs.visibleTestCases.length} test cases on this device — the server checks the output`);
      expect(await problem.runCasesPassed()).toEqual(climbingStairs.visibleTestCases.map(() => false));
      expect(await page.getByTestId('run-case').first().getByText('Not checked yet').count()).toBe(1);
      expect(await page.getByTestId('judge-message').first().textContent()).toMatch(/checked by the server/);
      await shot(page, 'custom-validator-offline', page.getByTestId('judge-message').first());
    } finally {
      await session.context.setOffline(false);
    }

    // The offline results stay on screen until the server's arrive.
    await problem.run();
    await expect.poll(() => problem.runCasesPassed(), { timeout: 120_000 }).toEqual(climbingStairs.visibleTestCases.map(() => true));
    await problem.replaceCode('function climbStairs(n) {\n  return 7;\n}\n');
    await problem.run();
    await expect.poll(() => page.getByTestId('judge-message').first().textContent(), { timeout: 120_000 }).toBe('the number of ways is not 7');
    await shot(page, 'custom-validator-online', page.getByTestId('judge-message').first());
  });
});
