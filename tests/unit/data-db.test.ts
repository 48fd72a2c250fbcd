import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import ky, { type Input, type KyInstance } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import type { Note, ProblemDetail, Submission } from '../../common/contract/index.ts';
import { addNote, downloadAllForOffline, refreshAll, listNotes, listProblems, listSubmissions, offlineCoverage, queueSubmission, refreshDrafts, refreshNotes, refreshProblem, refreshProblemList, refreshStars, refreshSubmissions, resetDraft, saveDraft, saveNote, setSignedInUser, setSignedOut, setStar, starredIds } from '../../src/data/index.ts';
import { PocketDb, SCHEMAS } from '../../src/data/core/db.ts';
import { NotFoundLocallyError } from '../../src/data/core/errors.ts';
import { bumpGen } from '../../src/data/core/gen.ts';
import { problemDetail } from '../support/problem-detail.ts';

/** The Dexie schema and its upgrade, the repositories' queries, and the read-through merges (server stubbed). */

const alice = { _id: '1'.repeat(24), firstname: 'Alice', emailID: 'alice@example.com', role: 'user' as const };
const bob = { _id: '2'.repeat(24), firstname: 'Bob', emailID: 'bob@example.com', role: 'user' as const };
const P = (i: number) => i.toString(16).padStart(24, '0');

let n = 0;
function freshDb(factory = new IDBFactory(), name = `data-${n++}`): PocketDb {
  return new PocketDb(name, { indexedDB: factory, IDBKeyRange });
}
async function device(): Promise<PocketDb> {
  const db = freshDb();
  await setSignedInUser(alice, db);
  return db;
}

