import { describe, expect, it } from 'vitest';
import { replacesStored, wasApplied } from '../../server/modules/drafts/last-write-wins.ts';

describe('drafts: last write wins by the client clock', () => {
  it('a first draft is always stored', () => {
    expect(replacesStored(undefined, { code: 'x', updatedAt: 1 })).toBe(true);
  });

  it('only a strictly newer write replaces the stored draft', () => {
    const stored = { code: 'old', updatedAt: 100 };
    expect(replacesStored(stored, { code: 'new', updatedAt: 101 })).toBe(true);
    expect(replacesStored(stored, { code: 'same time', updatedAt: 100 })).toBe(false);
    expect(replacesStored(stored, { code: 'older', updatedAt: 99 })).toBe(false);
  });

  it('applied means the stored draft is now the incoming one', () => {
    expect(wasApplied({ code: 'a', updatedAt: 5 }, { code: 'a', updatedAt: 5 })).toBe(true);
    expect(wasApplied({ code: 'b', updatedAt: 5 }, { code: 'a', updatedAt: 5 })).toBe(false);
    expect(wasApplied({ code: 'a', updatedAt: 6 }, { code: 'a', updatedAt: 5 })).toBe(false);
  });
});
