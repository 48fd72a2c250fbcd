/** Page object of the search visualizer (/visualizers/SearchAlgo). */
import type { Locator, Page } from 'playwright-core';
import { runClockUntil } from './clock.ts';

export type SearchTab = 'Linear Search' | 'Binary Search';

export class SearchVisualizerPage {
  /**
   * @param clock true when Playwright drives the page's timers (`page.clock.install()`): waiting then
   *   advances the page's time instead of waiting for it
   */
  constructor(
    private readonly page: Page,
    private readonly clock = false,
  ) {}

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
   * (the result highlight lasts only 2 s, so both are read in the page together). On a page clock,
   * advances the page's time in 100 ms ticks until then.
   * @param timeoutMs how long to wait, ms (of page time on a page clock)
   * @returns on a page clock, the page time it advanced (ms); else 0
   * @throws when the state does not show within `timeoutMs`
   */
  async waitForState(message: string, roles: readonly string[], timeoutMs = 30_000): Promise<number> {
    const shows = ([text, expected]: readonly [string, readonly string[]]) => {
      const msg = document.querySelector('[data-testid="search-message"]')?.textContent;
      const got = Array.from(document.querySelectorAll('[data-testid="search-cell"]')).map((c) => c.getAttribute('data-role'));
      return msg === text && got.join() === expected.join();
    };
    if (!this.clock) {
      await this.page.waitForFunction(shows, [message, roles] as const, { timeout: timeoutMs });
      return 0;
    }
    return runClockUntil(this.page, () => this.page.evaluate(shows, [message, roles] as const), {
      tickMs: 100,
      limitMs: timeoutMs,
      describe: async () => `"${message}" with ${roles.join()} did not show; the message is "${await this.message().textContent()}"`,
    });
  }
}
