/** Driving a page whose timers Playwright controls (`page.clock.install()`). */
import type { Page } from 'playwright-core';

/**
 * Advances the page's time in `tickMs` steps until `done()` is true.
 * @returns the page time that passed meanwhile (ms), read from the page's own clock: the steps this
 *   advanced plus the time the installed clock flowed on its own between them (much of it on a loaded
 *   machine, where each check takes long)
 * @throws with `describe()` in the message when `done()` is still false after `limitMs` of page time
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, opts: { tickMs: number; limitMs: number; describe: () => Promise<string> }): Promise<number> {
  const pageNow = () => page.evaluate(() => Date.now());
  const start = await pageNow();
  for (let elapsed = 0; elapsed <= opts.limitMs; elapsed += opts.tickMs) {
    if (await done()) return (await pageNow()) - start;
    await page.clock.runFor(opts.tickMs);
  }
  throw new Error(`not reached after ${opts.limitMs} ms of page time: ${await opts.describe()}`);
}
