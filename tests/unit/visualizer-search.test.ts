import { describe, expect, it } from 'vitest';
import {
  BINARY_ARRAY,
  BOUNDS_MOVE_MS,
  BOUNDS_RECENTRE_MS,
  LINEAR_ARRAY,
  RESULT_HIGHLIGHT_MS,
  binarySearchSteps,
  linearSearchSteps,
  parseTarget,
  searchHoldMs,
  searchSteps,
  stepDelayMs,
  type SearchStep,
} from '../../src/features/visualizers/model/search.ts';

const kinds = (steps: SearchStep[]) => steps.map((s) => s.kind);
const resultStep = (steps: SearchStep[]) => steps.find((s) => s.kind === 'found' || s.kind === 'notFound')!;

describe('linear search steps', () => {
  it('checks left to right and finds 45 at index 2 in k + 3 steps', () => {
    const steps = linearSearchSteps(LINEAR_ARRAY, 45);
    expect(kinds(steps)).toEqual(['compare', 'compare', 'compare', 'found', 'cleared']);
    expect(steps[0]!.roles).toEqual(['checking', 'idle', 'idle', 'idle', 'idle', 'idle', 'idle', 'idle']);
    expect(steps[2]!.roles.slice(0, 3)).toEqual(['eliminated', 'eliminated', 'checking']);
    const found = resultStep(steps);
    expect(found.result).toBe(2);
    expect(found.roles[2]).toBe('found');
    expect(found.roles.filter((r) => r === 'found')).toHaveLength(1);
    expect(found.message).toBe('Found 45 at index 2.');
  });

  it('finds the first and the last element', () => {
    expect(linearSearchSteps(LINEAR_ARRAY, 10)).toHaveLength(3);
    const last = linearSearchSteps(LINEAR_ARRAY, 78);
    expect(last).toHaveLength(LINEAR_ARRAY.length + 2);
    expect(resultStep(last).result).toBe(7);
  });

  it('reports an absent target after checking every element (n + 2 steps)', () => {
    const steps = linearSearchSteps(LINEAR_ARRAY, 100);
    expect(steps).toHaveLength(LINEAR_ARRAY.length + 2);
    expect(steps.filter((s) => s.kind === 'compare')).toHaveLength(LINEAR_ARRAY.length);
    const notFound = resultStep(steps);
    expect(notFound.kind).toBe('notFound');
    expect(notFound.result).toBe(-1);
    expect(notFound.roles.every((r) => r === 'eliminated')).toBe(true);
    expect(notFound.message).toBe('100 is not in the array.');
  });

  it('clears the highlight last but keeps the result message', () => {
    const steps = linearSearchSteps(LINEAR_ARRAY, 89);
    const last = steps.at(-1)!;
    expect(last.kind).toBe('cleared');
    expect(last.roles.every((r) => r === 'idle')).toBe(true);
    expect(last.message).toBe('Found 89 at index 4.');
    expect(last.result).toBe(4);
  });
});

