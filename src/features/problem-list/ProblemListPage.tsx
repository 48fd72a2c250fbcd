/**
 * Home screen `/` (spec §2.3): 'Trending Topics' on the left, the filters, title search, problem
 * cards (acceptance rate, Solved or Attempted) and the pager in the middle, the 'Progress
 * Calendar' on the right (stacked on phones). Filters, search and page live in the URL
 * (`?status=solved&difficulty=easy&tags=Array&q=sum&page=2`), so the list comes back as it was
 * after visiting a problem.
 *
 * Local-first: problems, solved ids and stars are read from Dexie (live queries); a
 * refresh from the server runs on mount when online and lands in Dexie — the cached list is
 * shown at once, offline too.
 */
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DifficultyBadge, TagBadge } from '../../ui/badges.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TEXT } from '../../../common/texts.ts';
import { DIFFICULTIES, TAGS } from '../../../common/contract/index.ts';
import { useProgress, useStarredIds, type ProblemRow } from '../../data/index.ts';
import { acceptanceRate, clampPage, filterProblems, NO_FILTERS, pageCount, pageItems, pagerWindow, type ProblemFilters } from './list.ts';
import { ProgressCalendar } from './ProgressCalendar.tsx';
import { TrendingTopics } from './TrendingTopics.tsx';
import { StarButton } from '../../ui/StarButton.tsx';
import { useProblemList } from './useProblemList.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

/** Reads the filters from the URL, ignoring unknown values. */
function readFilters(params: URLSearchParams): ProblemFilters {
  const status = params.get('status');
  const difficulty = params.get('difficulty');
  const tags = params.get('tags');
  return {
    status: status === 'solved' ? 'solved' : NO_FILTERS.status,
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty ?? '') ? (difficulty as ProblemFilters['difficulty']) : 'all',
    tags: (TAGS as readonly string[]).includes(tags ?? '') ? (tags as ProblemFilters['tags']) : 'all',
    query: (params.get('q') ?? '').slice(0, 100),
  };
}

