/**
 * The offline data layer: Dexie as the source of truth, an outbox that never loses a
 * write, a sync engine and read-through refreshes. Screens import from here.
 *
 * Start-up: {@link startOfflineCore} (once, from `src/main.tsx`).
 */
import { getDb } from './db.ts';
import { refreshAll, refreshNotes } from './refresh.ts';
import { startSync, type SyncEngine, type SyncOptions } from './sync.ts';

export * from './db.ts';
export * from './errors.ts';
export * from './hooks.ts';
export { retryFailed, discardFailed, type FailedOp, OpNotFailedError } from './outbox.ts';
export * from './refresh.ts';
export { requestPersistentStorage } from './persist.ts';
export * from './status.ts';
export { startSync, getSyncEngine, SyncEngine, backoffDelay, type SyncOptions, type DrainReport } from './sync.ts';
export * from './repos/drafts.ts';
export * from './repos/notes.ts';
export * from './repos/problems.ts';
export * from './repos/session.ts';
export * from './repos/stars.ts';
export * from './repos/submissions.ts';

let started = false;

/**
 * Starts the offline core of the app (idempotent): the sync engine (drains now, on `online`, on
 * `visibilitychange`, on a timer and after each write), a refresh of the problem list, solved ids
 * and stars now and on every `online` event, and a notes refresh of a problem after a note
 * conflict. Never throws; network failures leave the cached data in place.
 * @returns the sync engine
 */
export function startOfflineCore(options: SyncOptions = {}): SyncEngine {
  const engine = startSync(options);
  if (started) return engine;
  started = true;
  const db = options.db ?? getDb();
  const refresh = () => void refreshAll({ db, client: options.client });
  engine.setConflictHandler((prblmId) => void refreshNotes(prblmId, { db, client: options.client }).catch(() => undefined));
  refresh();
  if (typeof window !== 'undefined') window.addEventListener('online', refresh);
  return engine;
}
