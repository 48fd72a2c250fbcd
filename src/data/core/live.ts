/**
 * `useLiveQuery` for the app's data hooks: dexie-react-hooks' `useObservable` over Dexie's
 * `liveQuery`, like dexie-react-hooks' own `useLiveQuery`, except that a re-run whose result equals
 * the last one ({@link sameData}) does not re-render. Dexie re-runs a live query after every write
 * to a table it read, and the start-up refresh writes each list even when nothing changed (or when
 * the list stays empty), so without this every such write re-rendered the screen.
 */
import { liveQuery, type Observable } from 'dexie';
import { useObservable } from 'dexie-react-hooks';
import type { DependencyList } from 'react';

/**
 * Structural equality of query results: primitives by `Object.is`; arrays, plain objects, `Set`s,
 * `Map`s and `Date`s by content; any other object (a `Blob`, a class instance) only when it is the
 * same object.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (a instanceof Date) return b instanceof Date && a.getTime() === b.getTime();
  if (a instanceof Set) return b instanceof Set && a.size === b.size && [...a].every((x) => b.has(x));
  if (a instanceof Map) return b instanceof Map && a.size === b.size && [...a].every(([k, v]) => b.has(k) && sameData(v, b.get(k)));
  const protoA = Object.getPrototypeOf(a) as unknown;
  if ((protoA !== Object.prototype && protoA !== null) || Object.getPrototypeOf(b) !== protoA) return false;
  const keysA = Object.keys(a);
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.length === Object.keys(b).length && keysA.every((k) => Object.hasOwn(recordB, k) && sameData(recordA[k], recordB[k]));
}

/**
 * `source` without the values equal ({@link sameData}) to the one before it (keeps
 * `getValue`/`hasValue`, which dexie-react-hooks reads for a synchronous first value).
 */
export function distinct<T>(source: Observable<T>): Observable<T> {
  const wrapped = {
    subscribe(observer: ((value: T) => void) | { next?: (value: T) => void; error?: (e: unknown) => void }, onError?: (e: unknown) => void) {
      const next = typeof observer === 'function' ? observer : observer.next?.bind(observer);
      const error = typeof observer === 'function' ? onError : observer.error?.bind(observer);
      let last: { value: T } | null = null;
      return source.subscribe({
        next: (value) => {
          if (last && sameData(last.value, value)) return;
          last = { value };
          next?.(value);
        },
        error: (e) => error?.(e),
      });
    },
    hasValue: () => source.hasValue?.() ?? false,
    getValue: () => source.getValue?.(),
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
