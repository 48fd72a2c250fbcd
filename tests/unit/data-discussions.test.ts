import os from 'node:os';
import path from 'node:path';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { KyInstance } from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Discussion } from '../../common/contract/index.ts';
import {
  addComment,
  listDiscussions,
  listUserDiscussions,
  postDiscussion,
  recordDiscussionView,
  refreshDiscussions,
  refreshUserDiscussions,
  setSignedInUser,
  setSignedOut,
  setVote,
  toggleVote,
} from '../../src/data/index.ts';
import { discardFailed, SyncEngine } from '../../src/data/sync.ts';
import { PocketDb, type DiscussionRow, type OutboxOp } from '../../src/data/core/db.ts';
import { DataValidationError, NotFoundLocallyError, NotSignedInError } from '../../src/data/core/errors.ts';
import { listFailed } from '../../src/data/core/outbox.ts';
import { applyOps, firstPageOutcome, pageSpan, planDiscussionsMerge, toRow, type DiscussOp } from '../../src/data/discussions/merge.ts';
import { withSyncStates } from '../../src/data/discussions/hooks.ts';
import { loadMoreDiscussions, nextPageCursor } from '../../src/data/discussions/refresh.ts';
import { getDiscussionPage } from '../../src/api/discuss.ts';
import { createApiClient } from '../../src/api/http.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { CookieJar, signUp } from '../support/faulty-proxy.ts';
import { createTestApp, startTestServer, type TestApp } from '../support/test-server.ts';

/** The discussion board's local copy: merge rules, repository writes, sync handlers against a real server. */

const alice = { _id: '1'.repeat(24), firstname: 'Alice', emailID: 'alice@example.com', role: 'user' as const };
const post = { topic: 'Career' as const, header: 'Backend or frontend?', content: 'Thoughts welcome' };

let n = 0;
const fresh = () => new PocketDb(`discuss-${n++}`, { indexedDB: new IDBFactory(), IDBKeyRange });
async function device(user: typeof alice | null = alice): Promise<PocketDb> {
  const db = fresh();
  if (user) await setSignedInUser(user, db);
  return db;
}
const ops = (db: PocketDb): Promise<OutboxOp[]> => db.outbox.orderBy('seq').toArray();

function server(id: string, over: Partial<Discussion> = {}): Discussion {
  return { _id: id, topic: 'Career', header: `h${id}`, content: 'c', firstname: 'Bea', userId: 'b'.repeat(24), createdAt: '2025-06-14T10:00:00.000Z', stats: { votes: [], views: 3, comments: [] }, ...over };
}
function op<K extends DiscussOp['kind']>(seq: number, kind: K, payload: Extract<DiscussOp, { kind: K }>['payload'], userId = alice._id): DiscussOp {
  return { seq, id: `op_${seq}`, userId, target: `discussion:${payload.discussionId}`, kind, payload, state: 'pending', sent: false, attempts: 0, nextAttemptAt: 0, createdAt: 0, updatedAt: 0, editedAt: 0, error: null } as DiscussOp;
}

