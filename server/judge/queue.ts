/**
 * The judge's job queue: `concurrency` jobs run at once. Waiting jobs are in two lanes: Runs (someone
 * waits at the keyboard) and submissions (package imports and reference checks count as submissions).
 * A free slot takes the next waiting Run before any waiting submission, with one exception so that a
 * stream of Runs cannot starve submissions: after `runStreak` starts in a row went to a Run while a
 * submission was waiting, the next start goes to a submission. Within each lane jobs are served
 * round-robin between owners (learners), least recently served first (across both lanes), so one
 * learner's burst delays another learner by at most the jobs already running. With `runSlots`, Runs also
 * have slots of their own that submissions never take, so a Run starts at once however many
 * submissions are running. With `perOwnerSlots` below `concurrency`, one owner's jobs never hold every
 * ordinary slot, so another learner's job starts without waiting for theirs to end. Each owner may have at
 * most `perOwnerLimit` jobs queued or running (both lanes together); a job whose caller has gone (its
 * AbortSignal fired) leaves the queue without running.
 *
 * Jobs are closures: the queue holds no request data of its own, so a job that loads
 * what it needs when it starts (a stored submission by id) costs a few bytes while it waits.
 */

import { addCount } from './counts.ts';

/** The owner already has `perOwnerLimit` jobs queued or running (HTTP 429). */
export class OwnerBusyError extends Error {
  constructor(readonly retryAfterS: number) {
    super('too many jobs of this owner');
  }
}
/** `queueLimit` jobs are already waiting (HTTP 503). */
export class QueueFullError extends Error {}
/** The job's signal fired while it waited; it never ran. */
export class JobAbortedError extends Error {}

/** Which lane a job waits in: a Run (someone waits at the keyboard) or a submission (everything else). */
export type JobLane = 'run' | 'submission';

/** Starts in a row a Run may take while a submission waits, by default (see {@link FairQueueOptions.runStreak}). */
export const DEFAULT_RUN_STREAK = 3;

export interface FairQueueOptions {
  /** Jobs running at once (besides the Run slots). */
  concurrency: number;
  /**
   * Slots of their own for Runs (default 0): a Run starts in one when every other slot is busy, so
   * someone at the keyboard never waits for a queue of submissions to run.
   */
  runSlots?: number;
  /** Waiting jobs (all owners, both lanes) beyond which new jobs are refused. */
  queueLimit: number;
  /** Jobs one owner may have queued or running (both lanes together). */
  perOwnerLimit: number;
  /**
   * Ordinary slots one owner's jobs may hold at once (default: all of them); exempt jobs are not
   * counted. Below `concurrency`, a slot is always left for someone else's job, so another learner
   * never waits for one learner's running jobs to end.
   */
  perOwnerSlots?: number;
  /**
   * Starts in a row that may go to Runs while a submission waits; the next one goes to a
   * submission (at least 1; default {@link DEFAULT_RUN_STREAK}).
   */
  runStreak?: number;
}

/** How a job is queued: its lane, its caller's signal, whether the per-owner limit applies. */
export interface QueueJobOptions {
  /** Default `submission`. */
  lane?: JobLane;
  /** Aborting it while the job waits removes the job (rejects with {@link JobAbortedError}). */
  signal?: AbortSignal;
  /** Skip the per-owner limit (re-judging after a restart). */
  exempt?: boolean;
}

