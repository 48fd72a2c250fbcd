/**
 * Server state of the problem list: all problems and, when signed in, the solved ones.
 * A small hook on purpose: it will be swapped for Dexie live queries (offline) later.
 */
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../../api/errors.ts';
import { getAllProblems, getSolvedProblems } from '../../api/problems.ts';
import type { ProblemSummary } from '../../contract/index.ts';
import { TEXT } from '../../app/texts.ts';

/** What {@link useProblemList} returns. */
export interface ProblemListData {
  problems: ProblemSummary[];
  solved: ProblemSummary[];
  loading: boolean;
  /** Text of the first failed call, if any. */
  error: string | null;
  reload: () => void;
}

interface Loaded {
  key: string;
  problems: ProblemSummary[];
  solved: ProblemSummary[];
  error: string | null;
}

/**
 * Loads the list for `userId` (solved problems are fetched only when signed in).
 * @param onError called once per failed call with a readable text (the screen shows a toast).
 */
export function useProblemList(userId: string | null, onError: (text: string) => void): ProblemListData {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${userId ?? ''}#${generation}`;

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown): null => {
      if (!cancelled) onError(describeError(error, TEXT.requestFailed));
      return null;
    };
    void Promise.all([getAllProblems().catch(fail), userId ? getSolvedProblems().catch(fail) : Promise.resolve([])]).then(([problems, solved]) => {
      if (cancelled) return;
      setLoaded({
        key,
        problems: problems ?? [],
        solved: solved ?? [],
        error: problems === null ? TEXT.problems.loadFailed : null,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [key, userId, onError]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = loaded?.key === key ? loaded : null;
  return {
    problems: current?.problems ?? loaded?.problems ?? [],
    solved: current?.solved ?? loaded?.solved ?? [],
    loading: current === null,
    error: current?.error ?? null,
    reload,
  };
}
