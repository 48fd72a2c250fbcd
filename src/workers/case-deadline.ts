/**
 * The time limit of one offline test case, shared by the runners that keep a program in a Web
 * Worker (JavaScript, Python): the page races the worker's answer against a timer of the limit plus
 * {@link KILL_GRACE_MS}, and a run the timer beats is stopped by terminating its worker.
 */

/** Extra time the page waits beyond the limit before terminating a worker (message latency), ms. */
export const KILL_GRACE_MS = 250;

/** What {@link raceDeadline} resolves with when the timer wins. */
export const TIMED_OUT = Symbol('timed out');

/** A promise that rejects with `signal.reason` once `signal` aborts (never settles without a signal). */
export function abortPromise(signal: AbortSignal | undefined): Promise<never> {
  if (!signal) return new Promise<never>(() => undefined);
  return new Promise<never>((_r, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Races `work` against a timer of `limitMs + KILL_GRACE_MS` and against `failures` (promises that only
 * reject: the worker died, the run was aborted); the timer is cleared however the race ends.
 * @returns `work`'s value, or {@link TIMED_OUT} when the timer fired first.
 * @throws what `work` or a failure rejects with.
 */
export async function raceDeadline<T>(work: Promise<T>, limitMs: number, ...failures: Promise<never>[]): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), limitMs + KILL_GRACE_MS);
  });
  try {
    return await Promise.race([work, deadline, ...failures]);
  } finally {
    clearTimeout(timer);
  }
}
