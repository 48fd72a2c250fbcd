/**
 * The local-first core end to end in Debian Chromium against the real server.
 *
 * Online: sign up, open "Two Sum", make every problem available offline, open a second tab.
 * Offline (`context.setOffline(true)`): reload, navigate the cached list, open cached problems,
 * run JavaScript in the worker, see that Java runs need a connection, edit a draft, add a note,
 * star a problem, submit (queued). Back online: the nav bar reaches "All synced", and the server
 * (read over HTTP with the browser's cookies) has the note, the star, the draft and a judged
 * submission — each exactly once although two tabs were open.
 *
 * Set E2E_SCREENSHOTS=<dir> to save screenshots of the offline screens.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { builtIn } from '../support/builtin-problems.ts';

const twoSum = builtIn('two-sum');
import { appSessionForSuite, collectPageErrors, type TestServer, untilOfflineReady } from './browser.ts';
import { NavBar } from './pages/NavBar.ts';
import { ProblemListPage } from './pages/ProblemListPage.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { SignUpPage } from './pages/SignUpPage.ts';
import { PAGE_SIZE } from '../../src/features/problem-list/list.ts';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

function jsSolution(): string {
  const entry = twoSum.referenceSolution.find((s) => s.language === 'javascript');
  if (!entry) throw new Error('two-sum seed has no javascript reference solution');
  return entry.completeCode;
}

/** Errors a page may print while offline on purpose (failed refreshes of /api). */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|net::ERR_INTERNET_DISCONNECTED|sync:|Failed to fetch/.test(e));
}

