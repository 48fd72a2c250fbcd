import { describe, expect, it } from 'vitest';
import { filterByTopic, formatDayMonthYear, TOPIC_TABS } from '../../src/features/discuss/format.ts';

describe('formatDayMonthYear', () => {
  it('shows the date as day-month-year with two-digit day and month', () => {
    // Built from local parts, so the expectation holds in every time zone.
    expect(formatDayMonthYear(new Date(2025, 5, 4, 12, 0).toISOString())).toBe('04-06-2025');
    expect(formatDayMonthYear(new Date(2024, 11, 31, 23, 59).toISOString())).toBe('31-12-2024');
    expect(formatDayMonthYear(new Date(2024, 1, 29, 0, 1).toISOString())).toBe('29-02-2024');
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatDayMonthYear('not a date')).toBe('');
    expect(formatDayMonthYear('')).toBe('');
  });
});

describe('topic tabs', () => {
  it('are For you, then the five topics in spec order', () => {
    expect(TOPIC_TABS.map((t) => t.label)).toEqual(['For you', 'Career', 'Contest', 'Compensation', 'Feedback', 'Interview']);
  });

  it('filter by topic and keep the order; For you shows all', () => {
    const list = [
      { id: 1, topic: 'Career' },
      { id: 2, topic: 'Interview' },
      { id: 3, topic: 'Career' },
    ];
    expect(filterByTopic(list, 'all').map((d) => d.id)).toEqual([1, 2, 3]);
    expect(filterByTopic(list, 'Career').map((d) => d.id)).toEqual([1, 3]);
    expect(filterByTopic(list, 'Feedback')).toEqual([]);
  });
});