function FilterSelect({ id, label, value, onChange, options }: { id: string; label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className="text-xs font-medium uppercase tracking-wide text-base-content/60">{label}</span>
      <select id={id} className="select select-sm w-full sm:w-48" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function ProblemCard({
  problem,
  position,
  solved,
  attempted,
  best,
  starred,
}: {
  problem: ProblemRow;
  position: number;
  solved: boolean;
  attempted: boolean;
  /** A scoring problem's best score so far, when the learner has one. */
  best: { best: number; max: number } | undefined;
  starred: boolean;
}) {
  const rate = acceptanceRate(problem.acceptedCount, problem.submissionCount);
  return (
    <li className="card card-border border-base-300 bg-base-200/60 transition-colors hover:border-primary/60" data-testid="problem-card">
      <div className="card-body flex-row flex-wrap items-center gap-x-4 gap-y-2 p-4">
        <span className="w-8 shrink-0 text-right font-mono text-base-content/75">{position}.</span>
        <Link to={`/prblm/${problem._id}`} className="link-hover min-w-[12rem] flex-1 text-base font-semibold">
          {problem.title}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          {solved && (
            <span className="badge badge-sm badge-success badge-soft gap-1">
              <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
                <path d="M5 13l4 4L19 7" />
              </svg>
              {TEXT.problems.solved}
            </span>
          )}
          {!solved && best && (
            <span className="badge badge-sm badge-warning badge-soft whitespace-nowrap" title={TEXT.problems.bestScoreTitle} data-testid="best-score">
              {TEXT.problems.bestScore(best.best, best.max)}
            </span>
          )}
          {!solved && !best && attempted && (
            <span className="badge badge-sm badge-warning badge-soft" title={TEXT.problems.attemptedTitle}>
              {TEXT.problems.attempted}
            </span>
          )}
          <span className="text-xs text-base-content/70" data-testid="acceptance">
            {TEXT.problems.acceptance(rate)}
          </span>
          <DifficultyBadge difficulty={problem.difficulty} />
          <TagBadge tag={problem.tags} />
          <StarButton prblmId={problem._id} starred={starred} title={problem.title} />
        </div>
      </div>
    </li>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  return (
    <nav aria-label={TEXT.problems.pager} className="flex justify-center">
      <div className="join">
        <button type="button" className="btn join-item btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {TEXT.problems.prev}
        </button>
        {pagerWindow(page, pages).map((p) => (
          <button
            key={p}
            type="button"
            className={`btn join-item btn-sm ${p === page ? 'btn-primary' : ''}`}
            aria-label={TEXT.problems.page(p)}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ))}
        <button type="button" className="btn join-item btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {TEXT.problems.next}
        </button>
      </div>
    </nav>
  );
}

/** The problem list screen. */
export function ProblemListPage() {
  const [params, setParams] = useSearchParams();
  const { problems, solved, loading, error, reload } = useProblemList();
  const starredList = useStarredIds();
  const starred = useMemo(() => new Set(starredList ?? []), [starredList]);
  const progress = useProgress();
  const attempted = useMemo(() => new Set(progress?.attempted ?? []), [progress]);

  const filters = useMemo(() => readFilters(params), [params]);
  const filtered = useMemo(() => filterProblems(problems, solved, filters), [problems, solved, filters]);
  const solvedIds = useMemo(() => new Set(solved.map((p) => p._id)), [solved]);
  const pages = pageCount(filtered.length);
  const page = clampPage(Number(params.get('page') ?? '1'), pages);

  const setParam = (name: string, value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all' || value === '' || (name === 'page' && value === '1')) next.delete(name);
        else next.set(name, value);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: name !== 'page' },
    );
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)_19rem]">
      <PageTitle>{TEXT.pageTitle.problems}</PageTitle>
      <aside className="order-2 lg:order-1">
        <TrendingTopics problems={problems} active={filters.tags} onSelect={(tag) => setParam('tags', tag)} />
      </aside>
      <div className="order-1 flex min-w-0 flex-col gap-6 lg:order-2">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{TEXT.problems.title}</h1>
          {/* The line keeps its height while loading, so the filters below never move. */}
          <p className="min-h-5 text-sm text-base-content/60">{loading ? '' : TEXT.problems.count(filtered.length)}</p>
        </div>
      </div>

      <section aria-label={TEXT.problems.filters} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <label className="flex flex-col gap-1 sm:basis-full" htmlFor="filter-query">
          <span className="text-xs font-medium uppercase tracking-wide text-base-content/60">{TEXT.problems.search}</span>
          <input
            id="filter-query"
            type="search"
            className="input input-sm w-full"
            placeholder={TEXT.problems.searchPlaceholder}
            maxLength={100}
            value={filters.query}
            onChange={(e) => setParam('q', e.target.value)}
          />
        </label>
        <FilterSelect
          id="filter-status"
          label={TEXT.problems.status}
          value={filters.status}
          onChange={(v) => setParam('status', v)}
          options={[
            { value: 'all', label: TEXT.problems.statusAll },
            { value: 'solved', label: TEXT.problems.statusSolved },
          ]}
        />
        <FilterSelect
          id="filter-difficulty"
          label={TEXT.problems.difficulty}
          value={filters.difficulty}
          onChange={(v) => setParam('difficulty', v)}
          options={[{ value: 'all', label: TEXT.problems.difficultyAll }, ...DIFFICULTIES.map((d) => ({ value: d, label: TEXT.difficulty[d] ?? d }))]}
        />
        <FilterSelect
          id="filter-tags"
          label={TEXT.problems.tags}
          value={filters.tags}
          onChange={(v) => setParam('tags', v)}
          options={[{ value: 'all', label: TEXT.problems.tagsAll }, ...TAGS.map((t) => ({ value: t, label: TEXT.tag[t] ?? t }))]}
        />
      </section>

      {loading && problems.length === 0 ? (
        // About one page of cards high, so the panels below do not jump when the list arrives.
        <Spinner className="min-h-[26rem] items-start" />
      ) : error ? (
        <div role="alert" className="alert alert-error alert-soft">
          <span>{error}</span>
          <button type="button" className="btn btn-sm" onClick={reload}>
            {TEXT.problems.retry}
          </button>
        </div>
      ) : filtered.length === 0 ? (
        <p className="py-10 text-center text-base-content/60">{TEXT.problems.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label={TEXT.problems.title}>
          {pageItems(filtered, page).map(({ item, position }) => (
            <ProblemCard
              key={item._id}
              problem={item}
              position={position}
              solved={solvedIds.has(item._id)}
              attempted={attempted.has(item._id)}
              best={progress?.bestScores?.[item._id]}
              starred={starred.has(item._id)}
            />
          ))}
        </ol>
      )}

      {!error && filtered.length > 0 && <Pager page={page} pages={pages} onPage={(p) => setParam('page', String(p))} />}
      </div>
      <aside className="order-3">
        <ProgressCalendar problems={problems} acceptedAt={progress?.acceptedAt ?? []} />
      </aside>
    </div>
  );
}
