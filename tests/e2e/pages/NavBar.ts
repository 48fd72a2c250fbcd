/** Page object of the nav bar (sync status). */
import type { Locator, Page } from 'playwright-core';

export class NavBar {
  constructor(private readonly page: Page) {}

  /** The sync status text (role=status): Offline, Syncing N, All synced, N need attention, Sign in again. */
  syncStatus(): Locator {
    return this.page.getByTestId('sync-status');
  }

  async waitForSyncStatus(text: string | RegExp, timeoutMs = 120_000): Promise<void> {
    await this.page.waitForFunction(
      ([source, flags]) => {
        const el = document.querySelector('[data-testid="sync-status"]');
        return !!el && new RegExp(source, flags).test(el.textContent ?? '');
      },
      typeof text === 'string' ? [`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, ''] : [text.source, text.flags],
      { timeout: timeoutMs },
    );
  }
}
