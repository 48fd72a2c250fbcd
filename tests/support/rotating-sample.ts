/**
 * Rotating samples for the checks that run every built-in problem through the judge or the offline
 * compiler: each run takes `count` of the items, chosen by the UTC day (day d takes the d-th window of
 * `count`, wrapping), so every item is checked within ceil(n / count) days of runs, and the runs of one
 * day agree (a failure replays the same day). `VERIFY_ALL_PROBLEMS=1` takes every item.
 */

/** Whole days since 1970-01-01 (UTC). */
export const utcDay = (now = Date.now()) => Math.floor(now / 86_400_000);

/**
 * @param items the items, in a stable order.
 * @param count how many a run takes (all when `count` ≥ the number of items).
 * @param always items every run takes besides the sample (kept in `items`' order, never twice).
 * @returns the day's sample, in `items`' order.
 */
export function rotatingSample<T>(items: readonly T[], count: number, always: readonly T[] = [], day = utcDay()): T[] {
  if (process.env.VERIFY_ALL_PROBLEMS === '1' || count >= items.length) return [...items];
  const start = (day * count) % items.length;
  const picked = new Set<T>(always);
  for (let i = 0; i < count; i++) picked.add(items[(start + i) % items.length]!);
  return items.filter((item) => picked.has(item));
}
