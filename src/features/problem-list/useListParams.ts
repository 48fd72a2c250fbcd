/**
 * The problem list's state in the URL (`?status=solved&difficulty=easy&tags=Array&topic=Stack&q=sum&page=2`):
 * the filters read from it (unknown values ignored) and a setter that writes one parameter back,
 * so the list comes back as it was after visiting a problem.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DIFFICULTIES, TAGS, TOPICS } from '../../../common/contract/index.ts';
import { NO_FILTERS, type ProblemFilters } from './list.ts';

/** Reads the filters from the URL, ignoring unknown values. */
function readFilters(params: URLSearchParams): ProblemFilters {
  const status = params.get('status');
  const difficulty = params.get('difficulty');
  const tags = params.get('tags');
  const topic = params.get('topic');
  return {
    status: status === 'solved' ? 'solved' : NO_FILTERS.status,
    difficulty: (DIFFICULTIES as readonly string[]).includes(difficulty ?? '') ? (difficulty as ProblemFilters['difficulty']) : 'all',
    tags: (TAGS as readonly string[]).includes(tags ?? '') ? (tags as ProblemFilters['tags']) : 'all',
    topic: (TOPICS as readonly string[]).includes(topic ?? '') ? (topic as ProblemFilters['topic']) : 'all',
    query: (params.get('q') ?? '').slice(0, 100),
  };
}

/** Sets or clears one URL parameter of the list. */
export type SetListParam = (name: 'status' | 'difficulty' | 'tags' | 'topic' | 'q' | 'page', value: string) => void;

/** What {@link useListParams} gives the list screen. */
export interface ListParams {
  filters: ProblemFilters;
  /** The `page` parameter as a number (1 when absent; not yet clamped to the page count). */
  requestedPage: number;
  setParam: SetListParam;
}

/**
 * The list's URL parameters. Setting `all`, an empty value or page 1 removes the parameter; a
 * change of anything but the page goes back to page 1 and replaces the history entry.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);

  const setParam: SetListParam = useCallback((name, value) => {
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
  }, [setParams]);

  return { filters, requestedPage: Number(params.get('page') ?? '1'), setParam };
}
