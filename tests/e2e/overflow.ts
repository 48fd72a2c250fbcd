/**
 * The sideways-overflow check of the e2e tests: the page must not scroll sideways, and nothing may
 * stick out past the viewport's right edge unless a scroll container (or a clipping box) holds it.
 */
import type { Page } from 'playwright-core';

/** An element whose right edge passes the viewport and that no ancestor clips. */
export interface Offender {
  /** Tag name, lower case. */
  tag: string;
  /** The element's class attribute (first 80 characters). */
  className: string;
  /** The start of its text content (first 40 characters, white space collapsed). */
  text: string;
  /** Its width in CSS px. */
  width: number;
  /** Its right edge in CSS px from the viewport's left edge. */
  right: number;
}

/** What {@link findOverflow} measured. */
export interface OverflowReport {
  /** The viewport's width in CSS px (`window.innerWidth`). */
  viewport: number;
  /** `document.documentElement.scrollWidth` in CSS px. */
  scrollWidth: number;
  /** The outermost offending elements (an offender's descendants are not listed again). */
  offenders: Offender[];
}

/**
 * Measures sideways overflow on the current page. An element counts as an offender when its
 * bounding box's right edge is more than 1 px past the viewport, it is rendered (not
 * `display: none`, `visibility: hidden` or zero-sized), and no ancestor with `overflow-x` other
 * than `visible` ends inside the viewport (such an ancestor scrolls or clips it).
 */
export function findOverflow(page: Page): Promise<OverflowReport> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const limit = viewport + 1;
    const offenders: Array<{ tag: string; className: string; text: string; width: number; right: number }> = [];
    const flagged = new Set<Element>();

    /**
     * True when an ancestor of `el` below <body> scrolls or clips sideways and itself ends inside
     * the viewport (a clipping box that itself sticks out does not count, nor does a clipping
     * <body> or <html>, which would only hide the overflow).
     */
    const heldByContainer = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= limit) return true;
      }
      return false;
    };
    const insideFlagged = (el: Element): boolean => {
      for (let a = el.parentElement; a; a = a.parentElement) if (flagged.has(a)) return true;
      return false;
    };

    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right <= limit || rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (heldByContainer(el) || insideFlagged(el)) continue;
      flagged.add(el);
      offenders.push({
        tag: el.tagName.toLowerCase(),
        className: (el.getAttribute('class') ?? '').slice(0, 80),
        text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
        width: Math.round(rect.width),
        right: Math.round(rect.right),
      });
    }
    return { viewport, scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

/** One line per offender (tag, class, start of its text, width, right edge), for a failure message. */
export function describeOffenders(offenders: readonly Offender[]): string {
  return offenders.map((o) => `  <${o.tag} class="${o.className}"> "${o.text}" width ${o.width}px, right edge ${o.right}px`).join('\n');
}

/** The page's width and its offenders, for a failure message. */
export function describeOverflow(report: OverflowReport): string {
  const lines = describeOffenders(report.offenders);
  return `scrollWidth ${report.scrollWidth}px, viewport ${report.viewport}px${lines ? `; sticking out:\n${lines}` : ''}`;
}

/**
 * The overflow of the current page as a message, or `null` when the page does not scroll sideways
 * and nothing sticks out past the viewport.
 */
export async function overflowProblem(page: Page): Promise<string | null> {
  const report = await findOverflow(page);
  if (report.scrollWidth <= report.viewport && report.offenders.length === 0) return null;
  return describeOverflow(report);
}

/**
 * Boxes inside `scope` (a CSS selector; the scope's own elements included) whose content is wider
 * than the box, so that they scroll sideways inside themselves or clip: text that should wrap
 * instead. Elements matching `except` (a CSS selector) and their descendants are left out, e.g.
 * submitted code, whose lines keep their layout and scroll.
 * @returns one {@link Offender} per such box (`width` is the box's, `right` its content's right edge)
 */
export function findInnerScroll(page: Page, scope: string, except?: string): Promise<Offender[]> {
  return page.evaluate(
    ({ scope, except }) => {
      const out: Array<{ tag: string; className: string; text: string; width: number; right: number }> = [];
      for (const root of Array.from(document.querySelectorAll(scope))) {
        for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
          if (except && el.closest(except)) continue;
          // A 1 px box is visually hidden text for screen readers (`sr-only`), not a box to read.
          if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth <= 1) continue;
          if (getComputedStyle(el).overflowX === 'visible') continue;
          const rect = el.getBoundingClientRect();
          out.push({
            tag: el.tagName.toLowerCase(),
            className: (el.getAttribute('class') ?? '').slice(0, 80),
            text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
            width: Math.round(rect.width),
            right: Math.round(rect.left + el.scrollWidth),
          });
        }
      }
      return out;
    },
    { scope, except },
  );
}
