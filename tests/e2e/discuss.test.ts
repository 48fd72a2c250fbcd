/**
 * The Discuss screen end to end in Debian Chromium against the real server: posting (with the
 * spec's validation messages), filtering by topic, commenting, voting and unvoting, a second
 * learner seeing the first one's post, the offline path (cached list readable; a post, a comment
 * and a vote made offline show at once and reach the server when back online), a phone-sized
 * screen without sideways scrolling, and axe-core in the dark and the light theme.
 *
 * Set E2E_SCREENSHOTS=<dir> to save screenshots of the screen.
 */
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextCursorFromLink, type Discussion } from '../../common/contract/discuss.ts';
import { appSessionForSuite, collectPageErrors, newContext, untilOfflineReady } from './browser.ts';
import { seriousViolations, setTheme } from './axe.ts';
import { DiscussPage } from './pages/DiscussPage.ts';
import { NavBar } from './pages/NavBar.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Errors a page may print while offline on purpose (failed refreshes of /api). */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|sync:|Failed to fetch/.test(e));
}


describe('discuss', () => {
  let page: Page;
  let errors: string[];
  const stamp = Date.now().toString(36);
  const careerHeader = `Backend or frontend ${stamp}?`;
  const content = 'Which one pays off?\n<b>not bold</b>';

  const session = appSessionForSuite(async (opened) => {
    ({ page, errors } = opened);
    await new SignUpPage(page).signUpFresh('Asha');
  });

  /** GET on the test server as a context's user (its session cookie). */
  async function api<T>(context: BrowserContext, p: string): Promise<T> {
    const cookies = await context.cookies(session.server.url);
    const res = await fetch(new URL(`/api/${p}`, session.server.url), { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
  const remote = async (context: BrowserContext, header: string) => (await api<Discussion[]>(context, 'discuss/getAllDiscussions')).find((d) => d.header === header);
  const userId = (context: BrowserContext) => api<{ user: { _id: string } }>(context, 'userAuth/check').then((r) => r.user._id);

  it('shows the carousel of 7 banners linking to /explore, with previous and next buttons', async () => {
    const discuss = new DiscussPage(page);
    await discuss.goto();
    const slides = page.getByTestId('carousel-slide');
    expect(await slides.count()).toBe(7);
    const visibleLabel = async () => page.locator('[data-testid="carousel-slide"]:not([hidden])').getAttribute('aria-label');
    expect(await visibleLabel()).toBe('Slide 1 of 7');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await visibleLabel()).toBe('Slide 2 of 7');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await visibleLabel()).toBe('Slide 7 of 7');
    await page.locator('[data-testid="carousel-slide"]:not([hidden]) a').click();
    await page.waitForURL((u) => u.pathname === '/explore');
  });

  it('validates the form, posts, shows the author the new post, and shows it again on /discuss', async () => {
    const discuss = new DiscussPage(page);
    await discuss.goto();
    await discuss.openForm();
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText('Please choose a topic', { exact: true }).waitFor();
    await page.getByText('Topic is required', { exact: true }).waitFor();
    await page.getByText('Content is required', { exact: true }).waitFor();
    expect(await page.getByLabel('Header').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'discuss-form-errors');

    await discuss.post({ topic: 'Career', header: careerHeader, content });
    await page.getByTestId('toast-text').filter({ hasText: 'Posted Successfully' }).waitFor();
    // The author sees their post: still on /discuss, the form closed, the new card outlined, focused and in view.
    const card = discuss.card(careerHeader);
    await card.waitFor();
    expect(new URL(page.url()).pathname).toBe('/discuss');
    expect(await page.getByRole('button', { name: 'Post' }).count()).toBe(0);
    expect(await card.getAttribute('data-just-posted')).toBe('true');
    await expect.poll(() => card.evaluate((el) => document.activeElement === el && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);

    await discuss.goto();
    await card.waitFor();
    expect(await card.getByTestId('discussion-date').textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await card.getByText('by Asha').count()).toBe(1);
    // Content is text, never HTML.
    expect(await card.getByTestId('discussion-content').textContent()).toBe(content);
    expect(await card.getByTestId('discussion-content').locator('b').count()).toBe(0);
    // It reached the server.
    await expect.poll(async () => (await remote(session.context, careerHeader))?.topic, { timeout: 30_000 }).toBe('Career');
  });

  it('filters by topic', async () => {
    const discuss = new DiscussPage(page);
    await discuss.goto();
    await discuss.openForm();
    const interviewHeader = `Mock interviews ${stamp}`;
    await discuss.post({ topic: 'Interview', header: interviewHeader, content: 'Who wants to pair?' });
    await discuss.card(interviewHeader).waitFor();
    await discuss.goto();
    expect((await discuss.headers()).slice(0, 2)).toEqual([interviewHeader, careerHeader]);
    await discuss.selectTab('Career');
    expect(await discuss.headers()).toContain(careerHeader);
    expect(await discuss.headers()).not.toContain(interviewHeader);
    await discuss.selectTab('Interview');
    expect(await discuss.headers()).toEqual([interviewHeader]);
    await discuss.selectTab('Feedback');
    await page.getByText('No discussions in this topic yet', { exact: false }).waitFor();
    await discuss.selectTab('For you');
    expect(await discuss.headers()).toEqual(expect.arrayContaining([interviewHeader, careerHeader]));
  });

  it('comments, votes and unvotes (count and filled icon), and the server agrees', async () => {
    const discuss = new DiscussPage(page);
    await discuss.goto();
    await discuss.comment(careerHeader, 'Both, start with backend.');
    expect(await discuss.commentCount(careerHeader)).toBe(1);
    const vote = discuss.voteButton(careerHeader);
    expect(await vote.getAttribute('aria-pressed')).toBe('false');
    await vote.click();
    await expect.poll(() => vote.getAttribute('aria-pressed')).toBe('true');
    expect(await discuss.voteCount(careerHeader)).toBe(1);
    expect(await vote.locator('svg').getAttribute('fill')).toBe('currentColor');
    const me = await userId(session.context);
    await expect.poll(async () => (await remote(session.context, careerHeader))?.stats.votes, { timeout: 30_000 }).toEqual([me]);
    await vote.click();
    await expect.poll(() => vote.getAttribute('aria-pressed')).toBe('false');
    expect(await discuss.voteCount(careerHeader)).toBe(0);
    expect(await vote.locator('svg').getAttribute('fill')).toBe('none');
    await expect.poll(async () => (await remote(session.context, careerHeader))?.stats.votes, { timeout: 30_000 }).toEqual([]);
    const server = (await remote(session.context, careerHeader))!;
    expect(server.stats.comments.map((c) => [c.user, c.comment])).toEqual([['Asha', 'Both, start with backend.']]);
    await shot(page, 'discuss-desktop');
  });

  it('a second learner sees the first one\'s post, counts as one view, and can vote; offline they read, post, comment and vote, synced when back online', async () => {
    const context = await newContext(session.browser, session.server.url);
    const ben = await context.newPage();
    const benErrors = collectPageErrors(ben);
    try {
      await new SignUpPage(ben).signUpFresh('Ben');
      const discuss = new DiscussPage(ben);
      await discuss.goto();
      await discuss.card(careerHeader).waitFor();
      // Asha opened its comments once; Ben's first look counts, his second does not.
      expect((await remote(context, careerHeader))?.stats.views).toBe(1);
      await discuss.openComments(careerHeader);
      await expect.poll(async () => (await remote(context, careerHeader))?.stats.views).toBe(2);
      await expect.poll(() => discuss.card(careerHeader).getByTestId('views').textContent()).toContain('2');
      await discuss.card(careerHeader).getByTestId('comment-toggle').click();
      await discuss.card(careerHeader).getByTestId('comment-toggle').click();
      await ben.reload();
      await discuss.openComments(careerHeader);
      expect((await remote(context, careerHeader))?.stats.views).toBe(2);

      // The service worker controls the page, so /discuss opens offline.
      await untilOfflineReady(ben);
      await ben.reload();
      await discuss.waitForLoaded();
      expect(await ben.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      await context.setOffline(true);
      await ben.reload();
      await discuss.waitForLoaded();
      await new NavBar(ben).waitForSyncStatus('Offline', 10_000);
      await discuss.card(careerHeader).waitFor();

      const offlineHeader = `Offline thoughts ${stamp}`;
      await discuss.openForm();
      await discuss.post({ topic: 'Feedback', header: offlineHeader, content: 'Written on a train' });
      await ben.getByTestId('toast-text').filter({ hasText: 'Posted Successfully' }).waitFor();
      await discuss.card(offlineHeader).getByText('Not synced yet').waitFor();
      expect(await discuss.card(offlineHeader).getAttribute('data-just-posted')).toBe('true');
      await discuss.comment(careerHeader, 'Sent from offline');
      await discuss.card(careerHeader).getByTestId('comment').filter({ hasText: 'Sent from offline' }).getByText('Not synced yet').waitFor();
      await discuss.voteButton(careerHeader).click();
      await expect.poll(() => discuss.voteButton(careerHeader).getAttribute('aria-pressed')).toBe('true');
      expect(await discuss.voteCount(careerHeader)).toBe(1);
      await shot(ben, 'discuss-offline');

      await context.setOffline(false);
      await new NavBar(ben).waitForSyncStatus('All synced', 60_000);
      const benId = await userId(context);
      // The nav bar can say "All synced" a moment before the last request is answered (seen: 78 ms).
      await expect.poll(async () => (await remote(context, offlineHeader)) !== undefined, { timeout: 10_000 }).toBe(true);
      const posted = await remote(context, offlineHeader);
      expect(posted).toMatchObject({ topic: 'Feedback', firstname: 'Ben', content: 'Written on a train', userId: benId });
      await expect.poll(async () => (await remote(context, careerHeader))?.stats.votes, { timeout: 10_000 }).toEqual([benId]);
      const career = (await remote(context, careerHeader))!;
      expect(career.stats.comments.map((c) => [c.user, c.comment])).toEqual([
        ['Asha', 'Both, start with backend.'],
        ['Ben', 'Sent from offline'],
      ]);
      await discuss.card(offlineHeader).waitFor();
      await expect.poll(() => discuss.card(offlineHeader).getByText('Not synced yet').count()).toBe(0);
      expect(unexpected(benErrors)).toEqual([]);
    } finally {
      await context.close();
    }

    // The first learner sees the second one's vote and offline post after a refresh.
    const discuss = new DiscussPage(page);
    await discuss.goto();
    await discuss.card(`Offline thoughts ${stamp}`).waitFor();
    await expect.poll(() => discuss.voteCount(careerHeader)).toBe(1);
    expect(await discuss.voteButton(careerHeader).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the newest page and adds older discussions with "Load more"', async () => {
    // 25 more discussions than the board had, through the API as this learner (a page holds 20).
    const cookies = await page.context().cookies(session.server.url);
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    for (let i = 0; i < 25; i++) {
      const res = await fetch(new URL('/api/discuss/createDiscussion', session.server.url), {
        method: 'POST',
        headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
        body: JSON.stringify({ topic: 'Contest', header: `Paged ${stamp} ${i}`, content: 'One of many' }),
      });
      expect(res.status).toBe(201);
    }
    // The whole board, newest first, walked page by page on the API.
    const board: string[] = [];
    for (let before: string | null = null, first = true; first || before; first = false) {
      const res = await fetch(new URL(`/api/discuss/getAllDiscussions?limit=100${before ? `&before=${encodeURIComponent(before)}` : ''}`, session.server.url), {
        headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      });
      board.push(...((await res.json()) as Discussion[]).map((d) => d.header));
      before = nextCursorFromLink(res.headers.get('link'));
    }
    expect(board.length).toBeGreaterThan(25);

    const discuss = new DiscussPage(page);
    await discuss.goto();
    await expect.poll(() => discuss.headers()).toEqual(board.slice(0, 20));
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect.poll(() => discuss.headers()).toEqual(board.slice(0, 40));
    if (board.length > 40) await more.click();
    await expect.poll(() => discuss.headers()).toEqual(board);
    await more.waitFor({ state: 'detached' });
    await shot(page, 'discuss-load-more');
    // The loaded pages stay on the device: after a reload the whole board shows again.
    await page.reload();
    await discuss.waitForLoaded();
    await expect.poll(() => discuss.headers()).toEqual(board);
  });

  it('fits a 390×844 phone without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const discuss = new DiscussPage(page);
      await discuss.goto();
      await discuss.openForm();
      await discuss.openComments(careerHeader);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, 'discuss-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 860 });
    }
  });

  for (const dark of [true, false]) {
    const theme = dark ? 'dark' : 'light';
    it(`has no serious accessibility violations (${theme})`, async () => {
      const discuss = new DiscussPage(page);
      await discuss.goto();
      await setTheme(page, dark);
      await discuss.openForm();
      await page.getByRole('button', { name: 'Post' }).click();
      await page.getByText('Content is required', { exact: true }).waitFor();
      await discuss.openComments(careerHeader);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `discuss-${theme}`);
    });
  }

  it('printed no unexpected errors', () => {
    expect(unexpected(errors)).toEqual([]);
  });
});
