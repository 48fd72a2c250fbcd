/**
 * Start-up in Chromium against the real server: a learner known on this device sees the cached
 * problem list while the session check has not answered (the check never blocks cached
 * content), a new start asks for each start-up list once, the check's answer then wins (a
 * session that ended sends the learner to /SignUp), an editor language's grammar arrives
 * when that language is first shown, the service worker is registered only once the opened page has
 * loaded, and on a phone the editor (CodeMirror's chunk) is created only
 * when its box, below the statement, nears the viewport, and the editor's search only when the
 * editor is first focused.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request, Route } from 'playwright-core';
import { signUpLearner } from './accounts.ts';
import { stableId } from '../../server/db/ids.ts';
import { SERVICE_WORKER_DELAY_MS } from '../../src/app/service-worker-timing.ts';
import { appSessionForSuite, DESKTOP_VIEWPORT, newContext, untilOfflineReady } from './browser.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';

describe('start-up', () => {
  let page: Page;
  let list: ProblemListPage;

  const session = appSessionForSuite(async (opened) => {
    page = opened.page;
    ({ list } = await signUpLearner(page, 'Starter'));
  });

  it('shows the cached list while the session check is still waiting for the server', async () => {
    const held: Route[] = [];
    await page.route('**/api/userAuth/check', (route) => {
      held.push(route);
    });
    try {
      await page.reload();
      await list.waitForLoaded();
      expect(held.length).toBeGreaterThan(0);
      expect(await list.titles()).toContain('Two Sum');
      // The check is still unanswered while the learner uses the list.
      await list.openProblemPage('Two Sum');
    } finally {
      await page.unroute('**/api/userAuth/check');
      for (const route of held) await route.continue().catch(() => undefined);
    }
  });

  it('asks for the start-up lists once when the learner the server confirms is the one recorded', async () => {
    const startupLists = ['/api/prblm/getAllPrblm', '/api/prblm/getAllUserSolvedPrblms', '/api/prblm/progress', '/api/prblm/stars'];
    const asked: string[] = [];
    const count = (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (startupLists.includes(path)) asked.push(path);
    };
    page.on('request', count);
    try {
      const checked = page.waitForResponse('**/api/userAuth/check');
      await page.goto('/');
      await list.waitForLoaded();
      await checked;
      // The refresh a sign-in triggers waits for idle time: once a later idle callback has run and
      // the network is quiet, it would have asked.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
      await page.waitForLoadState('networkidle');
      expect(asked.sort()).toEqual([...startupLists].sort());
    } finally {
      page.off('request', count);
    }
  });

  it('registers the service worker only after the page has loaded, 3 s later, and it then takes the app offline', async () => {
    // A first visit: a context with no service worker yet.
    const context = await newContext(session.browser, session.server.url);
    try {
      const visitor = await context.newPage();
      await visitor.goto(`/prblm/${stableId('two-sum')}`);
      const { loaded, registeredAt } = await visitor.evaluate(async () => {
        while (!(await navigator.serviceWorker.getRegistration())) await new Promise((resolve) => setTimeout(resolve, 25));
        return { registeredAt: performance.now(), loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd };
      });
      expect(loaded).toBeGreaterThan(0);
      expect(registeredAt - loaded).toBeGreaterThanOrEqual(SERVICE_WORKER_DELAY_MS);
      await untilOfflineReady(visitor);
      await context.setOffline(true);
      await visitor.reload();
      await visitor.getByRole('heading', { name: 'Two Sum', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('loads the grammar of an editor language when that language is first shown', async () => {
    await page.goto('/');
    const problem = await list.openProblemPage('Two Sum');
    // Highlighted tokens (CodeMirror wraps them in spans with generated classes) once the grammar is in.
    const highlighted = () => page.getByTestId('code-editor').locator('.cm-line span[class]').count();
    await expect.poll(highlighted, { timeout: 20_000 }).toBeGreaterThan(0);
    await problem.chooseLanguage('C++');
    await expect.poll(highlighted, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('code-editor').locator('.cm-content').textContent()).toMatch(/\w/);
  });

  it('on a phone, shows the start code as text and creates the editor only when the learner scrolls to it', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const editorChunks: string[] = [];
    const track = (request: Request) => {
      if (/\/assets\/CodeEditor-[^/]+\.js$/.test(new URL(request.url()).pathname)) editorChunks.push(request.url());
    };
    page.on('request', track);
    try {
      await page.goto(`/prblm/${stableId('two-sum')}`);
      await page.getByRole('heading', { name: 'Two Sum', level: 1 }).waitFor();
      const problem = new ProblemPage(page);
      const preview = problem.codePreview();
      await preview.waitFor();
      expect(await preview.textContent()).toMatch(/twoSum/);
      // Painted and idle long since: still no editor while its box is far below the statement.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('code-editor').count()).toBe(0);
      expect(editorChunks).toEqual([]);
      await preview.scrollIntoViewIfNeeded();
      await problem.editor().waitFor();
      expect(editorChunks).toHaveLength(1);
      expect(await problem.editor().textContent()).toMatch(/twoSum/);
      expect(await preview.count()).toBe(0);
    } finally {
      page.off('request', track);
      await page.setViewportSize(DESKTOP_VIEWPORT);
    }
  });

  it("loads the editor's search only when the editor is first focused, and Ctrl+F opens its panel from the first press", async () => {
    const searchChunks: string[] = [];
    const track = (request: Request) => {
      if (/\/assets\/editor-search-[^/]+\.js$/.test(new URL(request.url()).pathname)) searchChunks.push(request.url());
    };
    page.on('request', track);
    try {
      await page.goto(`/prblm/${stableId('two-sum')}`);
      const problem = new ProblemPage(page);
      await problem.openTab('Code');
      await problem.revealEditor();
      await page.waitForLoadState('networkidle');
      expect(searchChunks).toEqual([]);
      // The key pressed at once, while the chunk is still loading: the panel opens when it has arrived.
      await problem.editor().click();
      await page.keyboard.press('Control+F');
      await page.locator('.cm-search').waitFor();
      expect(searchChunks).toHaveLength(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.cm-search').count()).toBe(0);
    } finally {
      page.off('request', track);
    }
  });

  it("lets the check's answer win: a session that ended sends the learner to /SignUp", async () => {
    await page.goto('/');
    await list.waitForLoaded();
    await page.route('**/api/userAuth/check', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user: null }) }));
    try {
      await page.reload();
      await page.waitForURL((url) => url.pathname === '/SignUp');
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    } finally {
      await page.unroute('**/api/userAuth/check');
    }
  });

  it('has printed no errors', () => {
    expect(session.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
