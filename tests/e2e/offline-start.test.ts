/**
 * What a start without a connection sends, in Chromium with the service worker: an admin known on
 * this device opens the main screens and every admin screen offline (a full load each) and the app
 * sends no `/api` request at all; the admin screens say they need a connection instead of showing
 * an error toast. When the connection comes back the session is checked once and the profile asked
 * once.
 *
 * Set E2E_SCREENSHOTS=<dir> to save desktop (1280×800) and phone (390×844) screenshots of the
 * admin screens offline.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { stableId } from '../../server/db/ids.ts';
import { signUpAdmin } from './accounts.ts';
import { appSessionForSuite, untilOfflineReady } from './browser.ts';
import { needsConnection, toasts } from './pages/AdminPages.ts';
import { DiscussPage } from './pages/DiscussPage.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { ProfilePage } from './pages/ProfilePage.ts';
import { recordApiRequests } from './requests.ts';
import { screenshotScreen } from './screenshots.ts';

const TWO_SUM = stableId('two-sum');

/** Desktop and phone screenshots of the current screen (when E2E_SCREENSHOTS is set). */
const shoot = (page: Page, name: string) => screenshotScreen(page, `offline-${name}`);

/** Errors a page prints when a request fails for lack of a connection. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(e));
}

describe('offline start', () => {
  let page: Page;

  const s = appSessionForSuite(async (opened) => {
    page = opened.page;
    // One session check records the admin role on this device; the service worker takes control.
    await signUpAdmin(page, s.server, 'Offliner');
    await untilOfflineReady(page);
    await page.goto(`/prblm/${TWO_SUM}`);
    await new ProblemPage(page).waitForLoaded('Two Sum');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await new ProfilePage(page).goto();
  }, {}, 180_000);

  const screens: Array<[route: string, shown: (p: Page) => Promise<void>]> = [
    ['/', (p) => new ProblemListPage(p).waitForLoaded()],
    [`/prblm/${TWO_SUM}`, (p) => new ProblemPage(p).waitForLoaded('Two Sum')],
    ['/profile', (p) => p.getByRole('heading', { name: 'Community Stats' }).waitFor()],
    ['/discuss', (p) => new DiscussPage(p).waitForLoaded()],
    ['/admin', (p) => needsConnection(p).waitFor()],
  ];

  it('sends no /api request when the main screens and an admin screen start offline', async () => {
    // Leave the app first: the profile the set-up opened online may still be loading its lists.
    await page.goto('about:blank');
    await s.context.setOffline(true);
    const api = recordApiRequests(page);
    try {
      for (const [route, shown] of screens) {
        await page.goto(route);
        await shown(page);
        await api.settle();
        expect(api.list(), route).toEqual([]);
      }
    } finally {
      api.stop();
      await s.context.setOffline(false);
    }
    expect(unexpected(s.errors)).toEqual([]);
  });

  it('shows every admin screen offline as needing a connection, with no request and no error toast', async () => {
    const adminRoutes = ['/admin', '/admin/create', '/admin/update', `/admin/update/prblm/${TWO_SUM}`, '/admin/delete', '/admin/video', `/admin/upload/${TWO_SUM}`, '/admin/import'];
    // Leave the app first: the page the last test brought back online may still be sending its
    // back-online refresh, which is not this test's start-up.
    await page.goto('about:blank');
    await s.context.setOffline(true);
    const api = recordApiRequests(page);
    try {
      for (const route of adminRoutes) {
        await page.goto(route);
        await needsConnection(page).waitFor();
        await api.settle();
        expect(api.list(), route).toEqual([]);
        expect(await toasts(page).allTextContents(), route).toEqual([]);
        expect(await page.getByText(ADMIN_MSG.listFailed).count(), route).toBe(0);
        expect(await page.getByText(ADMIN_MSG.updateLoadFailed).count(), route).toBe(0);
        await shoot(page, route.slice(1).replace(TWO_SUM, 'id').replaceAll('/', '-'));
      }
    } finally {
      api.stop();
      await s.context.setOffline(false);
    }
  });

  it('checks the session once and asks for the profile once when the connection comes back', async () => {
    await s.context.setOffline(true);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Community Stats' }).waitFor();
    const api = recordApiRequests(page);
    try {
      await api.settle();
      expect(api.list()).toEqual([]);
      await s.context.setOffline(false);
      await expect.poll(() => api.count('/getProfile'), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => api.count('/userAuth/check'), { timeout: 30_000 }).toBeGreaterThan(0);
      await api.settle();
      expect(api.count('/getProfile')).toBe(1);
      expect(api.count('/userAuth/check')).toBe(1);
      expect(api.repeated()).toEqual({});
    } finally {
      api.stop();
    }
    expect(unexpected(s.errors)).toEqual([]);
  });
});