describe('binary search steps', () => {
  it('finds every element of the sorted array at its index', () => {
    for (const [index, value] of BINARY_ARRAY.entries()) {
      const steps = binarySearchSteps(BINARY_ARRAY, value);
      expect(resultStep(steps).result).toBe(index);
      expect(resultStep(steps).roles[index]).toBe('found');
    }
  });

  it('finds 23 (the first middle) in one comparison', () => {
    const steps = binarySearchSteps(BINARY_ARRAY, 23);
    expect(kinds(steps)).toEqual(['compare', 'found', 'cleared', 'recentred']);
    expect(steps[0]).toMatchObject({ low: 0, high: 7, mid: 3 });
  });

  it('moves the bounds right then left to find 45 in 3 comparisons', () => {
    const steps = binarySearchSteps(BINARY_ARRAY, 45);
    expect(kinds(steps)).toEqual(['compare', 'narrow', 'compare', 'narrow', 'compare', 'found', 'cleared', 'recentred']);
    expect(steps.filter((s) => s.kind === 'compare').map((s) => s.mid)).toEqual([3, 5, 4]);
    expect(steps[1]).toMatchObject({ low: 4, high: 7, mid: null });
    expect(steps[1]!.roles.slice(0, 4)).toEqual(['eliminated', 'eliminated', 'eliminated', 'eliminated']);
    expect(steps[3]).toMatchObject({ low: 4, high: 4 });
    expect(resultStep(steps).result).toBe(4);
  });

  it('reports an absent target when the range is empty (2r + 3 steps)', () => {
    const steps = binarySearchSteps(BINARY_ARRAY, 50);
    const compares = steps.filter((s) => s.kind === 'compare').length;
    expect(compares).toBe(3);
    expect(steps).toHaveLength(2 * compares + 3);
    const notFound = resultStep(steps);
    expect(notFound.result).toBe(-1);
    expect(notFound.roles.every((r) => r === 'eliminated')).toBe(true);
    expect(binarySearchSteps(BINARY_ARRAY, 1).filter((s) => s.kind === 'notFound')).toHaveLength(1);
    expect(binarySearchSteps(BINARY_ARRAY, 1000).filter((s) => s.kind === 'notFound')).toHaveLength(1);
  });

  it('recentres the bounds on the whole array at the end', () => {
    for (const target of [7, 89, 50]) {
      const last = binarySearchSteps(BINARY_ARRAY, target).at(-1)!;
      expect(last).toMatchObject({ kind: 'recentred', low: 0, high: BINARY_ARRAY.length - 1, mid: null });
      expect(last.roles.every((r) => r === 'idle')).toBe(true);
    }
  });

  it('handles an empty array', () => {
    expect(kinds(binarySearchSteps([], 3))).toEqual(['notFound', 'cleared', 'recentred']);
  });
});

describe('search timings', () => {
  it('steps last (6 − speed) s', () => {
    expect(stepDelayMs(5)).toBe(1000);
    expect(stepDelayMs(1)).toBe(5000);
    const compare = linearSearchSteps(LINEAR_ARRAY, 7)[0]!;
    expect(searchHoldMs(compare, 'linear', 3)).toBe(3000);
  });

  it('keeps binary comparisons at least 2 s before the bounds move', () => {
    const [compare, narrow] = binarySearchSteps(BINARY_ARRAY, 89);
    expect(searchHoldMs(compare!, 'binary', 5)).toBe(BOUNDS_MOVE_MS);
    expect(searchHoldMs(compare!, 'binary', 1)).toBe(5000);
    expect(searchHoldMs(narrow!, 'binary', 5)).toBe(1000);
  });

  it('clears the result after 2 s and recentres 5 s after the result', () => {
    const steps = binarySearchSteps(BINARY_ARRAY, 45);
    const found = steps.findIndex((s) => s.kind === 'found');
    expect(searchHoldMs(steps[found]!, 'binary', 4)).toBe(RESULT_HIGHLIGHT_MS);
    expect(searchHoldMs(steps[found]!, 'binary', 4) + searchHoldMs(steps[found + 1]!, 'binary', 4)).toBe(BOUNDS_RECENTRE_MS);
  });
});

describe('target field', () => {
  it('accepts numbers', () => {
    expect(parseTarget('45')).toEqual({ ok: true, value: 45 });
    expect(parseTarget(' -3 ')).toEqual({ ok: true, value: -3 });
    expect(parseTarget('7.5')).toEqual({ ok: true, value: 7.5 });
  });

  it('refuses an empty field and text that is not a number', () => {
    expect(parseTarget('')).toEqual({ ok: false, message: 'Enter a target number' });
    expect(parseTarget('   ')).toEqual({ ok: false, message: 'Enter a target number' });
    for (const bad of ['abc', '12a', '1e5', '--1', '.', 'NaN', 'Infinity']) expect(parseTarget(bad), bad).toEqual({ ok: false, message: 'The target must be a number' });
  });

  it('searches the right fixed array for each algorithm', () => {
    expect(resultStep(searchSteps('linear', 7)).result).toBe(3);
    expect(resultStep(searchSteps('binary', 7)).result).toBe(0);
  });
});
