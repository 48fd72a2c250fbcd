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
import { applyOps, planDiscussionsMerge, toRow, type DiscussOp } from '../../src/data/discussions/merge.ts';
import { CookieJar, signUp } from '../support/faulty-proxy.ts';
import { startTestServer } from '../support/test-server.ts';

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
