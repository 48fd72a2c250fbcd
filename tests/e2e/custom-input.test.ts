/**
 * The problem page's custom input and results belong together, in Chromium: each language keeps
 * its own custom input (across the Testcase tab, language switches and a reload); a result shown
 * for another language or input says what it came from (custom output, examples Run, verdict);
 * a custom run's output is brought into view; and memory an offline JavaScript Run did not measure
 * shows as "–", never "0 KB".
 * Set E2E_SCREENSHOTS=<dir> to save screenshots of the labelled results (desktop and phone).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { setTheme, transitionsSettled } from './axe.ts';
import { builtIn } from '../support/builtin-problems.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

const twoSum = builtIn('two-sum');
const jsReference = twoSum.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;
const example1 = twoSum.visibleTestCases[0]!.input;
const jsInput = '3\n5 7 9\n16';
const javaInput = '2\n3 3\n6';
const editedJsInput = '4\n1 2 3 4\n7';
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Screenshots of the open tab at 1280×800 and 390×844 when E2E_SCREENSHOTS is set. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${w}.png`), fullPage: w < 1000 });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('problem page: custom input and results per language', () => {
  let page: Page;
  let problem: ProblemPage;

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    await new SignUpPage(page).signUpFresh('Custom');
    problem = await new ProblemListPage(page).openProblemPage('Two Sum');
    // The service worker serves the offline runner's chunk: wait until it is installed and controls the page.
    await untilOfflineReady(page);
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('keeps each language its own custom input across tabs, language switches and a reload', async () => {
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(jsReference);
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(example1);
    await problem.customStdin().fill(jsInput);
    await problem.runCustom();
    expect((await problem.customStdout().textContent())!.trim()).toBe('1 2');

    // Leaving the Testcase tab and coming back keeps the input with its output.
    await problem.openTab('Code');
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(jsInput);
    expect((await problem.customStdout().textContent())!.trim()).toBe('1 2');
    expect(await problem.staleResult().count()).toBe(0);

    // Java has an input of its own (the first example, as nothing was typed in it); the output shown says where it came from.
    await problem.chooseLanguage('Java');
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(example1);
    expect(await problem.staleResult().textContent()).toBe('Output of the previous input with your JavaScript code. Run with this input to update it.');
    await problem.customStdin().fill(javaInput);

    // Back in JavaScript: its input, and the output that belongs to it, unlabelled.
    await problem.chooseLanguage('JavaScript');
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(jsInput);
    expect(await problem.staleResult().count()).toBe(0);
    // Editing the input labels the output of the previous one.
    await problem.customStdin().fill(editedJsInput);
    expect(await problem.staleResult().textContent()).toBe('Output of the previous input. Run with this input to update it.');
    await shots(page, 'custom-input-edited');

    // Both inputs are kept on the device, and come back after a reload.
    await expect.poll(() => problem.storedCustomInput('javascript')).toBe(editedJsInput);
    await expect.poll(() => problem.storedCustomInput('java')).toBe(javaInput);
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(editedJsInput);
    await problem.chooseLanguage('Java');
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(javaInput);
    // C++ was never given one: the first example.
    await problem.chooseLanguage('C++');
    await problem.openTab('Testcase');
    expect(await problem.customStdin().inputValue()).toBe(example1);
  });

  it('labels the examples Run and the verdict shown under another language', async () => {
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(jsReference);
    await problem.run();
    expect(await problem.staleResult().count()).toBe(0);
    await problem.submit();
    expect(await problem.submitStatus().textContent()).toBe('Accepted');
    expect(await problem.staleResult().count()).toBe(0);

    await problem.chooseLanguage('Java');
    await problem.openTab('Testcase');
    expect(await problem.runSummary().textContent()).toBe('All test cases passed');
    expect(await problem.staleResult().textContent()).toBe('These results are from your JavaScript code. Run to test your Java code.');
    await shots(page, 'testcase-other-language');
    await problem.openTab('Result');
    expect(await problem.submitStatus().textContent()).toBe('Accepted');
    expect(await problem.staleResult().textContent()).toBe('This is the verdict of your JavaScript submission.');
    await shots(page, 'result-other-language');
    // The labels are readable in both themes (axe on the labels themselves).
    for (const dark of [true, false]) {
      await setTheme(page, dark);
      for (const tab of ['Testcase', 'Result']) {
        await problem.openTab(tab);
        await transitionsSettled(page);
        const { violations } = await new AxeBuilder({ page }).include('[data-testid="stale-result"]').analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.failureSummary ?? v.help}`), `${tab}, ${dark ? 'dark' : 'light'}`).toEqual([]);
      }
    }

    await problem.chooseLanguage('JavaScript');
    await problem.openTab('Result');
    expect(await problem.staleResult().count()).toBe(0);
    await problem.openTab('Testcase');
    expect(await problem.staleResult().count()).toBe(0);
  });

  it('brings the output of "Run with this input" into view on a phone, where it lands below the fold', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await problem.chooseLanguage('JavaScript');
      await problem.replaceCode(jsReference);
      await problem.openTab('Testcase');
      // An input of its own: a later test's custom run of jsInput must not find this result already shown.
      await problem.customStdin().fill(editedJsInput);
      await problem.customStdin().evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await problem.runCustom();
      // Wholly inside the window once the smooth scroll has ended.
      await expect
        .poll(() =>
          page.getByTestId('custom-result').evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          }),
        )
        .toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it('shows – for memory an offline JavaScript Run did not measure, never 0 KB', async () => {
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(jsReference);
    await session.context.setOffline(true);
    try {
      await problem.run();
      expect(await problem.runSummary().textContent()).toBe('All test cases passed');
      expect(await page.getByTestId('run-stats').textContent()).toMatch(/^Runtime \d+\.\d\d s · Memory –$/);
      const cases = await page.getByTestId('case-stats').allTextContents();
      expect(cases).toHaveLength(twoSum.visibleTestCases.length);
      for (const text of cases) expect(text).toMatch(/^Runtime \d+\.\d\d s · Memory –$/);

      // The custom run of the same code, offline, too.
      await problem.customStdin().fill(jsInput);
      await problem.runCustom();
      expect((await problem.customStdout().textContent())!.trim()).toBe('1 2');
      expect(await page.getByTestId('custom-status').textContent()).toMatch(/^Finished · \d+\.\d\d s · –$/);
      expect(await page.getByTestId('run-results').textContent()).not.toContain('0 KB');
      expect(await problem.customInput().textContent()).not.toContain('0 KB');
    } finally {
      await session.context.setOffline(false);
    }
    // Requests refused while the browser was offline are logged by Chromium itself; nothing else may be.
    expect(session.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
