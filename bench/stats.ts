/**
 * Small statistics for the benchmark tables.
 */

/**
 * The p-th percentile by the nearest-rank method: the smallest value with at least p % of the values
 * at or below it (https://en.wikipedia.org/wiki/Percentile#The_nearest-rank_method).
 * @param values in any order (not changed)
 * @param p 0–100
 * @returns NaN for no values
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
