/**
 * Home screen `/` (spec §2.3): 'Trending Topics' on the left, the filters, title search, problem
 * cards (acceptance rate, Solved or Attempted) and the pager in the middle, the 'Progress
 * Calendar' on the right (stacked on phones). Filters, search and page live in the URL
 * (`?status=solved&difficulty=easy&tags=Array&q=sum&page=2`), so the list comes back as it was
 * after visiting a problem.
 *
 * Local-first: problems, solved ids, stars and progress are read from Dexie (one live query); a
 * refresh from the server runs on mount when online and lands in Dexie — the cached list is
 * shown at once, offline too.
 */
import { useMemo } from 'react';
import { TEXT } from '../../../common/texts.ts';
import { useAuth } from '../../session/auth.tsx';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { FilterBar } from './FilterBar.tsx';
import { clampPage, filterProblems, pageCount, pagerWindow, trendingTopics } from './list.ts';
import { ProblemCards } from './ProblemCards.tsx';
import { ProgressCalendar } from './ProgressCalendar.tsx';
import { TrendingTopics } from './TrendingTopics.tsx';
import { useListParams } from './useListParams.ts';
import { useProblemList } from './useProblemList.ts';
import { useProblemMarks } from './useProblemMarks.ts';
import { RENDER_NEAR_VIEWPORT } from './render-near-viewport.ts';
import { PROBLEM_LIST_TEXT } from '../../../common/texts/problem-list.ts';

/** The page buttons: Prev, a window of page numbers (the current one marked), Next. */
function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  return (
    <nav aria-label={PROBLEM_LIST_TEXT.pager} className="flex justify-center">
      <div className="join">
        <button type="button" className="btn join-item btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {PROBLEM_LIST_TEXT.prev}
        </button>
        {pagerWindow(page, pages).map((p) => (
          <button
            key={p}
            type="button"
            className={`btn join-item btn-sm ${p === page ? 'btn-primary' : ''}`}
            aria-label={PROBLEM_LIST_TEXT.page(p)}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ))}
        <button type="button" className="btn join-item btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {PROBLEM_LIST_TEXT.next}
        </button>
      </div>
    </nav>
  );
}

/** The problem list screen. */
export function ProblemListPage() {
  const { user } = useAuth();
  const { filters, requestedPage, setParam } = useListParams();
  const { problems, solved, starred, progress, loading, error, reload } = useProblemList();
  const marks = useProblemMarks(solved, starred, progress);
  const filtered = useMemo(() => filterProblems(problems, solved, filters), [problems, solved, filters]);
  const chips = useMemo(() => trendingTopics(problems), [problems]);
  // A topic given in the URL stays selectable while the list loads or when no problem has it any more.
  const topics = useMemo(() => [...new Set([...chips.map((c) => c.topic), ...(filters.topic === 'all' ? [] : [filters.topic])])], [chips, filters.topic]);
  const pages = pageCount(filtered.length);
  const page = clampPage(requestedPage, pages);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)_19rem]">
      <PageTitle>{TEXT.pageTitle.problems}</PageTitle>
      <aside style={RENDER_NEAR_VIEWPORT} className="order-2 lg:order-1">
        <TrendingTopics chips={chips} active={filters.topic} onSelect={(topic) => setParam('topic', topic)} />
      </aside>
      <div className="order-1 flex min-w-0 flex-col gap-6 lg:order-2">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">{PROBLEM_LIST_TEXT.title}</h1>
            {/* The line keeps its height while loading, so the filters below never move. */}
            <p className="min-h-5 text-sm text-base-content/60">{loading ? '' : PROBLEM_LIST_TEXT.count(filtered.length)}</p>
          </div>
        </div>
        <FilterBar filters={filters} setParam={setParam} topics={topics} />
        <ProblemCards waiting={loading && problems.length === 0} error={error} reload={reload} filtered={filtered} page={page} marks={marks} />
        {!error && filtered.length > 0 && <Pager page={page} pages={pages} onPage={(p) => setParam('page', String(p))} />}
      </div>
      <aside style={RENDER_NEAR_VIEWPORT} className="order-3">
        <ProgressCalendar problems={problems} acceptedAt={marks.acceptedAt} since={user?.createdAt} />
      </aside>
    </div>
  );
}
