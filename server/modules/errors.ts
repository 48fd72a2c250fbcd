/**
 * The errors services throw: what went wrong in the field's terms, each with the exact message the
 * learner or admin reads. `server/app.ts` (`httpErrorOf`) gives each kind its HTTP status;
 * services and repositories know nothing of HTTP.
 */
import { JudgeUnavailableError } from '../judge/judge.ts';
import { JobAbortedError, OwnerBusyError, QueueFullError } from '../judge/queue.ts';
import { API_MSG } from '../../common/texts/api.ts';

/** What kind of refusal a {@link DomainError} is; the HTTP layer maps each to one status. */
export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'unsupported-type'
  | 'too-many-requests'
  | 'client-closed'
  | 'provider-failed'
  | 'unavailable';

/** A refusal a service decides on. `retryAfterS`: when trying again makes sense, in seconds. */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(message);
  }
}

/** The request asks for something the rules do not allow (a wrong price, a foreign note id …). */
export class ValidationError extends DomainError {
  readonly kind = 'validation';
}
/** Nobody is signed in, or the proof of who is (a signature, an account) does not hold. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}
/** The caller is known but may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}
/** The thing named (a problem, a note, an order …) does not exist for this caller. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}
/** The thing to create is already there (an email address, an uploaded file). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}
/** The permission used has expired (an upload signature). */
export class GoneError extends DomainError {
  readonly kind = 'gone';
}
/** An upload is over its size limit or the learner's quota. */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}
/** An upload is not of a type accepted. */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported-type';
}
/** The caller has asked too often; `retryAfterS` says when to try again. */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many-requests';
}
/** The caller went away before the answer was ready (nobody reads it). */
export class ClientClosedError extends DomainError {
  readonly kind = 'client-closed';
}
/** An outside provider (payments) failed. */
export class ProviderFailedError extends DomainError {
  readonly kind = 'provider-failed';
}
/** A part of the server (the judge) cannot take the work now; `retryAfterS` when it is only busy. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

/**
 * The domain error of a judge job that could not run: the judge unavailable, or its queue full
 * (retry after 30 s); the owner's job limit reached (retry after the queue's estimate); the caller
 * left. Other errors are returned as they are.
 */
export function judgeDomainError(e: unknown): unknown {
  if (e instanceof JudgeUnavailableError) return new UnavailableError(API_MSG.judgeUnavailable);
  if (e instanceof QueueFullError) return new UnavailableError(API_MSG.judgeBusy, 30);
  if (e instanceof OwnerBusyError) return new TooManyRequestsError(API_MSG.judgeUserBusy, e.retryAfterS);
  if (e instanceof JobAbortedError) return new ClientClosedError(API_MSG.clientClosed);
  return e;
}
