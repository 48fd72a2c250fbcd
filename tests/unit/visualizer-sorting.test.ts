import { describe, expect, it } from 'vitest';
import {
  RESET_VALUES,
  SHUFFLE_PRESETS,
  SORT_SIZE,
  barHeightPx,
  bubbleSortSteps,
  insertionSortSteps,
  pickPreset,
  selectionSortSteps,
  sortHoldMs,
  sortSteps,
  valuesForSize,
  type SortAlgorithm,
  type SortStep,
} from '../../src/features/visualizers/model/sorting.ts';

const ALGORITHMS: SortAlgorithm[] = ['selection', 'bubble', 'insertion'];
const ascending = (a: readonly number[]) => a.slice().sort((x, y) => x - y);
const count = (steps: SortStep[], kind: SortStep['kind']) => steps.filter((s) => s.kind === kind).length;
const SPEC_RESET = [40, 72, 56, 96, 60, 84, 48, 68, 52, 88, 64, 76];

describe('sort step generators', () => {
  it('start with the input and end sorted, every bar marked sorted', () => {
    const inputs = [valuesForSize(RESET_VALUES, 12), ...SHUFFLE_PRESETS, [5], [], [3, 3, 1, 2, 2], [9, 8, 7, 6, 5]];
    for (const algorithm of ALGORITHMS) {
      for (const input of inputs) {
        const steps = sortSteps(algorithm, input);
        expect(steps[0]).toMatchObject({ kind: 'start', array: input });
        const last = steps.at(-1)!;
        expect(last.kind).toBe('done');
        expect(last.array).toEqual(ascending(input));
        expect(last.roles.every((r) => r === 'sorted')).toBe(true);
        expect(steps.every((s) => s.array.length === input.length && s.roles.length === input.length)).toBe(true);
      }
    }
  });

  it('change the array only in swap steps, by exchanging the two swap bars', () => {
    for (const algorithm of ALGORITHMS) {
      const steps = sortSteps(algorithm, SHUFFLE_PRESETS[0]!);
      for (let i = 1; i < steps.length; i++) {
        const [before, step] = [steps[i - 1]!, steps[i]!];
        if (step.kind !== 'swap') {
          expect(step.array).toEqual(before.array);
          continue;
        }
        const swapped = step.roles.flatMap((r, k) => (r === 'swap' ? [k] : []));
        expect(swapped).toHaveLength(2);
        const [x, y] = swapped as [number, number];
        expect([step.array[x], step.array[y]]).toEqual([before.array[y], before.array[x]]);
      }
    }
  });

  it('selection sort: n(n−1)/2 comparisons plus one swap per misplaced minimum', () => {
    const steps = selectionSortSteps([3, 1, 2]);
    expect(steps.map((s) => s.kind)).toEqual(['start', 'compare', 'compare', 'swap', 'compare', 'swap', 'done']);
    expect(steps[1]!.roles).toEqual(['key', 'comparing', 'idle']);
    expect(steps[4]!.roles).toEqual(['sorted', 'key', 'comparing']);
    const twelve = selectionSortSteps(SPEC_RESET);
    expect(count(twelve, 'compare')).toBe(66);
    expect(twelve).toHaveLength(1 + 66 + count(twelve, 'swap') + 1);
    expect(count(selectionSortSteps([1, 2, 3, 4, 5]), 'swap')).toBe(0);
  });

  it('bubble sort: stops after a pass without swaps', () => {
    expect(bubbleSortSteps([1, 2, 3, 4, 5]).map((s) => s.kind)).toEqual(['start', 'compare', 'compare', 'compare', 'compare', 'done']);
    const steps = bubbleSortSteps([3, 1, 2]);
    expect(steps.map((s) => s.kind)).toEqual(['start', 'compare', 'swap', 'compare', 'swap', 'compare', 'done']);
    expect(steps[5]!.roles).toEqual(['comparing', 'comparing', 'sorted']);
    const reversed = bubbleSortSteps([5, 4, 3, 2, 1]);
    expect(count(reversed, 'compare')).toBe(10);
    expect(count(reversed, 'swap')).toBe(10);
  });

  it('insertion sort: one key per element after the first, one swap per inversion', () => {
    const steps = insertionSortSteps([3, 1, 2]);
    expect(steps.map((s) => s.kind)).toEqual(['start', 'key', 'compare', 'swap', 'key', 'compare', 'swap', 'compare', 'done']);
    expect(steps[1]!.roles).toEqual(['idle', 'key', 'idle']);
    const sorted = insertionSortSteps([1, 2, 3, 4, 5]);
    expect(count(sorted, 'key')).toBe(4);
    expect(count(sorted, 'compare')).toBe(4);
    expect(count(sorted, 'swap')).toBe(0);
    expect(count(insertionSortSteps([5, 4, 3, 2, 1]), 'swap')).toBe(10);
  });

  it('describes each step in words', () => {
    const steps = bubbleSortSteps([2, 1]);
    expect(steps.map((s) => s.message)).toEqual(['Press Start to sort the bars.', 'Comparing 2 and 1.', 'Swapping 2 and 1.', 'The array is sorted.']);
  });
});

describe('sorting settings', () => {
  it('Reset restores the spec array at the default size of 12', () => {
    expect(SORT_SIZE.initial).toBe(12);
    expect(valuesForSize(RESET_VALUES, SORT_SIZE.initial)).toEqual(SPEC_RESET);
  });

  it('has 5 shuffle presets of 12 values (plus 3 for sizes above 12), all different', () => {
    expect(SHUFFLE_PRESETS).toHaveLength(5);
    for (const preset of [RESET_VALUES, ...SHUFFLE_PRESETS]) expect(preset).toHaveLength(15);
    expect(new Set(SHUFFLE_PRESETS.map((p) => p.slice(0, 12).join())).size).toBe(5);
  });

  it('sizes the array between 5 and 15', () => {
    expect(valuesForSize(RESET_VALUES, 5)).toEqual([40, 72, 56, 96, 60]);
    expect(valuesForSize(RESET_VALUES, 15)).toHaveLength(15);
    expect(valuesForSize(RESET_VALUES, 2)).toHaveLength(5);
    expect(valuesForSize(RESET_VALUES, 40)).toHaveLength(15);
  });

  it('shuffle never picks the preset shown now', () => {
    for (let current = -1; current < 5; current++) {
      for (const r of [0, 0.2, 0.5, 0.8, 0.99999, 1]) {
        const next = pickPreset(current, () => r);
        expect(next).not.toBe(current);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(5);
      }
    }
  });

  it('(6 − speed) s per step, half for insertion sort; bars 2 px per unit', () => {
    expect(sortHoldMs('selection', 3)).toBe(3000);
    expect(sortHoldMs('bubble', 5)).toBe(1000);
    expect(sortHoldMs('insertion', 3)).toBe(1500);
    expect(sortHoldMs('insertion', 1)).toBe(2500);
    expect(barHeightPx(40)).toBe(80);
  });
});
