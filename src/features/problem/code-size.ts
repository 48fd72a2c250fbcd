/**
 * The editor's size rule: an edit may not take the code past the limit every Run, Submit and draft
 * save enforces (`MAX_CODE_BYTES` of UTF-8, `checkCode`), so a 1 MB paste is refused where it is made
 * instead of at Submit (and instead of a draft that can never sync). An edit that shrinks the code is
 * always allowed, so an oversized draft can still be cut down.
 */
import { MAX_CODE_BYTES } from '../../../common/contract/common.ts';
import { utf8Length } from '../../../common/utf8.ts';

/**
 * True when an edit from `beforeLength` to the new text (UTF-16 code units: `afterLength`, the text
 * itself from `afterText`, read only when it may be too large) grows the code past `MAX_CODE_BYTES`.
 * A UTF-16 code unit is at most 3 bytes of UTF-8, so texts under a third of the limit are never read.
 */
export function growsPastCodeLimit(beforeLength: number, afterLength: number, afterText: () => string): boolean {
  if (afterLength <= beforeLength) return false;
  if (afterLength * 3 <= MAX_CODE_BYTES) return false;
  return utf8Length(afterText()) > MAX_CODE_BYTES;
}
