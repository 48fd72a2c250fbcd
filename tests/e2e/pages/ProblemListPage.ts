/** Page object of the problem list (/). */
import type { Locator, Page } from 'playwright-core';
import { ProblemPage } from './ProblemPage.ts';
import { PAGE_SIZE } from '../../../src/features/problem-list/list.ts';

export class ProblemListPage {
  constructor(private readonly page: Page) {}

  /** Waits until the list shows its cards. */
  async waitForLoaded(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/');
    await this.page.getByRole('heading', { name: 'Problems', level: 1 }).waitFor();
    await this.cards().first().waitFor();
  }

  cards(): Locator {
    return this.page.getByTestId('problem-card');
  }

  /** Titles of the cards on the current page. */
  async titles(): Promise<string[]> {
    return this.cards().getByRole('link').allTextContents();
  }

  /**
   * Opens a problem by its card title, paging forward until it is found. After each Next it waits
   * until the first card shows the new page's first position ({@link PAGE_SIZE} problems a page), so a page that
   * has not re-rendered yet is never mistaken for the next one.
   */
  async openProblem(title: string): Promise<void> {
    await this.cards().first().waitFor();
    for (let i = 0; i < 20; i++) {
      const link = this.cards().getByRole('link', { name: title, exact: true });
      if ((await link.count()) > 0) {
        await link.click();
        await this.page.waitForURL(/\/prblm\//);
        return;
      }
      const next = this.page.getByRole('button', { name: 'Next', exact: true });
      if (await next.isDisabled()) break;
      const page = Number(new URL(this.page.url()).searchParams.get('page') ?? '1');
      await next.click();
      await this.page.waitForFunction(
        (first) => document.querySelector('[data-testid="problem-card"] span')?.textContent?.trim() === `${first}.`,
        page * PAGE_SIZE + 1,
      );
    }
    throw new Error(`No problem card titled ${title}`);
  }

  /**
   * Waits for the list, opens the problem titled `title` ({@link openProblem}) and waits until its
   * page shows the title and the editor.
   * @returns the problem page's page object
   */
  async openProblemPage(title: string): Promise<ProblemPage> {
    await this.waitForLoaded();
    await this.openProblem(title);
    const problem = new ProblemPage(this.page);
    await problem.waitForLoaded(title);
    return problem;
  }

  /** A 'Trending Topics' chip by its topic ("Arrays & Hashing", "Linked List", …). */
  chip(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByRole('region', { name: 'Trending Topics' }).getByRole('button', { name: new RegExp(`^${escaped} \\d+$`) });
  }

  /** Counts shown on the chips, by label. */
  async chipCounts(): Promise<Record<string, number>> {
    const texts = await this.page.getByRole('region', { name: 'Trending Topics' }).getByRole('button').allTextContents();
    return Object.fromEntries(texts.map((t) => { const m = /^(.*?)(\d+)$/.exec(t.trim())!; return [m[1]!.trim(), Number(m[2])]; }));
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search problems').fill(text);
  }

  calendar(): Locator {
    return this.page.getByRole('region', { name: 'Progress Calendar' });
  }

  /** The month shown by the calendar ("November 2026"). */
  async calendarMonth(): Promise<string> {
    return (await this.page.getByTestId('calendar-month').textContent()) ?? '';
  }

  /** The card of a problem on the current page. */
  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }
}
