/**
 * The editor's size rule (src/features/problem/code-size.ts): an edit that grows the code past
 * MAX_CODE_BYTES of UTF-8 is refused, one that shrinks it never is, and small texts are not even read.
 */
import { describe, expect, it } from 'vitest';
import { MAX_CODE_BYTES } from '../../common/contract/common.ts';
import { growsPastCodeLimit } from '../../src/features/problem/code-size.ts';

describe('growsPastCodeLimit', () => {
  it('refuses growing past the limit in UTF-8 bytes, not in characters', () => {
    const ascii = 'x'.repeat(MAX_CODE_BYTES + 1);
    expect(growsPastCodeLimit(10, ascii.length, () => ascii)).toBe(true);
    expect(growsPastCodeLimit(10, MAX_CODE_BYTES, () => 'x'.repeat(MAX_CODE_BYTES))).toBe(false);
    // 30,000 three-byte characters: 90,000 bytes, under the limit in characters, over it in bytes.
    const wide = '€'.repeat(30_000);
    expect(growsPastCodeLimit(10, wide.length, () => wide)).toBe(true);
  });

  it('always allows an edit that shrinks or keeps the length (an oversized draft can be cut down)', () => {
    const big = 'x'.repeat(MAX_CODE_BYTES * 2);
    expect(growsPastCodeLimit(big.length + 5, big.length, () => big)).toBe(false);
    expect(growsPastCodeLimit(big.length, big.length, () => big)).toBe(false);
  });

  it('does not read a text that cannot be over the limit', () => {
    let read = false;
    expect(growsPastCodeLimit(0, Math.floor(MAX_CODE_BYTES / 3), () => ((read = true), ''))).toBe(false);
    expect(read).toBe(false);
  });
});
