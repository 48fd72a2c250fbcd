/**
 * The phone layout (390 × 844) in Chromium on the real server and judge: every route of
 * src/app/routes.tsx — signed out, as a learner and as an admin — with every tab of every tab strip
 * opened, in the dark and the light theme, never scrolls sideways and nothing sticks out past the
 * viewport's right edge unless a scroll container holds it (tests/e2e/overflow.ts). The problem
 * page is checked with a submission history of several verdicts, one a compile error with a long
 * token, and with that error shown on the Result tab and in the submission's code dialog.
 *
 * Set E2E_SCREENSHOTS=<dir> to save a phone screenshot of each checked screen and theme.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { promoteToAdmin } from './accounts.ts';
import { openAppSession, type AppSession } from './browser.ts';
import { seriousViolations } from './axe.ts';
import { describeOffenders, findInnerScroll, overflowProblem } from './overflow.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
const PHONE = { width: 390, height: 844 };

/** A C++ program that does not compile; the compiler names its long identifier (one unbreakable token). */
const LONG_TOKEN = `an_identifier_that_is_far_too_long_to_fit_on_a_phone_screen_${'x'.repeat(80)}`;
const COMPILE_ERROR_CPP = `#include <iostream>\nint main() {\n  std::cout << ${LONG_TOKEN} << std::endl;\n  return 0;\n}\n`;

/** Waits until the routed screen has a heading and no spinner in <main>. */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1, main h2').first().waitFor();
  await expect.poll(() => page.locator('main .loading').count(), { timeout: 30_000 }).toBe(0);
}

/**
 * Sets the theme as the app applies it (data-theme on <html>) and ends the colour transitions at
 * once (colours do not change the layout; the screenshots show the final colours).
 */
async function applyTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((name) => {
    document.documentElement.setAttribute('data-theme', name);
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
  }, theme);
}

