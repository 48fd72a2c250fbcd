/**
 * Releases something after a quiet period: a runner's worker that holds a large runtime (the C++
 * compiler: hundreds of MB of the renderer's memory) is stopped once nothing used it for `idleMs`, and
 * loaded again by the next use.
 *
 * Usage:
 * ```ts
 * const idle = idleRelease(5 * 60_000, () => worker.terminate());
 * idle.busy(); // a Run starts: no release while it runs
 * idle.done(); // it ended: released after 5 minutes unless used again
 * ```
 */

/** The handle of {@link idleRelease}. */
export interface IdleRelease {
  /** Something started using the resource: no release until the matching {@link IdleRelease.done}. */
  busy(): void;
  /** A use ended: when none is left, the resource is released after the quiet period unless used again. */
  done(): void;
  /** Forgets any pending release (the resource was released another way). */
  cancel(): void;
}

/**
 * @param idleMs the quiet period, ms
 * @param release called once per quiet period that follows a use
 */
export function idleRelease(idleMs: number, release: () => void): IdleRelease {
  let uses = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    busy() {
      uses++;
      clear();
    },
    done() {
      uses = Math.max(0, uses - 1);
      clear();
      if (uses === 0) {
        timer = setTimeout(() => {
          timer = null;
          release();
        }, idleMs);
      }
    },
    cancel() {
      uses = 0;
      clear();
    },
  };
}
