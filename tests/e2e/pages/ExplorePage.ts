/** Page object of /explore. */
import type { Locator, Page } from 'playwright-core';

export class ExplorePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/explore');
    await this.waitForLoaded();
  }

  async waitForLoaded(): Promise<void> {
    await this.page.getByRole('heading', { name: 'Explore: Free Resources', level: 1 }).waitFor();
    await this.cards().first().waitFor();
  }

  groups(): Locator {
    return this.page.getByTestId('resource-group');
  }

  /** The group headings, in order. */
  async groupTitles(): Promise<string[]> {
    return this.groups().getByRole('heading', { level: 2 }).allTextContents();
  }

  cards(): Locator {
    return this.page.getByTestId('resource-card');
  }

  /** The card whose title is `title`. */
  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('heading', { level: 3, name: title }) });
  }

  /** Waits until every card picture has loaded. */
  async waitForImages(timeoutMs = 10_000): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const imgs = Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="resource-card"] img'));
        return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
      },
      undefined,
      { timeout: timeoutMs },
    );
  }
}
