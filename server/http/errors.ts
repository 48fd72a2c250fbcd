import { safeParse, type $ZodType } from 'zod/v4/core';
import { typeIssueMessage } from '../../common/contract/common.ts';

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
 * @throws HttpError 400 whose message names each offending field: `field is required` when it is
 *   missing, `field must be <type>` when it has the wrong type (see typeIssueMessage), otherwise
 *   `field: <the schema's message>`; the same list is in `issues`.
 */
export function parseOr400<T>(schema: $ZodType<T>, data: unknown, what = 'body'): T {
  const result = safeParse(schema, data ?? {}, { reportInput: true, error: typeIssueMessage });
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => {
    const path = i.path.length ? i.path.join('.') : what;
    const missing = i.code === 'invalid_type' && i.input === undefined && i.path.length > 0;
    const message = missing ? 'is required' : i.message;
    // typeIssueMessage's messages read on from the field's name; the schemas' own follow a colon.
    const phrase = i.code === 'invalid_type' && (missing || message.startsWith('must be '));
    return { path, message, sentence: phrase ? `${path} ${message}` : `${path}: ${message}` };
  });
  const message = issues.map((i) => i.sentence).join('; ');
  throw new HttpError(400, message, issues.map(({ path, message }) => ({ path, message })));
}
