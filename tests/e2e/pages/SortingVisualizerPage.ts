/** Page object of the sorting visualizer (/visualizers/sorting). */
import type { Locator, Page } from 'playwright-core';
import { runClockUntil } from './clock.ts';

export type SortTab = 'Selection Sort' | 'Bubble Sort' | 'Insertion Sort';

export class SortingVisualizerPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/visualizers/sorting');
    await this.waitForLoaded();
  }

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Sorting Visualizer', level: 1 }).waitFor();
    await this.bars().first().waitFor();
  }

  tab(name: SortTab): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async openTab(name: SortTab): Promise<void> {
    await this.tab(name).click();
    await this.page.locator(`[role="tab"][aria-selected="true"]`, { hasText: name }).waitFor();
  }

  async setSize(size: number): Promise<void> {
    await this.page.getByRole('slider', { name: 'Size' }).fill(String(size));
  }

  async setSpeed(speed: number): Promise<void> {
    await this.page.getByRole('slider', { name: 'Speed' }).fill(String(speed));
  }

  button(name: 'Start' | 'Reset' | 'Shuffle'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  bars(): Locator {
    return this.page.getByTestId('sort-bar');
  }

  message(): Locator {
    return this.page.getByTestId('sort-message');
  }

  /** The values of the bars, left to right. */
  async values(): Promise<number[]> {
    return this.bars().evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('data-value'))));
  }

  /** The role of every bar (idle, comparing, key, swap, sorted). */
  async roles(): Promise<string[]> {
    return this.bars().evaluateAll((bars) => bars.map((b) => b.getAttribute('data-role') ?? ''));
  }

  /** Each bar's drawn height in px. */
  async heights(): Promise<number[]> {
    return this.bars().evaluateAll((bars) => bars.map((b) => Math.round((b.firstElementChild as HTMLElement).getBoundingClientRect().height)));
  }

  /**
   * On a page whose clock Playwright controls (`page.clock.install()`): advances the page's time in
   * 250 ms ticks until the sort has finished ('The array is sorted.').
   * @returns the page time it took (ms).
   * @throws when it has not finished within `limitMs` of page time.
   */
  runClockUntilSorted(limitMs = 120_000): Promise<number> {
    return runClockUntil(this.page, async () => (await this.message().textContent()) === 'The array is sorted.', {
      tickMs: 250,
      limitMs,
      describe: async () => `the array is not sorted; the message is "${await this.message().textContent()}"`,
    });
  }

  /** Waits until the sort has finished ('The array is sorted.'). */
  async waitForSorted(timeoutMs = 60_000): Promise<void> {
    await this.page.waitForFunction(() => document.querySelector('[data-testid="sort-message"]')?.textContent === 'The array is sorted.', undefined, { timeout: timeoutMs });
  }
}
