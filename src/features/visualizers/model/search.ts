/**
 * Linear and binary search as pure step generators (spec §2.9 "Search", §9 search timings).
 *
 * A search is turned into the list of states the screen shows one after another; the screen only
 * plays them on a timer ({@link searchHoldMs} says how long each stays on screen).
 *
 * Timings (spec §9, as this module reads them):
 * - every step stays for the step delay, (6 − speed) s (speed 1–5, default 5 → 1 s);
 * - the result (found element green, or every element red when the target is absent) stays
 *   for 2 s, then the highlight is cleared while the result message stays;
 * - binary search: the bounds move no sooner than 2 s after a comparison (the comparison stays
 *   max(step delay, 2 s)), and the bounds recentre on the whole array 5 s after the result.
 */
import * as z from 'zod/mini';
import { VISUALIZERS_TEXT } from '../../../../common/texts/visualizers.ts';

/** The unsorted array of the linear search (spec §2.9). */
export const LINEAR_ARRAY: readonly number[] = [10, 23, 45, 7, 89, 12, 56, 78];
/** The sorted array of the binary search (spec §2.9). */
export const BINARY_ARRAY: readonly number[] = [7, 10, 12, 23, 45, 56, 78, 89];

/** Speed slider range and default (spec §9: default delay 1 s). */
export const SEARCH_SPEED = { min: 1, max: 5, initial: 5 } as const;
/** How long the result highlight stays before it is cleared (ms). */
export const RESULT_HIGHLIGHT_MS = 2000;
/** Binary search: the least time between a comparison and the move of the bounds (ms). */
export const BOUNDS_MOVE_MS = 2000;
/** Binary search: time from the result to the bounds recentring on the whole array (ms). */
export const BOUNDS_RECENTRE_MS = 5000;

/** What one element is showing. */
export type CellRole = 'idle' | 'checking' | 'found' | 'eliminated';

/** The two searches. */
export type SearchAlgorithm = 'linear' | 'binary';

/** Kind of a step (decides how long it stays on screen). */
export type SearchStepKind = 'compare' | 'narrow' | 'found' | 'notFound' | 'cleared' | 'recentred';

/** One state of a search as the screen shows it. */
export interface SearchStep {
  kind: SearchStepKind;
  /** The role of each element, index by index. */
  roles: readonly CellRole[];
  /** Binary search: the current bounds and middle (indices), null when not shown. */
  low: number | null;
  high: number | null;
  mid: number | null;
  /** What happens in this step, in words (also the text alternative of the colours). */
  message: string;
  /** The outcome once known: the index found, -1 when absent, null while searching. */
  result: number | null;
}

/** The target field: required and numeric (spec §5 "Search visualizer target: numeric"). */
export const targetSchema = z.string().check(
  z.refine((s) => s.trim().length > 0, VISUALIZERS_TEXT.visualizers.search.targetRequired),
  z.refine((s) => s.trim() === '' || /^[-+]?(\d+\.?\d*|\.\d+)$/.test(s.trim()), VISUALIZERS_TEXT.visualizers.search.targetNotNumber),
);

/**
 * Parses the target field.
 * @returns the number, or the message to show under the field
 */
export function parseTarget(input: string): { ok: true; value: number } | { ok: false; message: string } {
  const r = targetSchema.safeParse(input);
  if (!r.success) return { ok: false, message: r.error.issues[0]?.message ?? VISUALIZERS_TEXT.visualizers.search.targetNotNumber };
  return { ok: true, value: Number(r.data.trim()) };
}

const fill = (n: number, role: CellRole): CellRole[] => Array.from({ length: n }, () => role);

/**
 * Linear search for `target` in `array`.
 *
 * Steps: one `compare` per element checked (that element yellow, the ones before red); then
 * `found` (that element green) or `notFound` (all red); then `cleared` (no highlight, the
 * result message stays). Found at index k gives k + 3 steps; absent gives n + 2.
 */
