/**
 * Selection, bubble and insertion sort as pure step generators (spec §2.9 "Sorting", §9).
 *
 * A sort is turned into the list of bar-chart states the screen shows one after another; the
 * screen only plays them on a timer ({@link sortHoldMs}). Every list starts with the unsorted
 * array and ends with a `done` step whose array is ascending and whose bars are all `sorted`.
 */
import { VISUALIZERS_TEXT } from '../../../../common/texts/visualizers.ts';

/** The array Reset restores (spec §2.9), followed by 3 values shown only above size 12. */
export const RESET_VALUES: readonly number[] = [40, 72, 56, 96, 60, 84, 48, 68, 52, 88, 64, 76, 44, 92, 36];

/**
 * The 5 arrays Shuffle picks from: 12 values each (the default size), followed by 3 values
 * shown only when the Size slider is above 12.
 */
export const SHUFFLE_PRESETS: readonly (readonly number[])[] = [
  [88, 52, 64, 40, 96, 76, 44, 68, 84, 56, 72, 60, 92, 36, 80],
  [60, 96, 44, 80, 52, 72, 88, 40, 68, 92, 56, 76, 48, 84, 64],
  [76, 48, 92, 56, 84, 40, 64, 96, 52, 72, 60, 88, 68, 44, 80],
  [52, 84, 68, 96, 44, 76, 40, 88, 60, 92, 72, 56, 36, 80, 64],
  [96, 64, 40, 72, 88, 52, 80, 44, 92, 60, 76, 48, 84, 56, 68],
];

/** Size slider (spec §9: 5–15, 12 bars). */
export const SORT_SIZE = { min: 5, max: 15, initial: 12 } as const;
/** Speed slider (spec §2.9: 1–5, default 3). */
export const SORT_SPEED = { min: 1, max: 5, initial: 3 } as const;
/** Bar height in px per unit of value (spec §9). */
export const BAR_PX_PER_UNIT = 2;

/** The three sorts. */
export type SortAlgorithm = 'selection' | 'bubble' | 'insertion';

/** What a bar is showing (the legend: Comparing / Selected-Key / Swap / Sorted). */
export type BarRole = 'idle' | 'comparing' | 'key' | 'swap' | 'sorted';

/** Kind of a step. */
export type SortStepKind = 'start' | 'compare' | 'key' | 'swap' | 'done';

/** One state of the bar chart. */
export interface SortStep {
  kind: SortStepKind;
  /** The values, left to right. */
  array: readonly number[];
  /** The role of each bar, index by index. */
  roles: readonly BarRole[];
  /** What happens in this step, in words (the text alternative of the colours). */
  message: string;
}

const t = VISUALIZERS_TEXT.visualizers.sorting;

/** Collects steps; `roles` get a role per index, every other bar idle or sorted. */
class Recorder {
  readonly steps: SortStep[] = [];
  constructor(private readonly a: number[]) {
    this.push('start', {}, t.ready);
  }
  push(kind: SortStepKind, marks: Record<number, BarRole>, message: string, sorted: (i: number) => boolean = () => false): void {
    const roles = this.a.map((_, i): BarRole => marks[i] ?? (sorted(i) ? 'sorted' : 'idle'));
    this.steps.push({ kind, array: this.a.slice(), roles, message });
  }
  done(): SortStep[] {
    this.push('done', {}, t.done, () => true);
    return this.steps;
  }
}

function swap(a: number[], i: number, j: number): void {
  const x = a[i]!;
  a[i] = a[j]!;
  a[j] = x;
}

/**
 * Selection sort. Steps: start, one `compare` per comparison (n(n−1)/2, the current minimum as
 * the key), one `swap` when the minimum is not already in place, done.
 */
