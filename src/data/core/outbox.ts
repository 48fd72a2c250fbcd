/**
 * The outbox: every user write is applied to Dexie AND appended here in ONE Dexie transaction
 * (the repositories call {@link enqueue} inside their transaction); `sync.ts` drains it.
 *
 * Rules
 * - Each op has a client-generated `id`, sent as `Idempotency-Key`. Once a request with that key
 *   left the device (`sent`), the op's payload is frozen: the same key always carries the same body.
 * - Ops of one `target` (one note, one star, one draft, one submission) are sent in `seq` order;
 *   ops of different targets are independent.
 * - Coalescing: a new write of a target merges into that target's LAST op when that op was never
 *   sent (so 1,000 edits of one note while it waits are one request) or is parked as failed (it is
 *   revived with a new key: the server recorded the old key with its 4xx answer). It never merges
 *   into an op that is in flight or was already sent; the write then gets a new op behind it.
 * - A write that undoes a target nothing of which reached the server cancels out (a note created
 *   and deleted offline: no request at all); otherwise the unsent op becomes the new write.
 * - Kinds that must each be sent (submissions) never coalesce.
 * - Target keys and merge rules belong to the entity modules (`src/data/<entity>/`); this module
 *   knows no entity.
 * - Parked (`failed`) ops stay until the user retries ({@link retryFailed}) or discards
 *   ({@link discardFailed}) them, or a newer op of the same target reaches the server (which
 *   supersedes them: its value is the learner's latest).
 */
import { getDb, type OpError, type OutboxKind, type OutboxOp, type OutboxPayloads, type PocketDb } from './db.ts';
import { newOpId } from './ids.ts';
import { handlerTables, type SyncHandler, type SyncHandlers } from './sync-handler.ts';
import { requestPersistentStorage } from './persist.ts';

/**
 * What a repository asks to be sent: the op's kind, its target key (the entity module defines
 * its keys, e.g. `noteTarget`), its payload, and how it merges with an unsent op of that target.
 */
export interface OpInput<K extends OutboxKind = OutboxKind> {
  kind: K;
  /** Target key: ops of one target are sent in order and coalesce. */
  target: string;
  payload: OutboxPayloads[K];
  /** false: never merges into an earlier op (each one is sent, e.g. a submission). Default true. */
  coalesce?: boolean;
  /**
   * The payload to store when this write merges into an unsent op `prev` of the same target
   * (default: the new payload replaces the old one).
   */
  mergeInto?: (prev: OutboxOp) => OutboxPayloads[K];
  /**
   * Whether this write may merge into the target's unsent op `prev` (default: always). Targets
   * that queue several kinds use it to merge only into an op of the same kind.
   */
  mergesWith?: (prev: OutboxOp) => boolean;
  /**
   * True when this write undoes everything queued for its target and nothing of the target ever
   * reached the server (a note created and deleted offline): the unsent op is dropped and
   * nothing is sent.
   */
  cancelsUnsent?: boolean;
}

type Listener = (urgent: boolean) => void;
const listeners = new Map<string, Set<Listener>>();

/**
 * Subscribes to "the outbox of this database changed" (fired by repositories after commit).
 * @returns the unsubscribe function
 */
export function onOutboxChanged(db: PocketDb, listener: Listener): () => void {
  const set = listeners.get(db.name) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(db.name, set);
  return () => set.delete(listener);
}

/**
 * Wakes the sync engine(s) of this database without a new write (e.g. after sign-in).
 * @param urgent true to drain at once, false to wait the short coalescing delay
 */
export function wakeSync(db: PocketDb, urgent = false): void {
  for (const l of listeners.get(db.name) ?? []) l(urgent);
}

/**
 * Tells the sync engine(s) of this database that the learner saved something (call after the
 * transaction committed); the first save of a page load also asks for persistent storage.
 * @param urgent true to drain at once (submissions), false to wait the short coalescing delay
 */
export function notifyOutboxChanged(db: PocketDb, urgent = false): void {
  wakeSync(db, urgent);
  void requestPersistentStorage();
}

function isMergeable(op: OutboxOp | undefined, userId: string): op is OutboxOp {
  return !!op && op.userId === userId && (op.state === 'failed' || (op.state === 'pending' && !op.sent));
}

/** Turns a parked op back into a fresh pending one (new key: the old one is recorded with its 4xx). */
function revive(op: OutboxOp, now: number): void {
  if (op.state === 'failed') {
    op.id = newOpId();
    op.state = 'pending';
    op.sent = false;
    op.attempts = 0;
    op.nextAttemptAt = 0;
    op.error = null;
  }
  op.updatedAt = now;
  op.editedAt = now;
}

/**
 * Appends (or coalesces) one op. MUST run inside a Dexie `rw` transaction that includes
 * `db.outbox`, together with the local write it mirrors.
 * @param userId the signed-in user (the op is only ever sent as this user)
 * @returns the op as stored, or null when nothing needs to be sent ({@link OpInput.cancelsUnsent})
 */
