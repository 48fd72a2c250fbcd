/**
 * Route titles and the renderer, in Chromium on the real server: every route sets its own
 * `document.title` ("<screen> — Pocket Judge", by React 19's hoisted `<title>`) for a guest, a
 * learner and an admin, a problem page names its problem once it has loaded, the 404 page names
 * itself, and moving between two routes changes the title so each history entry keeps its own.
 * React DOM renders the page (its container and fiber keys are on the DOM nodes), so a renderer
 * swap shows up here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestServer } from '../support/test-server.ts';
import { signUpAdmin } from './accounts.ts';
import { collectPageErrors, DESKTOP_VIEWPORT, launchBrowser, type TestServer } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';

/** The title a screen named `screen` gives the document. */
const titled = (screen: string) => `${screen} — Pocket Judge`;

/** A well-formed problem id no problem has. */
const NO_SUCH_PROBLEM = '0123456789abcdef01234567';

/**
 * Waits (up to 15 s) for `document.title` to read `expected`, then asserts it (so a miss shows the
 * title there was) and that it is the one screen title in `<head>`.
 */
async function expectTitle(page: Page, expected: string, where: string): Promise<void> {
  await page.waitForFunction((t) => document.title === t, expected, { timeout: 15_000 }).catch(() => undefined);
  expect(await page.title(), where).toBe(expected);
  // The screen's title first, then index.html's static one (the fallback before React renders): no title of an earlier screen is left behind.
  const titles = await page.evaluate(() => Array.from(document.querySelectorAll('title'), (t) => `${t.parentElement?.tagName}: ${t.textContent}`));
  expect(titles, where).toEqual([`HEAD: ${expected}`, 'HEAD: Pocket Judge']);
}

/** Opens `route` with a full page load and checks the title its screen sets. */
async function expectRouteTitle(page: Page, route: string, expected: string): Promise<void> {
  await page.goto(route);
  await expectTitle(page, expected, route);
}

/** The id in a problem page's URL. */
function problemIdOf(page: Page): string {
  const id = /\/prblm\/([^/?#]+)/.exec(page.url())?.[1];
  if (!id) throw new Error(`not a problem page: ${page.url()}`);
  return id;
}

describe('route titles', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let learner: Page;
  let errors: string[];

  /** A page in a fresh context (own cookies and storage), without the service worker. */
  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP_VIEWPORT, serviceWorkers: 'block' });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    learner = await newPage();
    errors = collectPageErrors(learner);
    await new SignUpPage(learner).signUpFresh('Titles');
  }, 120_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.close();
  });

  it('is rendered by React DOM', async () => {
    await learner.goto('/');
    await new ProblemListPage(learner).waitForLoaded();
    const keys = await learner.evaluate(() => ({
      root: Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
      heading: Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber$')),
    }));
    expect(keys).toEqual({ root: true, heading: true });
  });

  it('names the sign-up and log-in screens for a guest', async () => {
    const guest = await newPage();
    await expectRouteTitle(guest, '/SignUp', titled('Sign up'));
    await expectRouteTitle(guest, '/Login', titled('Log in'));
  }, 60_000);

  it("names every learner's screen and the 404 page", async () => {
    const routes: Array<[route: string, screen: string]> = [
      ['/', 'Problems'],
      ['/contest', 'Contest'],
      ['/sorry', 'Not available yet'],
      ['/profile', 'Profile'],
      ['/editProfile', 'Edit profile'],
      ['/explore', 'Explore'],
      ['/discuss', 'Discuss'],
      ['/visualizers', 'Visualizers'],
      ['/visualizers/SearchAlgo', 'Search visualizer'],
      ['/visualizers/sorting', 'Sorting visualizer'],
      ['/visualizers/datastructures', 'Data structures'],
      ['/no/such/page', 'Page not found'],
    ];
    for (const [route, screen] of routes) await expectRouteTitle(learner, route, titled(screen));
    await learner.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  }, 120_000);

  it("names a problem page after its problem once it has loaded, and a missing problem's page 'Problem'", async () => {
    await learner.goto('/');
    await new ProblemListPage(learner).openProblemPage('Two Sum');
    await expectTitle(learner, titled('Two Sum'), 'opened from the list');
    // A full load of the same address (the problem comes from the device's copy or the server).
    await learner.reload();
    await new ProblemPage(learner).waitForLoaded('Two Sum');
    await expectTitle(learner, titled('Two Sum'), 'reloaded');

    await learner.goto(`/prblm/${NO_SUCH_PROBLEM}`);
    await learner.getByRole('heading', { name: 'Problem not found', level: 1 }).waitFor();
    await expectTitle(learner, titled('Problem'), 'a problem that does not exist');
  }, 120_000);

  it('changes the title when the learner moves between two routes, and each history entry keeps its own', async () => {
    await learner.goto('/');
    await new ProblemListPage(learner).waitForLoaded();
    await expectTitle(learner, titled('Problems'), '/');
    await learner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore', exact: true }).click();
    await learner.waitForURL((url) => url.pathname === '/explore');
    await expectTitle(learner, titled('Explore'), 'after the Explore link');

    // The browser's own history list (what its back button's menu shows) tells the two entries apart.
    const cdp = await learner.context().newCDPSession(learner);
    const { entries, currentIndex } = (await cdp.send('Page.getNavigationHistory')) as { entries: Array<{ url: string; title: string }>; currentIndex: number };
    await cdp.detach();
    const last = entries.slice(0, currentIndex + 1).slice(-2);
    expect(last.map((e) => [new URL(e.url).pathname, e.title])).toEqual([
      ['/', titled('Problems')],
      ['/explore', titled('Explore')],
    ]);

    await learner.goBack();
    await learner.waitForURL((url) => url.pathname === '/');
    await expectTitle(learner, titled('Problems'), 'back');
    await learner.goForward();
    await learner.waitForURL((url) => url.pathname === '/explore');
    await expectTitle(learner, titled('Explore'), 'forward');
  }, 60_000);

  it('names every admin screen', async () => {
    const admin = await newPage();
    await signUpAdmin(admin, server, 'TitlesAdmin');
    await new ProblemListPage(admin).openProblem('Two Sum');
    const id = problemIdOf(admin);

    const routes: Array<[route: string, screen: string]> = [
      ['/admin', 'Admin'],
      ['/admin/create', 'Create problem'],
      ['/admin/update', 'Update problems'],
      [`/admin/update/prblm/${id}`, 'Update Two Sum'],
      ['/admin/delete', 'Delete problems'],
      ['/admin/video', 'Editorial videos'],
      [`/admin/upload/${id}`, 'Upload video'],
      ['/admin/import', 'Import package'],
    ];
    for (const [route, screen] of routes) await expectRouteTitle(admin, route, titled(screen));
  }, 120_000);

  it('printed no errors on the way', () => {
    // The missing problem's lookup is a 404 the browser reports as a failed resource load.
    expect(errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e))).toEqual([]);
  });
});
