/**
 * Running a submission's test cases side by side without changing its verdict.
 *
 * The judge has one CPU permit per core ({@link Semaphore}); every sandboxed process takes one
 * while it runs. A job runs its test cases through {@link runInOrder}: several at once when
 * permits are free (one learner alone on the server gets every core), one at a time when other
 * jobs hold them. What it returns is exactly what running the cases one after the other would
 * give: with `stopOnFirstFailure`, the results up to and including the first failing case in
 * test order — a later case that finished first is dropped, an earlier one still running is
 * awaited (it may fail too, and then it is the verdict).
 */

/** Something that runs a task while holding a permit: a {@link Semaphore}, or its {@link Semaphore.ahead} view. */
export interface Permits {
  use<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * A counting semaphore: at most `permits` holders at once through {@link use}; the {@link ahead}
 * line is served first and may also take `aheadExtra` permits more (a Run's own CPU: someone at the
 * keyboard never waits for a queue of submissions' processes). Each line is FIFO.
 */
export class Semaphore implements Permits {
  private holders = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly waitingAhead: (() => void)[] = [];

  constructor(
    private readonly permits: number,
    private readonly aheadExtra = 0,
  ) {
    if (!Number.isInteger(permits) || permits < 1) throw new RangeError(`permits must be a positive integer, got ${permits}`);
    if (!Number.isInteger(aheadExtra) || aheadExtra < 0) throw new RangeError(`aheadExtra must be a non-negative integer, got ${aheadExtra}`);
  }

  /** Holders now (≤ permits + aheadExtra). */
  get busy(): number {
    return this.holders;
  }

  /** Runs `task` while holding one permit (waiting in line for it first); the permit is returned however `task` ends. */
  use<T>(task: () => Promise<T>): Promise<T> {
    return this.hold(task, this.waiting, this.permits);
  }

  /**
   * The same permits taken ahead of the ordinary line, plus the `aheadExtra` ones (a Run, someone
   * waiting at the keyboard): a task waits only when every permit, the extra ones too, is held.
   */
  ahead(): Permits {
    return { use: (task) => this.hold(task, this.waitingAhead, this.permits + this.aheadExtra) };
  }

  private async hold<T>(task: () => Promise<T>, line: (() => void)[], limit: number): Promise<T> {
    if (this.holders < limit && (line === this.waitingAhead || this.waitingAhead.length === 0)) this.holders++;
    // A permit handed over by a finishing holder keeps `holders` as it is.
    else await new Promise<void>((resolve) => line.push(resolve));
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Hands the permit to the next waiter the count allows (the ahead line first), else returns it. */
  private release(): void {
    if (this.waitingAhead.length > 0 && this.holders - 1 < this.permits + this.aheadExtra) this.waitingAhead.shift()!();
    else if (this.waiting.length > 0 && this.holders - 1 < this.permits) this.waiting.shift()!();
    else this.holders--;
  }
}

export interface RunInOrderOptions<T> {
  /** Cases in flight at most at once (≥ 1). */
  width: number;
  /** True for a result that is a failure. */
  failed: (result: T) => boolean;
  /** Stop at the first failing case in order (submissions) or run every case (runs). */
  stopOnFirstFailure: boolean;
  /** Checked before each case starts; when it throws, no further case starts. */
  beforeEach?: () => void;
}

/**
 * Runs `run(0) … run(count - 1)` with at most `width` in flight, starting them in order.
 * @returns the results in order: all of them, or with `stopOnFirstFailure` those up to and
 *   including the first failure.
 * @throws the first error of `run` or `beforeEach`, after every case already started has settled.
 */
export async function runInOrder<T>(count: number, run: (index: number) => Promise<T>, opts: RunInOrderOptions<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  let firstFailure = count;
  let error: { reason: unknown } | null = null;
  const lane = async () => {
    for (;;) {
      if (error) return;
      const i = next++;
      if (i >= count || i > firstFailure) return;
      try {
        opts.beforeEach?.();
        const r = await run(i);
        results[i] = r;
        if (opts.stopOnFirstFailure && opts.failed(r) && i < firstFailure) firstFailure = i;
      } catch (e) {
        error ??= { reason: e };
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.width, count)) }, lane));
  if (error) throw (error as { reason: unknown }).reason;
  return results.slice(0, firstFailure < count ? firstFailure + 1 : count);
}
