/**
 * The sync engine: drains the outbox (`outbox.ts`) to `/api`.
 *
 * - When: on {@link SyncEngine.start}, on `online`, on `visibilitychange` (visible), every
 *   `intervalMs`, when a backoff expires, and after each enqueue.
 * - Coalescing on the wire: an op of a coalescing kind is sent once its target has been
 *   quiet for `coalesceDelayMs` since the last edit merged into it, or `coalesceMaxWaitMs` after
 *   it was created — so a burst of edits is one request, and continuous typing still syncs
 *   every couple of seconds. Submissions go at once.
 * - Up to `concurrency` ops of different targets are in flight at once.
 * - One drainer: one tab drains at a time (Web Locks `navigator.locks.request(name,
 *   {ifAvailable: true})`; where `navigator.locks` is missing, an in-process lock by name).
 *   Ops left `inflight` by a tab that died are reset when the lock is taken (they are retried with
 *   the same Idempotency-Key, which the server answers from its record).
 * - Order: ops of one target (note, star, draft, submission) go strictly in order; different
 *   targets do not wait for each other (a busy judge does not hold notes back).
 * - Failures: network errors, time-outs, 5xx, 408, 409 (same key still in flight), 425 and 429
 *   are retried with capped exponential backoff with full jitter ({@link backoffDelay}), the
 *   same key and body each time; a network error (or {@link SyncOptions.maxConsecutiveFailures}
 *   retryable failures in a row) also backs the whole engine off. A 401 pauses the queue until
 *   a user signs in again (`setSignedInUser`). Other 4xx park the op as `failed` for the user.
 * - What an op sends and what its answer does locally is its kind's {@link SyncHandler}
 *   (`src/data/<entity>/sync.ts`); this engine knows no entity.
 */
import type { KyInstance } from 'ky';
import type { CallOptions } from '../../api/http.ts';
import { BUSY, withLock } from './drain-lock.ts';
import { getDb, type OutboxKind, type OutboxOp, type PocketDb } from './db.ts';
import { newOpId } from './ids.ts';
import { currentUserId, KV, kvGet, type SyncPause } from './kv.ts';
import { onOutboxChanged } from './outbox.ts';
import { backoffDelay, classifyFailure, DEFAULT_BACKOFF, retryAfterMs, type BackoffOptions, type OpOutcome } from './sync-failure.ts';
import { handlerTables, MAX_REDECIDE, RedecideError, type SyncContext, type SyncHandler, type SyncHandlers } from './sync-handler.ts';

export { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './sync-failure.ts';

/** Options of a {@link SyncEngine}. All optional. */
export interface SyncOptions {
  /** Database to drain (default: the app's). */
  db?: PocketDb;
  /** ky instance (default: `src/api/http.ts`'s `http`). Tests inject one that keeps cookies. */
  client?: KyInstance;
  backoff?: Partial<BackoffOptions>;
  /** Periodic drain, ms (default 30 000). */
  intervalMs?: number;
  /** Quiet time after an op's last edit before it is sent, ms (default 300): a burst of edits is one request. */
  coalesceDelayMs?: number;
  /** Longest an op waits for quiet after its creation, ms (default 2 000): continuous typing still syncs. */
  coalesceMaxWaitMs?: number;
  /** Ops (of different targets) in flight at once (default 4). */
  concurrency?: number;
  /** Time-out of one outbox request, ms (default 30 000). */
  requestTimeoutMs?: number;
  /** Time-out of one request of a slow kind (a submission, judging included), ms (default 180 000). */
  submitTimeoutMs?: number;
  /** Retryable failures in a row after which the whole engine backs off (default 3). */
  maxConsecutiveFailures?: number;
  /** Random source for jitter (default Math.random). */
  random?: () => number;
  /** Whether the browser thinks it is online (default `navigator.onLine`, true where unknown). */
  isOnline?: () => boolean;
  /** Web Lock name (default `pocket-judge-outbox:<db name>`). */
  lockName?: string;
  /** Listen to `online` / `visibilitychange` (default: when `window` exists). */
  listen?: boolean;
  /** Called with unexpected internal errors (default console.error). */
  onError?: (error: unknown) => void;
}

/** Why a drain ended. */
export type DrainOutcome = 'idle' | 'busy' | 'offline' | 'signedOut' | 'paused' | 'backoff' | 'stopped';

/** Result of one {@link SyncEngine.drain}. */
export interface DrainReport {
  outcome: DrainOutcome;
  /** Ops that reached the server (or needed no request) during this drain. */
  done: number;
  /** Ops parked as failed during this drain. */
  failed: number;
  /** Retryable failures during this drain. */
  retried: number;
}

/** Counters since the engine was created (for tests and the bench). */
export interface SyncStats {
  /** HTTP requests sent (GET stars included). */
  requests: number;
  done: number;
  failed: number;
  retried: number;
}

function defaultOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' ? true : navigator.onLine;
}

