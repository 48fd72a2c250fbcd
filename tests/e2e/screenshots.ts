/**
 * Screenshots the e2e suites save when `E2E_SCREENSHOTS=<dir>` is set (nothing otherwise): a desktop
 * (1280 px wide) and a phone (390 × 844) picture of the same screen, PNG files named after the screen.
 */
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT } from './browser.ts';

/** The directory screenshots go to, or undefined when the run saves none. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS;

const PHONE = { width: 390, height: 844 };

/**
 * `<name>-desktop.png` at the current viewport and `<name>-phone.png` at 390 × 844, each with
 * `focus` scrolled into view; the viewport is put back afterwards.
 */
export async function screenshotFocused(page: Page, name: string, focus: Locator): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-desktop.png`) });
  const size = page.viewportSize();
  await page.setViewportSize(PHONE);
  await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-phone.png`) });
  if (size) await page.setViewportSize(size);
}

/**
 * Full-page `<name>-desktop.png` at 1280 × 800 and `<name>-phone.png` at 390 × 844; the viewport
 * ends at the suites' desktop size (1280 × 860).
 */
export async function screenshotScreen(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP_VIEWPORT);
}
