import type { Observable } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import type { ProblemListSnapshot } from '../../src/data/index.ts';
import { distinct, LIVE_BATCH_MS, sameData } from '../../src/data/core/live.ts';

/** The screens' live queries: a re-run whose result equals the last one is not passed on (no re-render). */

const row = (i: number, position = i) => ({ _id: i.toString(16).padStart(24, '0'), title: `Problem ${i}`, difficulty: 'easy' as const, tags: 'Array' as const, position, acceptedCount: 0, submissionCount: 0 });

describe('sameData', () => {
  it('compares arrays, plain objects and sets by content', () => {
    expect(sameData([{ a: 1, b: [2, 3] }], [{ b: [2, 3], a: 1 }])).toBe(true);
    expect(sameData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData(new Set(['x', 'y']), new Set(['y', 'x']))).toBe(true);
    expect(sameData(new Set(['x']), new Set(['z']))).toBe(false);
    expect(sameData(null, undefined)).toBe(false);
    expect(sameData(NaN, NaN)).toBe(true);
    expect(sameData([1], { 0: 1, length: 1 })).toBe(false);
  });

  it('takes other objects as equal only when they are the same object', () => {
    class Box {
      constructor(readonly v: number) {}
    }
    const box = new Box(1);
    expect(sameData(box, box)).toBe(true);
    expect(sameData(new Box(1), new Box(1))).toBe(false);
    expect(sameData({ v: 1 }, new Box(1))).toBe(false);
    const date = new Date(5);
    expect(sameData(date, date)).toBe(true);
    expect(sameData(new Date(5), new Date(5))).toBe(false);
  });
});

/** A hand-driven observable: `emit` and `fail` reach the current subscribers. */
function subject<T>() {
  const observers = new Set<{ next?: (v: T) => void; error?: (e: unknown) => void }>();
  const source = {
    subscribe(next: (v: T) => void, error?: (e: unknown) => void) {
      const observer = { next, error };
      observers.add(observer);
      return { unsubscribe: () => observers.delete(observer), closed: false };
    },
    hasValue: () => true,
    getValue: () => 'current' as unknown as T,
  } as unknown as Observable<T>;
  return {
    source,
    emit: (v: T) => observers.forEach((o) => o.next?.(v)),
    fail: (e: unknown) => observers.forEach((o) => o.error?.(e)),
    count: () => observers.size,
  };
}

/** Runs an update at once (instead of with the other results of the moment). */
const now = (update: () => void) => update();

describe('distinct (the live queries of the screens)', () => {
  it('passes the first result, then only results that differ: the same rows read again pass nothing', () => {
    const s = subject<ProblemListSnapshot>();
    const seen: ProblemListSnapshot[] = [];
    const subscription = distinct(s.source, now).subscribe((v) => seen.push(v));
    const snapshot = (titles: string[], starred: string[] = []): ProblemListSnapshot => ({
      problems: titles.map((title, i) => ({ ...row(i), title })),
      solved: [],
      starred,
      progress: { attempted: [], acceptedAt: [] },
    });
    s.emit(snapshot(['A', 'B']));
    // The start-up refresh rewrites an unchanged list; Dexie re-runs the query and reads equal data.
    s.emit(snapshot(['A', 'B']));
    s.emit(snapshot(['A', 'B']));
    expect(seen).toHaveLength(1);
    s.emit(snapshot(['A', 'B'], ['x']));
    expect(seen.map((v) => v.starred)).toEqual([[], ['x']]);
    s.emit(snapshot(['A', 'B'], ['x']));
    s.emit(snapshot(['C', 'A', 'B'], ['x']));
    expect(seen.map((v) => v.problems.map((p) => p.title))).toEqual([['A', 'B'], ['A', 'B'], ['C', 'A', 'B']]);
    subscription.unsubscribe();
    expect(s.count()).toBe(0);
  });

  it('passes errors on, and has no current value for dexie-react-hooks to read at once', () => {
    const s = subject<number>();
    const errors: unknown[] = [];
    const wrapped = distinct(s.source, now);
    wrapped.subscribe(
      () => undefined,
      (e) => errors.push(e),
    );
    s.fail(new Error('read failed'));
    expect(String(errors[0])).toMatch(/read failed/);
    expect(wrapped.hasValue?.()).toBe(false);
  });

  it('passes the results of several queries that arrive within a frame on together, and nothing after unsubscribe', () => {
    vi.useFakeTimers();
    try {
      const problem = subject<string>();
      const drafts = subject<number>();
      const gone = subject<number>();
      const seen: string[] = [];
      distinct(problem.source).subscribe((v) => seen.push(`problem ${v}`));
      distinct(drafts.source).subscribe((v) => seen.push(`drafts ${v}`));
      const left = distinct(gone.source).subscribe((v) => seen.push(`gone ${v}`));
      problem.emit('Two Sum');
      vi.advanceTimersByTime(LIVE_BATCH_MS / 2);
      drafts.emit(2);
      gone.emit(1);
      left.unsubscribe();
      expect(seen).toEqual([]);
      vi.advanceTimersByTime(LIVE_BATCH_MS / 2);
      expect(seen).toEqual(['problem Two Sum', 'drafts 2']);
      // A result after the flush waits for a batch of its own.
      drafts.emit(3);
      expect(seen).toHaveLength(2);
      vi.advanceTimersByTime(LIVE_BATCH_MS);
      expect(seen).toEqual(['problem Two Sum', 'drafts 2', 'drafts 3']);
    } finally {
      vi.useRealTimers();
    }
  });
});