/**
 * Drains the outbox of one database, dispatching each op to its kind's handler. Create one per
 * database (the app: `startSync` in `src/data/sync.ts`, which passes every entity's handler).
 */
export class SyncEngine {
  /** The database drained. */
  readonly db: PocketDb;
  /** Counters since creation. */
  readonly stats: SyncStats = { requests: 0, done: 0, failed: 0, retried: 0 };
  private readonly client: KyInstance | undefined;
  private readonly backoff: BackoffOptions;
  private readonly opts: Required<Pick<SyncOptions, 'intervalMs' | 'coalesceDelayMs' | 'coalesceMaxWaitMs' | 'concurrency' | 'requestTimeoutMs' | 'submitTimeoutMs' | 'maxConsecutiveFailures' | 'random' | 'isOnline' | 'lockName' | 'listen' | 'onError'>>;
  private started = false;
  private stopped = false;
  private abort = new AbortController();
  private running: Promise<DrainReport> | null = null;
  private rerun = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private timerAt = Infinity;
  private interval: ReturnType<typeof setInterval> | null = null;
  private engineAttempts = 0;
  private notBefore = 0;
  private readonly cleanups: Array<() => void> = [];
  private readonly afterDrainTasks = new Map<string, () => void>();
  private readonly handlers: SyncHandlers;
  /** Every table a claim or a failure may touch: the outbox, kv and what the handlers' hooks write. */
  private readonly allTables: string[];

  /**
   * @param handlers one handler per op kind
   * @param options see {@link SyncOptions}
   */
  constructor(handlers: SyncHandlers, options: SyncOptions = {}) {
    this.handlers = handlers;
    this.allTables = ['outbox', 'kv', ...handlerTables(handlers)];
    this.db = options.db ?? getDb();
    this.client = options.client;
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
    this.opts = {
      intervalMs: options.intervalMs ?? 30_000,
      coalesceDelayMs: options.coalesceDelayMs ?? 300,
      coalesceMaxWaitMs: options.coalesceMaxWaitMs ?? 2000,
      concurrency: Math.max(1, options.concurrency ?? 4),
      requestTimeoutMs: options.requestTimeoutMs ?? 30_000,
      submitTimeoutMs: options.submitTimeoutMs ?? 180_000,
      maxConsecutiveFailures: options.maxConsecutiveFailures ?? 3,
      random: options.random ?? Math.random,
      isOnline: options.isOnline ?? defaultOnline,
      lockName: options.lockName ?? `pocket-judge-outbox:${this.db.name}`,
      listen: options.listen ?? typeof window !== 'undefined',
      onError: options.onError ?? ((e) => console.error('sync:', e)),
    };
  }

  /**
   * Starts listening (outbox changes, `online`, `visibilitychange`, the interval) and drains once.
   * Idempotent. @returns this
   */
  start(): this {
    if (this.started) return this;
    this.started = true;
    this.stopped = false;
    this.abort = new AbortController();
    this.cleanups.push(onOutboxChanged(this.db, (urgent) => this.trigger(urgent ? 'urgent' : 'enqueue')));
    if (this.opts.listen && typeof window !== 'undefined') {
      const online = () => this.trigger('online');
      window.addEventListener('online', online);
      this.cleanups.push(() => window.removeEventListener('online', online));
      if (typeof document !== 'undefined') {
        const visible = () => {
          if (document.visibilityState === 'visible') this.trigger('visible');
        };
        document.addEventListener('visibilitychange', visible);
        this.cleanups.push(() => document.removeEventListener('visibilitychange', visible));
      }
    }
    this.interval = setInterval(() => this.trigger('timer'), this.opts.intervalMs);
    this.trigger('start');
    return this;
  }

