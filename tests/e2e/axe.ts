/** axe-core helpers of the e2e tests: serious and critical violations, and the theme switch. */
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Resolves once no CSS transition runs on the page (colours fading between states or themes). */
export async function transitionsSettled(page: Page): Promise<void> {
  // Polled from Node, not with requestAnimationFrame: a page on Playwright's fake clock has no real frames.
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a instanceof CSSTransition).length)).toBe(0);
}

/**
 * Serious and critical axe-core violations on the page, one line each. Waits for running CSS
 * transitions to end first: axe reads computed colours, and a colour caught mid-fade is neither state's.
 * Besides axe's default rules it runs `label-content-name-mismatch` (experimental in axe, audited by
 * Lighthouse): a control's accessible name must contain its visible label, so voice control finds it.
 * `include`: a CSS selector of the part of the page to check (default: all of it).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await transitionsSettled(page);
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1] ?? v.help}`);
}

/** Switches to the dark or light theme with the nav bar's toggle. */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  const isDark = async () => (await page.getAttribute('html', 'data-theme'))?.includes('dark') ?? false;
  if ((await isDark()) !== dark) await page.getByRole('button', { name: dark ? 'Switch to dark theme' : 'Switch to light theme' }).click();
  await expect.poll(isDark).toBe(dark);
  // Colours fade to the new theme (CSS transitions); axe reads computed colours, so wait until they have settled.
  await transitionsSettled(page);
}
