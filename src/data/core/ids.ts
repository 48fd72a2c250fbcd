/**
 * Client-generated ids (crypto.getRandomValues; works in insecure contexts too, unlike randomUUID).
 */

/**
 * Random lowercase hex.
 * @param bytes number of random bytes (the string has twice as many characters)
 */
export function randomHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  let out = '';
  for (const b of buf) out += b.toString(16).padStart(2, '0');
  return out;
}

/** A new note id: 24 lowercase hex characters (the server's id shape). */
export function newNoteId(): string {
  return randomHex(12);
}

/** A new outbox op id / Idempotency-Key: `op_` + 32 hex (35 characters of `[A-Za-z0-9_-]`). */
export function newOpId(): string {
  return `op_${randomHex(16)}`;
}

/** A new local submission id: `loc_` + 24 hex. */
export function newLocalId(): string {
  return `loc_${randomHex(12)}`;
}
