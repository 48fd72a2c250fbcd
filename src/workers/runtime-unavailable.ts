/**
 * The error an offline runner throws when its runtime cannot be made ready on this device, so that
 * nothing ran: the page tells the learner why and what to do (run again, or Submit to the judge),
 * instead of reporting each test case as the judge's Internal Error.
 */

/** Why the runtime is not ready: it took longer than its limit (`slow`), or its worker failed while loading (`failed`). */
export type RuntimeUnavailableReason = 'slow' | 'failed';

/** An offline runner's runtime (the C++ compiler) did not load; `message` is the runner's own detail, for logs. */
export class RuntimeUnavailableError extends Error {
  override name = 'RuntimeUnavailableError';
  /**
   * @param reason `slow` (the load outlasted its limit) or `failed`
   * @param message what happened, in the runner's words
   * @param limitMs the load's limit, ms (for `slow`)
   */
  constructor(
    readonly reason: RuntimeUnavailableReason,
    message: string,
    readonly limitMs: number,
  ) {
    super(message);
  }
}
