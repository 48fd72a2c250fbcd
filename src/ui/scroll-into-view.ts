/**
 * Scrolls an element into view the way the learner asked the system to animate: smoothly, or at once
 * when they prefer reduced motion (`prefers-reduced-motion: reduce`).
 */

/**
 * @param el the element to bring into view
 * @param block where it lands vertically (`scrollIntoView`'s `block`)
 */
export function scrollIntoViewGently(el: Element, block: ScrollLogicalPosition): void {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block, behavior: reduce ? 'auto' : 'smooth' });
}
