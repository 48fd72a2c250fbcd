import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { addNote, toggleStar, queueSubmission, removeNote, saveDraft, saveNote, setSignedInUser, setSignedOut, setStar, starredIds, unsyncedCount } from '../../src/data/index.ts';
import { backoffDelay, DEFAULT_BACKOFF, discardFailed, retryFailed } from '../../src/data/sync.ts';
import { PocketDb, type OutboxOp } from '../../src/data/core/db.ts';
import { NotSignedInError } from '../../src/data/core/errors.ts';
import { countOps, listFailed, OpNotFailedError } from '../../src/data/core/outbox.ts';
import { deriveSyncStatus, readSyncFacts } from '../../src/data/core/status.ts';

/** Outbox rules without a server: coalescing, atomicity, parking helpers, sign-out, status, backoff. */

const P1 = 'a'.repeat(24);
const P2 = 'b'.repeat(24);
const alice = { _id: '1'.repeat(24), firstname: 'Alice', emailID: 'alice@example.com', role: 'user' as const };
const bob = { _id: '2'.repeat(24), firstname: 'Bob', emailID: 'bob@example.com', role: 'user' as const };

let n = 0;
async function device(user: typeof alice | null = alice): Promise<PocketDb> {
  const db = new PocketDb(`outbox-${n++}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  if (user) await setSignedInUser(user, db);
  return db;
}
const ops = (db: PocketDb): Promise<OutboxOp[]> => db.outbox.orderBy('seq').toArray();

describe('backoffDelay (capped exponential, full jitter)', () => {
  it('stays within [0, min(cap, base·2^attempt)) for every attempt', () => {
    const opts = { baseMs: 100, capMs: 5000 };
    for (let attempt = 0; attempt < 40; attempt++) {
      const ceiling = Math.min(opts.capMs, opts.baseMs * 2 ** attempt);
      expect(backoffDelay(attempt, opts, () => 0)).toBe(0);
      expect(backoffDelay(attempt, opts, () => 0.999999)).toBeLessThan(ceiling);
      expect(backoffDelay(attempt, opts, () => 0.999999)).toBeGreaterThanOrEqual(Math.floor(ceiling * 0.999));
      for (let i = 0; i < 50; i++) {
        const d = backoffDelay(attempt, opts);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThan(ceiling);
      }
    }
  });

  it('defaults to 1 s base and a 5 min cap, and never overflows', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseMs: 1000, capMs: 300_000 });
    expect(backoffDelay(0, DEFAULT_BACKOFF, () => 0.5)).toBe(500);
    expect(backoffDelay(1e9, DEFAULT_BACKOFF, () => 0.5)).toBe(150_000);
  });
});

describe('coalescing', () => {
  it('1,000 edits of one note are one op carrying the last edit', async () => {
    const db = await device();
    const id = await addNote(P1, {}, db);
    for (let i = 0; i < 1000; i++) await saveNote(id, { title: `t${i}`, body: `b${i}` }, db);
    const all = await ops(db);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: 'notePut', state: 'pending', sent: false, payload: { prblmId: P1, noteId: id, title: 't999', body: 'b999', baseRev: null } });
  });

  it('put then delete of a never-synced note leaves nothing to send', async () => {
    const db = await device();
    const id = await addNote(P1, { title: 'x' }, db);
    await saveNote(id, { title: 'y', body: 'z' }, db);
    await removeNote(id, db);
    expect(await ops(db)).toHaveLength(0);
    expect(await db.notes.count()).toBe(0);
  });

  it('put then delete of a synced note becomes one delete', async () => {
    const db = await device();
    await db.notes.add({ _id: 'c'.repeat(24), prblmId: P1, title: 'a', body: 'b', position: 0, rev: 3, updatedAt: 1 });
    await saveNote('c'.repeat(24), { title: 'a2', body: 'b2' }, db);
    await removeNote('c'.repeat(24), db);
    const all = await ops(db);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ kind: 'noteDelete', payload: { prblmId: P1, noteId: 'c'.repeat(24) } });
  });

  it('never merges into an op in flight or already sent; later edits merge into the op behind it', async () => {
    const db = await device();
    const id = await addNote(P1, {}, db);
    const [first] = await ops(db);
    await db.outbox.update(first!.seq!, { state: 'inflight', sent: true });
    await saveNote(id, { title: 'A', body: '1' }, db);
    await saveNote(id, { title: 'B', body: '2' }, db);
    let all = await ops(db);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ id: first!.id, payload: { title: '', body: '' } });
    expect(all[1]).toMatchObject({ payload: { title: 'B', body: '2' }, sent: false });

    // Sent but waiting for a retry: frozen as well.
    await db.outbox.update(all[1]!.seq!, { state: 'pending', sent: true, attempts: 1 });
    await saveNote(id, { title: 'C', body: '3' }, db);
    all = await ops(db);
    expect(all).toHaveLength(3);
    expect(all[1]).toMatchObject({ payload: { title: 'B' } });
    expect(all[2]).toMatchObject({ payload: { title: 'C' } });
  });

  it('a new edit revives a parked op with a new key', async () => {
    const db = await device();
    const id = await addNote(P1, {}, db);
    const [op] = await ops(db);
    await db.outbox.update(op!.seq!, { state: 'failed', sent: true, error: { status: 400, message: 'bad', at: 1 } });
    await saveNote(id, { title: 'fixed', body: 'x' }, db);
    const all = await ops(db);
    expect(all).toHaveLength(1);
    expect(all[0]!.id).not.toBe(op!.id);
    expect(all[0]).toMatchObject({ state: 'pending', sent: false, attempts: 0, error: null, payload: { title: 'fixed' } });
  });

  it('star clicks keep only the desired state', async () => {
    const db = await device();
    for (let i = 0; i < 1001; i++) await toggleStar(P1, db);
    await setStar(P2, true, db);
    const all = await ops(db);
    expect(all.map((o) => [o.kind, o.payload])).toEqual([
      ['star', { prblmId: P1, starred: true }],
      ['star', { prblmId: P2, starred: true }],
    ]);
    expect(await starredIds(db)).toEqual([P1, P2]);
  });

  it('draft saves coalesce per problem and language, with increasing timestamps', async () => {
    const db = await device();
    let last = 0;
    for (let i = 0; i < 300; i++) {
      const row = await saveDraft(P1, 'javascript', `code ${i}`, db);
      expect(row.updatedAt).toBeGreaterThan(last);
      last = row.updatedAt;
    }
    await saveDraft(P1, 'java', 'class Main {}', db);
    const all = await ops(db);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({ kind: 'draft', payload: { language: 'javascript', code: 'code 299', updatedAt: last } });
  });

  it('submissions never coalesce', async () => {
    const db = await device();
    for (let i = 0; i < 3; i++) await queueSubmission(P1, 'javascript', `console.log(${i})`, db);
    expect((await ops(db)).map((o) => o.kind)).toEqual(['submit', 'submit', 'submit']);
    expect((await db.submissions.toArray()).every((s) => s.status === 'queued')).toBe(true);
  });
});

describe('atomicity', () => {
  it('the local write and its op commit together or not at all', async () => {
    const db = await device();
    const spy = vi.spyOn(db.outbox, 'add').mockImplementation(() => {
      throw new Error('disk full');
    });
    await expect(addNote(P1, { title: 'lost?' }, db)).rejects.toThrow('disk full');
    spy.mockRestore();
    expect(await db.notes.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('writes that need a user are refused when nobody is signed in', async () => {
    const db = await device(null);
    await expect(setStar(P1, true, db)).rejects.toBeInstanceOf(NotSignedInError);
    await expect(addNote(P1, {}, db)).rejects.toBeInstanceOf(NotSignedInError);
    await expect(queueSubmission(P1, 'javascript', 'x', db)).rejects.toBeInstanceOf(NotSignedInError);
    expect(await db.stars.count()).toBe(0);
    // Drafts are kept locally, with nothing to send.
    await saveDraft(P1, 'javascript', 'typed while signed out', db);
    expect(await db.outbox.count()).toBe(0);
    // …and queued for whoever signs in.
    await setSignedInUser(alice, db);
    expect(await ops(db)).toMatchObject([{ kind: 'draft', userId: alice._id, payload: { code: 'typed while signed out' } }]);
  });
});

describe('parked ops: retry and discard', () => {
  it('retry gives a new key and re-queues; discard removes and reverts what it must', async () => {
    const db = await device();
    const noteId = await addNote(P1, { title: 'never synced' }, db);
    const local = await queueSubmission(P1, 'javascript', 'x', db);
    for (const op of await ops(db)) await db.outbox.update(op.seq!, { state: 'failed', sent: true, error: { status: 404, message: 'Problem not found', at: 1 } });
    await db.submissions.update(local, { status: 'failed' });

    const failed = await listFailed(db, alice._id);
    expect(failed.map((f) => [f.kind, f.prblmId, f.detail, f.error?.status])).toEqual([
      ['notePut', P1, noteId, 404],
      ['submit', P1, local, 404],
    ]);
    expect(deriveSyncStatus({ online: true, ...(await readSyncFacts(db)) })).toEqual({ kind: 'attention', pending: 0, failed: 2 });

    await retryFailed(failed[1]!.id, db);
    const retried = (await ops(db))[1]!;
    expect(retried.id).not.toBe(failed[1]!.id);
    expect(retried).toMatchObject({ state: 'pending', sent: false, attempts: 0, error: null });
    expect((await db.submissions.get(local))!.status).toBe('queued');
    await expect(retryFailed(retried.id, db)).rejects.toBeInstanceOf(OpNotFailedError);

    await discardFailed(failed[0]!.id, db);
    expect(await db.notes.get(noteId)).toBeUndefined();
    expect(await countOps(db, alice._id)).toEqual({ pending: 1, failed: 0 });
    await expect(discardFailed('op_nope', db)).rejects.toBeInstanceOf(OpNotFailedError);
  });
});

describe('sync status', () => {
  it('derives offline > sign in again > syncing > attention > synced', () => {
    expect(deriveSyncStatus({ online: false, paused: true, pending: 3, failed: 1 }).kind).toBe('offline');
    expect(deriveSyncStatus({ online: true, paused: true, pending: 3, failed: 1 }).kind).toBe('signInAgain');
    expect(deriveSyncStatus({ online: true, paused: false, pending: 3, failed: 1 })).toEqual({ kind: 'syncing', pending: 3, failed: 1 });
    expect(deriveSyncStatus({ online: true, paused: false, pending: 0, failed: 1 }).kind).toBe('attention');
    expect(deriveSyncStatus({ online: true, paused: false, pending: 0, failed: 0 }).kind).toBe('synced');
  });
});

describe('signing out and switching users', () => {
  it("clears private data; keeps the signed-out user's unsynced ops for them only", async () => {
    const db = await device();
    await addNote(P1, { title: 'alice note' }, db);
    await setStar(P1, true, db);
    await saveDraft(P1, 'javascript', 'alice code', db);
    await queueSubmission(P1, 'javascript', 'alice submit', db);
    await db.problemDetails.put({
      _id: P1, title: 't', difficulty: 'easy', tags: 'Array', description: '', visibleTestCases: [], startCode: [],
      referenceSolution: [{ language: 'javascript', completeCode: 'secret' }], Aprouch: [], secureUrl: null, thumbnailUrl: null,
      duration: null, timeLimitMs: 2000, memoryLimitKb: 262144, fetchedAt: 1,
    });
    expect(await unsyncedCount(db)).toBe(4);

    await setSignedInUser(bob, db);
    for (const t of ['notes', 'stars', 'drafts', 'submissions', 'solved'] as const) expect(await db.table(t).count()).toBe(0);
    expect((await db.problemDetails.get(P1))!.referenceSolution).toEqual([]);
    expect(await countOps(db, bob._id)).toEqual({ pending: 0, failed: 0 });
    expect(await countOps(db, alice._id)).toEqual({ pending: 4, failed: 0 });
    expect(await readSyncFacts(db)).toEqual({ pending: 0, failed: 0, paused: false });

    await setStar(P2, true, db);
    expect(await setSignedOut({}, db)).toEqual({ keptUnsynced: 1 });
    expect(await db.outbox.count()).toBe(5);

    await setSignedInUser(alice, db);
    expect(await countOps(db, alice._id)).toEqual({ pending: 4, failed: 0 });
    expect(await setSignedOut({ discardUnsynced: true }, db)).toEqual({ keptUnsynced: 0 });
    expect((await db.outbox.toArray()).map((o) => o.userId)).toEqual([bob._id]);
  });
});
