/**
 * Debounced local writes (e.g. the editor's draft saves) register a flusher here, so anything
 * that is about to reload or leave the page (the service-worker update prompt, sign-out) can
 * first write every pending change to Dexie.
 */
type Flusher = () => Promise<void>;

const flushers = new Set<Flusher>();

/** Registers a flusher; returns the function that unregisters it. */
export function registerFlusher(fn: Flusher): () => void {
  flushers.add(fn);
  return () => {
    flushers.delete(fn);
  };
}

/** Runs every registered flusher (failures are logged, never thrown). */
export async function flushPendingWrites(): Promise<void> {
  await Promise.all(
    [...flushers].map((fn) =>
      fn().catch((e: unknown) => {
        console.error('flush of pending writes failed:', e);
      }),
    ),
  );
}
