/**
 * Date maths of the Progress Calendar (spec §2.3, with real month lengths): month grids that
 * start on Sunday, month navigation that wraps December ↔ January, local date keys, and the
 * daily problem chosen deterministically from the date, so every device shows the same one.
 * Months are 0-based (January = 0), as in `Date`.
 */

/** A calendar month. */
export interface YearMonth {
  year: number;
  /** 0–11. */
  month: number;
}

/** Days in a month, leap years included (Gregorian rules). */
export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The month `delta` months away; December + 1 is January of the next year and January − 1 December of the previous. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/**
 * The month as weeks of 7 cells, Sunday first; cells before the 1st and after the last day are null.
 * @returns 4 to 6 rows of 7 day numbers (1-based) or null
 */
export function monthGrid(ym: YearMonth): Array<Array<number | null>> {
  const first = new Date(Date.UTC(ym.year, ym.month, 1)).getUTCDay();
  const days = daysInMonth(ym);
  const cells: Array<number | null> = [...Array<null>(first).fill(null), ...Array.from({ length: days }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** `YYYY-MM-DD` of a calendar day (month 0-based in, 1-based out). */
export function dayKey(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` of an instant in the device's local time zone. */
export function localDayKey(date: Date): string {
  return dayKey(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * 32-bit FNV-1a hash of a string's UTF-16 code units. Source: Fowler, Noll, Vo — "FNV hash",
 * offset basis 2166136261, prime 16777619.
 */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * The daily problem of a day: one of `ids`, chosen from the day key alone (ids are sorted first,
 * so the list's order does not matter).
 * @returns the chosen id, or null when there are no problems
 */
export function dailyProblemId(key: string, ids: readonly string[]): string | null {
  if (ids.length === 0) return null;
  const sorted = [...ids].sort();
  return sorted[fnv1a(key) % sorted.length]!;
}

/** A calendar day's state: today, a day with an accepted submission, a missed one (red dot), or neither. */
export type CalendarDayState = 'today' | 'solved' | 'missed' | 'open';

/**
 * The state of the day `key` (`YYYY-MM-DD`): `today`; `solved` with an accepted submission that day;
 * `missed`, a day of the current month before today and not before the account existed (`sinceKey`),
 * without one; else `open` (other months, days before the account, future days).
 * @param ctx `todayKey`, the learner's `solvedDays`, whether the shown month is the current one, and
 *   the account's first day (`sinceKey`, null when unknown: every earlier day of the month counts)
 */
export function calendarDayState(
  key: string,
  ctx: { todayKey: string; solvedDays: ReadonlySet<string>; isCurrentMonth: boolean; sinceKey: string | null },
): CalendarDayState {
  if (key === ctx.todayKey) return 'today';
  if (ctx.solvedDays.has(key)) return 'solved';
  const counted = ctx.sinceKey === null || key >= ctx.sinceKey;
  return ctx.isCurrentMonth && key < ctx.todayKey && counted ? 'missed' : 'open';
}