describe('offline', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  appSessionForSuite(
    async (opened) => {
      ({ server, context, page, errors } = opened);
    },
    {},
    240_000,
  );

  /** GET on the test server as the browser's user (its session cookie). */
  async function api<T>(p: string): Promise<T> {
    const cookies = await context.cookies(server.url);
    const res = await fetch(new URL(`/api/${p}`, server.url), { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  it('works offline and syncs every change exactly once when back online', async () => {
    const nav = new NavBar(page);
    const list = new ProblemListPage(page);
    const problem = new ProblemPage(page);

    // --- Online: sign up, open a problem, let the service worker take control.
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp({ firstname: 'Traveller', emailID: `traveller-${Date.now()}@example.com`, password: 'correct horse battery' });
    await list.openProblemPage('Two Sum');
    const prblmId = new URL(page.url()).pathname.split('/').pop()!;
    await untilOfflineReady(page);
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // "Make available offline" on the profile screen.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await page.waitForFunction(() => {
      const m = /^(\d+) of (\d+) problems available offline$/.exec(document.querySelector('[data-testid="offline-coverage"]')?.textContent ?? '');
      return !!m && Number(m[2]) > 1 && m[1] === m[2];
    });
    await page.getByRole('button', { name: 'Make available offline' }).waitFor();

    // A second tab of the same browser, open through the whole trip.
    const second = await context.newPage();
    const secondErrors = collectPageErrors(second);
    await second.goto('/');
    await new ProblemListPage(second).waitForLoaded();

    // --- Offline.
    await context.setOffline(true);
    await page.goto('/');
    await list.waitForLoaded();
    await nav.waitForSyncStatus('Offline', 10_000);
    const titles = await list.titles();
    expect(titles.length).toBeGreaterThan(0);

    // Page through the cached list and open a problem never opened before (downloaded above).
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/page=2/);
    await list.cards().first().getByText(`${PAGE_SIZE + 1}.`, { exact: true }).waitFor();
    const otherTitle = (await list.titles()).find((t) => t !== 'Two Sum');
    if (!otherTitle) throw new Error('page 2 has no problem besides Two Sum');
    await list.openProblem(otherTitle);
    await page.getByRole('heading', { name: otherTitle, level: 1 }).waitFor();
    await page.goBack();
    await list.waitForLoaded();

    // Star a problem from the list (instant, offline).
    const firstCard = list.cards().first();
    await firstCard.getByTestId('star-button').click();
    await page.getByText('Saved successfully').first().waitFor();
    expect(await firstCard.getByTestId('star-button').getAttribute('aria-pressed')).toBe('true');
    const starredTitle = (await firstCard.getByRole('link').textContent())!;
    // The nav bar counts what waits for the connection.
    await nav.waitForSyncStatus(/^Offline · \d+ queued$/, 10_000);
    await shot(page, 'offline-list-stars');

    // The cached problem opened before.
    await page.goto('/');
    await list.openProblemPage('Two Sum');

    // Java runs need a connection.
    await problem.chooseLanguage('Java');
    await problem.runButton().click();
    await problem.runNotice().waitFor();
    expect(await problem.runNotice().textContent()).toMatch(/Running Java code needs a connection/);

    // JavaScript runs in the worker, offline.
    await problem.chooseLanguage('JavaScript');
    const marker = `// written offline ${Date.now()}`;
    // First line: CodeMirror renders only the lines in view, and the solution is longer than the editor.
    const code = `${marker}\n${jsSolution()}\n`;
    await problem.replaceCode(code);
    await problem.run();
    expect(await problem.runSummary().textContent()).toBe('All test cases passed');

    // A note (title + body), saved.
    await problem.openTab('Notes');
    await problem.notes().first().waitFor();
    expect(await problem.notes().count()).toBe(1); // the blank note of spec §4
    await problem.notes().first().getByRole('button', { name: 'Save' }).click();
    await page.getByText('Title is required').waitFor();
    await problem.writeNote(0, 'Hash map idea', 'Store value → index while scanning once.');
    await page.getByText('Saved notes successfully.').first().waitFor();
    await shot(page, 'offline-notes');

    // Submit: queued.
    await problem.clickSubmit();
    await problem.submitPending().waitFor();
    expect(await problem.submitPending().textContent()).toBe("Queued — it will be judged when you're back online");
    expect(await problem.selectedTab('Code and results').textContent()).toBe('Result');
    await shot(page, 'offline-result-queued');

    // The draft survives a reload, offline.
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await expect.poll(() => problem.editor().textContent()).toContain(marker);
    // …and the Result tab still shows the queued submission.
    await problem.openTab('Result');
    await problem.submitPending().waitFor();
    expect(await problem.submitPending().textContent()).toBe("Queued — it will be judged when you're back online");
    await problem.openTab('Submissions');
    await page.getByTestId('submission-row').first().waitFor();
    expect(await page.getByTestId('submission-row').count()).toBe(1);
    await shot(page, 'offline-nav-status');

    // --- Back online: both tabs notice; the outbox drains exactly once.
    await context.setOffline(false);
    for (const p of [page, second]) await p.evaluate(() => window.dispatchEvent(new Event('online')));
    try {
      await nav.waitForSyncStatus('All synced', 120_000);
    } catch (e) {
      console.log('status:', await nav.syncStatus().textContent(), await new NavBar(second).syncStatus().textContent(), await page.evaluate(() => navigator.onLine));
      console.log(
        'outbox:',
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const req = indexedDB.open('pocket-judge');
              req.onsuccess = () => {
                const tx = req.result.transaction('outbox');
                const all = tx.objectStore('outbox').getAll();
                all.onsuccess = () => resolve(JSON.stringify(all.result.map((o: { kind: string; state: string; attempts: number; nextAttemptAt: number; error: unknown; userId: string }) => [o.kind, o.state, o.attempts, o.nextAttemptAt - Date.now(), o.error, o.userId])));
              };
            }),
        ),
      );
      console.log('server subs', JSON.stringify(await api(`prblm/getAllSubmitsOfAPrblm/${prblmId}`)).slice(0, 300));
      await page.getByRole('button', { name: /^Sync status/ }).click();
      await shot(page, 'debug-status');
      throw e;
    }
    await new NavBar(second).waitForSyncStatus('All synced', 60_000);
    await shot(page, 'online-synced');

    const notes = await api<{ note: { title: string; body: string }[] }>(`prblm/getNotes/${prblmId}`);
    expect(notes.note.filter((n) => n.title === 'Hash map idea')).toHaveLength(1);
    expect(notes.note).toHaveLength(1);

    const starred = await api<string[]>('prblm/stars');
    expect(starred).toHaveLength(1);
    const all = await api<{ _id: string; title: string }[]>('prblm/getAllPrblm');
    expect(all.find((p) => p._id === starred[0])?.title).toBe(starredTitle);

    const drafts = await api<{ language: string; code: string }[]>(`drafts/${prblmId}`);
    expect(drafts.find((d) => d.language === 'javascript')?.code).toContain(marker);

    const subs = await api<{ status: string; code: string }[]>(`prblm/getAllSubmitsOfAPrblm/${prblmId}`);
    expect(subs).toHaveLength(1);
    expect(['accepted', 'wrong']).toContain(subs[0]!.status);
    expect(subs[0]!.code).toContain(marker);

    // The history on this page followed the queued submission to its verdict.
    await problem.openTab('Submissions');
    await page.getByTestId('submission-row').getByText('Accepted', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('submission-row').count()).toBe(1);

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(secondErrors)).toEqual([]);
  });
});
