/**
 * The problem list's side panels and search in Chromium, at desktop and phone sizes: Trending
 * Topics chips (counts from the data, a click filters), the title search, the Progress Calendar
 * (month navigation wrapping years, today's daily problem), the acceptance rate and
 * Attempted mark after a wrong submission, and a phone rendering below-the-fold boxes only near the viewport.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dailyProblemId, localDayKey } from '../../common/domain/calendar.ts';
import { signUpLearner } from './accounts.ts';
import { appSessionForSuite } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { BUILT_IN_PROBLEMS } from '../support/builtin-problems.ts';
import { PAGE_SIZE } from '../../src/features/problem-list/list.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

describe('problem list: side panels and search', () => {
  let page: Page;
  let list: ProblemListPage;

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    ({ list } = await signUpLearner(page, 'Lister'));
  });

  it('has a chip per topic the library has, with its count; a chip filters by its topic and clears again', async () => {
    const expected: Record<string, number> = {};
    for (const p of BUILT_IN_PROBLEMS) for (const topic of p.topics) expected[topic] = (expected[topic] ?? 0) + 1;
    expect(await list.chipCounts()).toEqual(expected);
    // No chip for a topic no problem carries.
    expect(await list.chip('Tries').count()).toBe(expected.Tries ? 1 : 0);
    await list.chip('Linked List').click();
    await page.waitForURL(/topic=Linked\+List/);
    await expect.poll(() => list.cards().count()).toBe(Math.min(PAGE_SIZE, expected['Linked List']!));
    expect(await list.chip('Linked List').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('#filter-topic').inputValue()).toBe('Linked List');
    await list.chip('Linked List').click();
    await page.waitForURL((url) => !url.search.includes('topic='));
    await expect.poll(() => list.cards().count()).toBe(Math.min(PAGE_SIZE, BUILT_IN_PROBLEMS.length));
    // The topic select offers the same topics; the spec's tag select stays beside it.
    await page.locator('#filter-topic').selectOption('Two Pointers');
    await page.waitForURL(/topic=Two\+Pointers/);
    await expect.poll(() => list.cards().count()).toBe(Math.min(PAGE_SIZE, expected['Two Pointers']!));
    await page.locator('#filter-tags').selectOption('Array');
    await page.waitForURL(/tags=Array/);
    await page.locator('#filter-topic').selectOption('all');
    await page.locator('#filter-tags').selectOption('all');
    await page.waitForURL((url) => !url.search.includes('topic=') && !url.search.includes('tags='));
  });

  it('searches titles, keeps the search in the URL and shows an empty state', async () => {
    await list.search('SUM');
    await page.waitForURL(/q=SUM/);
    // The list filters after the URL changes (a deferred render): wait until it shows the matches only.
    await expect
      .poll(async () => {
        const titles = await list.titles();
        return titles.length > 0 && titles.every((title) => title.toLowerCase().includes('sum'));
      })
      .toBe(true);
    await list.search('no such problem at all');
    await page.getByText('No problems match these filters.').waitFor();
    await list.search('');
    await expect.poll(() => list.cards().count()).toBe(Math.min(PAGE_SIZE, BUILT_IN_PROBLEMS.length));
  });

  it('navigates months across the year boundary and links today to the daily problem', async () => {
    const now = new Date();
    const current = `${MONTHS[now.getMonth()]} ${now.getFullYear()}`;
    expect(await list.calendarMonth()).toBe(current);
    for (let i = 0; i < 12; i++) await list.calendar().getByRole('button', { name: 'Previous month' }).click();
    expect(await list.calendarMonth()).toBe(`${MONTHS[now.getMonth()]} ${now.getFullYear() - 1}`);
    for (let i = 0; i < 12; i++) await list.calendar().getByRole('button', { name: 'Next month' }).click();
    expect(await list.calendarMonth()).toBe(current);
    await page.getByText('Keep solving every day!').waitFor();

    const ids = await page.evaluate(async () => ((await (await fetch('/api/prblm/getAllPrblm')).json()) as Array<{ _id: string }>).map((p) => p._id));
    const today = list.calendar().locator('a[aria-current="date"]');
    expect(await today.getAttribute('href')).toBe(`/prblm/${dailyProblemId(localDayKey(now), ids)}`);
    expect(await today.getAttribute('title')).toBeTruthy();
    // The link's accessible name begins with the day it shows.
    expect(await today.getAttribute('aria-label')).toMatch(new RegExp(`^${now.getDate()}, `));
    // Today's problem is named under the calendar, linking where today's cell does.
    const todays = list.calendar().getByTestId('todays-problem');
    expect(await todays.textContent()).toBe(`Today's problem: ${await today.getAttribute('title')}`);
    expect(await todays.getByRole('link').getAttribute('href')).toBe(await today.getAttribute('href'));
    // This learner's account was made today: no earlier day of the month counts as missed (no red dots).
    expect(await list.calendar().locator('a[data-state="missed"]').count()).toBe(0);
    expect(await list.calendar().locator('a[data-state="open"]').count()).toBe(now.getDate() - 1);
    expect(await list.calendar().locator('a[data-state="solved"]').count()).toBe(0);
    // Days after today are not links.
    expect(await list.calendar().locator('[data-state="future"] a').count()).toBe(0);
  });

  it('marks a problem attempted after a wrong submission and shows its acceptance rate', async () => {
    const problem = await list.openProblemPage('Two Sum');
    await problem.chooseLanguage('JavaScript');
    await problem.replaceCode('function twoSum(nums, target) {\n  return [0, 0];\n}\n');
    await problem.submit();
    await page.goto('/');
    await list.waitForLoaded();
    const card = list.card('Two Sum');
    await card.getByText('Attempted').waitFor();
    await expect.poll(() => card.getByTestId('acceptance').textContent()).toBe('Acceptance 0.0%');
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 360, height: 740 },
  ]) {
    it(`holds together on a ${size.width}×${size.height} phone: panels stack, the header never overlaps, nothing scrolls sideways`, async () => {
      await page.setViewportSize(size);
      await page.goto('/');
      await list.waitForLoaded();
      await list.calendar().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const [listBox, topicsBox, calendarBox] = await Promise.all([
        list.cards().first().boundingBox(),
        page.getByRole('region', { name: 'Trending Topics' }).boundingBox(),
        list.calendar().boundingBox(),
      ]);
      expect(topicsBox!.y).toBeGreaterThan(listBox!.y);
      expect(calendarBox!.y).toBeGreaterThan(topicsBox!.y);

      // Header: the brand, the sync status, the theme toggle and the profile link side by side, inside the screen.
      const boxes = await Promise.all(
        [
          page.getByRole('link', { name: 'Pocket Judge' }),
          page.getByRole('button', { name: /^Sync status/ }),
          page.getByRole('button', { name: /theme/ }),
          page.getByRole('link', { name: /^Profile/ }),
        ].map((l) => l.boundingBox()),
      );
      for (let i = 0; i < boxes.length; i++) {
        const a = boxes[i]!;
        expect(a.x).toBeGreaterThanOrEqual(0);
        expect(a.x + a.width).toBeLessThanOrEqual(size.width);
        for (let j = i + 1; j < boxes.length; j++) {
          const b = boxes[j]!;
          expect(a.x + a.width <= b.x || b.x + b.width <= a.x, `header items ${i} and ${j} overlap`).toBe(true);
        }
      }

      // The sync panel opens inside the screen.
      await page.getByRole('button', { name: /^Sync status/ }).click();
      const panel = await page.locator('[id][class*="card"]').filter({ hasText: 'Changes that need attention' }).boundingBox();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(size.width);
      await page.keyboard.press('Escape');
      expect(session.errors).toEqual([]);
    });
  }

  it('on a phone, renders the cards and panels below the fold only when the learner scrolls near them', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await list.waitForLoaded();
    // `checkVisibility({ contentVisibilityAuto: true })` is false for what sits inside a box whose rendering the browser skips.
    const rendered = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const lastCard = list.cards().last().getByRole('link');
    const calendar = list.calendar();
    await expect.poll(() => rendered(list.cards().first().getByRole('link'))).toBe(true);
    expect(await rendered(lastCard)).toBe(false);
    expect(await rendered(calendar)).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(lastCard)).toBe(true);
    await calendar.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(calendar)).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
