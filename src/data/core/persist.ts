/**
 * Persistent storage: asks the browser not to evict IndexedDB under storage
 * pressure — after the learner's first real save (a write that reached the outbox), never on load.
 */

let asked = false;

/**
 * Calls `navigator.storage.persist()` once per page load (no-op where unsupported or already
 * persisted). Never throws.
 * @returns whether storage is persistent (false when unknown)
 */
export async function requestPersistentStorage(): Promise<boolean> {
  if (asked) return false;
  asked = true;
  try {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
