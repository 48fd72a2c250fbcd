import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * An error with an HTTP status that the error handler turns into the JSON body
 * `{ statusCode, error, message, issues? }` (see common/contract/common.ts apiErrorSchema).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Standard reason phrases for the statuses we send. */
export const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Validates `data` with a zod schema.
 * @returns the parsed value.
 * @throws HttpError 400 whose message names each offending field (`field: message`),
 *   with the same list in `issues`.
 */
export function parseOr400<T>(schema: $ZodType<T>, data: unknown, what = 'body'): T {
  const result = safeParse(schema, data ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const path = i.path.length ? i.path.join('.') : what;
    const received = (i as { input?: unknown }).input;
    const message = i.code === 'invalid_type' && received === undefined && i.path.length ? 'is required' : i.message;
    return { path, message };
  });
  const message = issues.map((i) => (i.message === 'is required' ? `${i.path} is required` : `${i.path}: ${i.message}`)).join('; ');
  throw new HttpError(400, message, issues);
}
