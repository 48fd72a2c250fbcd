import { describe, expect, it } from 'vitest';
import { buildHeatmap, heatBand, HEATMAP_DAYS, solvedShares, splitList } from '../../src/features/profile/stats.ts';

describe('heat map bands (spec §9: 0, 1-2, 3-4, 5-6, 7+)', () => {
  it('maps counts to bands at every edge', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 40].map(heatBand)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});

describe('buildHeatmap', () => {
  const today = new Date(2026, 10, 24, 15, 0); // Tuesday 24 Nov 2026, local
  const at = (y: number, m: number, d: number, h = 12) => new Date(y, m, d, h).toISOString();

  it(`covers the past ${HEATMAP_DAYS} local days in Sunday-first week columns`, () => {
    const map = buildHeatmap([], today);
    const cells = map.weeks.flat().filter((c) => c !== null);
    expect(cells).toHaveLength(HEATMAP_DAYS);
    expect(cells.at(-1)!.day).toBe('2026-11-24');
    expect(cells[0]!.day).toBe('2025-11-25');
    expect(map.weeks.every((w) => w.length === 7)).toBe(true);
    // 25 Nov 2025 was a Tuesday: two empty cells (Sunday, Monday) before it.
    expect(map.weeks[0]!.slice(0, 3).map((c) => c?.day ?? null)).toEqual([null, null, '2025-11-25']);
    expect(map.total).toBe(0);
  });

  it('counts per local day, ignores what is outside the year and bad timestamps', () => {
    const map = buildHeatmap(
      [at(2026, 10, 24, 0), at(2026, 10, 24, 23), at(2026, 10, 1), at(2026, 10, 1), at(2026, 10, 1), at(2025, 10, 24), 'not a date', at(2026, 10, 25)],
      today,
    );
    const byDay = new Map(map.weeks.flat().filter((c) => c !== null).map((c) => [c!.day, c!]));
    expect(byDay.get('2026-11-24')).toMatchObject({ count: 2, band: 1 });
    expect(byDay.get('2026-11-01')).toMatchObject({ count: 3, band: 2 });
    expect(byDay.has('2025-11-24')).toBe(false);
    expect(map.total).toBe(5);
  });
});

describe('solvedShares', () => {
  it('is solved out of total per difficulty', () => {
    const problems = [
      { _id: 'a', difficulty: 'easy' },
      { _id: 'b', difficulty: 'easy' },
      { _id: 'c', difficulty: 'medium' },
      { _id: 'd', difficulty: 'hard' },
    ];
    expect(solvedShares(problems, new Set(['a', 'd', 'zzz']))).toEqual([
      { difficulty: 'easy', solved: 1, total: 2, share: 0.5 },
      { difficulty: 'medium', solved: 0, total: 1, share: 0 },
      { difficulty: 'hard', solved: 1, total: 1, share: 1 },
    ]);
    expect(solvedShares([], new Set())[0]).toEqual({ difficulty: 'easy', solved: 0, total: 0, share: 0 });
  });
});

describe('splitList (spec §5: split on commas, not trimmed)', () => {
  it('keeps entries as typed and drops empty ones', () => {
    expect(splitList('DP, Graphs,,  ')).toEqual(['DP', ' Graphs']);
    expect(splitList('')).toEqual([]);
  });
});
