import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../common/contract/index.ts';

/** Spec §3: the profile may arrive wrapped in `_doc`; both shapes are accepted. */
describe('profile response shapes', () => {
  const flat = { _id: 'a'.repeat(24), firstname: 'Ada', emailID: 'ada@example.com', role: 'user', secureUrl: null, college: 'MIT', languages: ['C++'], skills: ['DP'], isPremium: true };

  it('accepts the flat profile', () => {
    expect(profileResponseSchema.parse(flat)).toEqual(flat);
  });

  it('accepts the profile wrapped in _doc, the _doc fields winning', () => {
    const { college: _c, ...rest } = flat;
    expect(profileResponseSchema.parse({ _doc: { ...rest, college: 'MIT' }, college: 'stale', $isNew: false })).toMatchObject(flat);
  });

  it('fills isPremium when an older server leaves it out, and still rejects a wrong shape', () => {
    const { isPremium: _p, ...older } = flat;
    expect(profileResponseSchema.parse({ _doc: older }).isPremium).toBe(false);
    expect(profileResponseSchema.safeParse({ _doc: 'nope' }).success).toBe(false);
    expect(profileResponseSchema.safeParse({ _doc: { ...flat, languages: 'C++' } }).success).toBe(false);
  });
});