describe('merge rules', () => {
  const D = 'd'.repeat(24);
  it('builds a pending discussion from a queued post and applies queued comments and votes in order', () => {
    const row = applyOps(null, [
      op(1, 'discussPost', { discussionId: D, topic: 'Interview', header: 'H', content: 'C', firstname: 'Alice', createdAt: '2025-06-14T10:00:00.000Z' }),
      op(2, 'discussComment', { discussionId: D, commentId: 'c1', comment: 'first', user: 'Alice', date: '2025-06-14T10:01:00.000Z' }),
      op(3, 'discussVote', { discussionId: D, voted: true }),
      op(4, 'discussVote', { discussionId: D, voted: false }),
      op(5, 'discussVote', { discussionId: D, voted: true }),
    ]);
    expect(row).toMatchObject({ _id: D, topic: 'Interview', firstname: 'Alice', userId: alice._id, pending: true, stats: { votes: [alice._id], views: 0, comments: [{ _id: 'c1', comment: 'first', pending: true }] } });
    expect(applyOps(null, [op(1, 'discussVote', { discussionId: D, voted: true })])).toBeNull();
  });

  it('does not repeat a comment the server already has, and the server copy wins over a queued post', () => {
    const base = toRow(server(D, { stats: { votes: ['x'], views: 1, comments: [{ _id: 'c1', user: 'Alice', comment: 'first', date: 'd' }] } }));
    const row = applyOps(base, [
      op(1, 'discussPost', { discussionId: D, topic: 'Interview', header: 'local', content: 'C', firstname: 'Alice', createdAt: 'x' }),
      op(2, 'discussComment', { discussionId: D, commentId: 'c1', comment: 'first', user: 'Alice', date: 'd' }),
      op(3, 'discussComment', { discussionId: D, commentId: 'c2', comment: 'second', user: 'Alice', date: 'd' }),
    ])!;
    expect(row.header).toBe(`h${D}`);
    expect(row.pending).toBeUndefined();
    expect(row.stats.comments.map((c) => [c._id, c.pending ?? false])).toEqual([
      ['c1', false],
      ['c2', true],
    ]);
    expect(base.stats.comments).toHaveLength(1); // the input is not changed
  });

  it('merges a server list: server rows with queued ops, queued posts kept, vanished rows removed', () => {
    const A = 'a'.repeat(24);
    const Q = 'e'.repeat(24);
    const local: DiscussionRow[] = [toRow(server(A)), toRow(server('f'.repeat(24)))];
    const queued = [
      op(1, 'discussVote', { discussionId: A, voted: true }),
      op(2, 'discussPost', { discussionId: Q, topic: 'Feedback', header: 'q', content: 'q', firstname: 'Alice', createdAt: '2025-06-15T00:00:00.000Z' }),
    ];
    const plan = planDiscussionsMerge([server(A), server(D)], local, queued);
    expect(plan.put.map((r) => r._id).sort()).toEqual([A, D, Q].sort());
    expect(plan.put.find((r) => r._id === A)!.stats.votes).toEqual([alice._id]);
    expect(plan.remove).toEqual(['f'.repeat(24)]);
    // One author's list keeps only that author's queued posts in scope.
    expect(planDiscussionsMerge([], [], queued, 'someone-else').put).toEqual([]);
    expect(planDiscussionsMerge([], [], queued, alice._id).put.map((r) => r._id)).toEqual([Q]);
  });
});

