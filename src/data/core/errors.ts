/**
 * Errors the data layer throws to screens (besides Dexie's own).
 */

/** A write that needs a signed-in user was attempted while nobody is signed in on this device. */
export class NotSignedInError extends Error {
  constructor() {
    super('Please sign in to continue');
    this.name = 'NotSignedInError';
  }
}

/** A write was refused before it reached the outbox (the server would refuse it too). `message` is readable. */
export class DataValidationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataValidationError';
  }
}

/** The entity a write refers to does not exist locally (e.g. saving a deleted note). */
export class NotFoundLocallyError extends Error {
  constructor(what: string) {
    super(`${what} not found on this device`);
    this.name = 'NotFoundLocallyError';
  }
}