/**
 * Checks the current screen in both themes: no sideways scrolling, nothing sticking out. Saves a
 * screenshot per theme when E2E_SCREENSHOTS is set.
 */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await applyTheme(page, theme);
    expect(await overflowProblem(page), `${name} (${theme})`).toBeNull();
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name.replace(/[^a-z0-9]+/gi, '-')}-${theme}.png`), fullPage: true });
  }
  await applyTheme(page, 'dark');
}

/** Fails with the offenders when a box inside `scope` scrolls sideways inside itself. */
async function expectNoInnerScroll(page: Page, scope: string, name: string, except?: string): Promise<void> {
  const offenders = await findInnerScroll(page, scope, except);
  expect(offenders.length === 0 ? null : `content wider than its box (right edge = where the content ends):\n${describeOffenders(offenders)}`, name).toBeNull();
}

/** Opens `route`, waits for it to settle, and checks it. */
async function visit(page: Page, route: string, name: string): Promise<void> {
  await page.goto(route);
  await settle(page);
  await checkScreen(page, name);
}

/** Opens each tab of each tab strip on the screen in turn and checks the screen with it shown. */
async function checkEveryTab(page: Page, name: string): Promise<void> {
  const strips = page.getByRole('tablist');
  for (let s = 0; s < (await strips.count()); s++) {
    const tabs = strips.nth(s).getByRole('tab');
    for (let t = 0; t < (await tabs.count()); t++) {
      const tab = tabs.nth(t);
      const label = (await tab.textContent())?.trim() ?? String(t);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => page.locator('main .loading').count(), { timeout: 30_000 }).toBe(0);
      await checkScreen(page, `${name} tab ${label}`);
    }
  }
}

describe('phone layout (390 × 844): no sideways scrolling on any route', () => {
  let session: AppSession;
  let page: Page;
  let errors: string[];
  let twoSumId = '';
  let learnerEmail = '';

  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    session = await openAppSession({ context: { viewport: PHONE, serviceWorkers: 'block' } });
    ({ page, errors } = session);
    const list = (await (await session.context.request.get('/api/prblm/getAllPrblm')).json()) as Array<{ _id: string; title: string }>;
    twoSumId = list.find((p) => p.title === 'Two Sum')?._id ?? '';
    expect(twoSumId).not.toBe('');
  }, 120_000);

  afterAll(async () => {
    await session?.close();
  });

  it('signed out: login, sign-up, a problem page with its tabs, the 404 page', async () => {
    await visit(page, '/Login', 'signed-out login');
    await visit(page, '/SignUp', 'signed-out sign-up');
    await visit(page, `/prblm/${twoSumId}`, 'signed-out problem');
    await checkEveryTab(page, 'signed-out problem');
    await visit(page, '/no-such-page', 'signed-out 404');
  }, 180_000);

  it('learner: the problem page with a history of verdicts, one a long compile error', async () => {
    learnerEmail = (await new SignUpPage(page).signUpFresh('Phone')).emailID;
    await visit(page, '/', 'learner problem list');
    const problem = await new ProblemListPage(page).openProblemPage('Two Sum');

    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode('function twoSum(nums, target) {\n  return [0, 0];\n}\n');
    await problem.submit();
    expect(await problem.submitStatus().textContent()).toBe('Wrong Answer');
    await problem.replaceCode('process.exit(3)');
    await problem.submit();
    expect(await problem.submitStatus().textContent()).toBe('Error');
    await checkScreen(page, 'learner problem result runtime error');
    await problem.chooseLanguage('C++');
    await problem.replaceCode(COMPILE_ERROR_CPP);
    await problem.submit();
    expect(await problem.submitStatus().textContent()).toBe('Error');
    // The long token is on screen (wrapped, not cut off).
    await expect.poll(() => page.getByTestId('submit-error').first().textContent()).toContain(LONG_TOKEN);
    await checkScreen(page, 'learner problem result compile error');
    // The compiler's text wraps (the long token too) instead of scrolling inside its box.
    await expectNoInnerScroll(page, '#right-panel-result', 'Result tab');

    await checkEveryTab(page, 'learner problem');
    await problem.openTab('Submissions');
    const rows = page.getByTestId('submission-row');
    await expect.poll(() => rows.count()).toBe(3);
    await checkScreen(page, 'learner problem submissions');
    // A card per submission: every field shown, nothing scrolling sideways.
    await expectNoInnerScroll(page, '#left-panel-submissions', 'Submissions tab');
    expect(await rows.first().evaluate((tr) => getComputedStyle(tr).display)).toBe('grid');
    const newest = await rows.first().evaluate((tr) =>
      Array.from(tr.querySelectorAll('td')).map((td) => `${getComputedStyle(td, '::before').content.split(' / ')[0]?.replace(/"/g, '') ?? ''}: ${td.innerText.trim()}`),
    );
    expect(newest.slice(1, 3)).toEqual(['Language: C++', 'Status: Error']);
    expect(newest[0]).toMatch(/^Time: \S/);
    expect(newest[3]).toMatch(/^Runtime: \S/);
    expect(newest[4]).toMatch(/^Memory: \S/);
    expect(newest[5]).toBe('none: View code');
    // The cards pass axe-core in both themes (their labels' contrast, the table's roles).
    for (const theme of ['dark', 'light'] as const) {
      await applyTheme(page, theme);
      expect(await seriousViolations(page), `Submissions cards (${theme})`).toEqual([]);
    }
    await applyTheme(page, 'dark');
    await rows.first().click();
    await page.getByRole('dialog').waitFor();
    await checkScreen(page, 'learner problem submission dialog');
    // Submitted code keeps its lines (it may scroll); everything else in the dialog wraps.
    await expectNoInnerScroll(page, 'dialog[open]', 'submission dialog', '[data-testid="submission-code"]');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // On a desktop the same history is a table whose every column, View code included, fits its pane.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => rows.first().evaluate((tr) => getComputedStyle(tr).display)).toBe('table-row');
    await expectNoInnerScroll(page, '#left-panel-submissions', 'Submissions table at 1280 × 800');
    await page.setViewportSize(PHONE);
  }, 600_000);

  it('tab strips: a strip that overflows fades at the hidden edge and keeps the selected tab in view', async () => {
    const strip = page.getByRole('tablist', { name: 'Problem information' });
    const more = () => strip.getAttribute('data-more');
    /** True when the selected tab lies fully inside the strip's visible box. */
    const selectedInView = () =>
      strip.evaluate((el) => {
        const tab = el.querySelector('[role="tab"][aria-selected="true"]');
        if (!tab) return false;
        const box = el.getBoundingClientRect();
        const r = tab.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      });
    await page.getByRole('tab', { name: 'Description', exact: true }).click();
    await expect.poll(more).toBe('end');
    // End selects the last tab from the keyboard: it scrolls into view, the fade moves to the start.
    await page.keyboard.press('End');
    await expect.poll(() => page.getByRole('tab', { name: 'Notes', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(selectedInView).toBe(true);
    await expect.poll(more).toMatch(/^start/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Notes');
    await checkScreen(page, 'learner problem strip scrolled to end');
    await page.keyboard.press('Home');
    await expect.poll(selectedInView).toBe(true);
    await expect.poll(more).toBe('end');
  });

  it('learner: every other screen, each tab opened', async () => {
    for (const [route, name, tabs] of [
      ['/', 'learner problem list', false],
      ['/contest', 'learner contest', false],
      ['/sorry', 'learner sorry', false],
      ['/profile', 'learner profile', true],
      ['/editProfile', 'learner edit profile', false],
      ['/explore', 'learner explore', false],
      ['/visualizers', 'learner visualizers', false],
      ['/visualizers/SearchAlgo', 'learner search visualizer', true],
      ['/visualizers/sorting', 'learner sorting visualizer', true],
      ['/visualizers/datastructures', 'learner data structures', true],
      ['/discuss', 'learner discuss', true],
      ['/admin', 'learner admin (turned away)', false],
      ['/no-such-page', 'learner 404', false],
    ] as const) {
      await visit(page, route, name);
      if (tabs) await checkEveryTab(page, name);
    }
    // The new-discussion form open on /discuss.
    await page.goto('/discuss');
    await settle(page);
    await page.getByRole('button', { name: 'Create' }).click();
    await page.getByRole('heading', { name: 'New discussion' }).waitFor();
    await checkScreen(page, 'learner discuss form');
  }, 600_000);

  it('admin: every admin screen', async () => {
    expect(learnerEmail).not.toBe('');
    await promoteToAdmin(page, session.server, learnerEmail);
    await settle(page);
    for (const [route, name] of [
      ['/admin', 'admin home'],
      ['/admin/create', 'admin create'],
      ['/admin/update', 'admin update list'],
      [`/admin/update/prblm/${twoSumId}`, 'admin update problem'],
      ['/admin/delete', 'admin delete list'],
      ['/admin/video', 'admin video list'],
      [`/admin/upload/${twoSumId}`, 'admin video upload'],
      ['/admin/import', 'admin import'],
    ] as const) {
      await visit(page, route, name);
      expect(new URL(page.url()).pathname, name).toBe(route);
    }
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  }, 300_000);
});
