/**
 * Geometry of a strip that scrolls sideways (the tab strips): which edges hide content, and where
 * to scroll so that one item shows in full. All lengths are CSS px along the strip.
 */

/** A sideways scroll box: its scroll position, visible width and content width. */
export interface StripBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
}

/** Which edges of a strip hide content: `start` (scrolled away on the left), `end` (more on the right). */
export interface HiddenEdges {
  start: boolean;
  end: boolean;
}

/**
 * The edges of `box` behind which content is hidden, ignoring sub-pixel rounding (≤ 1 px).
 * A strip whose content fits hides nothing.
 */
export function hiddenEdges(box: StripBox): HiddenEdges {
  const start = box.scrollLeft > 1;
  const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
  return { start, end };
}

/**
 * The space-separated value of a strip's `data-more` attribute for `edges` (`"start end"`,
 * `"start"`, `"end"`), or `undefined` when nothing is hidden (the attribute is then left off).
 */
export function moreAttribute(edges: HiddenEdges): string | undefined {
  const words = [edges.start && 'start', edges.end && 'end'].filter(Boolean);
  return words.length > 0 ? words.join(' ') : undefined;
}

/**
 * The `scrollLeft` that shows the item at `[itemLeft, itemLeft + itemWidth)` (measured from the
 * start of the strip's content) in full, at least `margin` away from an edge where content stays
 * hidden (so a fade at that edge does not cover it). Returns `box.scrollLeft` when the item is
 * already shown, and never a value outside `[0, scrollWidth - clientWidth]`.
 */
export function scrollLeftToReveal(box: StripBox, itemLeft: number, itemWidth: number, margin: number): number {
  const max = Math.max(0, box.scrollWidth - box.clientWidth);
  const itemRight = itemLeft + itemWidth;
  // Near the ends of the content there is nothing left to hide: no margin needed there.
  const wantLeft = itemLeft - margin <= 0 ? 0 : itemLeft - margin;
  const wantRight = itemRight + margin >= box.scrollWidth ? box.scrollWidth : itemRight + margin;
  let left = box.scrollLeft;
  if (wantLeft < left) left = wantLeft;
  else if (wantRight > left + box.clientWidth) left = Math.min(wantLeft, wantRight - box.clientWidth);
  return Math.min(max, Math.max(0, left));
}
