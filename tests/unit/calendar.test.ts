import { describe, expect, it } from 'vitest';
import { calendarDayState, dailyProblemId, daysInMonth, dayKey, fnv1a, localDayKey, monthGrid, shiftMonth } from '../../common/domain/calendar.ts';

describe('Progress Calendar date maths', () => {
  it('knows real month lengths, leap years included', () => {
    expect(daysInMonth({ year: 2026, month: 1 })).toBe(28);
    expect(daysInMonth({ year: 2024, month: 1 })).toBe(29);
    expect(daysInMonth({ year: 2100, month: 1 })).toBe(28);
    expect(daysInMonth({ year: 2000, month: 1 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 10 })).toBe(30);
    expect(daysInMonth({ year: 2026, month: 11 })).toBe(31);
  });

  it('wraps December ↔ January across years', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 5 }, -18)).toEqual({ year: 2024, month: 11 });
  });

  it('lays a month out in Sunday-first weeks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const nov = monthGrid({ year: 2026, month: 10 });
    expect(nov[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(nov.at(-1)).toEqual([29, 30, null, null, null, null, null]);
    // February 2026 starts on a Sunday and fills exactly 4 weeks.
    expect(monthGrid({ year: 2026, month: 1 })).toHaveLength(4);
    // March 2026 starts on a Sunday; August 2026 on a Saturday and needs 6 rows.
    const aug = monthGrid({ year: 2026, month: 7 });
    expect(aug[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(aug).toHaveLength(6);
    for (const ym of [{ year: 2024, month: 1 }, { year: 2026, month: 7 }]) {
      const days = monthGrid(ym).flat().filter((d) => d !== null);
      expect(days).toEqual(Array.from({ length: daysInMonth(ym) }, (_, i) => i + 1));
    }
  });

  it('formats day keys', () => {
    expect(dayKey(2026, 0, 5)).toBe('2026-01-05');
    expect(localDayKey(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });

  it('chooses the daily problem from the date alone, whatever the list order', () => {
    const ids = ['c', 'a', 'b', 'd'];
    const day = dailyProblemId('2026-11-24', ids);
    expect(dailyProblemId('2026-11-24', [...ids].reverse())).toBe(day);
    expect(ids).toContain(day);
    expect(dailyProblemId('2026-11-24', [])).toBeNull();
    // Over a month, more than one problem comes up.
    const month = new Set(Array.from({ length: 30 }, (_, i) => dailyProblemId(dayKey(2026, 10, i + 1), ids)));
    expect(month.size).toBeGreaterThan(1);
  });

  it('FNV-1a matches the reference values', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});

describe('calendarDayState', () => {
  const ctx = { todayKey: '2026-11-28', solvedDays: new Set(['2026-11-10']), isCurrentMonth: true, sinceKey: '2026-11-05' };

  it('marks earlier days of this month missed only from the day the account was made', () => {
    expect(calendarDayState('2026-11-04', ctx)).toBe('open');
    expect(calendarDayState('2026-11-05', ctx)).toBe('missed');
    expect(calendarDayState('2026-11-27', ctx)).toBe('missed');
    expect(calendarDayState('2026-11-01', { ...ctx, sinceKey: null })).toBe('missed');
  });

  it('keeps today, solved days, later days and other months apart', () => {
    expect(calendarDayState('2026-11-28', ctx)).toBe('today');
    expect(calendarDayState('2026-11-10', ctx)).toBe('solved');
    expect(calendarDayState('2026-11-29', ctx)).toBe('open');
    expect(calendarDayState('2026-10-20', { ...ctx, isCurrentMonth: false })).toBe('open');
  });
});