export function selectionSortSteps(values: readonly number[]): SortStep[] {
  const a = values.slice();
  const n = a.length;
  const rec = new Recorder(a);
  for (let i = 0; i < n - 1; i++) {
    const sorted = (k: number) => k < i;
    let min = i;
    for (let j = i + 1; j < n; j++) {
      rec.push('compare', { [min]: 'key', [j]: 'comparing' }, t.compare(a[j]!, a[min]!), sorted);
      if (a[j]! < a[min]!) min = j;
    }
    if (min !== i) {
      const [x, y] = [a[i]!, a[min]!];
      swap(a, i, min);
      rec.push('swap', { [i]: 'swap', [min]: 'swap' }, t.swapValues(x, y), sorted);
    }
  }
  return rec.done();
}

/**
 * Bubble sort, stopping after a pass without swaps. Steps: start, one `compare` per adjacent
 * pair looked at, one `swap` per exchange, done. The largest values settle on the right and
 * are shown sorted.
 */
export function bubbleSortSteps(values: readonly number[]): SortStep[] {
  const a = values.slice();
  const n = a.length;
  const rec = new Recorder(a);
  for (let pass = 0; pass < n - 1; pass++) {
    const sorted = (k: number) => k >= n - pass;
    let swapped = false;
    for (let j = 0; j < n - 1 - pass; j++) {
      rec.push('compare', { [j]: 'comparing', [j + 1]: 'comparing' }, t.compare(a[j]!, a[j + 1]!), sorted);
      if (a[j]! > a[j + 1]!) {
        const [x, y] = [a[j]!, a[j + 1]!];
        swap(a, j, j + 1);
        swapped = true;
        rec.push('swap', { [j]: 'swap', [j + 1]: 'swap' }, t.swapValues(x, y), sorted);
      }
    }
    if (!swapped) break;
  }
  return rec.done();
}

/**
 * Insertion sort. Steps: start, one `key` per element from the second on (n − 1), one
 * `compare` per comparison of the key with its left neighbour, one `swap` per move of the key
 * one place left, done.
 */
export function insertionSortSteps(values: readonly number[]): SortStep[] {
  const a = values.slice();
  const n = a.length;
  const rec = new Recorder(a);
  for (let i = 1; i < n; i++) {
    rec.push('key', { [i]: 'key' }, t.pickKey(a[i]!));
    for (let j = i; j > 0; j--) {
      rec.push('compare', { [j - 1]: 'comparing', [j]: 'key' }, t.compare(a[j - 1]!, a[j]!));
      if (a[j - 1]! <= a[j]!) break;
      const [x, y] = [a[j - 1]!, a[j]!];
      swap(a, j - 1, j);
      rec.push('swap', { [j - 1]: 'swap', [j]: 'swap' }, t.swapValues(x, y));
    }
  }
  return rec.done();
}

/** The steps of `algorithm` on `values`. */
export function sortSteps(algorithm: SortAlgorithm, values: readonly number[]): SortStep[] {
  if (algorithm === 'selection') return selectionSortSteps(values);
  if (algorithm === 'bubble') return bubbleSortSteps(values);
  return insertionSortSteps(values);
}

/** How long each step stays on screen (ms): (6 − speed) s, half of it for insertion sort. */
export function sortHoldMs(algorithm: SortAlgorithm, speed: number): number {
  const ms = (6 - speed) * 1000;
  return algorithm === 'insertion' ? ms / 2 : ms;
}

/** The bars shown for a source array (15 values) at a size (5–15). */
export function valuesForSize(source: readonly number[], size: number): number[] {
  const n = Math.min(SORT_SIZE.max, Math.max(SORT_SIZE.min, Math.round(size)));
  return source.slice(0, n);
}

/**
 * Shuffle: picks one of the {@link SHUFFLE_PRESETS}, never the one shown now.
 * @param current index of the preset shown now, or -1 for the Reset array
 * @param random a number generator in [0, 1) (Math.random by default)
 * @returns the index of the preset to show
 */
export function pickPreset(current: number, random: () => number = Math.random): number {
  const choices = SHUFFLE_PRESETS.map((_, i) => i).filter((i) => i !== current);
  const r = Math.min(Math.max(random(), 0), 0.999999);
  return choices[Math.floor(r * choices.length)]!;
}

/** Bar height in px of a value (value × 2 px). */
export function barHeightPx(value: number): number {
  return value * BAR_PX_PER_UNIT;
}
