/**
 * The visualizers end to end in Debian Chromium: the hub's links; linear and binary search run
 * to a found and a not-found result at speed 5 (1 s steps), with the target validated; each
 * sort run to the end on 5 bars at speed 5, the tab-switch warning, Reset stopping a sort,
 * Shuffle; the stack and queue operations and their messages; every screen offline after one
 * visit, at 390×844 without sideways scrolling, and without serious axe-core violations in
 * both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appSessionForSuite, collectPageErrors, untilOfflineReady } from './browser.ts';
import { seriousViolations, setTheme } from './axe.ts';
import { overflowProblem } from './overflow.ts';
import { DataStructuresPage } from './pages/DataStructuresPage.ts';
import { SearchVisualizerPage } from './pages/SearchVisualizerPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { SortingVisualizerPage } from './pages/SortingVisualizerPage.ts';

const SPEC_RESET = [40, 72, 56, 96, 60, 84, 48, 68, 52, 88, 64, 76];
const idle = (n: number) => Array.from({ length: n }, () => 'idle');

describe('visualizers', () => {
  let page: Page;
  let clockErrors: string[] = [];

  // The search and sorting runs play on a page whose timers Playwright drives (page.clock): a run of
  // dozens of 1 s steps takes little real time, and each hold is measured in page time. Same account,
  // own context; the page clock runs at real speed, and runFor moves it ahead (firing every timer due
  // on the way).
  let clockContext: BrowserContext;
  let clockPage: Page;

  const session = appSessionForSuite(
    async (opened) => {
      page = opened.page;
      await new SignUpPage(page).signUpFresh('Viz');
      clockContext = await session.browser.newContext({ baseURL: session.server.url, viewport: { width: 1280, height: 860 }, storageState: await session.context.storageState() });
      clockPage = await clockContext.newPage();
      clockErrors = collectPageErrors(clockPage);
      await clockPage.clock.install();
    },
    {},
    240_000,
  );

  // Registered after the session's own afterAll, so it runs first (after-hooks run in reverse).
  afterAll(async () => {
    await clockContext?.close();
  });

  it('the hub links to the three visualizers', async () => {
    await page.goto('/visualizers');
    await page.getByRole('heading', { name: 'Visualizers', level: 1 }).waitFor();
    const hrefs = await page.locator('main a[href^="/visualizers/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/visualizers/SearchAlgo', '/visualizers/sorting', '/visualizers/datastructures']);
    await page.getByRole('link', { name: /Sorting/ }).click();
    await new SortingVisualizerPage(page).waitForLoaded();
  });

  describe('search (page clock)', () => {
    let search: SearchVisualizerPage;

    beforeAll(async () => {
      search = new SearchVisualizerPage(clockPage, true);
      await search.goto();
    });

    it('refuses a target that is not a number', async () => {
      await search.search('');
      await clockPage.getByRole('alert').filter({ hasText: 'Enter a target number' }).waitFor();
      await search.search('4x');
      await clockPage.getByRole('alert').filter({ hasText: 'The target must be a number' }).waitFor();
      expect(await search.roles()).toEqual(idle(8));
      expect(await search.message().textContent()).toBe('Enter a target and press Start.');
    });

    it('linear search finds 45 at index 2, then clears the highlight after 2 s', async () => {
      await search.openTab('Linear Search');
      await search.setSpeed(5);
      await search.search('45');
      let pageMs = await search.waitForState('Checking index 1: is 23 equal to 45?', ['eliminated', 'checking', ...idle(6)]);
      expect(await search.startButton().isDisabled()).toBe(true);
      pageMs += await search.waitForState('Found 45 at index 2.', ['eliminated', 'eliminated', 'found', ...idle(5)]);
      // Indices 0 and 1 are checked for 1 s each before the result.
      expect(pageMs).toBeGreaterThanOrEqual(1800);
      expect(await search.waitForState('Found 45 at index 2.', idle(8), 5_000)).toBeGreaterThanOrEqual(1800);
      expect(await search.startButton().isEnabled()).toBe(true);
    });

    it('linear search reports a target that is not there', async () => {
      await search.search('100');
      await search.waitForState('100 is not in the array.', Array.from({ length: 8 }, () => 'eliminated'), 20_000);
    });

    it('binary search narrows the bounds and finds 89, then recentres', async () => {
      await search.openTab('Binary Search');
      expect(await search.cells().allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Index 0: 7')]));
      await search.search('89');
      await search.waitForState('Range 0–7: the middle is index 3 (23). Comparing it with 89.', ['idle', 'idle', 'idle', 'checking', 'idle', 'idle', 'idle', 'idle']);
      expect(await search.markers()).toEqual(['low', '', '', 'mid', '', '', '', 'high']);
      await search.waitForState('23 < 89: the target can only be to the right. The range is now 4–7.', ['eliminated', 'eliminated', 'eliminated', 'eliminated', 'idle', 'idle', 'idle', 'idle']);
      await search.waitForState('Found 89 at index 7.', [...Array.from({ length: 7 }, () => 'eliminated'), 'found'], 20_000);
      await search.waitForState('Found 89 at index 7. The range is back to the whole array.', idle(8), 8_000);
      expect(await search.markers()).toEqual(['low', '', '', '', '', '', '', 'high']);
    });

    it('binary search reports a target that is not there, and Reset clears it', async () => {
      await search.search('50');
      await search.waitForState('50 is not in the array.', Array.from({ length: 8 }, () => 'eliminated'), 20_000);
      await search.reset();
      expect(await search.message().textContent()).toBe('Enter a target and press Start.');
      expect(await search.roles()).toEqual(idle(8));
      expect(await clockPage.getByLabel('Target', { exact: true }).inputValue()).toBe('');
    });
  });

  describe('sorting (page clock)', () => {
    let sorting: SortingVisualizerPage;

    beforeAll(async () => {
      sorting = new SortingVisualizerPage(clockPage);
      await sorting.goto();
    });

    it('shows the spec array as bars of value × 2 px, with the legend', async () => {
      expect(await sorting.values()).toEqual(SPEC_RESET);
      expect(await sorting.heights()).toEqual(SPEC_RESET.map((v) => v * 2));
      for (const name of ['Comparing', 'Selected-Key', 'Swap', 'Sorted']) await clockPage.getByText(name, { exact: true }).waitFor();
      expect(await clockPage.getByTestId('sort-caption').textContent()).toBe(`Bar chart of 12 values: ${SPEC_RESET.join(', ')}`);
    });

    // At speed 5 a step stays (6 − 5) s = 1000 ms; insertion sort's steps stay half as long. Sorting
    // 5 bars takes more than 3 steps.
    const holdMs = { 'Selection Sort': 1000, 'Bubble Sort': 1000, 'Insertion Sort': 500 } as const;
    for (const tab of ['Selection Sort', 'Bubble Sort', 'Insertion Sort'] as const) {
      it(`${tab} sorts 5 bars to the end at speed 5`, async () => {
        await sorting.button('Reset').click();
        await sorting.openTab(tab);
        await sorting.setSize(5);
        await sorting.setSpeed(5);
        expect(await sorting.values()).toEqual(SPEC_RESET.slice(0, 5));
        await sorting.button('Start').click();
        await expect.poll(() => sorting.button('Start').isDisabled()).toBe(true);
        expect(await sorting.button('Shuffle').isDisabled()).toBe(true);
        const elapsed = await sorting.runClockUntilSorted();
        expect(elapsed).toBeGreaterThanOrEqual(3 * holdMs[tab]);
        const values = await sorting.values();
        expect(values).toEqual([40, 56, 60, 72, 96]);
        expect(await sorting.roles()).toEqual(Array.from({ length: 5 }, () => 'sorted'));
        // The bars' height transition runs on the real clock.
        await expect.poll(() => sorting.heights()).toEqual(values.map((v) => v * 2));
        expect(await sorting.button('Start').isEnabled()).toBe(true);
      });
    }

    it('refuses a tab switch while sorting, and Reset stops the sort', async () => {
      await sorting.button('Reset').click();
      await sorting.openTab('Bubble Sort');
      await sorting.setSpeed(1);
      await sorting.button('Start').click();
      await clockPage.waitForFunction(() => document.querySelector('[data-testid="sort-message"]')?.textContent?.startsWith('Comparing'));
      await sorting.tab('Selection Sort').click();
      await clockPage.getByTestId('toast-text').filter({ hasText: 'You cannot switch tabs will the array is getting sorted' }).waitFor();
      expect(await sorting.tab('Bubble Sort').getAttribute('aria-selected')).toBe('true');
      expect(await sorting.tab('Selection Sort').getAttribute('aria-selected')).toBe('false');
      await sorting.button('Reset').click();
      expect(await sorting.button('Start').isEnabled()).toBe(true);
      expect(await sorting.values()).toEqual(SPEC_RESET);
      expect(await sorting.message().textContent()).toBe('Press Start to sort the bars.');
      // Stopped: nothing moves any more, however long the page waits.
      await clockPage.clock.runFor(30_000);
      expect(await sorting.roles()).toEqual(idle(12));
      expect(await sorting.message().textContent()).toBe('Press Start to sort the bars.');
      await sorting.openTab('Selection Sort');
    });

    it('Shuffle shows another preset of 12 values', async () => {
      await sorting.button('Shuffle').click();
      const shuffled = await sorting.values();
      expect(shuffled).toHaveLength(12);
      expect(shuffled).not.toEqual(SPEC_RESET);
      await sorting.button('Shuffle').click();
      expect(await sorting.values()).not.toEqual(shuffled);
      await sorting.setSize(15);
      expect(await sorting.values()).toHaveLength(15);
      await sorting.button('Reset').click();
      expect(await sorting.values()).toEqual(SPEC_RESET);
    });
  });

  describe('stack and queue', () => {
    let ds: DataStructuresPage;

    beforeAll(async () => {
      ds = new DataStructuresPage(page);
      await ds.goto();
    });

    it('stack: push, peek, pop, and the empty messages', async () => {
      await ds.openTab('Stack');
      await ds.press('Peek');
      await ds.message().filter({ hasText: 'No elements present in stack' }).waitFor();
      await ds.add('Push', '');
      await ds.error().filter({ hasText: 'Type a value first' }).waitFor();
      expect(await ds.size().textContent()).toBe('0');
      await ds.add('Push', '7');
      expect(await ds.input().inputValue()).toBe('');
      await ds.add('Push', 'hello');
      expect(await ds.items()).toEqual(['hello', '7']);
      expect(await ds.head().textContent()).toBe('hello');
      expect(await ds.size().textContent()).toBe('2');
      const pressed = Date.now();
      await ds.press('Peek');
      await ds.message().filter({ hasText: 'Top element is hello' }).waitFor();
      // The message goes 3 seconds after the press.
      await page.waitForFunction(() => document.querySelector('[data-testid="structure-message"]')?.textContent === '', undefined, { timeout: 10_000 });
      expect(Date.now() - pressed).toBeGreaterThanOrEqual(2900);
      await ds.press('Pop');
      expect(await ds.items()).toEqual(['7']);
      expect(await ds.head().textContent()).toBe('7');
      await ds.press('Pop');
      expect(await ds.size().textContent()).toBe('0');
      expect(await ds.head().textContent()).toBe('None');
      await ds.press('Peek');
      await ds.message().filter({ hasText: 'No elements present in stack' }).waitFor();
    });

    it('queue: enqueue, front, dequeue, reset', async () => {
      await ds.openTab('Queue');
      await ds.press('Front');
      await ds.message().filter({ hasText: 'No elements present in queue' }).waitFor();
      for (const v of ['a', 'b', 'c']) await ds.add('Enqueue', v);
      expect(await ds.items()).toEqual(['a', 'b', 'c']);
      await ds.press('Front');
      await ds.message().filter({ hasText: 'Front element is a' }).waitFor();
      await ds.press('Dequeue');
      expect(await ds.items()).toEqual(['b', 'c']);
      expect(await ds.head().textContent()).toBe('b');
      expect(await ds.size().textContent()).toBe('2');
      await ds.press('Reset');
      expect(await ds.items()).toEqual([]);
      await ds.press('Front');
      await ds.message().filter({ hasText: 'No elements present in queue' }).waitFor();
    });
  });

  it('every visualizer works offline after one visit, on a phone without sideways scrolling', async () => {
    await page.goto('/visualizers');
    await untilOfflineReady(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Visualizers', level: 1 }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await session.context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { name: 'Visualizers', level: 1 }).waitFor();
      expect(await overflowProblem(page)).toBeNull();

      const search = new SearchVisualizerPage(page);
      await search.goto();
      expect(await overflowProblem(page)).toBeNull();
      await search.setSpeed(5);
      await search.search('10');
      await search.waitForState('Found 10 at index 0.', ['found', ...idle(7)]);
      await search.openTab('Binary Search');
      expect(await overflowProblem(page)).toBeNull();

      const sorting = new SortingVisualizerPage(page);
      await sorting.goto();
      await sorting.setSize(15);
      expect(await overflowProblem(page)).toBeNull();
      await sorting.setSize(5);
      await sorting.setSpeed(5);
      await sorting.openTab('Insertion Sort');
      await sorting.button('Start').click();
      await sorting.waitForSorted();
      expect(await sorting.values()).toEqual([40, 56, 60, 72, 96]);

      const ds = new DataStructuresPage(page);
      await ds.goto();
      await ds.add('Push', 'a-rather-long-value!');
      await ds.add('Push', 'x');
      await ds.press('Peek');
      await ds.message().filter({ hasText: 'Top element is x' }).waitFor();
      expect(await overflowProblem(page)).toBeNull();
      await ds.openTab('Queue');
      for (const v of ['one', 'two', 'three', 'four', 'five', 'six']) await ds.add('Enqueue', v);
      expect(await overflowProblem(page)).toBeNull();
    } finally {
      await session.context.setOffline(false);
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  for (const dark of [true, false]) {
    const theme = dark ? 'dark' : 'light';
    it(`has no serious axe-core violations (${theme})`, async () => {
      const found: string[] = [];
      await page.goto('/visualizers');
      await page.getByRole('heading', { name: 'Visualizers', level: 1 }).waitFor();
      await setTheme(page, dark);
      found.push(...(await seriousViolations(page)).map((v) => `[hub] ${v}`));

      // Search, caught mid-run (checked and eliminated cells) at the slowest speed.
      const search = new SearchVisualizerPage(page);
      await search.goto();
      await search.search('x');
      await page.getByRole('alert').filter({ hasText: 'The target must be a number' }).waitFor();
      found.push(...(await seriousViolations(page)).map((v) => `[search, invalid] ${v}`));
      await search.setSpeed(1);
      await search.search('23');
      await search.waitForState('Checking index 1: is 23 equal to 23?', ['eliminated', 'checking', ...idle(6)]);
      found.push(...(await seriousViolations(page)).map((v) => `[search, running] ${v}`));
      await search.reset();
      await search.openTab('Binary Search');
      found.push(...(await seriousViolations(page)).map((v) => `[search, binary] ${v}`));

      const sorting = new SortingVisualizerPage(page);
      await sorting.goto();
      found.push(...(await seriousViolations(page)).map((v) => `[sorting] ${v}`));

      const ds = new DataStructuresPage(page);
      await ds.goto();
      await ds.add('Push', '');
      await ds.error().waitFor();
      await ds.add('Push', '1');
      await ds.add('Push', '2');
      await ds.press('Peek');
      found.push(...(await seriousViolations(page)).map((v) => `[stack] ${v}`));
      await ds.openTab('Queue');
      await ds.add('Enqueue', '1');
      await ds.add('Enqueue', '2');
      found.push(...(await seriousViolations(page)).map((v) => `[queue] ${v}`));

      expect([...new Set(found)]).toEqual([]);
    });
  }

  it('printed no errors', () => {
    expect([...session.errors, ...clockErrors].filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|sync:/.test(e))).toEqual([]);
  });
});
