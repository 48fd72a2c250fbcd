/**
 * Start code as learners know it from LeetCode, in Chromium: every built-in problem shows in every language
 * only the function or `class Solution` to write (the judge and the offline runner add the driver); code
 * written from it is Accepted, and Runs offline on this device; a draft saved as a whole program before is
 * still judged; "Show the full program" shows the joined program read-only.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drafts, users } from '../../server/db/schema.ts';
import { stableId } from '../../server/db/ids.ts';
import { BUILT_IN_PROBLEMS, builtIn, learnerSolution } from '../support/builtin-problems.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { ProblemPage, type LanguageButton } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { rotatingSample } from '../support/rotating-sample.ts';

const BUTTONS: Record<'javascript' | 'java' | 'c++' | 'python3', LanguageButton> = { javascript: 'JavaScript', java: 'Java', 'c++': 'C++', python3: 'Python3' };
/** What only a whole program has: its entry point or its reading of standard input. */
const DRIVER_CODE = /int main\(|void main\(|readFileSync|process\.stdin|sys\.stdin|__main__|System\.in|cin >>|readIntArray|read_int_array|printArray|print_array/;

describe('start code without the driver', () => {
  let page: Page;
  let problem: ProblemPage;
  let email = '';

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    ({ emailID: email } = await new SignUpPage(page).signUpFresh('Leet'));
    problem = new ProblemPage(page);
  });

  /** Opens a built-in problem's page by its slug. */
  async function open(slug: string): Promise<void> {
    await page.goto(`${session.server.url}/prblm/${stableId(slug)}`);
    await problem.waitForLoaded(builtIn(slug).title);
  }

  // In the browser a rotating sample of the problems a day, always with the first of each driver shape (tests/support/rotating-sample.ts;
  // all with VERIFY_ALL_PROBLEMS=1); tests/unit/problem-drivers.test.ts checks every start code's shape.
  const shown = rotatingSample(
    BUILT_IN_PROBLEMS,
    6,
    BUILT_IN_PROBLEMS.filter((p) => ['two-sum', 'reverse-linked-list', 'maximum-depth-of-binary-tree', 'graph-valid-tree', 'min-stack'].includes(p.slug)),
  );
  it(`shows built-in problems in every language as the function or class to write, without the driver (${shown.map((p) => p.slug).join(', ')})`, async () => {
    expect(BUILT_IN_PROBLEMS.length).toBeGreaterThanOrEqual(15);
    for (const p of shown) {
      await open(p.slug);
      for (const start of p.startCode) {
        await problem.chooseLanguage(BUTTONS[start.language]);
        const shown = (await problem.editor().textContent()) ?? '';
        const where = `${p.slug} ${start.language}`;
        expect(shown, where).not.toMatch(DRIVER_CODE);
        // CodeMirror's text is the lines without newlines: the start code's lines, in order.
        expect(shown.replace(/\s+/g, ''), where).toBe(start.initialCode.replace(/\s+/g, ''));
      }
    }
  });

  it('accepts code written from the start code, and runs it on this device offline with the same driver', async () => {
    await open('two-sum');
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode(learnerSolution('two-sum', 'javascript'));
    await problem.submit();
    await expect.poll(() => problem.submitStatus().textContent()).toBe('Accepted');

    await untilOfflineReady(page);
    await session.context.setOffline(true);
    try {
      await problem.run();
      expect(await problem.runCasesPassed()).toEqual(builtIn('two-sum').visibleTestCases.map(() => true));
      // An error names the learner's own line, as on the server.
      await problem.replaceCode('function twoSum(nums, target) {\n  const a = 1;\n  return nums.missing.length;\n}\n');
      await problem.run();
      await problem.openTab('Testcase');
      await expect.poll(() => page.getByTestId('run-case').first().textContent()).toMatch(/main\.js:3\b/);
    } finally {
      await session.context.setOffline(false);
    }

    await open('reverse-linked-list');
    await problem.chooseLanguage('Java');
    await problem.replaceCode(learnerSolution('reverse-linked-list', 'java'));
    await problem.submit();
    await expect.poll(() => problem.submitStatus().textContent()).toBe('Accepted');
  });

  // One problem of each shape the drivers serve beyond arrays and lists: a binary tree (LeetCode's
  // level-order form), a graph (edge list) and a design class (operations and arguments).
  for (const slug of ['maximum-depth-of-binary-tree', 'graph-valid-tree', 'min-stack']) {
    it(`solves ${slug} from the start code alone in every language`, async () => {
      await open(slug);
      for (const language of ['javascript', 'python3', 'c++', 'java'] as const) {
        await problem.chooseLanguage(BUTTONS[language]);
        await problem.resetToStartCode();
        const start = builtIn(slug).startCode.find((c) => c.language === language)!.initialCode.replace(/\s+/g, '');
        await expect.poll(async () => ((await problem.editor().textContent()) ?? '').replace(/\s+/g, ''), { message: `${slug} ${language}` }).toBe(start);
        await problem.replaceCode(learnerSolution(slug, language));
        await problem.submit();
        await expect.poll(() => problem.submitStatus().textContent(), { message: `${slug} ${language}` }).toBe('Accepted');
      }
    });
  }

  it('still judges a draft saved as the whole program before the start code lost its driver', async () => {
    const db = session.server.testApp.server.db.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.emailId, email));
    const whole = builtIn('merge-two-sorted-lists').referenceSolution.find((r) => r.language === 'c++')!.completeCode;
    const problemId = stableId('merge-two-sorted-lists');
    await db.delete(drafts).where(and(eq(drafts.userId, user!.id), eq(drafts.problemId, problemId)));
    await db.insert(drafts).values({ userId: user!.id, problemId, language: 'c++', code: whole, updatedAt: Date.now() });
    await open('merge-two-sorted-lists');
    await problem.chooseLanguage('C++');
    // CodeMirror renders the lines in view: the driver's reader is the whole program's.
    await expect.poll(async () => (await problem.editor().textContent()) ?? '').toContain('static ListNode* readList()');
    await problem.submit();
    await expect.poll(() => problem.submitStatus().textContent()).toBe('Accepted');
  });

  it('shows the full program read-only, the learner\'s lines marked, and gives focus back when closed', async () => {
    await open('two-sum');
    await problem.chooseLanguage('Python3');
    await problem.resetToStartCode();
    const button = page.getByRole('button', { name: 'Show the full program' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'The full program (read-only)' });
    await dialog.waitFor();
    const program = dialog.getByTestId('full-program');
    const text = (await program.textContent()) ?? '';
    expect(text).toContain('def main()');
    expect(text).toContain('class Solution:');
    const start = builtIn('two-sum').startCode.find((s) => s.language === 'python3')!;
    const learnerLines = await program.locator('[data-learner]').evaluateAll((els) => els.map((el) => el.lastChild?.textContent ?? ''));
    expect(learnerLines.join('\n')).toBe(start.initialCode.replace(/\n$/, ''));
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await dialog.textContent()).toMatch(/lines \d+–\d+ are yours/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
