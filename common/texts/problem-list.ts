import { formatScore } from '../judging/scoring.ts';

/** Texts of the problem list (`/`, spec §2.3): filters, cards, pages, the Trending Topics panel. Apart from `TEXT` so that other screens do not load them. */
export const PROBLEM_LIST_TEXT = {
    title: 'Problems',
    filters: 'Filters',
    status: 'Status',
    statusAll: 'All Problems',
    statusSolved: 'Solved Problems',
    difficulty: 'Difficulty',
    difficultyAll: 'All Difficulties',
    tags: 'Tags',
    tagsAll: 'All Tags',
    solved: 'Solved',
    empty: 'No problems match these filters.',
    count: (n: number) => (n === 1 ? '1 problem' : `${n} problems`),
    pager: 'Pages',
    prev: 'Prev',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    loadFailed: 'The problems could not be loaded.',
    retry: 'Try again',
    search: 'Search problems',
    searchPlaceholder: 'Search by title',
    acceptance: (rate: number | null) => (rate === null ? 'Acceptance —' : `Acceptance ${rate.toFixed(1)}%`),
    attempted: 'Attempted',
    attemptedTitle: 'You submitted this problem but have not solved it yet',
    /** A scoring problem's best score so far when not solved (full score), e.g. "Best 50 / 100". */
    bestScore: (best: number, max: number) => `Best ${formatScore(best)} / ${formatScore(max)}`,
    bestScoreTitle: 'Your best score on this problem; solving it takes the full score',
    trending: 'Trending Topics',
    topicFilter: (topic: string, count: number) => `${topic}: ${count} ${count === 1 ? 'problem' : 'problems'}`,
    topicActive: (topic: string) => `Showing ${topic} problems: click to show all`,
  } as const;
