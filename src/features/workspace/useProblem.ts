/**
 * Server state of the problem page: one problem by id. Small on purpose, to be swapped for a
 * Dexie live query (offline copy) later.
 */
import { useCallback, useEffect, useState } from 'react';
import { describeError, errorStatus } from '../../api/errors.ts';
import { getProblemById } from '../../api/problems.ts';
import type { ProblemDetail } from '../../contract/index.ts';
import { TEXT } from '../../app/texts.ts';

/** What {@link useProblem} returns. */
export type ProblemState =
  | { status: 'loading' }
  | { status: 'ready'; problem: ProblemDetail }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

interface Loaded {
  key: string;
  state: ProblemState;
}

/** Loads problem `id` (reloads when `userKey` changes: solved state unlocks reference solutions). */
export function useProblem(id: string, userKey: string): { state: ProblemState; reload: () => void } {
  const [generation, setGeneration] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${id}#${userKey}#${generation}`;

  useEffect(() => {
    let cancelled = false;
    getProblemById(id).then(
      (problem) => {
        if (!cancelled) setLoaded({ key, state: { status: 'ready', problem } });
      },
      (error: unknown) => {
        if (cancelled) return;
        const state: ProblemState =
          errorStatus(error) === 404 || errorStatus(error) === 400
            ? { status: 'notFound' }
            : { status: 'error', message: describeError(error, TEXT.requestFailed) };
        setLoaded({ key, state });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, key]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  if (loaded?.key === key) return { state: loaded.state, reload };
  // While reloading the same problem (e.g. after sign-in), keep showing the old copy.
  if (loaded && loaded.state.status === 'ready' && loaded.state.problem._id === id) return { state: loaded.state, reload };
  return { state: { status: 'loading' }, reload };
}
