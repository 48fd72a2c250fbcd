/**
 * The run's event loop: timers, `process.nextTick`, work the runtime schedules on the
 * program's behalf, and the end of the run when nothing keeps it alive any more.
 */
import type { Listener } from './emitter.ts';
import { describeReceived, isExitSignal, nodeTypeError } from './errors.ts';
import type { HostHooks, Timer } from './types.ts';

/** What the loop reports to its run. */
export interface EventLoopHooks {
  /** True once the run has ended; the loop then runs nothing more. */
  isFinished(): boolean;
  /** An error thrown by a callback run through {@link EventLoop.guard} (not `process.exit`). */
  onError(error: unknown): void;
  /** Nothing is pending any more; `idleSince` is the host time (ms) at which the run went quiet. */
  onIdle(idleSince: number): void;
}

interface TimerEntry {
  handle: unknown;
  ref: boolean;
  interval: boolean;
}

/** Timers, ticks and keep-alive holds of one run, on the host's timers. */
export class EventLoop {
  private pending = 0;
  private idleChecks = 0;
  private idleScheduled = false;
  private idleSince = 0;
  private nextId = 1;
  private timers = new Map<number, TimerEntry>();
  private tickQueue: (() => void)[] = [];
  private tickDrainScheduled = false;
  private inGuard = 0;

  constructor(
    private readonly host: HostHooks,
    private readonly hooks: EventLoopHooks,
  ) {}

  /** Runs a callback on behalf of the program: catches what it throws, drains `nextTick`s, checks for the end. */
  guard(fn: () => void): void {
    if (this.hooks.isFinished()) return;
    this.inGuard++;
    try {
      fn();
      this.drainTicks();
    } catch (e) {
      if (!isExitSignal(e)) this.hooks.onError(e);
    } finally {
      this.inGuard--;
    }
    this.checkIdle();
  }

  /**
   * `process.nextTick(fn, ...args)`: runs after the current callback, before promise jobs.
   * @throws TypeError (ERR_INVALID_ARG_TYPE) when `fn` is not a function.
   */
  nextTick(fn: unknown, args: unknown[]): void {
    if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "callback" argument must be of type function. Received ${describeReceived(fn)}`);
    this.tickQueue.push(() => (fn as Listener)(...args));
    if (this.inGuard === 0 && !this.tickDrainScheduled) {
      this.tickDrainScheduled = true;
      queueMicrotask(() => {
        this.tickDrainScheduled = false;
        this.guard(() => undefined);
      });
    }
  }

  /**
   * Ends the run when nothing keeps it alive. Waits two macrotasks of quiet first, so that
   * promise jobs and the host's unhandled-rejection events land before the end.
   */
  checkIdle(): void {
    if (this.hooks.isFinished() || this.pending > 0 || this.idleScheduled) return;
    this.idleScheduled = true;
    if (this.idleChecks === 0) this.idleSince = this.host.now();
    this.host.setTimeout(() => this.idleTick(), 0);
  }

  /**
   * `setTimeout`/`setInterval`/`setImmediate`: a Node-like timer that keeps the run alive
   * while referenced. Delays outside 1…2³¹−1 ms become 1 ms, as in Node.
   * @throws TypeError (ERR_INVALID_ARG_TYPE) when `fn` is not a function.
   */
  addTimer(fn: unknown, ms: unknown, args: unknown[], interval: boolean, immediate = false): Timer {
    if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "callback" argument must be of type function. Received ${describeReceived(fn)}`);
    const id = this.nextId++;
    let delay = immediate ? 0 : Number(ms);
    if (!(delay >= 1 && delay <= 2 ** 31 - 1)) delay = immediate ? 0 : 1;
    const entry: TimerEntry = { handle: undefined, ref: true, interval };
    const schedule = () => {
      entry.handle = this.host.setTimeout(() => {
        if (!this.timers.has(id)) return;
        if (!interval) this.removeTimer(id);
        this.guard(() => (fn as Listener)(...args));
        if (interval && this.timers.has(id) && !this.hooks.isFinished()) schedule();
      }, delay);
    };
    this.timers.set(id, entry);
    this.pending++;
    schedule();
    return this.timerHandle(id, schedule);
  }

  /** `clearTimeout`/`clearInterval`/`clearImmediate` of a timer object or its numeric id. */
  clearTimer(t: unknown): void {
    if (t === null || t === undefined) return;
    const id = typeof t === 'object' ? (t as Timer).id : Number(t);
    this.removeTimer(id);
    this.checkIdle();
  }

  /** Keeps the run alive until the returned release function is called (stdin while flowing). */
  hold(): () => void {
    this.pending++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.pending--;
      this.checkIdle();
    };
  }

  /** Schedules `fn` on a later macrotask on behalf of the runtime (kept alive meanwhile). */
  defer(fn: () => void): void {
    const release = this.hold();
    this.host.setTimeout(() => {
      release();
      this.guard(fn);
    }, 0);
  }

  /** Cancels every timer and pending tick (the run has ended). */
  clearAll(): void {
    for (const id of [...this.timers.keys()]) this.removeTimer(id);
    this.tickQueue = [];
  }

  private drainTicks(): void {
    while (this.tickQueue.length > 0 && !this.hooks.isFinished()) this.tickQueue.shift()!();
  }

  /** One quiet macrotask: the second in a row ends the run. */
  private idleTick(): void {
    this.idleScheduled = false;
    if (this.hooks.isFinished()) return;
    if (this.pending > 0) {
      this.idleChecks = 0;
      return;
    }
    this.idleChecks++;
    if (this.idleChecks >= 2) {
      this.idleChecks = 0;
      // The program's time ends when it went quiet, not after the two quiet macrotasks.
      this.hooks.onIdle(this.idleSince);
    } else {
      this.checkIdle();
    }
  }

  /** The object the program gets for timer `id`: `ref`/`unref`/`hasRef`/`refresh`, and the id as a primitive. */
  private timerHandle(id: number, schedule: () => void): Timer {
    const timer: Timer = {
      id,
      ref: () => {
        const t = this.timers.get(id);
        if (t && !t.ref) {
          t.ref = true;
          this.pending++;
        }
        return timer;
      },
      unref: () => {
        const t = this.timers.get(id);
        if (t && t.ref) {
          t.ref = false;
          this.pending--;
          this.checkIdle();
        }
        return timer;
      },
      hasRef: () => this.timers.get(id)?.ref ?? false,
      refresh: () => {
        const t = this.timers.get(id);
        if (t) {
          this.host.clearTimeout(t.handle);
          schedule();
        }
        return timer;
      },
      [Symbol.toPrimitive]: () => id,
    };
    return timer;
  }

  private removeTimer(id: number): void {
    const t = this.timers.get(id);
    if (!t) return;
    this.host.clearTimeout(t.handle);
    this.timers.delete(id);
    if (t.ref) this.pending--;
  }
}
