/**
 * The problem list as cached in Dexie: all problems, the signed-in user's solved ones, saved
 * ids and progress, live (one query: `useProblemListData`). On mount (and on "Try again") a refresh from the server runs when online; the
 * screen shows the cached list at once and only reports an error when nothing is cached.
 */
import { useCallback, useEffect, useState } from 'react';
import { describeError } from '../../api/errors.ts';
import { TEXT } from '../../../common/texts.ts';
import type { Progress, ProblemSummary } from '../../../common/contract/index.ts';
import { refreshAll, useOnline, useProblemListData, type ProblemRow } from '../../data/index.ts';
import { PROBLEM_LIST_TEXT } from '../../../common/texts/problem-list.ts';

/** What {@link useProblemList} returns. */
export interface ProblemListData {
  /** Every cached problem, in list order, with its submission counts. */
  problems: ProblemRow[];
  solved: ProblemSummary[];
  /** Ids of the saved problems (empty while loading). */
  starred: readonly string[];
  /** The learner's progress; undefined while loading. */
  progress: Progress | undefined;
  /** True while nothing is cached yet and the first refresh runs. */
  loading: boolean;
  /** Text shown when the list could not be loaded and nothing is cached. */
  error: string | null;
  reload: () => void;
}

const EMPTY: ProblemSummary[] = [];
const NO_PROBLEMS: ProblemRow[] = [];
const NO_IDS: readonly string[] = [];

/** The cached list plus a refresh on mount / reload / reconnect. */
export function useProblemList(): ProblemListData {
  const data = useProblemListData();
  const problems = data?.problems;
  const online = useOnline();
  const [generation, setGeneration] = useState(0);
  const [refresh, setRefresh] = useState<{ generation: number; error: string | null } | null>(null);

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    // On first mount the start-up refresh, begun moments ago, is fresh enough; a reload asks anew.
    void refreshAll({ shareRunning: generation === 0 }).then((report) => {
      if (cancelled) return;
      const failed = report.problems;
      setRefresh({ generation, error: failed && !failed.ok ? describeError(failed.error, TEXT.requestFailed) : null });
    });
    return () => {
      cancelled = true;
    };
  }, [generation, online]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const list = problems ?? NO_PROBLEMS;
  const nothingCached = problems !== undefined && problems.length === 0;
  const refreshDone = refresh !== null && refresh.generation === generation;
  return {
    problems: list,
    solved: data?.solved ?? EMPTY,
    starred: data?.starred ?? NO_IDS,
    progress: data?.progress,
    loading: problems === undefined || (nothingCached && online && !refreshDone),
    error: nothingCached && (!online || (refreshDone && refresh.error !== null)) ? PROBLEM_LIST_TEXT.loadFailed : null,
    reload,
  };
}
