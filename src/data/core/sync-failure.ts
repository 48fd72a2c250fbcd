/**
 * What the sync engine makes of an op's failed send, and when it tries again: the failure's
 * outcome and text (pure), capped exponential backoff with full jitter, and the server's
 * `Retry-After`.
 */
import { isHTTPError, isTimeoutError } from 'ky';
import { serverMessage } from '../../api/errors.ts';
import { BadResponseError } from '../../api/http.ts';
import { RedecideError } from './sync-handler.ts';

/** Backoff parameters (ms). */
export interface BackoffOptions {
  /** Delay scale of the first retry. */
  baseMs: number;
  /** Upper bound of any delay. */
  capMs: number;
}

/** Default backoff: 1 s base, 5 min cap. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 5 * 60_000 };

/**
 * Capped exponential backoff with full jitter (AWS architecture blog, "Exponential Backoff And
 * Jitter"): a uniformly random delay in `[0, min(capMs, baseMs · 2^attempt))`.
 * @param attempt 0 for the first retry
 * @param random uniform in [0, 1)
 * @returns delay in ms
 */
export function backoffDelay(attempt: number, opts: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const ceiling = Math.min(opts.capMs, opts.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

/** The server's `Retry-After` (seconds) of an HTTP error, in ms; 0 when there is none. */
export function retryAfterMs(error: unknown): number {
  if (!isHTTPError(error)) return 0;
  const v = error.response.headers.get('retry-after');
  const s = v ? Number(v) : NaN;
  return Number.isFinite(s) && s > 0 ? s * 1000 : 0;
}

/** What processing one op came to. */
export type OpOutcome = 'done' | 'skipped' | 'retry' | 'network' | 'failed' | 'paused' | 'stopped';

/** A failed send, classified. */
export interface FailureVerdict {
  outcome: Extract<OpOutcome, 'retry' | 'network' | 'failed' | 'paused' | 'stopped'>;
  /** The HTTP status, null when no response came. */
  status: number | null;
  /** The text shown with the op. */
  message: string;
}

/**
 * Classifies a failed send: a redecision, network errors, time-outs, 5xx, 408, 409, 425 and 429
 * are retried (`network` also backs the engine off), a 401 pauses the queue, an abort (the engine
 * stopped) leaves the op for later, any other 4xx or a body that is not the API's parks it.
 * @param aborted whether the engine's requests were aborted (it stopped)
 */
export function classifyFailure(error: unknown, aborted: boolean): FailureVerdict {
  const status = isHTTPError(error) ? error.response.status : null;
  let outcome: FailureVerdict['outcome'];
  if (error instanceof RedecideError) outcome = 'retry';
  else if (aborted) outcome = 'stopped';
  else if (status === 401) outcome = 'paused';
  else if (status !== null) outcome = status >= 500 || [408, 409, 425, 429].includes(status) ? 'retry' : 'failed';
  else if (error instanceof BadResponseError) outcome = 'failed';
  else outcome = 'network'; // NetworkError, TimeoutError, a connection dropped mid-body, …
  const message =
    error instanceof RedecideError
      ? error.message
      : error instanceof BadResponseError
        ? 'Unexpected response from the server'
        : isTimeoutError(error)
          ? 'The server did not answer in time'
          : (serverMessage(error) ?? (error instanceof Error ? error.message : String(error)));
  return { outcome, status, message };
}