type Handler = (method: string, path: string, body: unknown) => unknown | Promise<unknown>;
/** A ky instance answering from `handler` (a thrown `{status}` becomes that HTTP status). */
function stubClient(handler: Handler): KyInstance {
  return ky.create({
    prefixUrl: 'http://stub/api',
    retry: 0,
    fetch: async (input: Input, init?: RequestInit) => {
      const req = new Request(input, init);
      const text = await req.text();
      try {
        const out = await handler(req.method, new URL(req.url).pathname.replace(/^\/api\//, ''), text ? JSON.parse(text) : undefined);
        return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
      } catch (e) {
        const status = (e as { status?: number }).status ?? 500;
        return new Response(JSON.stringify({ statusCode: status, error: 'x', message: 'stub' }), { status, headers: { 'content-type': 'application/json' } });
      }
    },
  });
}
const note = (id: string, title: string, rev = 1, position = 0): Note => ({ _id: id, title, body: '', rev, position, updatedAt: new Date().toISOString() });
const detail = (id: string): ProblemDetail => problemDetail(id);

describe('schema', () => {
  it('upgrades a version-1 database: notes get a position and a rev', async () => {
    const factory = new IDBFactory();
    const old = new Dexie('upgrade-me', { indexedDB: factory, IDBKeyRange });
    old.version(1).stores(SCHEMAS[1]);
    await old.table('notes').bulkAdd([
      { _id: 'n2', prblmId: 'p', title: 'second', body: '', updatedAt: 20 },
      { _id: 'n1', prblmId: 'p', title: 'first', body: '', updatedAt: 10 },
      { _id: 'n3', prblmId: 'p', title: 'placed', body: '', updatedAt: 5, position: 4, rev: 2 },
    ]);
    old.close();
    const db = freshDb(factory, 'upgrade-me');
    expect((await listNotes(db, 'p')).map((x) => [x._id, x.position, x.rev])).toEqual([
      ['n3', 4, 2],
      ['n1', 5, null],
      ['n2', 6, null],
    ]);
    expect(db.verno).toBe(4);
    expect(await db.notes.where('[prblmId+position]').between(['p', 0], ['p', 5], true, true).count()).toBe(2);
    // Version 4 adds the discussion board, empty.
    expect(await db.discussions.count()).toBe(0);
  });
});

describe('read-through refresh', () => {
  it('keeps the problem list in server order and drops problems gone from the server', async () => {
    const db = await device();
    let list = [P(3), P(1), P(2)];
    const client = stubClient(() => list.map((id) => ({ _id: id, title: id, difficulty: 'easy', tags: 'DP', acceptedCount: 0, submissionCount: 0 })));
    expect(await refreshProblemList({ db, client })).toBe(3);
    expect((await listProblems(db)).map((p) => p._id)).toEqual([P(3), P(1), P(2)]);
    await db.problemDetails.put({ ...detail(P(1)), fetchedAt: 1 });
    expect(await offlineCoverage(db)).toEqual({ total: 3, cached: 1 });
    list = [P(2), P(1)];
    await refreshProblemList({ db, client });
    expect((await listProblems(db)).map((p) => [p._id, p.position])).toEqual([
      [P(2), 0],
      [P(1), 1],
    ]);
  });

  it('writes only the list rows that changed', async () => {
    const db = await device();
    let accepted = 0;
    const client = stubClient(() => [P(1), P(2), P(3)].map((id) => ({ _id: id, title: id, difficulty: 'easy', tags: 'DP', topics: ['Arrays & Hashing'], acceptedCount: id === P(2) ? accepted : 0, submissionCount: 5 })));
    await refreshProblemList({ db, client });
    const written: string[] = [];
    db.problems.hook('creating', (id) => void written.push(String(id)));
    db.problems.hook('updating', (_changes, id) => void written.push(String(id)));
    await refreshProblemList({ db, client });
    expect(written).toEqual([]);
    accepted = 1;
    await refreshProblemList({ db, client });
    expect(written).toEqual([P(2)]);
    expect((await listProblems(db)).map((p) => [p._id, p.acceptedCount, p.position])).toEqual([
      [P(1), 0, 0],
      [P(2), 1, 1],
      [P(3), 0, 2],
    ]);
  });

  it('refetches a cached problem whose updatedAt changed on the server, and only that one', async () => {
    const db = await device();
    const stamps: Record<string, string> = { [P(1)]: '2026-01-01T00:00:00.000Z', [P(2)]: '2026-01-01T00:00:00.000Z', [P(3)]: '2026-01-01T00:00:00.000Z' };
    const served: Record<string, string> = { [P(1)]: 'first text', [P(2)]: 'first text', [P(3)]: 'first text' };
    const fetched: string[] = [];
    const client = stubClient((_m, path) => {
      if (path === 'prblm/getAllPrblm') return Object.keys(stamps).map((id) => ({ _id: id, title: id, difficulty: 'easy', tags: 'DP', acceptedCount: 0, submissionCount: 0, updatedAt: stamps[id] }));
      const id = path.split('/').pop()!;
      fetched.push(id);
      return { ...detail(id), description: served[id] };
    });
    await refreshProblemList({ db, client });
    // Two problems are cached for offline use; the third never was.
    await refreshProblem(P(1), { db, client });
    await refreshProblem(P(2), { db, client });
    fetched.length = 0;
    await refreshProblemList({ db, client });
    expect(fetched).toEqual([]);
    // An admin edits P(1) and P(3): the next list refresh brings the cached P(1) up to date.
    stamps[P(1)] = stamps[P(3)] = '2026-02-01T00:00:00.000Z';
    served[P(1)] = served[P(3)] = 'edited text';
    await refreshProblemList({ db, client });
    expect(fetched).toEqual([P(1)]);
    expect((await db.problemDetails.get(P(1)))?.description).toBe('edited text');
    expect((await db.problemDetails.get(P(2)))?.description).toBe('first text');
    expect(await db.problemDetails.get(P(3))).toBeUndefined();
    // Offline (the refetch fails) the old copy stays, and it is tried again next time.
    stamps[P(2)] = '2026-03-01T00:00:00.000Z';
    const failing = stubClient((_m, path) => {
      if (path === 'prblm/getAllPrblm') return Object.keys(stamps).map((id) => ({ _id: id, title: id, difficulty: 'easy', tags: 'DP', acceptedCount: 0, submissionCount: 0, updatedAt: stamps[id] }));
      throw { status: 503 };
    });
    await refreshProblemList({ db, client: failing });
    expect((await db.problemDetails.get(P(2)))?.description).toBe('first text');
    served[P(2)] = 'edited later';
    fetched.length = 0;
    await refreshProblemList({ db, client });
    expect(fetched).toEqual([P(2)]);
    expect((await db.problemDetails.get(P(2)))?.description).toBe('edited later');
    fetched.length = 0;
    await refreshProblemList({ db, client });
    expect(fetched).toEqual([]);
  });

  it('merges notes without clobbering pending local edits', async () => {
    const db = await device();
    const p = P(1);
    const mine = await addNote(p, { title: 'local, unsynced' }, db);
    await db.notes.bulkPut([
      { _id: 'a'.repeat(24), prblmId: p, title: 'synced, edited locally', body: '', position: 1, rev: 1, updatedAt: 1 },
      { _id: 'b'.repeat(24), prblmId: p, title: 'synced, deleted elsewhere', body: '', position: 2, rev: 1, updatedAt: 1 },
    ]);
    await saveNote('a'.repeat(24), { title: 'my edit', body: '' }, db);
    const server = [note('a'.repeat(24), 'their edit', 2, 1), note('c'.repeat(24), 'added elsewhere', 1, 3)];
    const client = stubClient(() => ({ note: server }));
    expect(await refreshNotes(p, { db, client })).toBe('merged');
    expect((await listNotes(db, p)).map((x) => [x._id, x.title, x.rev])).toEqual([
      [mine, 'local, unsynced', null],
      ['a'.repeat(24), 'my edit', 1],
      ['c'.repeat(24), 'added elsewhere', 1],
    ]);
  });

  it('skips a merge when an op of that problem completed during the GET, or the user changed', async () => {
    const db = await device();
    const p = P(1);
    await db.notes.put({ _id: 'a'.repeat(24), prblmId: p, title: 'just synced', body: '', position: 0, rev: 1, updatedAt: 1 });
    let during: () => Promise<void> = async () => undefined;
    const client = stubClient(async () => {
      await during();
      return { note: [] };
    });
    during = () => db.transaction('rw', db.kv, () => bumpGen(db, `notes:${p}`));
    expect(await refreshNotes(p, { db, client })).toBe('stale');
    expect(await db.notes.count()).toBe(1);
    during = async () => {
      await setSignedInUser(bob, db);
    };
    expect(await refreshNotes(p, { db, client })).toBe('stale');
    during = async () => undefined;
    expect(await refreshNotes(p, { db, client })).toBe('merged');
    await setSignedOut({}, db);
    expect(await refreshNotes(p, { db, client })).toBe('skipped');
  });

  it('merges stars: pending local choices win', async () => {
    const db = await device();
    await db.stars.bulkPut([
      { prblmId: P(1), starred: true, updatedAt: 1 },
      { prblmId: P(2), starred: true, updatedAt: 1 },
    ]);
    await setStar(P(3), false, db); // pending: unsave
    const client = stubClient(() => [P(2), P(3), P(4)]);
    expect(await refreshStars({ db, client })).toBe('merged');
    expect(await starredIds(db)).toEqual([P(2), P(4)]);
  });

  it('merges drafts by edit time; a pending local edit is kept', async () => {
    const db = await device();
    const p = P(1);
    await db.drafts.bulkPut([
      { prblmId: p, language: 'java', code: 'local older', updatedAt: 100 },
      { prblmId: p, language: 'c++', code: 'local newer', updatedAt: 300 },
    ]);
    await saveDraft(p, 'javascript', 'pending local', db);
    const client = stubClient(() => [
      { language: 'java', code: 'server newer', updatedAt: 200 },
      { language: 'c++', code: 'server older', updatedAt: 200 },
      { language: 'javascript', code: 'server', updatedAt: Date.now() + 60_000 },
    ]);
    await refreshDrafts(p, { db, client });
    const byLang = Object.fromEntries((await db.drafts.toArray()).map((d) => [d.language, d.code]));
    expect(byLang).toEqual({ java: 'server newer', 'c++': 'local newer', javascript: 'pending local' });
  });

  it('merges submission history by server id and keeps queued ones', async () => {
    const db = await device();
    const p = P(1);
    const queued = await queueSubmission(p, 'javascript', 'queued', db);
    const judgedLocally = await queueSubmission(p, 'javascript', 'judged', db);
    // Both may be created in the same millisecond: make "queued is older" explicit.
    const judgedAt = (await db.submissions.get(judgedLocally))!.createdAtMs;
    await db.submissions.update(queued, { createdAtMs: judgedAt - 10 });
    await db.submissions.update(judgedLocally, { serverId: 'd'.repeat(24), status: 'accepted' });
    const row = (id: string, createdAt: string): Submission => ({
      _id: id, prblmId: p, language: 'javascript', code: 'c', status: 'accepted', status_id: 3, passedTestCases: 1, totalTestCases: 1,
      runtime: 0.1, memory: 1, error: null, errorMessage: null, runtimeMs: 100, createdAt,
    });
    const client = stubClient(() => [row('d'.repeat(24), '2025-01-02T00:00:00.000Z'), row('e'.repeat(24), '2025-01-01T00:00:00.000Z')]);
    await refreshSubmissions(p, { db, client });
    const list = await listSubmissions(db, p);
    expect(list.map((s) => [s.localId, s.serverId, s.status])).toEqual([
      [judgedLocally, 'd'.repeat(24), 'accepted'],
      [queued, null, 'queued'],
      ['e'.repeat(24), 'e'.repeat(24), 'accepted'],
    ]);
  });

  it('caches details, removes them on 404, and "reset to start code" uses them', async () => {
    const db = await device();
    const client = stubClient((_m, path) => {
      if (path.endsWith(P(9))) throw { status: 404 };
      return detail(P(1));
    });
    expect(await refreshProblem(P(1), { db, client })).toMatchObject({ _id: P(1) });
    expect(await resetDraft(P(1), 'javascript', db)).toBe('function main() {}');
    expect((await db.drafts.get([P(1), 'javascript']))!.code).toBe('function main() {}');
    await expect(resetDraft(P(1), 'java', db)).rejects.toBeInstanceOf(NotFoundLocallyError);
    await db.problemDetails.put({ ...detail(P(9)), fetchedAt: 1 });
    expect(await refreshProblem(P(9), { db, client })).toBeNull();
    expect(await db.problemDetails.get(P(9))).toBeUndefined();
  });

  it('"Make available offline" downloads every problem with progress and reports failures', async () => {
    const db = await device();
    const ids = Array.from({ length: 10 }, (_, i) => P(i + 1));
    const client = stubClient((_m, path) => {
      if (path === 'prblm/getAllPrblm') return ids.map((id) => ({ _id: id, title: id, difficulty: 'hard', tags: 'Graph', acceptedCount: 0, submissionCount: 0 }));
      const id = path.split('/').at(-1)!;
      if (id === P(4)) throw { status: 500 };
      return detail(id);
    });
    const progress: number[] = [];
    const result = await downloadAllForOffline((p) => progress.push(p.done), { db, client });
    expect(result).toEqual({ total: 10, downloaded: 9, failedIds: [P(4)] });
    expect(progress).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await offlineCoverage(db)).toEqual({ total: 10, cached: 9 });
  });
});

describe('start-up refresh (refreshAll)', () => {
  /** A stub server whose GETs wait until `release()`; counts the problem-list requests. */
  function gatedServer() {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const counts = { list: 0 };
    const client = stubClient(async (_m, path) => {
      if (path === 'prblm/getAllPrblm') counts.list++;
      await gate;
      if (path === 'prblm/getAllPrblm') return [{ _id: P(1), title: 'One', difficulty: 'easy', tags: 'DP', acceptedCount: 0, submissionCount: 0 }];
      if (path === 'prblm/progress') return { easy: { solved: 0, total: 1 }, medium: { solved: 0, total: 0 }, hard: { solved: 0, total: 0 } };
      return [];
    });
    return { client, counts, release: () => open() };
  }

  it('a call while one runs gets a refresh queued after it; shareRunning takes the running one', async () => {
    const db = await device();
    const server = gatedServer();
    const first = refreshAll({ db, client: server.client });
    const shared = refreshAll({ db, client: server.client, shareRunning: true });
    const queued = refreshAll({ db, client: server.client });
    const queuedToo = refreshAll({ db, client: server.client });
    expect(queuedToo).toBe(queued);
    await vi.waitFor(() => expect(server.counts.list).toBe(1));
    server.release();
    const [a, b] = await Promise.all([first, shared]);
    expect(b).toBe(a);
    expect(a.problems).toEqual({ ok: true });
    await queued;
    // The first round and the one queued behind it: the shared call cost nothing.
    expect(server.counts.list).toBe(2);
    expect((await listProblems(db)).map((p) => p._id)).toEqual([P(1)]);
    // Nothing running any more: shareRunning starts a round of its own.
    await refreshAll({ db, client: server.client, shareRunning: true });
    expect(server.counts.list).toBe(3);
  });

  it('setSignedInUser says whether the recorded user was already this one', async () => {
    const db = freshDb();
    expect(await setSignedInUser(alice, db)).toEqual({ switchedFrom: null, unchanged: false });
    expect(await setSignedInUser(alice, db)).toEqual({ switchedFrom: null, unchanged: true });
    expect(await setSignedInUser(bob, db)).toEqual({ switchedFrom: alice._id, unchanged: false });
  });
});
