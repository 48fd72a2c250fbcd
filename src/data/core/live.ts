/**
 * `useLiveQuery` for the app's data hooks: dexie-react-hooks' `useObservable` over Dexie's
 * `liveQuery`, like dexie-react-hooks' own `useLiveQuery`, except that a re-run whose result equals
 * the last one ({@link sameData}) does not re-render. Dexie re-runs a live query after every write
 * to a table it read, and the start-up refresh writes each list even when nothing changed (or when
 * the list stays empty), so without this every such write re-rendered the screen.
 */
import { liveQuery, type Observable } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import { startTransition, type DependencyList } from 'react';

/**
 * Structural equality of query results: primitives by `Object.is`; arrays, plain objects and `Set`s
 * (of primitives) by content; any other object (a `Blob`, a `Date`, a class instance) only when it is
 * the same object.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Set) return b instanceof Set && a.size === b.size && [...a].every((x) => b.has(x));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  // Arrays (compared by their indices) and plain objects, each only with its own kind.
  const proto = Object.getPrototypeOf(a) as unknown;
  if (proto !== Object.getPrototypeOf(b) || (proto !== Array.prototype && proto !== Object.prototype && proto !== null)) return false;
  const keys = Object.keys(a);
  const [x, y] = [a as Record<string, unknown>, b as Record<string, unknown>];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(y, k) && sameData(x[k], y[k]));
}

/** How long a live query's new result waits for others to render with it (ms): about one frame. */
export const LIVE_BATCH_MS = 16;

let waiting: Array<() => void> = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;

function flushLiveResults(): void {
  const updates = waiting;
  waiting = [];
  flushTimer = undefined;
  startTransition(() => {
    for (const update of updates) update();
  });
}

/**
 * Passes live-query results on to React together: the results that arrive within
 * {@link LIVE_BATCH_MS} of the first one waiting are applied in one transition. A screen reads its
 * data from several queries (the problem page: the problem, its drafts, submissions, notes, stars …),
 * whose results arrive one IndexedDB event after another; applied one by one, each was a render and
 * a commit of its own (18 commits while the problem page loaded), now a few.
 * @param update sets one query's result (a hook's state)
 */
export function batchedTransition(update: () => void): void {
  waiting.push(update);
  flushTimer ??= setTimeout(flushLiveResults, LIVE_BATCH_MS);
}

/**
 * `source` without the values equal ({@link sameData}) to the one before it, each new value passed on
 * by `deliver` (by default {@link batchedTransition}: inside a React transition, with the other
 * queries' results of the same moment). A transition's re-render is time-sliced (React yields to the
 * browser every few ms) instead of one long task, and an input's own update goes first. Nothing is
 * passed on after `unsubscribe`. It says it has no current value (`hasValue`), as a live query just
 * made has none: dexie-react-hooks would otherwise subscribe and unsubscribe at once to look for one.
 * @param deliver runs each update that passes a value on (tests pass one that runs it at once)
 */
export function distinct<T>(source: Observable<T>, deliver: (update: () => void) => void = batchedTransition): Observable<T> {
  const wrapped = {
    hasValue: () => false,
    /** As dexie-react-hooks subscribes: a function for each value and one for an error. */
    subscribe(next: (value: T) => void, error?: (e: unknown) => void) {
      let last: { value: T } | null = null;
      let closed = false;
      const subscription = source.subscribe((value) => {
        if (last && sameData(last.value, value)) return;
        last = { value };
        deliver(() => {
          if (!closed) next(value);
        });
      }, error);
      return {
        get closed() {
          return closed || subscription.closed;
        },
        unsubscribe() {
          closed = true;
          subscription.unsubscribe();
        },
      };
    },
  };
  return wrapped as unknown as Observable<T>;
}

/**
 * The result of `querier` (a Dexie read), live: `undefined` until its first run, then re-run after
 * every write to what it read, re-rendering only when the result changed.
 * @param deps re-subscribe when these change (as `useEffect`'s)
 * @throws in render what the query threw (for an error boundary), as dexie-react-hooks does
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: DependencyList = []): T | undefined {
  return useObservable(() => distinct(liveQuery(querier)), [...deps]);
}
