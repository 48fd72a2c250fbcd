/**
 * /explore end to end in Debian Chromium: the heading and the five groups; every card opens an
 * https resource in a new tab with rel="noopener noreferrer" and shows a label, a title, a
 * chapter count and an items figure 0–4 that stays the same across reloads; the pictures ship
 * with the app, so the page looks the same offline after one visit; no sideways scrolling at
 * 390×844 (each row scrolls inside itself); no serious axe-core violations in either theme.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { seriousViolations, setTheme } from './axe.ts';
import { overflowProblem } from './overflow.ts';
import { ExplorePage } from './pages/ExplorePage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

interface CardInfo {
  href: string | null;
  target: string | null;
  rel: string;
  label: string;
  title: string;
  chapters: string;
  items: string;
}

async function readCards(explore: ExplorePage): Promise<CardInfo[]> {
  return explore.cards().evaluateAll((cards) =>
    cards.map((a) => ({
      href: a.getAttribute('href'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel') ?? '',
      label: a.querySelector('[data-testid="resource-label"]')?.textContent ?? '',
      title: a.querySelector('h3')?.firstChild?.textContent ?? '',
      chapters: a.querySelector('[data-testid="resource-chapters"]')?.textContent ?? '',
      items: a.querySelector('[data-testid="resource-items"]')?.textContent ?? '',
    })),
  );
}

describe('explore', () => {
  let page: Page;
  let explore: ExplorePage;

  const session = appSessionForSuite(
    async (opened) => {
      page = opened.page;
      explore = new ExplorePage(page);
      await new SignUpPage(page).signUpFresh('Explorer');
    },
    {},
    240_000,
  );

  it('is reached from the nav bar and shows the five groups', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore', exact: true }).click();
    await explore.waitForLoaded();
    expect(await explore.groupTitles()).toEqual(['Data Structures and Algorithms', 'DSA Sheet', 'Language Skills', 'Gen AI', 'System Design']);
    for (const group of await explore.groups().all()) {
      expect((await group.locator('p').first().textContent())?.length).toBeGreaterThan(10);
      expect(await group.getByTestId('resource-card').count()).toBeGreaterThanOrEqual(3);
      // Each row scrolls sideways inside itself.
      expect(await group.getByRole('list').evaluate((ul) => getComputedStyle(ul).overflowX)).toBe('auto');
    }
  });

  it('opens each resource in a new tab, safely, with its label, chapters and items figure', async () => {
    const cards = await readCards(explore);
    expect(cards.length).toBeGreaterThanOrEqual(15);
    for (const c of cards) {
      expect(new URL(c.href!).protocol, c.title).toBe('https:');
      expect(c.target).toBe('_blank');
      expect(c.rel.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
      expect(c.label.length).toBeGreaterThan(0);
      expect(c.title.trim().length).toBeGreaterThan(0);
      expect(c.chapters).toMatch(/^\d+ chapters?$/);
      expect(c.items).toMatch(/^[0-4] items?$/);
    }
    // Defaults: a card without a label or chapter count.
    const visualgo = cards.find((c) => c.title.trim() === 'VisuAlgo')!;
    expect(visualgo).toMatchObject({ label: 'Course Label', chapters: '0 chapters' });
    // The link tells screen readers it opens a new tab.
    expect(await explore.card('VisuAlgo').getAttribute('href')).toBe('https://visualgo.net/en');
    expect(await explore.card('VisuAlgo').textContent()).toContain('(opens in a new tab)');

    // The items figure is the same after a reload.
    await page.reload();
    await explore.waitForLoaded();
    expect((await readCards(explore)).map((c) => c.items)).toEqual(cards.map((c) => c.items));
  });

  it('opens the resource in a new tab when a card is clicked', async () => {
    // Answer the external address locally so the test needs no internet.
    await session.context.route('https://visualgo.net/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>VisuAlgo stand-in</title>' }));
    try {
      const [popup] = await Promise.all([session.context.waitForEvent('page'), explore.card('VisuAlgo').click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe('https://visualgo.net/en');
      // noopener: the new tab cannot reach this one.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      expect(page.url()).toMatch(/\/explore$/);
    } finally {
      await session.context.unroute('https://visualgo.net/**');
    }
  });

  it('looks the same offline after one visit, on a phone without sideways scrolling', async () => {
    await explore.goto();
    await explore.waitForImages();
    const online = await readCards(explore);
    await untilOfflineReady(page);
    await page.reload();
    await explore.waitForLoaded();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await session.context.setOffline(true);
    try {
      await page.reload();
      await explore.waitForLoaded();
      await explore.waitForImages();
      expect(await readCards(explore)).toEqual(online);
      expect(await overflowProblem(page)).toBeNull();
      // Scrolling a row sideways moves the row, not the page.
      const row = explore.groups().first().getByRole('list');
      await row.evaluate((ul) => ul.scrollBy({ left: 400 }));
      expect(await row.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);
      expect(await overflowProblem(page)).toBeNull();
    } finally {
      await session.context.setOffline(false);
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  for (const dark of [true, false]) {
    const theme = dark ? 'dark' : 'light';
    it(`has no serious axe-core violations (${theme})`, async () => {
      await explore.goto();
      await setTheme(page, dark);
      await explore.waitForImages();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('printed no errors', () => {
    expect(session.errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|sync:/.test(e))).toEqual([]);
  });
});
