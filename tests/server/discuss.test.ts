import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { commentListSchema, DISCUSSION_PAGE_SIZE, discussionListSchema, discussionSchema, nextCursorFromLink, userDiscussionsResponseSchema, votersSchema } from '../../common/contract/discuss.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { newId } from '../../server/db/ids.ts';
import { discussionComments, discussions, discussionViews, discussionVotes, users } from '../../server/db/schema.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';

/** The discussion board's API on real PGlite through app.inject. */
const t = testAppForSuite();

const key = () => `k${newId()}`;
const post = { topic: 'Career', header: 'Switching to backend', content: 'Any advice?' };

async function signedIn(firstname = 'Asha') {
  const api = new ApiClient(t.app);
  const { user } = await api.signUp(firstname);
  return { api, userId: user._id };
}

async function create(api: ApiClient, body: object = post) {
  const res = await api.post('/api/discuss/createDiscussion', body);
  expect(res.statusCode).toBe(201);
  return z.parse(discussionSchema, res.json());
}

describe('discussions', () => {
  it('creates, lists newest first, and lists by author in the spec shape', async () => {
    const { api, userId } = await signedIn('Asha');
    const first = await create(api);
    expect(first).toMatchObject({ topic: 'Career', header: 'Switching to backend', content: 'Any advice?', firstname: 'Asha', userId, stats: { votes: [], views: 0, comments: [] } });
    expect(first._id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(first.createdAt).toISOString()).toBe(first.createdAt);
    const second = await create(api, { topic: 'Interview', header: '  Trimmed  ', content: 'Second' });
    expect(second.header).toBe('Trimmed');

    const all = z.parse(discussionListSchema, (await api.get('/api/discuss/getAllDiscussions')).json());
    const mine = all.filter((d) => d.userId === userId).map((d) => d._id);
    expect(mine).toEqual([second._id, first._id]);

    const other = await signedIn('Ben');
    await create(other.api, { ...post, header: 'Ben post' });
    const byAsha = z.parse(userDiscussionsResponseSchema, (await other.api.get(`/api/discuss/getDiscussionByUserId/${userId}`)).json());
    expect(byAsha.discussion.map((d) => d._id)).toEqual([second._id, first._id]);
    expect((await api.get(`/api/discuss/getDiscussionByUserId/${newId()}`)).statusCode).toBe(404);
    const bad = await api.get('/api/discuss/getDiscussionByUserId/nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('userId');
  });

  it('validates the new-discussion form with the spec messages', async () => {
    const { api } = await signedIn();
    const send = (body: object) => api.post('/api/discuss/createDiscussion', body);
    const noHeader = await send({ ...post, header: '   ' });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toBe('header: Topic is required');
    expect((await send({ ...post, content: '' })).json().message).toBe('content: Content is required');
    expect((await send({ ...post, topic: 'Gossip' })).json().message).toBe('topic: Please choose a topic');
    expect((await send({ ...post, header: 'h'.repeat(201) })).json().message).toContain('at most 200');
    expect((await send({ ...post, content: 'c'.repeat(10_001) })).json().message).toContain('at most 10000');
    expect((await send({ ...post, extra: 1 })).statusCode).toBe(400);
    expect((await send({ ...post, _id: 'not-an-id' })).statusCode).toBe(400);
  });

  it('needs a session for every call', async () => {
    const anon = new ApiClient(t.app);
    const id = newId();
    expect((await anon.get('/api/discuss/getAllDiscussions')).statusCode).toBe(401);
    expect((await anon.get(`/api/discuss/getDiscussionByUserId/${id}`)).statusCode).toBe(401);
    expect((await anon.post('/api/discuss/createDiscussion', post)).statusCode).toBe(401);
    expect((await anon.post(`/api/discuss/createComment/${id}`, { comment: 'x' })).statusCode).toBe(401);
    expect((await anon.patch(`/api/discuss/updateThumbsUp/${id}?userId=${id}`)).statusCode).toBe(401);
    expect((await anon.put(`/api/discuss/vote/${id}`, { voted: true })).statusCode).toBe(401);
    expect((await anon.post(`/api/discuss/view/${id}`)).statusCode).toBe(401);
  });
});

describe('comments', () => {
  it('adds comments with the session user as author and returns the whole list', async () => {
    const author = await signedIn('Asha');
    const d = await create(author.api);
    const reader = await signedIn('Chen');
    const r1 = await reader.api.post(`/api/discuss/createComment/${d._id}`, { comment: 'Try Go' });
    expect(r1.statusCode).toBe(200);
    const list1 = z.parse(commentListSchema, r1.json());
    expect(list1).toHaveLength(1);
    expect(list1[0]).toMatchObject({ user: 'Chen', comment: 'Try Go' });
    expect(new Date(list1[0]!.date).toISOString()).toBe(list1[0]!.date);
    const list2 = z.parse(commentListSchema, (await author.api.post(`/api/discuss/createComment/${d._id}`, { comment: 'Thanks!' })).json());
    expect(list2.map((c) => `${c.user}: ${c.comment}`)).toEqual(['Chen: Try Go', 'Asha: Thanks!']);
    const listed = z.parse(discussionListSchema, (await author.api.get('/api/discuss/getAllDiscussions')).json()).find((x) => x._id === d._id)!;
    expect(listed.stats.comments.map((c) => c.comment)).toEqual(['Try Go', 'Thanks!']);
  });

  it('refuses blank, too long, unknown and ill-formed targets', async () => {
    const { api } = await signedIn();
    const d = await create(api);
    expect((await api.post(`/api/discuss/createComment/${d._id}`, { comment: '  ' })).json().message).toBe('comment: Comment is required');
    expect((await api.post(`/api/discuss/createComment/${d._id}`, { comment: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await api.post(`/api/discuss/createComment/${d._id}`, {})).statusCode).toBe(400);
    const unknown = await api.post(`/api/discuss/createComment/${newId()}`, { comment: 'hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Discussion not found');
    expect((await api.post('/api/discuss/createComment/xyz', { comment: 'hi' })).statusCode).toBe(400);
  });
});

describe('votes', () => {
  it('toggles the session user\'s vote and returns the voter ids', async () => {
    const author = await signedIn();
    const d = await create(author.api);
    const voter = await signedIn();
    const toggle = (c: { api: ApiClient; userId: string }) => c.api.patch(`/api/discuss/updateThumbsUp/${d._id}?userId=${c.userId}`);
    expect(z.parse(votersSchema, (await toggle(voter)).json())).toEqual([voter.userId]);
    expect((await toggle(author)).json()).toEqual([voter.userId, author.userId]);
    expect((await toggle(voter)).json()).toEqual([author.userId]);
    // Without ?userId the session user votes.
    expect((await voter.api.patch(`/api/discuss/updateThumbsUp/${d._id}`)).json()).toEqual([author.userId, voter.userId]);
  });

  it('never lets one user vote as another (403) and answers 404/400 for bad ids', async () => {
    const author = await signedIn();
    const d = await create(author.api);
    const mallory = await signedIn();
    const res = await mallory.api.patch(`/api/discuss/updateThumbsUp/${d._id}?userId=${author.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only vote as yourself');
    const listed = z.parse(discussionListSchema, (await author.api.get('/api/discuss/getAllDiscussions')).json()).find((x) => x._id === d._id)!;
    expect(listed.stats.votes).toEqual([]);
    expect((await mallory.api.patch(`/api/discuss/updateThumbsUp/${newId()}?userId=${mallory.userId}`)).statusCode).toBe(404);
    expect((await mallory.api.patch(`/api/discuss/updateThumbsUp/bad?userId=${mallory.userId}`)).statusCode).toBe(400);
    expect((await mallory.api.put(`/api/discuss/vote/${d._id}`, { voted: 'yes' })).statusCode).toBe(400);
    expect((await mallory.api.put(`/api/discuss/vote/${newId()}`, { voted: true })).statusCode).toBe(404);
  });

  it('sets the desired vote with PUT vote/:id, so repeats never flip it', async () => {
    const { api, userId } = await signedIn();
    const d = await create(api);
    const set = (voted: boolean) => api.put(`/api/discuss/vote/${d._id}`, { voted });
    expect((await set(true)).json()).toEqual([userId]);
    expect((await set(true)).json()).toEqual([userId]);
    expect((await set(false)).json()).toEqual([]);
    expect((await set(false)).json()).toEqual([]);
  });
});

describe('idempotent writes', () => {
  it('replays createDiscussion, createComment and votes with the same Idempotency-Key', async () => {
    const { api, userId } = await signedIn();
    const k1 = key();
    const a = await api.post('/api/discuss/createDiscussion', post, { 'idempotency-key': k1 });
    const b = await api.post('/api/discuss/createDiscussion', post, { 'idempotency-key': k1 });
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.json()._id).toBe(a.json()._id);
    const byMe = z.parse(userDiscussionsResponseSchema, (await api.get(`/api/discuss/getDiscussionByUserId/${userId}`)).json());
    expect(byMe.discussion).toHaveLength(1);
    const id = a.json()._id as string;

    const k2 = key();
    await api.post(`/api/discuss/createComment/${id}`, { comment: 'once' }, { 'idempotency-key': k2 });
    const again = await api.post(`/api/discuss/createComment/${id}`, { comment: 'once' }, { 'idempotency-key': k2 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toHaveLength(1);

    // The spec's toggle replayed with its key does not toggle twice.
    const k3 = key();
    expect((await api.patch(`/api/discuss/updateThumbsUp/${id}?userId=${userId}`, undefined, { 'idempotency-key': k3 })).json()).toEqual([userId]);
    expect((await api.patch(`/api/discuss/updateThumbsUp/${id}?userId=${userId}`, undefined, { 'idempotency-key': k3 })).json()).toEqual([userId]);
    const k4 = key();
    expect((await api.put(`/api/discuss/vote/${id}`, { voted: false }, { 'idempotency-key': k4 })).json()).toEqual([]);
    expect((await api.put(`/api/discuss/vote/${id}`, { voted: false }, { 'idempotency-key': k4 })).json()).toEqual([]);
  });

  it('creates an offline post and comment once by their client ids, even without a key', async () => {
    const { api } = await signedIn();
    const id = newId();
    const first = await create(api, { ...post, _id: id });
    expect(first._id).toBe(id);
    const repeat = await create(api, { ...post, _id: id });
    expect(repeat._id).toBe(id);
    const commentId = newId();
    await api.post(`/api/discuss/createComment/${id}`, { comment: 'offline', _id: commentId });
    const list = z.parse(commentListSchema, (await api.post(`/api/discuss/createComment/${id}`, { comment: 'offline', _id: commentId })).json());
    expect(list.map((c) => c._id)).toEqual([commentId]);
    // Someone else cannot take over these ids.
    const other = await signedIn();
    expect((await other.api.post('/api/discuss/createDiscussion', { ...post, _id: id })).statusCode).toBe(400);
    expect((await other.api.post(`/api/discuss/createComment/${id}`, { comment: 'x', _id: commentId })).statusCode).toBe(400);
  });
});

describe('views', () => {
  it('counts one view per user and discussion', async () => {
    const author = await signedIn();
    const d = await create(author.api);
    const reader = await signedIn();
    const view = (api: ApiClient) => api.post(`/api/discuss/view/${d._id}`);
    expect((await view(reader.api)).json()).toEqual({ views: 1 });
    expect((await view(reader.api)).json()).toEqual({ views: 1 });
    expect((await view(author.api)).json()).toEqual({ views: 2 });
    const listed = z.parse(discussionListSchema, (await reader.api.get('/api/discuss/getAllDiscussions')).json()).find((x) => x._id === d._id)!;
    expect(listed.stats.views).toBe(2);
    expect((await view(reader.api)).json()).toEqual({ views: 2 });
    expect((await reader.api.post(`/api/discuss/view/${newId()}`)).statusCode).toBe(404);
    expect((await reader.api.post('/api/discuss/view/zzz')).statusCode).toBe(400);
  });
});

describe('deleting a user', () => {
  it('removes their discussions, comments, votes and views (ON DELETE CASCADE)', async () => {
    const db = t.server.db.db;
    const gone = await signedIn('Gone');
    const stays = await signedIn('Stays');
    const theirs = await create(gone.api);
    const other = await create(stays.api);
    await stays.api.post(`/api/discuss/createComment/${theirs._id}`, { comment: 'on a post that goes' });
    await gone.api.post(`/api/discuss/createComment/${other._id}`, { comment: 'a comment that goes' });
    await stays.api.post(`/api/discuss/createComment/${other._id}`, { comment: 'a comment that stays' });
    await gone.api.put(`/api/discuss/vote/${other._id}`, { voted: true });
    await stays.api.put(`/api/discuss/vote/${other._id}`, { voted: true });
    await gone.api.post(`/api/discuss/view/${other._id}`);

    await db.delete(users).where(eq(users.id, gone.userId));

    expect(await db.select().from(discussions).where(eq(discussions.userId, gone.userId))).toEqual([]);
    expect(await db.select().from(discussionComments).where(eq(discussionComments.discussionId, theirs._id))).toEqual([]);
    expect(await db.select().from(discussionComments).where(eq(discussionComments.userId, gone.userId))).toEqual([]);
    expect(await db.select().from(discussionVotes).where(eq(discussionVotes.userId, gone.userId))).toEqual([]);
    expect(await db.select().from(discussionViews).where(eq(discussionViews.userId, gone.userId))).toEqual([]);
    const left = z.parse(discussionListSchema, (await stays.api.get('/api/discuss/getAllDiscussions')).json());
    expect(left.some((d) => d._id === theirs._id)).toBe(false);
    const kept = left.find((d) => d._id === other._id)!;
    expect(kept.stats).toEqual({ votes: [stays.userId], views: 0, comments: [expect.objectContaining({ user: 'Stays', comment: 'a comment that stays' })] });
  });
});

describe('pages of the board and the posting limit', () => {
  const p = testAppForSuite({ DISCUSS_POSTS_PER_HOUR: '3' });

  const page = async (api: ApiClient, query = '') => {
    const res = await api.get(`/api/discuss/getAllDiscussions${query}`);
    expect(res.statusCode).toBe(200);
    const link = res.headers.link === undefined ? null : String(res.headers.link);
    return { items: z.parse(discussionListSchema, res.json()), link, next: nextCursorFromLink(link) };
  };

  it('pages newest first by cursor: sizes, order, no duplicates, ties on the same microsecond, the last page has no next link', async () => {
    const api = new ApiClient(p.app);
    const { user } = await api.signUp('Pager');
    // 45 discussions; every third shares its time with the one before (same microsecond, told apart by id).
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 45 }, (_, i) => ({ id: newId(), userId: user._id, topic: 'Career' as const, header: `Post ${i}`, content: 'x', createdAt: new Date(base + Math.floor(i / 2) * 1000) }));
    await p.server.db.db.insert(discussions).values(rows);
    const expected = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.id);

    // No parameters: the first page of DISCUSSION_PAGE_SIZE, and a next link.
    const first = await page(api);
    expect(first.items.map((d) => d._id)).toEqual(expected.slice(0, DISCUSSION_PAGE_SIZE));
    expect(first.link).toMatch(/^<\/api\/discuss\/getAllDiscussions\?before=[^>]+>; rel="next"$/);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const got = await page(api, `?limit=7${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
      expect(got.items.length).toBe(got.next ? 7 : 45 % 7);
      if (got.next) expect(got.link).toContain('limit=7');
      seen.push(...got.items.map((d) => d._id));
      cursor = got.next;
      pages++;
    } while (cursor);
    expect(pages).toBe(7);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(45);

    // A post made while paging appears on the first page, never in the pages after the cursor.
    const mid = await page(api, '?limit=10');
    await api.post('/api/discuss/createDiscussion', { ...post, header: 'Newer' });
    const after = await page(api, `?limit=10&before=${encodeURIComponent(mid.next!)}`);
    expect(after.items.map((d) => d._id)).toEqual(expected.slice(10, 20));
    // A page size that fits everything: no next link.
    expect((await page(api, '?limit=100')).link).toBeNull();
  });

  it('answers a malformed cursor or page size with 400 and the field', async () => {
    const api = new ApiClient(p.app);
    await api.signUp();
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?limit=-3', '?before=nope', `?before=2026-01-01T00:00:00Z_${newId()}`, '?before=2026-13-45T99:99:99.000000Z_0123456789abcdef01234567']) {
      const res = await api.get(`/api/discuss/getAllDiscussions${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toMatch(q.startsWith('?limit') ? /^limit: must be a whole number from 1 to 100/ : /^before: not a cursor/);
    }
  });

  it('limits posts and comments per learner (429 + Retry-After); replays and other learners are not held back', async () => {
    const a = new ApiClient(p.app);
    await a.signUp('Poster');
    const d = await (async () => {
      const res = await a.post('/api/discuss/createDiscussion', { ...post, _id: newId() });
      expect(res.statusCode).toBe(201);
      return z.parse(discussionSchema, res.json());
    })();
    const commentId = newId();
    expect((await a.post(`/api/discuss/createComment/${d._id}`, { comment: 'one', _id: commentId })).statusCode).toBe(200);
    expect((await a.post(`/api/discuss/createComment/${d._id}`, { comment: 'two' })).statusCode).toBe(200);
    const refused = await a.post('/api/discuss/createDiscussion', post);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MSG.tooManyPosts(3));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await a.post(`/api/discuss/createComment/${d._id}`, { comment: 'three' })).statusCode).toBe(429);
    // Replays of writes already stored (an offline post or comment sent again) still answer.
    expect((await a.post('/api/discuss/createDiscussion', { ...post, _id: d._id })).statusCode).toBe(201);
    expect((await a.post(`/api/discuss/createComment/${d._id}`, { comment: 'one', _id: commentId })).statusCode).toBe(200);
    // Votes are not posts; another learner posts as usual.
    expect((await a.put(`/api/discuss/vote/${d._id}`, { voted: true })).statusCode).toBe(200);
    const b = new ApiClient(p.app);
    await b.signUp('Other');
    expect((await b.post('/api/discuss/createDiscussion', post)).statusCode).toBe(201);
  });
});
