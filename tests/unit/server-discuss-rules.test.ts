import { describe, expect, it } from 'vitest';
import { assembleDiscussions, mayVoteAs, newestFirst, nextVote, type CommentRecord, type DiscussionRecord } from '../../server/modules/discuss/rules.ts';

const at = (s: number) => new Date(Date.UTC(2025, 5, 14, 10, 0, s));
const d = (id: string, s: number): DiscussionRecord => ({ id, userId: 'u1', firstname: 'Asha', topic: 'Career', header: `h${id}`, content: 'c', createdAt: at(s) });

describe('discussion rules', () => {
  it('orders newest first, ties by id descending', () => {
    const rows = [d('a', 1), d('c', 2), d('b', 2)];
    expect(rows.sort(newestFirst).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('assembles the spec shape: voters oldest first, comments oldest first, view counts', () => {
    const comments: CommentRecord[] = [
      { id: 'c2', discussionId: 'a', firstname: 'Ben', comment: 'second', createdAt: at(5) },
      { id: 'c1', discussionId: 'a', firstname: 'Chen', comment: 'first', createdAt: at(4) },
    ];
    const votes = [
      { discussionId: 'a', userId: 'u3', createdAt: at(9) },
      { discussionId: 'a', userId: 'u2', createdAt: at(8) },
      { discussionId: 'b', userId: 'u2', createdAt: at(8) },
    ];
    const [a, b] = assembleDiscussions([d('a', 1), d('b', 2)], comments, votes, new Map([['a', 3]]));
    expect(a).toEqual({
      _id: 'a',
      topic: 'Career',
      header: 'ha',
      content: 'c',
      firstname: 'Asha',
      userId: 'u1',
      createdAt: '2025-06-14T10:00:01.000Z',
      stats: {
        votes: ['u2', 'u3'],
        views: 3,
        comments: [
          { _id: 'c1', user: 'Chen', comment: 'first', date: '2025-06-14T10:00:04.000Z' },
          { _id: 'c2', user: 'Ben', comment: 'second', date: '2025-06-14T10:00:05.000Z' },
        ],
      },
    });
    expect(b!.stats).toEqual({ votes: ['u2'], views: 0, comments: [] });
  });

  it('sets or flips a vote', () => {
    expect(nextVote(false, { kind: 'toggle' })).toBe(true);
    expect(nextVote(true, { kind: 'toggle' })).toBe(false);
    expect(nextVote(true, { kind: 'set', voted: true })).toBe(true);
    expect(nextVote(false, { kind: 'set', voted: false })).toBe(false);
  });

  it('lets only the session user vote', () => {
    expect(mayVoteAs('me', undefined)).toBe(true);
    expect(mayVoteAs('me', '')).toBe(true);
    expect(mayVoteAs('me', 'me')).toBe(true);
    expect(mayVoteAs('me', 'you')).toBe(false);
    expect(mayVoteAs('me', ['me', 'you'])).toBe(false);
  });
});
