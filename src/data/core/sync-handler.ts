/**
 * The contract between the generic sync engine (`sync-engine.ts`) and the entity modules: each
 * outbox op kind has one {@link SyncHandler}, written by the entity that owns the kind
 * (`src/data/<entity>/sync.ts`) and registered in `src/data/sync.ts`.
 */
import type { KyInstance } from 'ky';
import type { CallOptions } from '../../api/http.ts';
import type { OutboxKind, OutboxOpOf, PocketDb } from './db.ts';

/** Names of the Dexie tables (besides `outbox` and `kv`, always included) a handler's hooks write. */
export type EntityTableName = 'stars' | 'notes' | 'drafts' | 'submissions' | 'discussions';

/** What the engine gives a handler while it sends one op. */
export interface SyncContext {
  db: PocketDb;
  /** The ky instance the engine uses (tests inject one that keeps cookies). */
  client: KyInstance | undefined;
  /** Call options for a request of this op: the engine's signal and time-out; `key` is the Idempotency-Key (none for reads). */
  call(key: string | undefined): CallOptions;
  /** Counts one HTTP request in the engine's statistics. */
  countRequest(): void;
  /**
   * Deletes the completed op (and, for coalescing kinds, the parked ops of its target it
   * supersedes). Call inside the handler's `rw` transaction over `outbox`.
   */
  finish(): Promise<void>;
  /** Whether the op's user is still the signed-in one (else the answer must not touch the cleared local copies). Inside a transaction including `kv`. */
  stillSignedIn(): Promise<boolean>;
  /** Runs `fn` once after the current drain ends (deduplicated by `key`), e.g. a refresh after a conflict. */
  afterDrain(key: string, fn: () => void): void;
}

/**
 * How one op kind is sent and what it does to local data.
 * @typeParam K the op kind
 */
export interface SyncHandler<K extends OutboxKind> {
  /** Tables the hooks below write (the engine's transactions include them). */
  tables: readonly EntityTableName[];
  /** Whether ops of a target coalesce and a completed op supersedes parked ones (default true; submissions: false — each is sent). */
  coalesce?: boolean;
  /** True when a request may take long (judging): the engine uses its long time-out. */
  slow?: boolean;
  /**
   * True when the handler itself decides whether a request leaves (it sets `op.sent` before
   * sending); otherwise claiming an op marks it sent.
   */
  decidesSending?: boolean;
  /** Called at the start of each drain pass (e.g. to forget a per-pass cache). */
  beginPass?(): void;
  /**
   * Sends the op and applies the answer locally (calling `ctx.finish()` in its transaction).
   * @throws what the HTTP call throws (classified by the engine), or {@link RedecideError}
   */
  send(op: OutboxOpOf<K>, ctx: SyncContext): Promise<void>;
  /** The op was claimed for sending (inside the claim transaction). */
  onClaimed?(db: PocketDb, op: OutboxOpOf<K>): Promise<void>;
  /** The op went back to waiting (a retryable failure, or the learner chose Retry). */
  onRequeued?(db: PocketDb, op: OutboxOpOf<K>): Promise<void>;
  /** The op was parked: the server refused it with `message`. */
  onParked?(db: PocketDb, op: OutboxOpOf<K>, message: string): Promise<void>;
  /** The learner discarded the parked op (inside the discard transaction). */
  onDiscarded?(db: PocketDb, op: OutboxOpOf<K>): Promise<void>;
}

/** One handler per op kind. */
export type SyncHandlers = { [K in OutboxKind]: SyncHandler<K> };

/**
 * Thrown by a handler when the server's state changed between its decision and its request:
 * the engine retries the op at once with a fresh Idempotency-Key (the old key is bound to the
 * request already made), and parks it after {@link MAX_REDECIDE} such rounds.
 */
export class RedecideError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedecideError';
  }
}

/** Rounds of {@link RedecideError} after which an op is parked. */
export const MAX_REDECIDE = 5;

/** Every table a set of handlers writes (for transactions over all kinds). */
export function handlerTables(handlers: SyncHandlers): EntityTableName[] {
  return [...new Set(Object.values(handlers).flatMap((h) => h.tables))];
}
