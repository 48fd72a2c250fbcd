import { describe, expect, it } from 'vitest';
import { itemsFigure } from '../../src/features/explore/items-figure.ts';
import { RESOURCE_GROUPS } from '../../src/features/explore/resources.ts';

describe('explore resources', () => {
  it('has the five groups of the spec, in order, each with items', () => {
    expect(RESOURCE_GROUPS.map((g) => g.title)).toEqual(['Data Structures and Algorithms', 'DSA Sheet', 'Language Skills', 'Gen AI', 'System Design']);
    for (const g of RESOURCE_GROUPS) {
      expect(g.description.length).toBeGreaterThan(0);
      expect(g.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('links every item to a distinct https address and a picture of the app', () => {
    const items = RESOURCE_GROUPS.flatMap((g) => g.items);
    expect(new Set(items.map((i) => i.link)).size).toBe(items.length);
    for (const item of items) {
      expect(new URL(item.link).protocol).toBe('https:');
      expect(item.image).toMatch(/\.svg(\?|$)/);
      expect(item.image).not.toMatch(/^https?:/);
      if (item.chapters !== undefined) expect(Number.isInteger(item.chapters) && item.chapters >= 0).toBe(true);
    }
  });

  it('gives each card a whole items figure 0–4 that never changes', () => {
    const seen = new Set<number>();
    for (const item of RESOURCE_GROUPS.flatMap((g) => g.items)) {
      const n = itemsFigure(item.link);
      expect(Number.isInteger(n) && n >= 0 && n <= 4).toBe(true);
      expect(itemsFigure(item.link)).toBe(n);
      seen.add(n);
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(itemsFigure('https://javascript.info/')).toBe(itemsFigure('https://javascript.info/'));
  });
});
