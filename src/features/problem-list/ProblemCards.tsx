/**
 * The list's middle: a spinner while nothing is cached, the error with Try again, the empty
 * message, or one page of problem cards (acceptance rate, Solved, best score or Attempted,
 * difficulty, tag, star).
 */
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProblemRow } from '../../data/index.ts';
import { DifficultyBadge, TagBadge } from '../../ui/badges.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StarButton } from '../../ui/StarButton.tsx';
import { acceptanceRate, pageItems } from './list.ts';
import { RENDER_NEAR_VIEWPORT } from './render-near-viewport.ts';
import type { BestScore, ProblemMarks } from './useProblemMarks.ts';
import { PROBLEM_LIST_TEXT } from '../../../common/texts/problem-list.ts';

/** The learner's state of one problem: Solved, else the best score, else Attempted. */
function ProgressBadge({ solved, attempted, best }: { solved: boolean; attempted: boolean; best: BestScore | undefined }) {
  if (solved) {
    return (
      <span className="badge badge-sm badge-success badge-soft gap-1">
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-3 w-3" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
          <path d="M5 13l4 4L19 7" />
        </svg>
        {PROBLEM_LIST_TEXT.solved}
      </span>
    );
  }
  if (best) {
    return (
      <span className="badge badge-sm badge-warning badge-soft whitespace-nowrap" title={PROBLEM_LIST_TEXT.bestScoreTitle} data-testid="best-score">
        {PROBLEM_LIST_TEXT.bestScore(best.best, best.max)}
      </span>
    );
  }
  return attempted ? (
    <span className="badge badge-sm badge-warning badge-soft" title={PROBLEM_LIST_TEXT.attemptedTitle}>
      {PROBLEM_LIST_TEXT.attempted}
    </span>
  ) : null;
}

/** One problem's card; `position` is its number in the filtered list. */
function ProblemCard({ problem, position, marks }: { problem: ProblemRow; position: number; marks: ProblemMarks }) {
  const rate = acceptanceRate(problem.acceptedCount, problem.submissionCount);
  return (
    <li style={RENDER_NEAR_VIEWPORT} className="card card-border border-base-300 bg-base-200/60 transition-colors hover:border-primary/60" data-testid="problem-card">
      <div className="card-body flex-row flex-wrap items-center gap-x-4 gap-y-2 p-4">
        <span className="w-8 shrink-0 text-right font-mono text-base-content/75">{position}.</span>
        <Link to={`/prblm/${problem._id}`} className="link-hover min-w-[12rem] flex-1 text-base font-semibold">
          {problem.title}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <ProgressBadge solved={marks.solvedIds.has(problem._id)} attempted={marks.attempted.has(problem._id)} best={marks.bestScores?.[problem._id]} />
          <span className="text-xs text-base-content/70" data-testid="acceptance">
            {PROBLEM_LIST_TEXT.acceptance(rate)}
          </span>
          <DifficultyBadge difficulty={problem.difficulty} />
          <TagBadge tag={problem.tags} />
          <StarButton problemId={problem._id} starred={marks.starred.has(problem._id)} title={problem.title} />
        </div>
      </div>
    </li>
  );
}

interface Props {
  /** True while no problem is cached yet and the first refresh runs: a spinner. */
  waiting: boolean;
  error: string | null;
  reload: () => void;
  /** The problems left after the filters. */
  filtered: ProblemRow[];
  page: number;
  marks: ProblemMarks;
}

/** The cards of `page` of the filtered list, or the loading, error or empty state. */
function ProblemCardsView({ waiting, error, reload, filtered, page, marks }: Props) {
  if (waiting) {
    // About one page of cards high, so the panels below do not jump when the list arrives.
    return <Spinner className="min-h-[26rem] items-start" />;
  }
  if (error) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        <span>{error}</span>
        <button type="button" className="btn btn-sm" onClick={reload}>
          {PROBLEM_LIST_TEXT.retry}
        </button>
      </div>
    );
  }
  if (filtered.length === 0) return <p className="py-10 text-center text-base-content/60">{PROBLEM_LIST_TEXT.empty}</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label={PROBLEM_LIST_TEXT.title}>
      {pageItems(filtered, page).map(({ item, position }) => (
        <ProblemCard key={item._id} problem={item} position={position} marks={marks} />
      ))}
    </ol>
  );
}

/** {@link ProblemCardsView}, rendered again only when its props change (the list's data re-renders the page). */
export const ProblemCards = memo(ProblemCardsView);
