/** Page object of the problem list (/). */
import type { Locator, Page } from 'playwright-core';

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

  /** Opens a problem by its card title, paging forward until it is found. */
  async openProblem(title: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const link = this.cards().getByRole('link', { name: title, exact: true });
      if ((await link.count()) > 0) {
        await link.click();
        await this.page.waitForURL(/\/prblm\//);
        return;
      }
      const next = this.page.getByRole('button', { name: 'Next' });
      if (await next.isDisabled()) break;
      await next.click();
    }
    throw new Error(`No problem card titled ${title}`);
  }
}
