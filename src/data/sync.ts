/**
 * The data layer's composition root for sync: every op kind's handler (one per entity module),
 * the app's engine, and the learner's actions on parked ops.
 */
import { getDb, type OutboxKind, type PocketDb } from './core/db.ts';
import { discardFailed as discardParked, retryFailed as retryParked } from './core/outbox.ts';
import { SyncEngine as CoreSyncEngine, type SyncOptions } from './core/sync-engine.ts';
import type { SyncHandlers } from './core/sync-handler.ts';
import { discussionSyncHandlers } from './discussions/sync.ts';
import { draftSync } from './drafts/sync.ts';
import { noteDeleteSync, notePutSync } from './notes/sync.ts';
import { createStarSync } from './stars/sync.ts';
import { submitSync } from './submissions/sync.ts';

/** Creates one handler per op kind (the star handler keeps per-engine state, hence a factory). */
export function createSyncHandlers(): SyncHandlers {
  return { star: createStarSync(), notePut: notePutSync, noteDelete: noteDeleteSync, draft: draftSync, submit: submitSync, ...discussionSyncHandlers };
}

/** Handlers for the learner's actions on parked ops (their hooks keep no state). */
const actionHandlers = createSyncHandlers();

/** The sync engine with every entity's handler (see `core/sync-engine.ts` for what it does). */
export class SyncEngine extends CoreSyncEngine {
  /** @param options see {@link SyncOptions} */
  constructor(options: SyncOptions = {}) {
    super(createSyncHandlers(), options);
  }
}

let appEngine: SyncEngine | null = null;

/**
 * Starts the app's sync engine (idempotent): the default database, the shared `http` client.
 * @returns the engine
 */
export function startSync(options: SyncOptions = {}): SyncEngine {
  appEngine ??= new SyncEngine(options);
  return appEngine.start();
}

/** The app's engine, if {@link startSync} ran. */
export function getSyncEngine(): SyncEngine | null {
  return appEngine;
}

/**
 * Puts a parked op back in the queue with a new Idempotency-Key (a parked submission shows
 * `queued` again) and wakes the engine.
 * @throws OpNotFailedError when there is no parked op with that id
 */
export function retryFailed(id: string, db: PocketDb = getDb()): Promise<void> {
  return retryParked(actionHandlers, id, db);
}

/**
 * Discards a parked op: the change is not sent; a note or a discussion post that never reached
 * the server, a queued comment and a queued submission are deleted, other local values stay until
 * the next refresh.
 * @returns kind and problem of the discarded op (null for discussion ops)
 * @throws OpNotFailedError when there is no parked op with that id
 */
export function discardFailed(id: string, db: PocketDb = getDb()): Promise<{ kind: OutboxKind; prblmId: string | null }> {
  return discardParked(actionHandlers, id, db);
}

export { backoffDelay, DEFAULT_BACKOFF, type DrainReport, type SyncOptions } from './core/sync-engine.ts';