describe('repository (offline writes)', () => {
  it('a post is written to Dexie and queued in one transaction and shows at once as pending', async () => {
    const db = await device();
    const id = await postDiscussion({ ...post, header: '  Backend or frontend?  ' }, db);
    const [row] = await listDiscussions(db);
    expect(row).toMatchObject({ _id: id, header: 'Backend or frontend?', firstname: 'Alice', userId: alice._id, pending: true });
    const queued = await ops(db);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'discussPost', target: `discussion:${id}`, userId: alice._id, payload: { discussionId: id, topic: 'Career', header: 'Backend or frontend?' } });
    expect(await listUserDiscussions(db, alice._id)).toHaveLength(1);
  });

  it('refuses invalid input with the spec messages and needs a signed-in user', async () => {
    const db = await device();
    await expect(postDiscussion({ ...post, header: ' ' }, db)).rejects.toThrow(new DataValidationError('Topic is required'));
    await expect(postDiscussion({ ...post, content: '' }, db)).rejects.toThrow('Content is required');
    await expect(postDiscussion({ ...post, topic: '' as never }, db)).rejects.toThrow('Please choose a topic');
    await expect(addComment('0'.repeat(24), 'hi', db)).rejects.toBeInstanceOf(NotFoundLocallyError);
    const id = await postDiscussion(post, db);
    await expect(addComment(id, '   ', db)).rejects.toThrow('Comment is required');
    expect(await ops(db)).toHaveLength(1);
    const anon = await device(null);
    await expect(postDiscussion(post, anon)).rejects.toBeInstanceOf(NotSignedInError);
    expect(await anon.discussions.count()).toBe(0);
  });

  it('comments and votes show at once; unsent votes are one op with the last state and never merge into a comment', async () => {
    const db = await device();
    const id = await postDiscussion(post, db);
    expect(await toggleVote(id, db)).toBe(true);
    expect(await toggleVote(id, db)).toBe(false);
    expect(await toggleVote(id, db)).toBe(true);
    await addComment(id, 'my comment', db);
    await setVote(id, false, db);
    const row = (await listDiscussions(db))[0]!;
    expect(row.stats.votes).toEqual([]);
    expect(row.stats.comments).toMatchObject([{ user: 'Alice', comment: 'my comment', pending: true }]);
    expect((await ops(db)).map((o) => [o.kind, o.kind === 'discussVote' ? o.payload.voted : null])).toEqual([
      ['discussPost', null],
      ['discussVote', true],
      ['discussComment', null],
      ['discussVote', false],
    ]);
  });

  it('signing out clears the board; the queued ops stay for the same user', async () => {
    const db = await device();
    await postDiscussion(post, db);
    await setSignedOut({}, db);
    expect(await db.discussions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('sync against the server', () => {
  let srv: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    srv = await startTestServer({ serveStatic: false });
  }, 120_000);
  afterAll(async () => {
    await srv?.close();
  });

  async function learner(firstname: string): Promise<{ db: PocketDb; client: KyInstance; engine: SyncEngine; user: { _id: string } }> {
    const jar = new CookieJar();
    const user = await signUp(srv.url, jar, firstname);
    const db = fresh();
    await setSignedInUser(user, db);
    const client = jar.client(srv.url);
    return { db, client, user, engine: new SyncEngine({ db, client, listen: false, backoff: { baseMs: 5, capMs: 50 } }) };
  }
  const onServer = async (client: KyInstance, id: string) => (await client.get('discuss/getAllDiscussions').json<Discussion[]>()).find((d) => d._id === id);

  it('an offline post, a comment on it and a vote reach the server in order, once, and replace the pending copy', async () => {
    const a = await learner('Asha');
    const id = await postDiscussion(post, a.db);
    await addComment(id, 'adding details', a.db);
    await setVote(id, true, a.db);
    await a.engine.flush();
    expect(await a.db.outbox.count()).toBe(0);
    const remote = (await onServer(a.client, id))!;
    expect(remote).toMatchObject({ _id: id, firstname: 'Asha', header: post.header, stats: { votes: [a.user._id], comments: [{ user: 'Asha', comment: 'adding details' }] } });
    const local = (await listDiscussions(a.db)).find((r) => r._id === id)!;
    expect(local.pending).toBe(false);
    expect(local.stats.comments.map((c) => c.pending ?? false)).toEqual([false]);
    expect(local.stats.votes).toEqual([a.user._id]);
    // Replaying the engine's requests (same keys) would create nothing; a second flush sends nothing.
    await a.engine.flush();
    expect(a.engine.stats.requests).toBe(3);
  });

  it('another learner sees the post after a refresh, votes and comments; both lists agree', async () => {
    const a = await learner('Asha');
    const b = await learner('Ben');
    const id = await postDiscussion({ ...post, topic: 'Interview' }, a.db);
    await a.engine.flush();
    expect(await refreshDiscussions({ db: b.db, client: b.client })).toBe('merged');
    expect((await listDiscussions(b.db)).find((r) => r._id === id)).toMatchObject({ firstname: 'Asha', topic: 'Interview' });
    await setVote(id, true, b.db);
    await addComment(id, 'nice', b.db);
    await b.engine.flush();
    expect(await recordDiscussionView(id, { db: b.db, client: b.client })).toBe(1);
    expect(await recordDiscussionView(id, { db: b.db, client: b.client })).toBeNull(); // once per page load
    await refreshDiscussions({ db: a.db, client: a.client });
    const seenByA = (await listDiscussions(a.db)).find((r) => r._id === id)!;
    expect(seenByA.stats).toMatchObject({ votes: [b.user._id], views: 1, comments: [{ user: 'Ben', comment: 'nice' }] });
    await refreshUserDiscussions(a.user._id, { db: b.db, client: b.client });
    expect((await listUserDiscussions(b.db, a.user._id)).map((r) => r._id)).toContain(id);
  });

  it('a refresh keeps queued local changes on top of the server copy', async () => {
    const a = await learner('Asha');
    const id = await postDiscussion(post, a.db);
    await a.engine.flush();
    const queuedPost = await postDiscussion({ ...post, header: 'still offline' }, a.db);
    await setVote(id, true, a.db);
    await addComment(id, 'queued comment', a.db);
    expect(await refreshDiscussions({ db: a.db, client: a.client })).toBe('merged');
    const rows = await listDiscussions(a.db);
    expect(rows.find((r) => r._id === queuedPost)).toMatchObject({ pending: true, header: 'still offline' });
    const row = rows.find((r) => r._id === id)!;
    expect(row.stats.votes).toEqual([a.user._id]);
    expect(row.stats.comments).toMatchObject([{ comment: 'queued comment', pending: true }]);
  });

  it('a post the server refuses is parked; discarding it removes the pending copy', async () => {
    const a = await learner('Asha');
    const id = await postDiscussion(post, a.db);
    // Tamper with the queued payload so the server refuses it (as a server with stricter rules would).
    await a.db.outbox.toCollection().modify((o) => {
      if (o.kind === 'discussPost') o.payload.header = 'h'.repeat(500);
    });
    await a.engine.drain();
    const [parked] = await listFailed(a.db, a.user._id);
    expect(parked).toMatchObject({ kind: 'discussPost', prblmId: null, detail: id, error: { status: 400 } });
    expect(await discardFailed(parked!.id, a.db)).toEqual({ kind: 'discussPost', prblmId: null });
    expect(await a.db.discussions.get(id)).toBeUndefined();
  });
});

describe('pages of the board', () => {
  const T = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
  const id = (n: number) => n.toString(16).padStart(24, '0');
  const d = (n: number, s: number) => server(id(n), { createdAt: T(s) });

  it('a page covers only its own stretch of time: rows inside it that it lacks go, rows outside or on its boundary stay', () => {
    const local = [d(1, 50), d(2, 40), d(3, 30), d(4, 30), d(5, 20), d(6, 10)].map(toRow);
    // The first page holds 1 and 3 (oldest at 30 s) and more follow: 2 (inside) is gone; 4 (same second as 3) may be on the next page.
    const first = [d(1, 50), d(3, 30)];
    expect(pageSpan(first, true, true)).toEqual({ afterMs: Date.parse(T(30)), beforeMs: null });
    expect(planDiscussionsMerge(first, local, [], undefined, pageSpan(first, true, true)).remove).toEqual([id(2)]);
    // A later page from 30 s to 10 s, the last one: everything older than 30 s it lacks is gone.
    const last = [d(4, 30), d(6, 10)];
    expect(planDiscussionsMerge(last, local, [], undefined, pageSpan(last, false, false)).remove).toEqual([id(5)]);
    // A later empty page covers nothing; an empty first page means an empty board.
    expect(planDiscussionsMerge([], local, [], undefined, pageSpan([], false, false)).remove).toEqual([]);
    expect(planDiscussionsMerge([], local, [], undefined, pageSpan([], true, false)).remove).toHaveLength(6);
    // A queued post keeps its pending copy whatever the page.
    const D = 'e'.repeat(24);
    const queued = [op(1, 'discussPost', { discussionId: D, topic: 'Career', header: 'H', content: 'C', firstname: 'Alice', createdAt: T(45) })];
    const withPending = [...local, applyOps(null, queued)!];
    expect(planDiscussionsMerge(first, withPending, queued, undefined, pageSpan(first, true, true)).remove).toEqual([id(2)]);
  });

  it('a refresh of the first page keeps the older pages when it joins them, else drops them so no gap opens', () => {
    const all = { afterMs: null, beforeMs: null };
    const page = { items: [d(1, 50), d(2, 40)], next: 'c1' };
    // It joins the rows held (its last one was here): they stay and "Load more" goes on where the learner stopped.
    expect(firstPageOutcome('c5', page, new Set([id(2), id(3)]))).toEqual({ cursor: 'c5', span: { afterMs: Date.parse(T(40)), beforeMs: null } });
    expect(firstPageOutcome(null, page, new Set([id(2), id(3)]))).toEqual({ cursor: null, span: { afterMs: Date.parse(T(40)), beforeMs: null } });
    // More new posts than a page: the older rows go, "Load more" starts after the first page.
    expect(firstPageOutcome('c5', page, new Set([id(3)]))).toEqual({ cursor: 'c1', span: all });
    expect(firstPageOutcome(undefined, page, new Set([id(2)]))).toEqual({ cursor: 'c1', span: all });
    // The whole board on one page.
    expect(firstPageOutcome('c5', { items: page.items, next: null }, new Set([id(2)]))).toEqual({ cursor: null, span: all });
    expect(firstPageOutcome(undefined, { items: [], next: null }, new Set())).toEqual({ cursor: null, span: all });
  });
});

describe("one author's discussions", () => {
  it('calls while a refresh runs share its request; a call after it ends asks again', async () => {
    const db = await device();
    const asked: string[] = [];
    const client = createApiClient('http://localhost/api', {
      retry: 0,
      fetch: async (input) => {
        asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return Response.json({ discussion: [server('a'.repeat(24), { userId: alice._id, firstname: 'Alice' })] });
      },
    });
    const [first, second] = await Promise.all([refreshUserDiscussions(alice._id, { db, client }), refreshUserDiscussions(alice._id, { db, client })]);
    expect([first, second]).toEqual(['merged', 'merged']);
    expect(asked).toEqual([`/api/discuss/getDiscussionByUserId/${alice._id}`]);
    expect((await listUserDiscussions(db, alice._id)).map((r) => r._id)).toEqual(['a'.repeat(24)]);
    await refreshUserDiscussions(alice._id, { db, client });
    expect(asked).toHaveLength(2);
  });
});

describe('paging against the server', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ DISCUSS_POSTS_PER_HOUR: '12', STATIC_DIR: path.join(os.tmpdir(), 'pj-no-static') });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function learner(firstname: string) {
    const jar = new CookieJar();
    const user = await signUp(url, jar, firstname);
    const db = fresh();
    await setSignedInUser(user, db);
    const client = jar.client(url);
    return { db, client, user, engine: new SyncEngine({ db, client, listen: false, backoff: { baseMs: 5, capMs: 50 } }) };
  }

  it('loads the first page, then older pages on demand without duplicates, keeps them over a refresh and offline', async () => {
    const a = await learner('Pager');
    for (let i = 0; i < 8; i++) await a.client.post('discuss/createDiscussion', { json: { ...post, header: `Post ${i}` } });
    const everything: string[] = [];
    for (let before: string | null | undefined; before !== null; ) {
      const page = await getDiscussionPage({ limit: 100, ...(before ? { before } : {}) }, { client: a.client });
      everything.push(...page.items.map((x) => x._id));
      before = page.next;
    }
    expect(everything).toHaveLength(8);

    const b = await learner('Reader');
    const ids = async () => (await listDiscussions(b.db)).map((r) => r._id);
    expect(await refreshDiscussions({ db: b.db, client: b.client, limit: 3 })).toBe('merged');
    expect(await ids()).toEqual(everything.slice(0, 3));
    expect(typeof (await nextPageCursor(b.db, b.user._id))).toBe('string');
    expect(await loadMoreDiscussions({ db: b.db, client: b.client, limit: 3 })).toBe('merged');
    expect(await ids()).toEqual(everything.slice(0, 6));
    expect(await loadMoreDiscussions({ db: b.db, client: b.client, limit: 3 })).toBe('merged');
    expect(await ids()).toEqual(everything);
    expect(await nextPageCursor(b.db, b.user._id)).toBeNull(); // every page loaded
    expect(await loadMoreDiscussions({ db: b.db, client: b.client, limit: 3 })).toBe('skipped');

    // A newer post and a refresh of the first page: the older pages stay, nothing is doubled.
    await a.client.post('discuss/createDiscussion', { json: { ...post, header: 'Newest' } });
    expect(await refreshDiscussions({ db: b.db, client: b.client, limit: 3 })).toBe('merged');
    const after = await ids();
    expect(after).toHaveLength(9);
    expect(new Set(after).size).toBe(9);
    expect(after.slice(1)).toEqual(everything);
    expect(await nextPageCursor(b.db, b.user._id)).toBeNull();

    // Offline (the server unreachable): the refresh fails and the board shows what is stored.
    const offline = new CookieJar().client('http://127.0.0.1:9');
    await expect(refreshDiscussions({ db: b.db, client: offline })).rejects.toBeTruthy();
    expect(await ids()).toEqual(after);

    // More new posts than a page while away: the refresh shows the first page only (no gap), "Load more" the rest.
    const a2 = await learner('Pager2');
    for (let i = 0; i < 4; i++) await a2.client.post('discuss/createDiscussion', { json: { ...post, header: `Later ${i}` } });
    await refreshDiscussions({ db: b.db, client: b.client, limit: 3 });
    const top = await ids();
    expect(top).toHaveLength(3);
    while ((await loadMoreDiscussions({ db: b.db, client: b.client, limit: 3 })) === 'merged');
    expect((await ids()).slice(0, 3)).toEqual(top);
    expect((await ids()).slice(4)).toEqual(after);
    expect(await ids()).toHaveLength(13);

    // Another device that loaded only the first page goes on from there after a refresh.
    const c = await learner('Later');
    await refreshDiscussions({ db: c.db, client: c.client, limit: 4 });
    await refreshDiscussions({ db: c.db, client: c.client, limit: 4 });
    await loadMoreDiscussions({ db: c.db, client: c.client, limit: 4 });
    expect((await listDiscussions(c.db)).map((r) => r._id)).toEqual((await ids()).slice(0, 8));
  });

  it('a post over the posting limit waits (429) and the board says why; it is not lost', async () => {
    const a = await learner('Busy');
    for (let i = 0; i < 12; i++) expect((await a.client.post('discuss/createDiscussion', { json: { ...post, header: `Busy ${i}` } })).status).toBe(201);
    const id = await postDiscussion({ ...post, header: 'One too many' }, a.db);
    const engine = new SyncEngine({ db: a.db, client: a.client, listen: false }); // the default backoff cap (5 min), above which Retry-After is capped
    await engine.drain();
    await engine.stop();
    const [queued] = await ops(a.db);
    expect(queued).toMatchObject({ state: 'pending', error: { status: 429 } });
    expect(queued!.nextAttemptAt - Date.now()).toBeGreaterThan(60_000); // the engine honours Retry-After (up to its cap)
    const [view] = await withSyncStates(a.db, (await listDiscussions(a.db)).filter((r) => r._id === id));
    expect(view).toMatchObject({ sync: 'pending', syncMessage: API_MSG.tooManyPosts(12) });
  });
});