export function linearSearchSteps(array: readonly number[], target: number): SearchStep[] {
  const t = VISUALIZERS_TEXT.visualizers.search;
  const steps: SearchStep[] = [];
  const base = { low: null, high: null, mid: null };
  for (let i = 0; i < array.length; i++) {
    const roles = fill(array.length, 'idle');
    for (let j = 0; j < i; j++) roles[j] = 'eliminated';
    roles[i] = 'checking';
    steps.push({ ...base, kind: 'compare', roles, message: t.checking(i, array[i]!, target), result: null });
    if (array[i] === target) {
      const found = roles.slice();
      found[i] = 'found';
      steps.push({ ...base, kind: 'found', roles: found, message: t.found(target, i), result: i });
      steps.push({ ...base, kind: 'cleared', roles: fill(array.length, 'idle'), message: t.found(target, i), result: i });
      return steps;
    }
  }
  steps.push({ ...base, kind: 'notFound', roles: fill(array.length, 'eliminated'), message: t.notFound(target), result: -1 });
  steps.push({ ...base, kind: 'cleared', roles: fill(array.length, 'idle'), message: t.notFound(target), result: -1 });
  return steps;
}

/**
 * Binary search for `target` in the ascending `array`.
 *
 * Each round is a `compare` (middle yellow, everything outside [low, high] red), then either
 * `found` (middle green) or `narrow` (the bounds move, the discarded half turns red). When the
 * range is empty: `notFound` (all red). Then `cleared` (no highlight, bounds kept) and
 * `recentred` (bounds back on the whole array). With r rounds: found gives 2r + 2 steps
 * (r compares, r − 1 narrows, found, cleared, recentred); absent gives 2r + 3.
 */
export function binarySearchSteps(array: readonly number[], target: number): SearchStep[] {
  const t = VISUALIZERS_TEXT.visualizers.search;
  const n = array.length;
  const steps: SearchStep[] = [];
  const rolesFor = (low: number, high: number): CellRole[] => {
    const roles = fill(n, 'idle');
    for (let i = 0; i < n; i++) if (i < low || i > high) roles[i] = 'eliminated';
    return roles;
  };
  let low = 0;
  let high = n - 1;
  let result = -1;
  let message = '';
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const value = array[mid]!;
    const roles = rolesFor(low, high);
    roles[mid] = 'checking';
    steps.push({ kind: 'compare', roles, low, high, mid, message: t.comparing(low, high, mid, value, target), result: null });
    if (value === target) {
      const found = roles.slice();
      found[mid] = 'found';
      result = mid;
      message = t.found(target, mid);
      steps.push({ kind: 'found', roles: found, low, high, mid, message, result });
      break;
    }
    if (value < target) low = mid + 1;
    else high = mid - 1;
    const narrowMessage = value < target ? t.goRight(value, target, low, high) : t.goLeft(value, target, low, high);
    steps.push({ kind: 'narrow', roles: rolesFor(low, high), low, high, mid: null, message: narrowMessage, result: null });
  }
  if (result < 0) {
    message = t.notFound(target);
    steps.push({ kind: 'notFound', roles: fill(n, 'eliminated'), low: null, high: null, mid: null, message, result });
  }
  const last = steps[steps.length - 1]!;
  steps.push({ kind: 'cleared', roles: fill(n, 'idle'), low: last.low, high: last.high, mid: last.mid, message, result });
  steps.push({ kind: 'recentred', roles: fill(n, 'idle'), low: 0, high: n - 1, mid: null, message: `${message} ${t.recentred}`, result });
  return steps;
}

/** The steps of `algorithm` (linear over {@link LINEAR_ARRAY}, binary over {@link BINARY_ARRAY}). */
export function searchSteps(algorithm: SearchAlgorithm, target: number): SearchStep[] {
  return algorithm === 'linear' ? linearSearchSteps(LINEAR_ARRAY, target) : binarySearchSteps(BINARY_ARRAY, target);
}

/** The step delay of a speed: (6 − speed) s, in ms. */
export function stepDelayMs(speed: number): number {
  return (6 - speed) * 1000;
}

/**
 * How long `step` stays on screen before the next one (ms) — see the module comment.
 * The result stays {@link RESULT_HIGHLIGHT_MS}; the `cleared` step stays until
 * {@link BOUNDS_RECENTRE_MS} after the result (binary search recentres then).
 * @param algorithm binary search keeps comparisons at least {@link BOUNDS_MOVE_MS}
 * @param speed the slider value, 1–5
 */
export function searchHoldMs(step: SearchStep, algorithm: SearchAlgorithm, speed: number): number {
  const delay = stepDelayMs(speed);
  switch (step.kind) {
    case 'compare':
      return algorithm === 'binary' ? Math.max(delay, BOUNDS_MOVE_MS) : delay;
    case 'found':
    case 'notFound':
      return RESULT_HIGHLIGHT_MS;
    case 'cleared':
      return BOUNDS_RECENTRE_MS - RESULT_HIGHLIGHT_MS;
    default:
      return delay;
  }
}
