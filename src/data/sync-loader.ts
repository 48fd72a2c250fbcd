/**
 * Loads the outbox's sync engine on demand. The engine and its handlers (`sync.ts`) are a chunk
 * of their own: a visit that writes nothing never needs them, so the first screen does not wait
 * for them. The engine is loaded and started when
 * - the outbox already holds ops at start-up (changes made offline in an earlier visit),
 * - a write is queued, or something wakes the engine (sign-in, a retried parked op) while the
 *   outbox holds ops,
 * - the learner acts on a parked op, or signs out (which flushes the outbox first).
 * Until then nothing is queued, so there is nothing to send.
 */
import { getDb, type OutboxKind, type PocketDb } from './core/db.ts';
import { onOutboxChanged } from './core/outbox.ts';
import type { SyncEngine, SyncOptions } from './sync.ts';

type SyncModule = typeof import('./sync.ts');

let loading: Promise<SyncModule> | null = null;
let engine: SyncEngine | null = null;
let starting: Promise<SyncEngine> | null = null;
/** Databases whose on-demand start is armed. */
const armed = new Set<string>();

/** The engine module (one dynamic import, shared by every caller). */
function loadSyncModule(): Promise<SyncModule> {
  return (loading ??= import('./sync.ts'));
}

/**
 * Loads and starts the app's sync engine (idempotent).
 * @param options engine options (the default database and `http` client when omitted)
 * @returns the started engine
 */
export function startSyncEngine(options: SyncOptions = {}): Promise<SyncEngine> {
  return (starting ??= loadSyncModule().then((m) => (engine = m.startSync(options))));
}

/**
 * Arms the on-demand start: the engine starts at once when the outbox is not empty, otherwise
 * on the first outbox change (a queued write, or a wake-up) that finds it not empty. Idempotent
 * per database.
 * (The engine's own start drains everything queued before it listened.)
 * @param options engine options, passed to {@link startSyncEngine}
 */
export function armSyncEngine(options: SyncOptions = {}): void {
  const db = options.db ?? getDb();
  if (armed.has(db.name)) return;
  armed.add(db.name);
  const start = () => {
    stop();
    void startSyncEngine(options);
  };
  // A wake-up with nothing queued (a sign-in on a device that has no unsynced change) loads nothing.
  const startIfQueued = () => {
    void db.outbox
      .count()
      .then((n) => {
        if (n > 0) start();
      })
      .catch(() => undefined);
  };
  const stop = onOutboxChanged(db, startIfQueued);
  startIfQueued();
}

/** The app's engine once it was started, else null (nothing has been queued yet). */
export function getSyncEngine(): SyncEngine | null {
  return engine;
}

/**
 * Sends what the outbox holds, if anything: starts the engine when it has not started and waits
 * until the outbox is drained or `timeoutMs` passed (see `SyncEngine.flush`).
 */
export async function flushOutbox(opts: { timeoutMs?: number; db?: PocketDb } = {}): Promise<void> {
  const db = opts.db ?? getDb();
  const started = engine ?? ((await db.outbox.count()) > 0 ? await startSyncEngine({ db }) : null);
  await started?.flush({ timeoutMs: opts.timeoutMs });
}

/**
 * Puts a parked op back in the queue with a new Idempotency-Key and wakes the engine
 * (see `retryFailed` in `sync.ts`).
 * @throws OpNotFailedError when there is no parked op with that id
 */
export async function retryFailed(id: string, db: PocketDb = getDb()): Promise<void> {
  return (await loadSyncModule()).retryFailed(id, db);
}

/**
 * Discards a parked op (see `discardFailed` in `sync.ts`).
 * @returns kind and problem of the discarded op
 * @throws OpNotFailedError when there is no parked op with that id
 */
export async function discardFailed(id: string, db: PocketDb = getDb()): Promise<{ kind: OutboxKind; prblmId: string | null }> {
  return (await loadSyncModule()).discardFailed(id, db);
}
