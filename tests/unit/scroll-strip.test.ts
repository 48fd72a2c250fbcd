/** The geometry of the sideways-scrolling tab strips (src/ui/scroll-strip.ts). */
import { describe, expect, it } from 'vitest';
import { hiddenEdges, moreAttribute, scrollLeftToReveal } from '../../src/ui/scroll-strip.ts';

describe('hiddenEdges / moreAttribute', () => {
  it('hides nothing when the content fits', () => {
    const edges = hiddenEdges({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 });
    expect(edges).toEqual({ start: false, end: false });
    expect(moreAttribute(edges)).toBeUndefined();
  });

  it('names the end at the start, both in the middle, the start at the end', () => {
    expect(moreAttribute(hiddenEdges({ scrollLeft: 0, clientWidth: 300, scrollWidth: 500 }))).toBe('end');
    expect(moreAttribute(hiddenEdges({ scrollLeft: 100, clientWidth: 300, scrollWidth: 500 }))).toBe('start end');
    expect(moreAttribute(hiddenEdges({ scrollLeft: 200, clientWidth: 300, scrollWidth: 500 }))).toBe('start');
  });

  it('ignores sub-pixel rounding at the ends', () => {
    expect(hiddenEdges({ scrollLeft: 0.6, clientWidth: 300, scrollWidth: 300.8 })).toEqual({ start: false, end: false });
    expect(hiddenEdges({ scrollLeft: 199.5, clientWidth: 300, scrollWidth: 500 })).toEqual({ start: true, end: false });
  });
});

describe('scrollLeftToReveal', () => {
  const box = { scrollLeft: 0, clientWidth: 300, scrollWidth: 600 };

  it('leaves a fully shown item where it is', () => {
    expect(scrollLeftToReveal(box, 100, 80, 40)).toBe(0);
  });

  it('scrolls right until the item clears the end fade', () => {
    expect(scrollLeftToReveal(box, 320, 80, 40)).toBe(320 + 80 + 40 - 300);
  });

  it('scrolls left until the item clears the start fade', () => {
    expect(scrollLeftToReveal({ ...box, scrollLeft: 250 }, 200, 80, 40)).toBe(160);
  });

  it('needs no margin at the very ends of the content', () => {
    expect(scrollLeftToReveal({ ...box, scrollLeft: 100 }, 20, 80, 40)).toBe(0);
    expect(scrollLeftToReveal(box, 520, 80, 40)).toBe(300);
  });

  it('shows the start of an item wider than the strip', () => {
    expect(scrollLeftToReveal(box, 200, 400, 40)).toBe(160);
  });

  it('never leaves the scroll range', () => {
    expect(scrollLeftToReveal({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }, 250, 100, 40)).toBe(0);
  });
});
