/** Page object of the search visualizer (/visualizers/SearchAlgo). */
import type { Locator, Page } from 'playwright-core';

export type SearchTab = 'Linear Search' | 'Binary Search';

export class SearchVisualizerPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visualizers/SearchAlgo');
    await this.waitForLoaded();
  }

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Searching Visualizer', level: 1 }).waitFor();
    await this.cells().first().waitFor();
  }

  async openTab(name: SearchTab): Promise<void> {
    const tab = this.page.getByRole('tab', { name, exact: true });
    await tab.click();
    await this.page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
  }

  async setSpeed(speed: number): Promise<void> {
    await this.page.getByRole('slider', { name: 'Speed' }).fill(String(speed));
  }

  /** Types the target and presses Start. */
  async search(target: string): Promise<void> {
    await this.page.getByLabel('Target', { exact: true }).fill(target);
    await this.startButton().click();
  }

  startButton(): Locator {
    return this.page.getByRole('button', { name: 'Start', exact: true });
  }

  async reset(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reset', exact: true }).click();
  }

  message(): Locator {
    return this.page.getByTestId('search-message');
  }

  cells(): Locator {
    return this.page.getByTestId('search-cell');
  }

  /** The role of every cell (idle, checking, found, eliminated), left to right. */
  async roles(): Promise<string[]> {
    return this.cells().evaluateAll((cells) => cells.map((c) => c.getAttribute('data-role') ?? ''));
  }

  /** The binary search's markers under each cell ('low', 'mid high', '' …). */
  async markers(): Promise<string[]> {
    return this.page.getByTestId('search-marker').allTextContents();
  }

  /**
   * Waits until the message reads `message` and the cells show `roles` at the same moment
   * (the result highlight lasts only 2 s, so both are read in the page together).
   */
  async waitForState(message: string, roles: readonly string[], timeoutMs = 30_000): Promise<void> {
    await this.page.waitForFunction(
      ([text, expected]) => {
        const msg = document.querySelector('[data-testid="search-message"]')?.textContent;
        const got = Array.from(document.querySelectorAll('[data-testid="search-cell"]')).map((c) => c.getAttribute('data-role'));
        return msg === text && got.join() === expected.join();
      },
      [message, roles] as const,
      { timeout: timeoutMs },
    );
  }
}
