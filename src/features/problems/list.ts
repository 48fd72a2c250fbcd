/**
 * Pure rules of the problem list (spec §2.3, §4, §9 with ARCHITECTURE "Decisions on the
 * spec's quirks"): filters, page size 4, and a 5-button pager that slides over the real page
 * count of the filtered list, so no problem is skipped.
 */
import type { Difficulty, ProblemSummary, Tag } from '../../../common/contract/index.ts';

/** Problems per page. */
export const PAGE_SIZE = 4;
/** Number of page buttons shown at once. */
export const PAGER_BUTTONS = 5;

/** The three filters of the list. */
export interface ProblemFilters {
  status: 'all' | 'solved';
  difficulty: 'all' | Difficulty;
  tags: 'all' | Tag;
}

/** All filters off. */
export const NO_FILTERS: ProblemFilters = { status: 'all', difficulty: 'all', tags: 'all' };

/**
 * Applies the filters. With status `solved` the solved list is shown instead of all problems
 * (spec §4); difficulty and tag then narrow it down.
 */
export function filterProblems(all: readonly ProblemSummary[], solved: readonly ProblemSummary[], filters: ProblemFilters): ProblemSummary[] {
  const source = filters.status === 'solved' ? solved : all;
  return source.filter(
    (p) => (filters.difficulty === 'all' || p.difficulty === filters.difficulty) && (filters.tags === 'all' || p.tags === filters.tags),
  );
}

/** Number of pages for `count` items (at least 1, so an empty list still has page 1). */
export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** Clamps `page` into 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));
}

/** The items of one page (1-based), each with its list position number ((page-1)*size + i + 1). */
export function pageItems<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): { item: T; position: number }[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize).map((item, i) => ({ item, position: start + i + 1 }));
}

/**
 * Page numbers on the pager: a window of at most `buttons` pages, centred on `page` where
 * possible and never past the real last page.
 */
export function pagerWindow(page: number, pages: number, buttons = PAGER_BUTTONS): number[] {
  const total = Math.max(1, pages);
  const size = Math.min(buttons, total);
  const current = clampPage(page, total);
  let start = current - Math.floor(size / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}
