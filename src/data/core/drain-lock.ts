/**
 * The one-drainer lock of the sync engine: one tab drains at a time (Web Locks
 * `navigator.locks.request(name, {ifAvailable: true})`; where `navigator.locks` is missing, an
 * in-process lock by name).
 */

/** In-process lock fallback (no Web Locks, e.g. Node 20): names currently held. */
const heldLocks = new Set<string>();

/** What {@link withLock} returns when another drainer holds the lock. */
export const BUSY = Symbol('busy');

/**
 * Runs `fn` holding the lock `name`, or returns {@link BUSY} at once when it is taken.
 * @returns what `fn` returns, or BUSY
 * @throws what `fn` throws
 */
export async function withLock<T>(name: string, fn: () => Promise<T>): Promise<T | typeof BUSY> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? fn() : BUSY)) as Promise<T | typeof BUSY>;
  }
  if (heldLocks.has(name)) return BUSY;
  heldLocks.add(name);
  try {
    return await fn();
  } finally {
    heldLocks.delete(name);
  }
}
