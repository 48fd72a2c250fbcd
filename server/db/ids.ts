import { createHash, randomBytes } from 'node:crypto';

/** A new random id: 24 lowercase hex characters (96 bits). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** A stable id derived from a name (first 24 hex characters of its SHA-256), used for built-in problems. */
export function stableId(name: string): string {
  return createHash('sha256').update(`pocket-judge:${name}`).digest('hex').slice(0, 24);
}
