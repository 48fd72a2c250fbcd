import { describe, expect, it } from 'vitest';
import type { ProblemSummary } from '../../common/contract/index.ts';
import { acceptanceRate, clampPage, filterProblems, NO_FILTERS, PAGE_SIZE, pageCount, pageItems, pagerWindow, trendingTopics } from '../../src/features/problem-list/list.ts';

const p = (i: number, difficulty: ProblemSummary['difficulty'], tags: ProblemSummary['tags']): ProblemSummary => ({
  _id: String(i).padStart(24, '0'),
  title: `Problem ${i}`,
  difficulty,
  tags,
});

const ALL: ProblemSummary[] = [
  p(1, 'easy', 'Array'),
  p(2, 'easy', 'Array'),
  p(3, 'medium', 'Array'),
  p(4, 'hard', 'Linkedlist'),
  p(5, 'medium', 'DP'),
  p(6, 'hard', 'Graph'),
  p(7, 'easy', 'Graph'),
  p(8, 'medium', 'Linkedlist'),
  p(9, 'hard', 'DP'),
];

describe('filterProblems', () => {
  it('keeps everything without filters', () => {
    expect(filterProblems(ALL, [], NO_FILTERS)).toEqual(ALL);
  });
  it('filters by difficulty and tag together', () => {
    expect(filterProblems(ALL, [], { ...NO_FILTERS, difficulty: 'easy' }).map((x) => x.title)).toEqual(['Problem 1', 'Problem 2', 'Problem 7']);
    expect(filterProblems(ALL, [], { ...NO_FILTERS, tags: 'Graph' }).map((x) => x.title)).toEqual(['Problem 6', 'Problem 7']);
    expect(filterProblems(ALL, [], { ...NO_FILTERS, difficulty: 'hard', tags: 'DP' }).map((x) => x.title)).toEqual(['Problem 9']);
  });
  it('shows the solved list instead of all problems when status is solved (spec §4)', () => {
    const solved = [ALL[4]!, ALL[0]!];
    expect(filterProblems(ALL, solved, { ...NO_FILTERS, status: 'solved' })).toEqual(solved);
    expect(filterProblems(ALL, solved, { ...NO_FILTERS, status: 'solved', difficulty: 'easy' })).toEqual([ALL[0]]);
  });
});

describe('title search', () => {
  it('matches any part of the title, ignoring case and surrounding blanks, with the other filters', () => {
    expect(filterProblems(ALL, [], { ...NO_FILTERS, query: '  PROBLEM 1 ' }).map((x) => x.title)).toEqual(['Problem 1']);
    expect(filterProblems(ALL, [], { ...NO_FILTERS, query: 'problem', tags: 'DP' }).map((x) => x.title)).toEqual(['Problem 5', 'Problem 9']);
    expect(filterProblems(ALL, [], { ...NO_FILTERS, query: 'nothing like it' })).toEqual([]);
  });
});

describe('topics', () => {
  // Two problems saved with topics; the rest carry their tag's topic.
  const WITH_TOPICS: ProblemSummary[] = [{ ...ALL[0]!, topics: ['Arrays & Hashing', 'Two Pointers'] }, { ...ALL[4]!, topics: ['2-D DP', 'Strings'] }, ...ALL.slice(5)];

  it('filters by a topic a problem carries among several, or by its tag\'s topic when it was saved without', () => {
    expect(filterProblems(WITH_TOPICS, [], { ...NO_FILTERS, topic: 'Two Pointers' }).map((x) => x.title)).toEqual(['Problem 1']);
    expect(filterProblems(WITH_TOPICS, [], { ...NO_FILTERS, topic: 'Strings' }).map((x) => x.title)).toEqual(['Problem 5']);
    // Problem 9 (tag DP, no topics) is 1-D DP; Problem 5 (tag DP, topics given) is not.
    expect(filterProblems(WITH_TOPICS, [], { ...NO_FILTERS, topic: '1-D DP' }).map((x) => x.title)).toEqual(['Problem 9']);
    expect(filterProblems(WITH_TOPICS, [], { ...NO_FILTERS, topic: 'Graphs', difficulty: 'easy' }).map((x) => x.title)).toEqual(['Problem 7']);
    expect(filterProblems(WITH_TOPICS, [], { ...NO_FILTERS, topic: 'Tries' })).toEqual([]);
  });

  it('has a Trending Topics chip for each topic the problems carry, in the catalogue order, and none for the others', () => {
    expect(trendingTopics(WITH_TOPICS).map((c) => [c.topic, c.count])).toEqual([
      ['Arrays & Hashing', 1],
      ['Two Pointers', 1],
      ['Linked List', 1],
      ['Graphs', 2],
      ['1-D DP', 1],
      ['2-D DP', 1],
      ['Strings', 1],
    ]);
    expect(trendingTopics([])).toEqual([]);
  });
});

describe('acceptance rate', () => {
  it('is accepted over judged submissions in percent with one decimal, null before any', () => {
    expect(acceptanceRate(0, 0)).toBeNull();
    expect(acceptanceRate(undefined, undefined)).toBeNull();
    expect(acceptanceRate(1, 3)).toBe(33.3);
    expect(acceptanceRate(2, 2)).toBe(100);
    expect(acceptanceRate(0, 7)).toBe(0);
  });
});

describe('paging (no problem skipped; shown at page size 4)', () => {
  it('shows 20 problems a page', () => {
    expect(PAGE_SIZE).toBe(20);
    expect(pageCount(67)).toBe(4);
    expect(pageItems(Array.from({ length: 67 }, (_, i) => i), 4).map((x) => x.position)).toEqual([61, 62, 63, 64, 65, 66, 67]);
  });
  it('derives the page count from the list', () => {
    expect(pageCount(0, 4)).toBe(1);
    expect(pageCount(1, 4)).toBe(1);
    expect(pageCount(4, 4)).toBe(1);
    expect(pageCount(5, 4)).toBe(2);
    expect(pageCount(15, 4)).toBe(4);
    expect(pageCount(21, 4)).toBe(6);
  });
  it('numbers cards (page-1)*4 + position and includes the first problem', () => {
    expect(pageItems(ALL, 1, 4).map((x) => [x.position, x.item.title])).toEqual([
      [1, 'Problem 1'],
      [2, 'Problem 2'],
      [3, 'Problem 3'],
      [4, 'Problem 4'],
    ]);
    expect(pageItems(ALL, 3, 4).map((x) => [x.position, x.item.title])).toEqual([[9, 'Problem 9']]);
  });
  it('every problem appears on exactly one page', () => {
    const seen = Array.from({ length: pageCount(ALL.length, 4) }, (_, i) => pageItems(ALL, i + 1, 4).map((x) => x.item._id)).flat();
    expect(seen).toEqual(ALL.map((x) => x._id));
  });
  it('clamps the page into range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe('pagerWindow (5 buttons sliding over the real page count)', () => {
  it('shows fewer buttons when there are fewer pages', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(4, 4)).toEqual([1, 2, 3, 4]);
  });
  it('slides with the current page and never passes the last page', () => {
    expect(pagerWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerWindow(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pagerWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('always contains the current page', () => {
    for (let pages = 1; pages <= 12; pages++) {
      for (let page = 1; page <= pages; page++) {
        const w = pagerWindow(page, pages);
        expect(w).toContain(page);
        expect(w.length).toBe(Math.min(5, pages));
        expect(w[w.length - 1]).toBeLessThanOrEqual(pages);
      }
    }
  });
});
