/**
 * The problem page's keyboard and detail features in Chromium: the editor's highlighting in both
 * themes, a paste past the 64 KB limit refused in the editor, Ctrl+Enter runs and
 * Ctrl+Shift+Enter submits from inside the editor, the editor's search panel, a Wrong Answer
 * shows its first failing test case, the Result tab shows the latest verdict after leaving the page
 * and after a reload, and removing a note asks first.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtIn } from '../support/builtin-problems.ts';

const twoSum = builtIn('two-sum');
import { setTheme } from './axe.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

const jsReference = twoSum.referenceSolution.find((s) => s.language === 'javascript')!.completeCode;

describe('problem page: shortcuts, failing test, note removal', () => {
  let page: Page;
  let problem: ProblemPage;

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    await new SignUpPage(page).signUpFresh('Keys');
    problem = await new ProblemListPage(page).openProblemPage('Two Sum');
  });

  it('runs with Ctrl+Enter from inside the editor, and names the shortcuts on the buttons', async () => {
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(jsReference);
    expect(await problem.runButton().getAttribute('title')).toBe('Run (Ctrl+Enter)');
    expect(await problem.submitButton().getAttribute('title')).toBe('Submit (Ctrl+Shift+Enter)');
    const before = await problem.editor().textContent();
    await page.keyboard.press('Control+Enter');
    await problem.runSummary().waitFor({ timeout: 120_000 });
    expect(await problem.runCasesPassed()).toEqual(twoSum.visibleTestCases.map(() => true));
    // The shortcut did not reach the editor (no blank line inserted).
    await problem.openTab('Code');
    expect(await problem.editor().textContent()).toBe(before);
  });

  it('offers Python3: the menu names the Python that runs it, the start code is LeetCode\'s class Solution, and the reference passes the examples', async () => {
    await problem.openTab('Code');
    const button = page.getByRole('button', { name: 'Python3', exact: true });
    expect(await button.getAttribute('title')).toMatch(/^Python 3\.11\b/);
    await problem.chooseLanguage('Python3');
    await expect.poll(() => problem.editor().textContent()).toContain('class Solution:');
    await problem.replaceCode(twoSum.referenceSolution.find((s) => s.language === 'python3')!.completeCode);
    await problem.run();
    expect(await problem.runCasesPassed()).toEqual(twoSum.visibleTestCases.map(() => true));
    await problem.chooseLanguage('JavaScript');
  });

  it('highlights keywords, names and strings in both themes (each its own colour, none the plain text colour)', async () => {
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode('const greeting = "hello";\nfunction twoSum(nums) {\n  return nums;\n}\n');
    try {
      for (const dark of [false, true]) {
        await setTheme(page, dark);
        const colours = await page.locator('.cm-content').evaluate((content) => {
          const spans = Array.from(content.querySelectorAll('span'));
          const colourOf = (text: string) => {
            const span = spans.find((el) => el.textContent === text);
            return span ? getComputedStyle(span).color : 'missing';
          };
          const line = content.querySelector('.cm-line')!;
          return { keyword: colourOf('const'), name: colourOf('greeting'), string: colourOf('"hello"'), plain: getComputedStyle(line).color };
        });
        expect(Object.values(colours), JSON.stringify(colours)).not.toContain('missing');
        expect(new Set(Object.values(colours)).size, `${dark ? 'dark' : 'light'}: ${JSON.stringify(colours)}`).toBe(4);
      }
    } finally {
      await setTheme(page, true);
    }
  });

  it('refuses a paste that would take the code past 64 KB, in the editor, with a toast; a small paste still lands', async () => {
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode('// my solution\n');
    const paste = (text: string) =>
      problem.editor().evaluate((el, t) => {
        const data = new DataTransfer();
        data.setData('text/plain', t);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, text);
    await problem.editor().click();
    await paste('x'.repeat(1024 * 1024));
    await page.getByTestId('toast-text').filter({ hasText: 'Code is larger than the 64 KB limit, so that was not applied.' }).first().waitFor();
    expect((await problem.editor().textContent())!.length).toBeLessThan(100);
    await paste('console.log(1);');
    await expect.poll(async () => (await problem.editor().textContent())!.includes('console.log(1);')).toBe(true);
  });

  it('opens the editor search with Ctrl+F', async () => {
    await problem.openTab('Code');
    await problem.editor().click();
    await page.keyboard.press('Control+F');
    await page.locator('.cm-search').waitFor();
    await page.keyboard.press('Escape');
  });

  it('submits with Ctrl+Shift+Enter and shows the first failing test of a Wrong Answer', async () => {
    await problem.replaceCode('function twoSum(nums, target) {\n  return [0, 0];\n}\n');
    await page.keyboard.press('Control+Shift+Enter');
    await problem.submitStatus().waitFor({ timeout: 180_000 });
    expect(await problem.submitStatus().textContent()).toBe('Wrong Answer');
    const failed = problem.failedTest();
    await failed.waitFor();
    expect((await failed.getByTestId('failed-input').textContent())!.trim().length).toBeGreaterThan(0);
    expect((await failed.getByTestId('failed-expected').textContent())!.trim().length).toBeGreaterThan(0);
    expect((await failed.getByTestId('failed-output').textContent())!.trim()).toBe('0 0');
  });

  it('unlocks the Solutions tab after an Accepted submission, without a reload', async () => {
    await problem.openTab('Solutions');
    await page.getByText('Solutions will be available after you solve the problem.').waitFor();
    await problem.replaceCode(jsReference);
    await page.keyboard.press('Control+Shift+Enter');
    await expect.poll(() => problem.submitStatus().textContent(), { timeout: 180_000 }).toBe('Accepted');
    await problem.openTab('Solutions');
    await page.getByRole('heading', { name: 'Reference solution (JavaScript)' }).waitFor();
    expect(await page.getByText('Solutions will be available after you solve the problem.').count()).toBe(0);
  });

  it('shows the latest verdict in the Result tab after leaving the page and after a reload', async () => {
    await page.goto('/');
    problem = await new ProblemListPage(page).openProblemPage('Two Sum');
    await problem.openTab('Result');
    await expect.poll(() => problem.submitStatus().textContent()).toBe('Accepted');
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.openTab('Result');
    await expect.poll(() => problem.submitStatus().textContent()).toBe('Accepted');
  });

  it('runs the code on a custom input online, and JavaScript offline in the worker', async () => {
    await problem.replaceCode(jsReference);
    await problem.openTab('Testcase');
    const custom = page.getByTestId('custom-input');
    await custom.getByRole('button', { name: 'Use example 1' }).click();
    expect(await custom.getByLabel('Your input (stdin)').inputValue()).toBe(twoSum.visibleTestCases[0]!.input);
    await custom.getByRole('button', { name: 'Run with this input' }).click();
    await page.getByTestId('custom-result').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('custom-status').textContent()).toMatch(/^Finished · /);
    expect((await page.getByTestId('custom-stdout').textContent())!.trim()).toBe(twoSum.visibleTestCases[0]!.output.trim());

    await session.context.setOffline(true);
    try {
      await custom.getByLabel('Your input (stdin)').fill('3\n5 7 9\n16');
      await custom.getByRole('button', { name: 'Run with this input' }).click();
      await expect.poll(async () => (await page.getByTestId('custom-stdout').textContent())!.trim(), { timeout: 60_000 }).toBe('1 2');
      expect(await page.getByTestId('custom-status').textContent()).toMatch(/^Finished · \d+\.\d\d s/);
    } finally {
      await session.context.setOffline(false);
    }
  });

  it('asks the helper online and offline, keeps the conversation, and clears it', async () => {
    await problem.openTab('ChatAI');
    const chat = page.getByTestId('chat');
    await chat.getByLabel('Your question').fill('I am stuck');
    await chat.getByRole('button', { name: 'Send' }).click();
    const replies = chat.locator('[data-testid="chat-message"][data-role="model"]');
    await replies.first().waitFor();
    expect(await replies.first().locator('p').count()).toBe(2); // '~' splits paragraphs
    expect(await replies.first().textContent()).toContain(twoSum.Aprouch[0]!.name);

    await session.context.setOffline(true);
    try {
      await chat.getByLabel('Your question').fill('next hint');
      await chat.getByLabel('Your question').press('Enter');
      await expect.poll(() => replies.count()).toBe(2);
      expect(await replies.nth(1).textContent()).toContain('Offline hint');
      expect(await replies.nth(1).textContent()).toContain(twoSum.Aprouch.at(-1)!.name);
    } finally {
      await session.context.setOffline(false);
    }

    // The conversation is kept on the device.
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.openTab('ChatAI');
    await expect.poll(() => chat.getByTestId('chat-message').count()).toBe(4);
    await chat.getByRole('button', { name: 'Clear chat' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clear chat' }).click();
    await expect.poll(() => chat.getByTestId('chat-message').count()).toBe(0);
  });

  it('keeps the submissions table inside its panel on a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await problem.openTab('Submissions');
    const table = page.getByTestId('submissions-table');
    await table.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    const scroller = await table.evaluate((t) => {
      const box = t.parentElement!;
      return { overflowX: getComputedStyle(box).overflowX, fits: box.getBoundingClientRect().right <= window.innerWidth };
    });
    expect(scroller).toEqual({ overflowX: 'auto', fits: true });
    const badge = table.locator('.badge').first();
    const { height, lineHeight } = await badge.evaluate((b) => ({ height: b.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(b).lineHeight) || 20 }));
    expect(height).toBeLessThan(lineHeight * 2);
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('shows every tab offline on a phone, without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await untilOfflineReady(page);
    await session.context.setOffline(true);
    try {
      await page.reload();
      await problem.waitForLoaded('Two Sum');
      for (const tab of ['Description', 'Editorial', 'Solutions', 'Submissions', 'ChatAI', 'Notes', 'Code', 'Testcase', 'Result']) {
        await problem.openTab(tab);
        const panel = page.locator('[role="tabpanel"]:not([hidden])');
        await expect.poll(() => panel.count(), { message: tab }).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), tab).toBeLessThanOrEqual(0);
        if (tab === 'Editorial') await page.getByTestId('approach').first().waitFor();
        if (tab === 'ChatAI') await page.getByTestId('chat').waitFor();
      }
      expect(await page.getByTestId('sync-status').textContent()).toMatch(/^Offline/);
    } finally {
      await session.context.setOffline(false);
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  it('asks before removing a note', async () => {
    await problem.writeNote(0, 'Hash map', 'value → index');
    await page.getByText('Saved notes successfully.').waitFor();
    await problem.removeNote(0, false);
    expect(await problem.notes().nth(0).getByLabel('Title').inputValue()).toBe('Hash map');
    await problem.removeNote(0, true);
    await expect.poll(async () => (problem.notes().count().then(async (n) => (n === 1 ? problem.notes().nth(0).getByLabel('Title').inputValue() : String(n))))).toBe('');
    // Requests refused while the browser was offline are logged by Chromium itself; nothing else may be.
    expect(session.errors.filter((e) => !e.includes('net::ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
