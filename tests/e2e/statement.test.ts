import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { importReportSchema } from '../../common/contract/package-import.ts';
import { zipDir } from '../support/zip-dir.ts';
import { seriousViolations, setTheme } from './axe.ts';
import { signUpAdmin } from './accounts.ts';
import { openAppSession, type AppSession } from './browser.ts';
import { ImportPackagePage } from './pages/AdminPages.ts';
import { ProblemPage } from './pages/ProblemPage.ts';
import { screenshotScreen } from './screenshots.ts';

/**
 * An imported statement as a learner sees it in Chromium: the package tests/fixtures/packages/statement-rich
 * (Markdown with headings, a table, inline and display math, an image, and a script, an image with an
 * error handler and a javascript: link that must stay inert) uploaded on the import screen, then its
 * problem page opened.
 */
const FIXTURE = path.resolve('tests/fixtures/packages/statement-rich');

describe('an imported statement on the problem page', () => {
  let session: AppSession;
  let page: Page;
  let prblmId = '';

  beforeAll(async () => {
    session = await openAppSession({ context: { serviceWorkers: 'block' } });
    page = session.page;
    await signUpAdmin(page, session.server, 'Admin');
    const imports = new ImportPackagePage(page);
    await imports.goto();
    await imports.choose('statement-rich.zip', Buffer.from(zipSync(zipDir(FIXTURE, 'statement-rich/'))));
    const answer = await imports.submit();
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    prblmId = importReportSchema.parse(answer.json).prblmId;
  }, 180_000);

  afterAll(async () => {
    await session?.close();
  });

  const statement = () => page.getByTestId('statement');

  it('renders its headings, table, inline and display math, and its image', async () => {
    await page.goto(`/prblm/${prblmId}`);
    await new ProblemPage(page).waitForLoaded('Sum of Squares');
    await statement().getByRole('heading', { name: 'Input', level: 2 }).waitFor();
    await statement().getByRole('heading', { name: 'Scoring', level: 2 }).waitFor();
    const table = statement().getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Group', 'Points', 'Constraints']);
    expect(await table.getByRole('cell', { name: 'No further constraints' }).count()).toBe(1);
    // Math is typeset by KaTeX with its own fonts (its stylesheet loaded for this statement), never shown as TeX source.
    expect(await statement().locator('p .katex').count()).toBeGreaterThanOrEqual(5);
    expect(await statement().locator('td .katex').count()).toBe(1);
    expect(await statement().locator('.katex-display').count()).toBe(1);
    await expect.poll(() => statement().locator('.katex-html').first().evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/KaTeX_Main/);
    const text = await statement().innerText();
    expect(text).not.toMatch(/\$|\\le|\\sum/);
    expect(text).toContain('S=');
    // The MathML copy is for screen readers only.
    expect(await statement().locator('.katex-mathml').first().evaluate((e) => getComputedStyle(e).position)).toBe('absolute');
    // The picture from problem_statement/ loads (lazily, once scrolled to).
    const image = statement().getByRole('img', { name: 'A grid of coloured cells' });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBe(16);
    expect(await image.getAttribute('loading')).toBe('lazy');
    await screenshotScreen(page, 'statement-rich');
  });

  it('keeps the script, the handler and the javascript: link inert', async () => {
    const flags = () => page.evaluate(() => [(window as unknown as Record<string, unknown>).__statementScript, (window as unknown as Record<string, unknown>).__statementImage, (window as unknown as Record<string, unknown>).__statementLink]);
    expect(await statement().locator('script, iframe, [onerror]').count()).toBe(0);
    const link = statement().getByText('harmless-looking link');
    expect(await link.getAttribute('href')).toBeNull();
    await link.click();
    expect(page.url()).toMatch(new RegExp(`/prblm/${prblmId}$`));
    expect(await flags()).toEqual([undefined, undefined, undefined]);
    expect(await statement().innerText()).not.toContain('__statement');
  });

  it('has no serious accessibility violations in the statement in either theme', async () => {
    for (const dark of [true, false]) {
      await setTheme(page, dark);
      expect(await seriousViolations(page, '[data-testid="statement"]'), dark ? 'dark' : 'light').toEqual([]);
    }
    await setTheme(page, true);
  });
});
