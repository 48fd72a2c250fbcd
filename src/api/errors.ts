/**
 * Turning failures of `/api` calls into texts a learner can read.
 *
 * Error bodies are JSON `{ statusCode, error, message }`, except the login 401 whose body is
 * the plain text `Error Invalid credentials` (spec §2.4, §7).
 */
import { isHTTPError, isTimeoutError } from 'ky';
import { apiErrorSchema } from '../../common/contract/index.ts';
import { BadResponseError, errorBody, isNetworkError } from './http.ts';

/** HTTP status of a failed call, or `undefined` for network errors and non-HTTP failures. */
export function errorStatus(error: unknown): number | undefined {
  return isHTTPError(error) ? error.response.status : undefined;
}

/**
 * The server's own words about a failure, if it sent any: the `message` of a JSON error body
 * or a non-empty plain-text body.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isHTTPError(error)) return undefined;
  const data: unknown = errorBody(error);
  if (typeof data === 'string') {
    const text = data.trim();
    return text === '' ? undefined : text;
  }
  const parsed = apiErrorSchema.safeParse(data);
  if (parsed.success) return parsed.data.message;
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  return undefined;
}

/**
 * Best description of any failure: the server's message, else the HTTP client's own
 * error text (network, time-out, bad response), else `fallback`.
 */
export function describeError(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (isNetworkError(error) || isTimeoutError(error) || error instanceof BadResponseError) return error.message;
  if (isHTTPError(error)) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
