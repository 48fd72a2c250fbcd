/**
 * The signed-in learner's marks on the problem list, live from Dexie: solved, attempted and
 * starred problems, scoring problems' best scores, and the times of accepted submissions.
 */
import { useMemo } from 'react';
import type { ProblemSummary } from '../../../common/contract/index.ts';
import { useProgress, useStarredIds } from '../../data/index.ts';

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

/** The learner's marks; `solved` is the list of solved problems. */
export function useProblemMarks(solved: readonly ProblemSummary[]): ProblemMarks {
  const starredList = useStarredIds();
  const starred = useMemo(() => new Set(starredList ?? []), [starredList]);
  const progress = useProgress();
  const attempted = useMemo(() => new Set(progress?.attempted ?? []), [progress]);
  const solvedIds = useMemo(() => new Set(solved.map((p) => p._id)), [solved]);
  return { solvedIds, attempted, starred, bestScores: progress?.bestScores, acceptedAt: progress?.acceptedAt ?? NONE };
}