export async function enqueue<K extends OutboxKind>(db: PocketDb, userId: string, input: OpInput<K>): Promise<OutboxOp | null> {
  const now = Date.now();
  const { kind, target, payload } = input;
  const fresh = (): OutboxOp =>
    ({
      id: newOpId(),
      userId,
      target,
      kind,
      payload,
      state: 'pending',
      sent: false,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now,
      updatedAt: now,
      editedAt: now,
      error: null,
    }) as OutboxOp;

  if (input.coalesce === false) {
    const op = fresh();
    op.seq = await db.outbox.add(op);
    return op;
  }

  const ops = (await db.outbox.where('target').equals(target).toArray()).filter((o) => o.userId === userId).sort((a, b) => a.seq! - b.seq!);
  const last = ops.at(-1);
  const mergeable = isMergeable(last, userId) && (input.mergesWith?.(last) ?? true) ? last : undefined;

  if (input.cancelsUnsent && ops.every((o) => o === mergeable)) {
    if (mergeable) await db.outbox.delete(mergeable.seq!);
    return null;
  }
  if (mergeable) {
    const op = mergeable;
    const merged = input.mergeInto ? input.mergeInto(op) : payload;
    revive(op, now);
    Object.assign(op, { kind, payload: merged });
    await db.outbox.put(op);
    return op;
  }
  const op = fresh();
  op.seq = await db.outbox.add(op);
  return op;
}

/**
 * Targets that have any op (pending, in flight or parked) of `userId`: server data must not
 * overwrite their local copy (a local change is still on its way).
 */
export async function busyTargets(db: PocketDb, userId: string | null): Promise<Set<string>> {
  if (!userId) return new Set();
  const ops = await db.outbox.where('[userId+state]').anyOf([userId, 'pending'], [userId, 'inflight'], [userId, 'failed']).toArray();
  return new Set(ops.map((o) => o.target));
}

/** Counts of the ops of one user. */
export interface OutboxCounts {
  /** Waiting, backing off or in flight. */
  pending: number;
  /** Parked: need the user (retry or discard). */
  failed: number;
}

/** Counts the ops of `userId` (zeros when null). */
export async function countOps(db: PocketDb, userId: string | null): Promise<OutboxCounts> {
  if (!userId) return { pending: 0, failed: 0 };
  const [pending, inflight, failed] = await Promise.all([
    db.outbox.where('[userId+state]').equals([userId, 'pending']).count(),
    db.outbox.where('[userId+state]').equals([userId, 'inflight']).count(),
    db.outbox.where('[userId+state]').equals([userId, 'failed']).count(),
  ]);
  return { pending: pending + inflight, failed };
}

/** A parked op as the "needs attention" list shows it. */
export interface FailedOp {
  id: string;
  kind: OutboxKind;
  /** The problem it belongs to (null for discussion ops). */
  prblmId: string | null;
  /** Note id, language, local submission id or discussion id, when the kind has one. */
  detail: string | null;
  error: OpError | null;
  createdAt: number;
}

/** The parked ops of `userId`, oldest first. */
export async function listFailed(db: PocketDb, userId: string | null): Promise<FailedOp[]> {
  if (!userId) return [];
  const ops = await db.outbox.where('[userId+state]').equals([userId, 'failed']).sortBy('seq');
  return ops.map((op) => {
    const p = op.payload as { prblmId?: string; noteId?: string; localId?: string; language?: string; discussionId?: string };
    return { id: op.id, kind: op.kind, prblmId: p.prblmId ?? null, detail: p.noteId ?? p.localId ?? p.language ?? p.discussionId ?? null, error: op.error, createdAt: op.createdAt };
  });
}

/** Thrown by {@link retryFailed} / {@link discardFailed} when `id` is not a parked op. */
export class OpNotFailedError extends Error {
  constructor(id: string) {
    super(`Outbox operation ${id} is not a failed operation`);
    this.name = 'OpNotFailedError';
  }
}

/**
 * Puts a parked op back in the queue with a NEW Idempotency-Key (the server recorded the old key
 * with its 4xx answer, which a retry with that key would only replay), runs its kind's
 * `onRequeued` hook, then wakes the sync engine.
 * @param id the op's current id (as {@link listFailed} gives it)
 * @throws OpNotFailedError when there is no parked op with that id
 */
export async function retryFailed(handlers: SyncHandlers, id: string, db: PocketDb = getDb()): Promise<void> {
  await db.transaction('rw', ['outbox', ...handlerTables(handlers)], async () => {
    const op = await db.outbox.where('id').equals(id).first();
    if (!op || op.state !== 'failed') throw new OpNotFailedError(id);
    revive(op, Date.now());
    await db.outbox.put(op);
    await (handlers[op.kind] as SyncHandler<OutboxKind>).onRequeued?.(db, op as never);
  });
  notifyOutboxChanged(db, true);
}

/**
 * Discards a parked op: the change is not sent. Its kind's `onDiscarded` hook undoes what must
 * not outlive it (a never-synced note, a queued submission); other local values stay until the
 * next refresh replaces them with the server's.
 * @param id the op's current id
 * @returns kind and problem of the discarded op (the caller may refresh that problem; null for discussion ops)
 * @throws OpNotFailedError when there is no parked op with that id
 */
export async function discardFailed(handlers: SyncHandlers, id: string, db: PocketDb = getDb()): Promise<{ kind: OutboxKind; prblmId: string | null }> {
  return db.transaction('rw', ['outbox', ...handlerTables(handlers)], async () => {
    const op = await db.outbox.where('id').equals(id).first();
    if (!op || op.state !== 'failed') throw new OpNotFailedError(id);
    await db.outbox.delete(op.seq!);
    await (handlers[op.kind] as SyncHandler<OutboxKind>).onDiscarded?.(db, op as never);
    return { kind: op.kind, prblmId: 'prblmId' in op.payload ? op.payload.prblmId : null };
  });
}