interface Waiting {
  lane: JobLane;
  /** Not subject to the per-owner limits (the system's own work). */
  exempt: boolean;
  task: () => Promise<unknown>;
  resolve(v: unknown): void;
  reject(e: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/** The waiting jobs of one lane: per owner in arrival order, and the owners with waiting jobs in turn order. */
class Lane {
  readonly byOwner = new Map<string, Waiting[]>();
  readonly turn: string[] = [];

  add(owner: string, job: Waiting): void {
    let list = this.byOwner.get(owner);
    if (!list) {
      list = [];
      this.byOwner.set(owner, list);
      this.turn.push(owner);
    }
    list.push(job);
  }

  /** Removes `job` if it still waits. @returns whether it did. */
  remove(owner: string, job: Waiting): boolean {
    const list = this.byOwner.get(owner);
    const i = list?.indexOf(job) ?? -1;
    if (!list || i < 0) return false;
    list.splice(i, 1);
    if (list.length === 0) this.forget(owner);
    return true;
  }

  forget(owner: string): void {
    this.byOwner.delete(owner);
    const t = this.turn.indexOf(owner);
    if (t >= 0) this.turn.splice(t, 1);
  }

  /**
   * The owner whose job goes next: the least recently served (never served first, then turn order;
   * `lastStart` is shared by both lanes) among those whose next job `may` start, so a learner whose
   * job has just started waits behind everyone else who is waiting. Null when none may.
   */
  next(lastStart: ReadonlyMap<string, number>, may: (owner: string, job: Waiting) => boolean): string | null {
    let pick: string | null = null;
    for (const owner of this.turn) {
      if (!may(owner, this.byOwner.get(owner)![0]!)) continue;
      if (pick === null || (lastStart.get(owner) ?? -1) < (lastStart.get(pick) ?? -1)) pick = owner;
    }
    return pick;
  }

  /** Takes `owner`'s next job (an owner {@link next} named). */
  take(owner: string): Waiting {
    this.turn.splice(this.turn.indexOf(owner), 1);
    const list = this.byOwner.get(owner)!;
    const job = list.shift()!;
    if (list.length > 0) this.turn.push(owner);
    else this.byOwner.delete(owner);
    return job;
  }
}

export class FairQueue {
  private running = 0;
  /** Of {@link running}, the Runs in the Run slots. */
  private runningInRunSlots = 0;
  private waiting = 0;
  private readonly lanes: Record<JobLane, Lane> = { run: new Lane(), submission: new Lane() };
  /** Starts in a row that went to a Run while a submission waited. */
  private runsPassing = 0;
  private readonly runStreak: number;
  /** Queued + running jobs per owner. */
  private readonly active = new Map<string, number>();
  /** Jobs per owner in ordinary slots, exempt ones not counted. */
  private readonly inSlots = new Map<string, number>();
  /** When each owner with active jobs last had a job started (a counter, not a clock). */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;
  /** Recent job durations, ms, for Retry-After estimates. */
  private recentMs = 2000;

  constructor(private readonly opts: FairQueueOptions) {
    this.runStreak = Math.max(1, opts.runStreak ?? DEFAULT_RUN_STREAK);
  }

  /** Jobs waiting for a slot. */
  get pending(): number {
    return this.waiting;
  }

  /** Jobs running now. */
  get inFlight(): number {
    return this.running;
  }

  /** True when new jobs would be refused with {@link QueueFullError}. */
  get full(): boolean {
    return this.waiting >= this.opts.queueLimit;
  }

  /** Jobs the owner has queued or running. */
  activeFor(owner: string): number {
    return this.active.get(owner) ?? 0;
  }

  /**
   * Checks, without queueing, whether `owner` could add a job now.
   * @throws OwnerBusyError or QueueFullError.
   */
  assertAccepts(owner: string, opts: { exempt?: boolean } = {}): void {
    if (this.full) throw new QueueFullError('judge queue is full');
    if (!opts.exempt && this.activeFor(owner) >= this.opts.perOwnerLimit) throw new OwnerBusyError(this.retryAfterS(owner));
  }

  /**
   * Queues `task` for `owner` in `opts.lane` (default: submission) and resolves with its result.
   * @param opts.exempt skip the per-owner limit (re-judging after a restart).
   * @param opts.signal aborting it while the job waits removes the job (rejects with {@link JobAbortedError}).
   * @throws OwnerBusyError, QueueFullError (synchronously, as a rejected promise).
   */
  run<T>(owner: string, task: () => Promise<T>, opts: QueueJobOptions = {}): Promise<T> {
    try {
      this.assertAccepts(owner, opts);
    } catch (e) {
      return Promise.reject(e);
    }
    if (opts.signal?.aborted) return Promise.reject(new JobAbortedError('the caller has gone'));
    addCount(this.active, owner, 1);
    return new Promise<T>((resolve, reject) => {
      const job: Waiting = { lane: opts.lane ?? 'submission', exempt: !!opts.exempt, task, resolve: resolve as (v: unknown) => void, reject, signal: opts.signal };
      if (opts.signal) {
        job.onAbort = () => this.drop(owner, job);
        opts.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.lanes[job.lane].add(owner, job);
      this.waiting++;
      this.pump();
    });
  }

  /**
   * Rejects every waiting job with `error()` (they never run); running jobs go on. Used when
   * the server stops: their callers are answered at once and stored work stays for the next start.
   */
  rejectWaiting(error: () => Error): void {
    for (const lane of Object.values(this.lanes)) {
      for (const [owner, list] of [...lane.byOwner]) {
        for (const job of list.splice(0)) {
          if (job.onAbort) job.signal!.removeEventListener('abort', job.onAbort);
          this.waiting--;
          this.release(owner);
          job.reject(error());
        }
        lane.forget(owner);
      }
    }
  }

  /** Seconds an owner at its limit should wait before trying again (one job's typical duration, at least 1). */
  private retryAfterS(owner: string): number {
    const ahead = this.running >= this.opts.concurrency ? Math.ceil(this.waiting / this.opts.concurrency) : 0;
    return Math.max(1, Math.ceil(((ahead + 1) * this.recentMs) / 1000 / Math.max(1, this.activeFor(owner))));
  }

  private drop(owner: string, job: Waiting): void {
    if (!this.lanes[job.lane].remove(owner, job)) return;
    this.waiting--;
    this.release(owner);
    job.reject(new JobAbortedError('the caller has gone'));
  }

  private release(owner: string): void {
    if (addCount(this.active, owner, -1) === 0) this.lastStart.delete(owner);
  }

  /** Whether `owner`'s next `job` may take an ordinary slot now (the per-owner slot limit). */
  private readonly mayTakeSlot = (owner: string, job: Waiting): boolean => job.exempt || (this.inSlots.get(owner) ?? 0) < (this.opts.perOwnerSlots ?? Infinity);

  /**
   * The lane and owner the next ordinary start comes from: Runs first, but after {@link runStreak}
   * starts in a row went to a Run while a submission waited, a submission; only owners below their
   * slot limit count as waiting.
   */
  private nextStart(): { lane: Lane; owner: string } | null {
    const run = this.lanes.run.next(this.lastStart, this.mayTakeSlot);
    const submission = this.lanes.submission.next(this.lastStart, this.mayTakeSlot);
    if (submission === null) return run === null ? null : { lane: this.lanes.run, owner: run };
    if (run === null || this.runsPassing >= this.runStreak) {
      this.runsPassing = 0;
      return { lane: this.lanes.submission, owner: submission };
    }
    this.runsPassing++;
    return { lane: this.lanes.run, owner: run };
  }

  private pump(): void {
    while (this.running - this.runningInRunSlots < this.opts.concurrency) {
      const next = this.nextStart();
      if (!next) break;
      this.start(next.lane, next.owner, false);
    }
    while (this.runningInRunSlots < (this.opts.runSlots ?? 0)) {
      const owner = this.lanes.run.next(this.lastStart, () => true);
      if (owner === null) break;
      this.start(this.lanes.run, owner, true);
    }
  }

  /** Starts `owner`'s next job of `lane` in an ordinary slot or a Run slot. */
  private start(lane: Lane, owner: string, inRunSlot: boolean): void {
    const job = lane.take(owner);
    this.waiting--;
    if (job.onAbort) job.signal!.removeEventListener('abort', job.onAbort);
    this.running++;
    if (inRunSlot) this.runningInRunSlots++;
    const counted = !inRunSlot && !job.exempt;
    if (counted) addCount(this.inSlots, owner, 1);
    this.lastStart.set(owner, ++this.starts);
    const started = Date.now();
    // The job's slot and its owner's count are given back before its caller hears the result, so a
    // caller that queues its next job at once (the next reference solution) finds them free.
    const finish = () => {
      this.recentMs = Math.round(this.recentMs * 0.8 + (Date.now() - started) * 0.2);
      this.running--;
      if (inRunSlot) this.runningInRunSlots--;
      if (counted) addCount(this.inSlots, owner, -1);
      this.release(owner);
      this.pump();
    };
    void job.task().then(
      (value) => {
        finish();
        job.resolve(value);
      },
      (error: unknown) => {
        finish();
        job.reject(error);
      },
    );
  }
}