  /** Stops: removes listeners and timers, aborts the request in flight (its op is retried later, same key), waits for the drain to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.started = false;
    for (const c of this.cleanups.splice(0)) c();
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    this.clearTimer();
    this.abort.abort();
    await this.running?.catch(() => undefined);
  }

  /**
   * Asks for a drain. `online`, `visible`, `start`, `urgent` and `manual` reset the engine's
   * backoff and drain now; `enqueue` drains after `coalesceDelayMs`; `timer` and `enqueue`
   * respect the backoff.
   */
  trigger(reason: 'start' | 'online' | 'visible' | 'timer' | 'enqueue' | 'urgent' | 'manual'): void {
    if (this.stopped) return;
    if (reason !== 'timer' && reason !== 'enqueue') {
      this.notBefore = 0;
      this.engineAttempts = 0;
    }
    this.schedule(Math.max(reason === 'enqueue' ? this.opts.coalesceDelayMs : 0, this.notBefore - Date.now()));
  }

  private handler(op: OutboxOp): SyncHandler<OutboxKind> {
    return this.handlers[op.kind] as SyncHandler<OutboxKind>;
  }

  /** When an op may be sent: after its backoff, and (coalescing kinds) once its edits went quiet. */
  private readyAt(op: OutboxOp): number {
    if (this.handler(op).coalesce === false) return op.nextAttemptAt;
    const edited = op.editedAt ?? 0;
    const quiet = Math.min(edited + this.opts.coalesceDelayMs, op.createdAt + this.opts.coalesceMaxWaitMs);
    return Math.max(op.nextAttemptAt, quiet);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    const at = Date.now() + Math.max(0, delayMs);
    if (this.timer && this.timerAt <= at) return;
    this.clearTimer();
    this.timerAt = at;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.timerAt = Infinity;
      void this.drain().catch((e: unknown) => this.opts.onError(e));
    }, Math.max(0, delayMs));
  }

  /**
   * Drains now: takes the lock (or returns `busy`), then sends every due op until none is left,
   * the engine backs off, the queue pauses or the network is gone. Concurrent calls share one run.
   * Afterwards schedules the next wake-up (earliest backoff expiry).
   */
  async drain(): Promise<DrainReport> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    const run = (async () => {
      const total: DrainReport = { outcome: 'idle', done: 0, failed: 0, retried: 0 };
      do {
        this.rerun = false;
        const r = await withLock(this.opts.lockName, () => this.pass(total));
        total.outcome = r === BUSY ? 'busy' : r;
      } while (this.rerun && total.outcome === 'idle' && !this.stopped);
      return total;
    })();
    this.running = run;
    let outcome: DrainOutcome = 'stopped';
    try {
      const report = await run;
      outcome = report.outcome;
      return report;
    } finally {
      this.running = null;
      await this.afterDrain(outcome).catch((e: unknown) => this.opts.onError(e));
    }
  }

  /**
   * Drains until no pending op of the signed-in user remains (parked ones do not count),
   * waiting out backoff. For tests, the bench and "sync before sign-out".
   * @throws Error when `timeoutMs` passes first, or when the queue is paused, signed out or offline
   */
  async flush(opts: { timeoutMs?: number } = {}): Promise<void> {
    const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
    for (;;) {
      const r = await this.drain();
      const userId = await currentUserId(this.db);
      const pending = userId ? await this.heads(userId) : [];
      if (pending.length === 0) return;
      if (r.outcome === 'paused' || r.outcome === 'signedOut' || r.outcome === 'offline' || r.outcome === 'stopped') {
        throw new Error(`flush: sync ${r.outcome} with ${pending.length} pending operations`);
      }
      if (Date.now() > deadline) throw new Error(`flush: timed out with ${pending.length} pending operations`);
      const next = Math.max(Math.min(...pending.map((o) => this.readyAt(o))), this.notBefore);
      await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(next - Date.now(), 5), 1000)));
    }
  }

  private async afterDrain(outcome: DrainOutcome): Promise<void> {
    const tasks = [...this.afterDrainTasks.values()];
    this.afterDrainTasks.clear();
    for (const task of tasks) {
      try {
        task();
      } catch (e) {
        this.opts.onError(e);
      }
    }
    if (this.stopped || !this.started) return;
    if (outcome === 'offline' || outcome === 'paused' || outcome === 'signedOut' || outcome === 'stopped') return; // an event resumes
    if (outcome === 'busy') {
      // Another tab drains; it sees our ops too. Look again later in case it goes away.
      this.schedule(Math.min(this.opts.intervalMs, 5000));
      return;
    }
    const userId = await currentUserId(this.db);
    if (!userId) return;
    const waiting = (await this.heads(userId)).filter((o) => o.state === 'pending');
    if (waiting.length === 0) return;
    const next = Math.max(Math.min(...waiting.map((o) => this.readyAt(o))), this.notBefore);
    this.schedule(Math.max(next - Date.now(), 0) + 5);
  }

  private engineBackoff(): void {
    this.notBefore = Date.now() + backoffDelay(this.engineAttempts++, this.backoff, this.opts.random);
  }

  /** One locked run: loops over due ops until none is left or it must stop. */
  private async pass(total: DrainReport): Promise<DrainOutcome> {
    const db = this.db;
    // We hold the lock: anything still marked in flight was left by a drainer that died.
    await db.outbox.where('state').equals('inflight').modify({ state: 'pending' });
    for (;;) {
      if (this.stopped) return 'stopped';
      if (!this.opts.isOnline()) return 'offline';
      const userId = await currentUserId(db);
      if (!userId) return 'signedOut';
      const pause = await kvGet<SyncPause>(db, KV.syncPause);
      if (pause && pause.userId === userId) return 'paused';
      if (this.notBefore > Date.now()) return 'backoff';
      const candidates = await this.dueOps(userId);
      if (candidates.length === 0) return 'idle';
      for (const h of Object.values(this.handlers)) h.beginPass?.();
      let consecutive = 0;
      let stop: DrainOutcome | null = null;
      let next = 0;
      const worker = async () => {
        while (stop === null && !this.stopped && next < candidates.length) {
          const outcome = await this.process(candidates[next++]!, userId);
          if (outcome === 'done') {
            total.done++;
            consecutive = 0;
            this.engineAttempts = 0;
          } else if (outcome === 'failed') {
            total.failed++;
          } else if (outcome === 'retry' || outcome === 'network') {
            total.retried++;
            consecutive++;
            if (stop === null && (outcome === 'network' || consecutive >= this.opts.maxConsecutiveFailures)) {
              this.engineBackoff();
              stop = 'backoff';
            }
          } else if (outcome === 'paused' || outcome === 'stopped') {
            stop = outcome;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.opts.concurrency, candidates.length) }, worker));
      if (this.stopped) return 'stopped';
      if (stop !== null) return stop;
    }
  }

  /** The first pending or in-flight op of each target of `userId` (parked ops do not block later ones), in queue order. */
  private async heads(userId: string): Promise<OutboxOp[]> {
    const ops = await this.db.outbox.where('[userId+state]').anyOf([userId, 'pending'], [userId, 'inflight']).toArray();
    ops.sort((a, b) => a.seq! - b.seq!);
    const seen = new Set<string>();
    const heads: OutboxOp[] = [];
    for (const op of ops) {
      if (seen.has(op.target)) continue;
      seen.add(op.target);
      heads.push(op);
    }
    return heads;
  }

  /** Heads that are pending and due now. */
  private async dueOps(userId: string): Promise<OutboxOp[]> {
    const now = Date.now();
    return (await this.heads(userId)).filter((op) => op.state === 'pending' && this.readyAt(op) <= now);
  }

  private context(op: OutboxOp): SyncContext {
    const handler = this.handler(op);
    return {
      db: this.db,
      client: this.client,
      call: (key): CallOptions => ({
        client: this.client,
        idempotencyKey: key,
        signal: this.abort.signal,
        timeout: handler.slow ? this.opts.submitTimeoutMs : this.opts.requestTimeoutMs,
        retry: 0,
      }),
      countRequest: () => {
        this.stats.requests++;
      },
      finish: () => this.finish(op),
      stillSignedIn: async () => (await currentUserId(this.db)) === op.userId,
      afterDrain: (key, fn) => {
        this.afterDrainTasks.set(key, fn);
      },
    };
  }

  /** Claims an op (→ inflight), sends it, and records the outcome. */
  private async process(candidate: OutboxOp, userId: string): Promise<OpOutcome> {
    const db = this.db;
    // The op is read again inside the transaction: its kind may have changed since it was listed
    // (a note put that became a delete), so its handler is chosen from what is claimed.
    const op = await db.transaction('rw', this.allTables, async () => {
      const cur = await db.outbox.get(candidate.seq!);
      if (!cur || cur.state !== 'pending' || cur.nextAttemptAt > Date.now() || cur.userId !== userId) return null;
      if ((await currentUserId(db)) !== userId) return null;
      const earlier = await db.outbox
        .where('target')
        .equals(cur.target)
        .filter((o) => o.seq! < cur.seq! && o.state !== 'failed' && o.userId === userId)
        .count();
      if (earlier > 0) return null;
      const handler = this.handler(cur);
      cur.state = 'inflight';
      if (!handler.decidesSending) cur.sent = true;
      cur.updatedAt = Date.now();
      await db.outbox.put(cur);
      await handler.onClaimed?.(db, cur);
      return cur;
    });
    if (!op) return 'skipped';
    try {
      await this.handler(op).send(op, this.context(op));
      this.stats.done++;
      return 'done';
    } catch (error) {
      return this.recordFailure(op, error);
    }
  }

  /** Deletes a completed op and the parked ops of the same target it supersedes (set semantics: its value is newer). */
  private async finish(op: OutboxOp): Promise<void> {
    await this.db.outbox.delete(op.seq!);
    if (this.handler(op).coalesce !== false) {
      await this.db.outbox
        .where('target')
        .equals(op.target)
        .filter((o) => o.seq! < op.seq! && o.state === 'failed' && o.userId === op.userId)
        .delete();
    }
  }

  /** Classifies a failure and records it on the op. */
  private async recordFailure(op: OutboxOp, error: unknown): Promise<OpOutcome> {
    const db = this.db;
    const now = Date.now();
    const verdict = classifyFailure(error, this.abort.signal.aborted);
    const { status, message } = verdict;
    let outcome: OpOutcome = verdict.outcome;
    await db.transaction('rw', this.allTables, async () => {
      const cur = await db.outbox.get(op.seq!);
      if (!cur) return;
      const handler = this.handler(cur);
      cur.state = 'pending';
      cur.updatedAt = now;
      if (outcome === 'paused') {
        await db.kv.put({ key: KV.syncPause, value: { reason: 'unauthorized', userId: cur.userId, at: now } satisfies SyncPause });
      } else if (outcome === 'retry' || outcome === 'network') {
        if (error instanceof RedecideError) {
          // Decide again (fresh GET) with a fresh key: the old key is bound to the toggle already made.
          cur.id = newOpId();
          cur.sent = false;
        }
        cur.attempts++;
        const delay = Math.min(this.backoff.capMs, Math.max(backoffDelay(cur.attempts - 1, this.backoff, this.opts.random), retryAfterMs(error)));
        cur.nextAttemptAt = now + (error instanceof RedecideError ? 0 : delay);
        cur.error = { status, message, at: now };
        if (error instanceof RedecideError && cur.attempts > MAX_REDECIDE) {
          cur.state = 'failed';
          outcome = 'failed';
        }
      } else if (outcome === 'failed') {
        cur.state = 'failed';
        cur.error = { status, message, at: now };
      }
      await db.outbox.put(cur);
      if (cur.state === 'failed') await handler.onParked?.(db, cur, message);
      else await handler.onRequeued?.(db, cur);
    });
    if (outcome === 'failed') this.stats.failed++;
    if (outcome === 'retry' || outcome === 'network') this.stats.retried++;
    return outcome;
  }
}
