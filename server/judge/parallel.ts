/**
 * Running a submission's test cases side by side without changing its verdict, and sharing the
 * CPU fairly between the jobs that hold job slots.
 *
 * The judge has one CPU permit per core ({@link CpuScheduler}); every sandboxed process takes one
 * while it runs. A job runs its test cases through {@link runInOrder}: several at once when
 * permits are free (one learner alone on the server gets every core), one at a time when other
 * jobs hold them. What it returns is exactly what running the cases one after the other would
 * give: with `stopOnFirstFailure`, the results up to and including the first failing case in
 * test order — a later case that finished first is dropped, an earlier one still running is
 * awaited (it may fail too, and then it is the verdict).
 */
import { addCount } from './counts.ts';
import type { JobLane } from './queue.ts';

/** Something that runs a task while holding a CPU permit: one job's view of a {@link CpuScheduler}. */
export interface Permits {
  use<T>(task: () => Promise<T>): Promise<T>;
}

/** One job's permits, from {@link CpuScheduler.forJob}: closed when the job ends (it then no longer holds a permit back for its owner). */
export interface JobPermits extends Permits {
  /** The job has ended: its owner no longer counts as having a job in a slot (idempotent). */
  close(): void;
}

/** One job's standing with the scheduler: whose it is, its lane, the permits it holds now. */
interface JobShare {
  owner: string;
  lane: JobLane;
  held: number;
}

/** A process of a job waiting for a permit: `due` (ms) orders equals, then `seq` (arrival). */
interface PermitRequest {
  job: JobShare;
  due: number;
  seq: number;
  grant(): void;
}

/** How much earlier than a submission's process a Run's process is due, ms (see {@link CpuScheduler}). */
export const RUN_HEAD_START_MS = 1000;

/**
 * The judge's CPU permits, shared fairly between the jobs holding job slots: at most `permits`
 * processes at once, plus `runExtra` more that only Runs (someone waiting at the keyboard) take, so
 * submissions together never hold more than `permits`; while another learner has a job in a slot,
 * one learner's processes take no more than `permits`, so with `runExtra` a permit is kept for the
 * other's (a learner alone may use every permit).
 *
 * Whenever a permit is free, it goes to the waiting process whose owner (learner) holds the fewest
 * permits, then whose job holds the fewest, then whose due time is earliest: a process is due when
 * it asks, a submission's `runHeadStartMs` later (a Run's head start), then the earliest to ask.
 * So a Run's process starts before submissions' processes that asked less than the head start
 * before it, but never before a process of a job or learner holding fewer permits, and a process
 * that has waited the head start goes before every later Run of equal standing. No process waits
 * without bound, whatever the mix of Runs and submissions: it is passed only by processes of
 * owners or jobs holding fewer permits than its own, which gain permits as they pass, or by
 * processes due earlier, which stop arriving once it has waited the head start; and every process
 * ends within its wall-clock limit. One learner's jobs get no more than an equal share of the
 * permits while anyone else waits. This is fair queueing by held share (max-min fairness, Bertsekas & Gallager, Data
 * Networks, 2nd ed., §6.5.2), applied to whole processes since a process is never preempted, with
 * earliest-due-first between equals.
 */
export class CpuScheduler {
  private total = 0;
  private submissions = 0;
  private readonly heldByOwner = new Map<string, number>();
  /** Open jobs (in a slot) per owner. */
  private readonly jobsByOwner = new Map<string, number>();
  private readonly waiting: PermitRequest[] = [];
  private seq = 0;

  /**
   * @param permits processes at once for everyone (a CPU core each)
   * @param runExtra further processes only Runs may run (≥ 0)
   * @param runHeadStartMs how much earlier a Run's process is due than a submission's asking at the same time, ms
   * @param now the clock, ms (default `performance.now`)
   * @throws RangeError when `permits` is not a positive integer or `runExtra` not a non-negative one
   */
  constructor(
    private readonly permits: number,
    private readonly runExtra = 0,
    private readonly runHeadStartMs = RUN_HEAD_START_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!Number.isInteger(permits) || permits < 1) throw new RangeError(`permits must be a positive integer, got ${permits}`);
    if (!Number.isInteger(runExtra) || runExtra < 0) throw new RangeError(`runExtra must be a non-negative integer, got ${runExtra}`);
  }

  /** Permits held now (≤ permits + runExtra). */
  get busy(): number {
    return this.total;
  }

  /**
   * The permits of one job, open until `close()`: every process of the job (its compile, each test
   * case) runs through them, counted toward the job's and its owner's share.
   */
  forJob(owner: string, lane: JobLane): JobPermits {
    const job: JobShare = { owner, lane, held: 0 };
    addCount(this.jobsByOwner, owner, 1);
    let open = true;
    return {
      use: (task) => this.hold(job, task),
      close: () => {
        if (!open) return;
        open = false;
        addCount(this.jobsByOwner, owner, -1);
        this.dispatch();
      },
    };
  }

  private async hold<T>(job: JobShare, task: () => Promise<T>): Promise<T> {
    await new Promise<void>((grant) => {
      const due = this.now() + (job.lane === 'run' ? 0 : this.runHeadStartMs);
      this.waiting.push({ job, due, seq: this.seq++, grant });
      this.dispatch();
    });
    try {
      return await task();
    } finally {
      this.take(job, -1);
      this.dispatch();
    }
  }

  /**
   * Whether a process of `job` may take a permit now: Runs up to every permit, submissions up to
   * `permits` of them, and an owner beyond `permits` only while no other owner has a job open.
   */
  private eligible(job: JobShare): boolean {
    if (this.total >= this.permits + this.runExtra) return false;
    if ((this.heldByOwner.get(job.owner) ?? 0) >= this.permits && this.jobsByOwner.size > (this.jobsByOwner.has(job.owner) ? 1 : 0)) return false;
    return job.lane === 'run' || this.submissions < this.permits;
  }

  /** Negative when `a` is served before `b`: fewest permits held by the owner, then by the job, then earliest due, then arrival. */
  private before(a: PermitRequest, b: PermitRequest): number {
    const owner = (r: PermitRequest) => this.heldByOwner.get(r.job.owner) ?? 0;
    return owner(a) - owner(b) || a.job.held - b.job.held || a.due - b.due || a.seq - b.seq;
  }

  /** Grants free permits to the waiting processes, best first, while any may take one. */
  private dispatch(): void {
    for (;;) {
      let best = -1;
      for (let i = 0; i < this.waiting.length; i++) {
        const r = this.waiting[i]!;
        if (this.eligible(r.job) && (best < 0 || this.before(r, this.waiting[best]!) < 0)) best = i;
      }
      if (best < 0) return;
      const [r] = this.waiting.splice(best, 1);
      this.take(r!.job, 1);
      r!.grant();
    }
  }

  /** Counts a permit taken (`delta` 1) or given back (−1) by `job`. */
  private take(job: JobShare, delta: 1 | -1): void {
    this.total += delta;
    if (job.lane === 'submission') this.submissions += delta;
    job.held += delta;
    addCount(this.heldByOwner, job.owner, delta);
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
