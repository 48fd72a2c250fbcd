/**
 * The signed-in learner's marks on the problem list, from the list's data (`useProblemList`):
 * solved, attempted and starred problems, scoring problems' best scores, and the times of
 * accepted submissions.
 */
import { useMemo } from 'react';
import type { Progress, ProblemSummary } from '../../../common/contract/index.ts';

/** A scoring problem's best score so far and its maximum. */
export type BestScore = { best: number; max: number };

/** What {@link useProblemMarks} returns. */
export interface ProblemMarks {
  solvedIds: ReadonlySet<string>;
  attempted: ReadonlySet<string>;
  starred: ReadonlySet<string>;
  /** Problem id → best score, for scoring problems the learner has submitted. */
  bestScores: Readonly<Record<string, BestScore>> | undefined;
  /** ISO times of the learner's accepted submissions. */
  acceptedAt: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * The learner's marks.
 * @param solved the solved problems
 * @param starredList ids of the saved problems
 * @param progress the learner's progress (undefined while loading)
 */
export function useProblemMarks(solved: readonly ProblemSummary[], starredList: readonly string[], progress: Progress | undefined): ProblemMarks {
  const starred = useMemo(() => new Set(starredList), [starredList]);
  const attempted = useMemo(() => new Set(progress?.attempted ?? []), [progress]);
  const solvedIds = useMemo(() => new Set(solved.map((p) => p._id)), [solved]);
  const bestScores = progress?.bestScores;
  const acceptedAt = progress?.acceptedAt ?? NONE;
  return useMemo(() => ({ solvedIds, attempted, starred, bestScores, acceptedAt }), [solvedIds, attempted, starred, bestScores, acceptedAt]);
}
