/**
 * Pure rules of the problem list (spec §2.3, §4, §9 with ARCHITECTURE "Decisions on the
 * spec's quirks"): filters, 20 problems a page, and a 5-button pager that slides over the real page
 * count of the filtered list, so no problem is skipped.
 */
import { TOPICS, topicsOf, type Difficulty, type ProblemSummary, type Tag, type Topic } from '../../../common/contract/index.ts';

/** Problems per page: the spec's 4 suited its 15 problems; a library of dozens is paged 20 at a time. */
export const PAGE_SIZE = 20;
/** Number of page buttons shown at once. */
export const PAGER_BUTTONS = 5;

/** The filters of the list: the spec's three dropdowns, a topic and a title search. */
export interface ProblemFilters {
  status: 'all' | 'solved';
  difficulty: 'all' | Difficulty;
  tags: 'all' | Tag;
  /** One of the library's topics (a problem carries one or more). */
  topic: 'all' | Topic;
  /** Title search (case-insensitive, any part of the title); empty: no search. */
  query: string;
}

/** All filters off. */
export const NO_FILTERS: ProblemFilters = { status: 'all', difficulty: 'all', tags: 'all', topic: 'all', query: '' };

/**
 * Applies the filters. With status `solved` the solved list is shown instead of all problems
 * (spec §4); difficulty, tag, topic and the title search then narrow it down.
 */
export function filterProblems<P extends ProblemSummary>(all: readonly P[], solved: readonly ProblemSummary[], filters: ProblemFilters): P[] {
  const byId = new Map(all.map((p) => [p._id, p]));
  // The solved list, in its order, as rows of the full list (a problem no longer listed is left out).
  const source = filters.status === 'solved' ? solved.map((s) => byId.get(s._id)).filter((p): p is P => p !== undefined) : all;
  const query = filters.query.trim().toLocaleLowerCase();
  return source.filter(
    (p) =>
      (filters.difficulty === 'all' || p.difficulty === filters.difficulty) &&
      (filters.tags === 'all' || p.tags === filters.tags) &&
      (filters.topic === 'all' || topicsOf(p).includes(filters.topic)) &&
      (query === '' || p.title.toLocaleLowerCase().includes(query)),
  );
}

/** One 'Trending Topics' chip: a topic of the library and how many problems carry it. */
export interface TopicChip {
  topic: Topic;
  count: number;
}

/**
 * The 'Trending Topics' chips: every topic at least one problem carries, in the catalogue's order
 * (TOPICS), with its count; a topic no problem carries has no chip.
 */
export function trendingTopics(problems: readonly ProblemSummary[]): TopicChip[] {
  const counts = topicCounts(problems);
  return TOPICS.filter((t) => counts.has(t)).map((topic) => ({ topic, count: counts.get(topic)! }));
}

/** How many of `problems` carry each topic (topics no problem carries are absent). */
export function topicCounts(problems: readonly ProblemSummary[]): Map<Topic, number> {
  const counts = new Map<Topic, number>();
  for (const p of problems) for (const t of topicsOf(p)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/**
 * Acceptance rate of a problem: accepted submissions over all judged submissions, in percent
 * with one decimal; null when nothing was judged yet.
 */
export function acceptanceRate(accepted: number | undefined, total: number | undefined): number | null {
  if (!total || total <= 0) return null;
  return Math.round((Math.min(accepted ?? 0, total) / total) * 1000) / 10;
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
