/**
 * The offline data layer: Dexie as the source of truth, an outbox that never loses a write, a
 * sync engine and read-through refreshes. Screens import from here only.
 *
 * Layout: `core/` (database, outbox, generic sync engine, refresh helpers, sync status) and one
 * module per entity (`problems/`, `stars/`, `notes/`, `drafts/`, `submissions/`, `session/`, `chats/`,
 * `discussions/`),
 * each owning its table: repository (reads and local writes + outbox), refresh, sync handler,
 * hooks. `sync.ts` and `refresh.ts` compose the entities.
 *
 * Start-up: {@link startOfflineCore} (once, from `startApp` in `src/app/startup.ts`). The sync engine (`sync.ts`) is
 * loaded on demand by `sync-loader.ts`; tests import it from `sync.ts` directly.
 */
import { getDb } from './core/db.ts';
import { refreshAll } from './refresh.ts';
import { armSyncEngine } from './sync-loader.ts';
import type { SyncOptions } from './sync.ts';

export * from './core/db.ts';
export * from './core/errors.ts';
export * from './core/hooks.ts';
export { useLiveQuery } from './core/live.ts';
export { type FailedOp, OpNotFailedError } from './core/outbox.ts';
export { flushPendingWrites, registerFlusher } from './core/pending-writes.ts';
export { requestPersistentStorage } from './core/persist.ts';
export type { MergeResult, RefreshOptions, RefreshReport } from './core/refresh.ts';
export * from './core/status.ts';
export { discardFailed, flushOutbox, getSyncEngine, retryFailed, startSyncEngine } from './sync-loader.ts';
export type { DrainReport, SyncEngine, SyncOptions } from './sync.ts';
export * from './refresh.ts';
export * from './problem-list.ts';
export * from './problem-refresh.ts';
export * from './chats/hooks.ts';
export { appendChatTurn, clearChat } from './chats/repository.ts';
export * from './discussions/hooks.ts';
export { addComment, listDiscussions, listUserDiscussions, postDiscussion, setVote, toggleVote } from './discussions/repository.ts';
export { recordDiscussionView, refreshDiscussions, refreshUserDiscussions } from './discussions/refresh.ts';
export * from './drafts/hooks.ts';
export { getDraft, listDrafts, resetDraft, saveCustomInput, saveDraft } from './drafts/repository.ts';
export { refreshDrafts } from './drafts/refresh.ts';
export * from './notes/hooks.ts';
export { addNote, listNotes, removeNote, saveNote } from './notes/repository.ts';
export { refreshNotes } from './notes/refresh.ts';
export * from './problems/hooks.ts';
export * from './problems/repository.ts';
export * from './problems/refresh.ts';
export * from './session/hooks.ts';
export * from './session/repository.ts';
export * from './stars/hooks.ts';
export { isStarred, setStar, starredIds, toggleStar } from './stars/repository.ts';
export { refreshStars } from './stars/refresh.ts';
export * from './submissions/hooks.ts';
export { getSubmission, listSubmissions, queueSubmission } from './submissions/repository.ts';
export { refreshSubmissions } from './submissions/refresh.ts';
export { refreshUserSubmissions, useUserSubmissions } from './submissions/user-history.ts';

let started = false;

/**
 * The first part of {@link startOfflineCore}, for a start-up task of its own: arms the sync engine,
 * which opens the database (Dexie builds its schema; a first visit creates the database) to count
 * the outbox. Idempotent; never throws.
 */
export function openOfflineCore(options: SyncOptions = {}): void {
  armSyncEngine(options);
}

/**
 * Starts the offline core of the app (idempotent): arms the sync engine (loaded and started as
 * soon as the outbox holds something; then it drains on `online`, on `visibilitychange`, on a
 * timer and after each write) and refreshes the problem list, solved ids and stars now (unless the
 * browser knows it is offline) and on every `online` event. Never throws; network failures leave
 * the cached data in place.
 */
export function startOfflineCore(options: SyncOptions = {}): void {
  armSyncEngine(options);
  if (started) return;
  started = true;
  const db = options.db ?? getDb();
  const refresh = () => void refreshAll({ db, client: options.client });
  // Offline the refresh would only fail; the `online` event runs it. A refresh a screen started
  // before this one (the start-up runs this step in a task of its own) is as recent: it is shared.
  if (typeof navigator === 'undefined' || navigator.onLine !== false) void refreshAll({ db, client: options.client, shareRunning: true });
  if (typeof window !== 'undefined') window.addEventListener('online', refresh);
}
