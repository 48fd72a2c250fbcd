/**
 * The one HTTP client of the PWA: a ky instance rooted at `/api`.
 *
 * - Cookies are always sent (`credentials: 'include'`); the session lives in a cookie.
 * - CSRF (double-submit cookie): the server sets a readable `XSRF-TOKEN` cookie on every
 *   `/api` response; every state-changing request echoes it in `X-XSRF-TOKEN`. When the
 *   cookie is missing before such a request, `GET /api/userAuth/check` is called first to get one.
 * - No time-out (spec §7): judging a Java submission can take several seconds.
 * - A failed call's body is read once into `error.data` (see {@link errorBody}); a response body
 *   is checked against the contract's zod schema ({@link parseJson}).
 */
import ky, { type HTTPError, type KyInstance, type Options, type ResponsePromise } from 'ky';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { IDEMPOTENCY_HEADER } from '../../common/contract/sync.ts';

/** Name of the readable CSRF cookie the server sets. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that must echo the cookie on POST/PUT/PATCH/DELETE. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads one cookie from a `document.cookie` style string.
 * @param cookieString e.g. `a=1; XSRF-TOKEN=abc`
 * @param name cookie name
 * @returns the decoded value, or `undefined` when absent or empty
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function currentXsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, XSRF_COOKIE);
}

/** In-flight token fetch, shared by concurrent requests. */
let tokenFetch: Promise<void> | null = null;

async function ensureXsrfToken(): Promise<string | undefined> {
  const existing = currentXsrfToken();
  if (existing) return existing;
  tokenFetch ??= fetch('/api/userAuth/check', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(() => undefined)
    .finally(() => {
      tokenFetch = null;
    });
  await tokenFetch;
  return currentXsrfToken();
}

/** The body of a failed call: parsed JSON, the text, or undefined when it could not be read. */
const errorBodies = new WeakMap<HTTPError, unknown>();

/**
 * What the server sent with a failed call (read by the client's `beforeError` hook): the parsed
 * JSON body (`{ statusCode, error, message }` from this API), else the plain text (the login
 * 401's `Error Invalid credentials`), else undefined.
 */
export function errorBody(error: HTTPError): unknown {
  return errorBodies.get(error);
}

/** ky hook: reads the failed response's body once so the error can be described later. */
async function keepErrorBody(error: HTTPError): Promise<HTTPError> {
  try {
    const text = await error.response.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text body
    }
    errorBodies.set(error, body);
  } catch {
    // body already consumed or the connection dropped: nothing to keep
  }
  return error;
}

/**
 * Creates a ky client rooted at `prefixUrl` with this API's error handling (the failed body is
 * kept, see {@link errorBody}). `options` are merged in (tests pass their own `fetch`).
 */
export function createApiClient(prefixUrl: string, options: Options = {}): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'include',
    timeout: false,
    ...options,
    hooks: { ...options.hooks, beforeError: [keepErrorBody, ...(options.hooks?.beforeError ?? [])] },
  });
}

/** The shared ky instance; every `src/api/*` function goes through it. */
export const http: KyInstance = createApiClient('/api', {
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      async (request) => {
        if (SAFE_METHODS.has(request.method.toUpperCase())) return;
        const token = await ensureXsrfToken();
        if (token) request.headers.set(XSRF_HEADER, token);
      },
    ],
  },
});

/** A 2xx response whose body does not match the API contract (a server of another version, a captive portal …). */
export class BadResponseError extends Error {
  override name = 'BadResponseError';
  /** @param issues the contract's complaints, `path: message` */
  constructor(readonly issues: string[]) {
    super(`The server sent an unexpected response (${issues.slice(0, 3).join('; ')})`);
  }
}

/**
 * Reads a response's JSON body and checks it against the contract.
 * @param response a ky response promise (`client.get(…)`)
 * @param schema the zod schema of the body
 * @returns the parsed body
 * @throws BadResponseError when the body does not match; ky's `HTTPError`/`TimeoutError` or the
 *   fetch `TypeError` (network) from the request itself
 */
export async function parseJson<T>(response: ResponsePromise, schema: $ZodType<T>): Promise<T> {
  const body: unknown = await response.json();
  const result = safeParse(schema, body);
  if (result.success) return result.data;
  throw new BadResponseError(result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`));
}

/**
 * True when the request never got a response: the network is down, the server unreachable, or
 * the connection dropped (fetch rejects with a `TypeError`; ky passes it through).
 */
export function isNetworkError(error: unknown): error is TypeError {
  return error instanceof TypeError;
}

/**
 * Per-call options of the `src/api/*` functions used by the offline data layer (`src/data/`).
 * Every field is optional; omitted, a call behaves exactly like before.
 */
export interface CallOptions {
  /** ky instance to send through instead of {@link http} (tests inject one that keeps cookies). */
  client?: KyInstance;
  /** Sent as the `Idempotency-Key` header (8–100 chars of `[A-Za-z0-9_-]`) on state-changing calls. */
  idempotencyKey?: string;
  /** Aborts the request (the sync engine's `stop()`). */
  signal?: AbortSignal;
  /** Per-attempt time-out in ms (`false`: none, the default of {@link http}). */
  timeout?: number | false;
  /** ky retry limit for this call; the outbox passes 0 because it retries with its own backoff. */
  retry?: number;
}

/**
 * Splits {@link CallOptions} into the ky instance to use and the ky options of one request.
 * @param opts the caller's options (may be undefined)
 * @param extra request options of the call itself (e.g. `json`)
 * @returns `{ client, options }` — `options` carries the `Idempotency-Key` header when a key is given
 */
export function callOptions(opts: CallOptions | undefined, extra: Options = {}): { client: KyInstance; options: Options } {
  const options: Options = { ...extra };
  if (opts?.idempotencyKey) options.headers = { [IDEMPOTENCY_HEADER]: opts.idempotencyKey };
  if (opts?.signal) options.signal = opts.signal;
  if (opts?.timeout !== undefined) options.timeout = opts.timeout;
  if (opts?.retry !== undefined) options.retry = opts.retry;
  return { client: opts?.client ?? http, options };
}
