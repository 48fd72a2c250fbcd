import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { KyInstance } from 'ky';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CODE_BYTES } from '../../common/contract/index.ts';
import { addNote, removeNote, queueSubmission, refreshProblemList, saveDraft, saveNote, setSignedInUser, setStar } from '../../src/data/index.ts';
import { createSyncHandlers, discardFailed, retryFailed, SyncEngine, type SyncOptions } from '../../src/data/sync.ts';
import { PocketDb } from '../../src/data/core/db.ts';
import { KV } from '../../src/data/core/kv.ts';
import { listFailed } from '../../src/data/core/outbox.ts';
import { SyncEngine as CoreSyncEngine } from '../../src/data/core/sync-engine.ts';
import { deriveSyncStatus, readSyncFacts } from '../../src/data/core/status.ts';
import { CookieJar, logIn, signUp, startFaultyProxy, type FaultyProxy } from '../support/faulty-proxy.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * The sync engine against the real server (PGlite + Fastify + judge) on loopback, behind the
 * fault-injecting proxy: stars, coalescing on the wire, 401 pause/resume, 4xx parking,
 * queued submissions, two tabs.
 */

let server: { url: string; close(): Promise<void> };
let proxy: FaultyProxy;
let problemIds: string[] = [];
const engines: SyncEngine[] = [];

beforeAll(async () => {
  server = await startTestServer({ serveStatic: false });
  proxy = await startFaultyProxy(server.url, { seed: 7 });
  const jar = new CookieJar();
  const db = new PocketDb('setup', { indexedDB: new IDBFactory(), IDBKeyRange });
  await refreshProblemList({ db, client: jar.client(server.url) });
  problemIds = (await db.problems.orderBy('position').toArray()).map((p) => p._id);
}, 120_000);
afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
  proxy.setFaults({});
  proxy.offline = false;
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

let n = 0;
interface Device {
  db: PocketDb;
  jar: CookieJar;
  client: KyInstance;
  /** Client straight to the server (no proxy, no faults) to read the server's state. */
  direct: KyInstance;
  user: Awaited<ReturnType<typeof signUp>>;
  engine: SyncEngine;
}
async function device(opts: Partial<SyncOptions> = {}, existing?: { user: Device['user']; factory?: IDBFactory; name?: string }): Promise<Device> {
  const jar = new CookieJar();
  let user: Device['user'];
  if (existing) {
    user = existing.user;
    await logIn(server.url, jar, user.emailID, user.password);
  } else user = await signUp(server.url, jar);
  const db = new PocketDb(existing?.name ?? `engine-${n++}`, { indexedDB: existing?.factory ?? new IDBFactory(), IDBKeyRange });
  await setSignedInUser(user, db);
  const client = jar.client(proxy.url);
  const engine = new SyncEngine({ db, client, listen: false, backoff: { baseMs: 5, capMs: 50 }, coalesceDelayMs: 0, coalesceMaxWaitMs: 0, ...opts });
  engines.push(engine);
  return { db, jar, client, direct: jar.client(server.url), user, engine };
}
const requestsTo = (pattern: RegExp) => proxy.log.filter((e) => pattern.test(`${e.method} ${e.path}`));

describe('stars: desired state, toggled only when the server differs', () => {
  it('sends no toggle when the server already agrees, one when it differs', async () => {
    const d = await device();
    const [a, b, c] = problemIds;
    await d.direct.put(`prblm/activeStars/${a}`); // the server already has a
    const before = proxy.log.length;
    await setStar(a!, true, d.db);
    await setStar(b!, true, d.db);
    await setStar(c!, true, d.db);
    await setStar(c!, false, d.db);
    await d.engine.flush();
    const sent = proxy.log.slice(before).map((e) => `${e.method} ${e.path}`);
    expect(sent).toEqual(['GET /api/prblm/stars', `PUT /api/prblm/activeStars/${b}`]);
    expect((await d.direct.get('prblm/stars').json<string[]>()).sort()).toEqual([a, b].sort());
  });

  it('re-decides when another device changed the star between the read and the toggle', async () => {
    const d = await device();
    const [a] = problemIds;
    await setStar(a!, true, d.db);
    // The other device stars it right after our GET: our toggle would unstar it, so we toggle back.
    let injected = false;
    const fetchThrough = d.jar.fetch;
    const client = d.jar.client(proxy.url).extend({
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const res = await fetchThrough(input, init);
        if (!injected && String(input instanceof Request ? input.url : input).endsWith('/prblm/stars')) {
          injected = true;
          await d.direct.put(`prblm/activeStars/${a}`);
        }
        return res;
      },
    });
    const engine = new SyncEngine({ db: d.db, client, listen: false, backoff: { baseMs: 5, capMs: 50 }, coalesceDelayMs: 0 });
    engines.push(engine);
    await engine.flush();
    expect(await d.direct.get('prblm/stars').json<string[]>()).toEqual([a]);
  });
});

describe('coalescing on the wire', () => {
  it('1,000 edits of one note made offline reach the server as ONE request', async () => {
    const d = await device();
    const p = problemIds[0]!;
    const id = await addNote(p, {}, d.db);
    for (let i = 0; i < 1000; i++) await saveNote(id, { title: `title ${i}`, body: `body ${i}` }, d.db);
    const before = proxy.log.length;
    await d.engine.flush();
    expect(proxy.log.slice(before).map((e) => `${e.method} ${e.path}`)).toEqual([`PUT /api/notes/${p}/${id}`]);
    const { note } = await d.direct.get(`prblm/getNotes/${p}`).json<{ note: Array<{ _id: string; title: string; rev: number }> }>();
    expect(note).toMatchObject([{ _id: id, title: 'title 999', rev: 1 }]);
    expect((await d.db.notes.get(id))!.rev).toBe(1);
  });

  it('1,000 edits made online while the engine runs: one request per quiet period or max wait', async () => {
    const d = await device({ coalesceDelayMs: 100, coalesceMaxWaitMs: 1000 });
    const p = problemIds[7]!;
    const id = await addNote(p, {}, d.db);
    d.engine.start();
    const before = proxy.log.length;
    const t0 = Date.now();
    for (let i = 0; i < 1000; i++) await saveNote(id, { title: `t${i}`, body: `b${i}` }, d.db);
    const typingMs = Date.now() - t0;
    await d.engine.flush();
    const puts = proxy.log.slice(before).filter((e) => e.method === 'PUT');
    expect(puts.length).toBeGreaterThanOrEqual(1);
    expect(puts.length).toBeLessThanOrEqual(Math.ceil(typingMs / 1000) + 2);
    const { note } = await d.direct.get(`prblm/getNotes/${p}`).json<{ note: Array<{ title: string }> }>();
    expect(note).toMatchObject([{ title: 't999' }]);
  });

  it('edits made while a request is in flight follow it with the right baseRev', async () => {
    const d = await device();
    const p = problemIds[1]!;
    const id = await addNote(p, { title: 'v0' }, d.db);
    await d.engine.flush();
    const before = proxy.log.length;
    proxy.setFaults({ slow: 1, slowMs: 300 });
    await saveNote(id, { title: 'v1', body: '' }, d.db);
    const draining = d.engine.drain(); // v1 in flight for ~300 ms
    await new Promise((r) => setTimeout(r, 100));
    expect((await d.db.outbox.toArray()).map((o) => o.state)).toEqual(['inflight']);
    await saveNote(id, { title: 'v2', body: '' }, d.db);
    await saveNote(id, { title: 'v3', body: '' }, d.db);
    expect((await d.db.outbox.toArray()).map((o) => [o.state, o.kind === 'notePut' && o.payload.title])).toEqual([
      ['inflight', 'v1'],
      ['pending', 'v3'],
    ]);
    await draining;
    proxy.setFaults({});
    await d.engine.flush();
    expect(requestsTo(new RegExp(`PUT /api/notes/${p}/${id}`)).filter((e) => proxy.log.indexOf(e) >= before).length).toBeGreaterThanOrEqual(2);
    const { note } = await d.direct.get(`prblm/getNotes/${p}`).json<{ note: Array<{ title: string; rev: number }> }>();
    expect(note).toMatchObject([{ title: 'v3' }]); // no conflict copy: each op built on the previous one's rev
    expect((await d.db.notes.get(id))!.rev).toBe(note[0]!.rev);
  });
});

describe('401 pauses the queue until the user signs in again', () => {
  it('pauses without losing the op, then resumes on sign-in', async () => {
    const d = await device();
    const p = problemIds[2]!;
    await d.client.post('userAuth/logout'); // the session ends on the server (e.g. expired)
    const id = await addNote(p, { title: 'written while the session was gone' }, d.db);
    const report = await d.engine.drain();
    expect(report.outcome).toBe('paused');
    expect(await d.db.kv.get(KV.syncPause)).toMatchObject({ value: { reason: 'unauthorized', userId: d.user._id } });
    expect(deriveSyncStatus({ online: true, ...(await readSyncFacts(d.db)) })).toEqual({ kind: 'signInAgain', pending: 1, failed: 0 });
    const op = (await d.db.outbox.toArray())[0]!;
    expect(op).toMatchObject({ state: 'pending', attempts: 0 });
    const before = proxy.log.length;
    expect((await d.engine.drain()).outcome).toBe('paused'); // stays paused: nothing is sent
    expect(proxy.log.length).toBe(before);

    await logIn(server.url, d.jar, d.user.emailID, d.user.password);
    d.engine.start();
    await setSignedInUser(d.user, d.db); // what the auth store does after login
    await d.engine.flush();
    expect(await d.db.kv.get(KV.syncPause)).toBeUndefined();
    const { note } = await d.direct.get(`prblm/getNotes/${p}`).json<{ note: Array<{ _id: string }> }>();
    expect(note.map((x) => x._id)).toEqual([id]);
  });
});

describe('other 4xx park the op for the user', () => {
  it('parks a 404, retries with a new key, and discards on request', async () => {
    const d = await device();
    const unknown = 'f'.repeat(24);
    await setStar(unknown, true, d.db);
    await setStar(problemIds[3]!, true, d.db); // a healthy op is not held back
    const r = await d.engine.drain();
    expect(r).toMatchObject({ outcome: 'idle', failed: 1, done: 1 });
    const [failed] = await listFailed(d.db, d.user._id);
    expect(failed).toMatchObject({ kind: 'star', prblmId: unknown, error: { status: 404, message: 'Problem not found' } });
    expect(deriveSyncStatus({ online: true, ...(await readSyncFacts(d.db)) })).toEqual({ kind: 'attention', pending: 0, failed: 1 });

    await retryFailed(failed!.id, d.db);
    await d.engine.drain();
    const [again] = await listFailed(d.db, d.user._id);
    expect(again!.id).not.toBe(failed!.id);
    const toggles = requestsTo(new RegExp(`PUT /api/prblm/activeStars/${unknown}`));
    expect(new Set(toggles.map((t) => t.idempotencyKey)).size).toBe(toggles.length);

    await discardFailed(again!.id, d.db);
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.direct.get('prblm/stars').json()).toEqual([problemIds[3]]);
  });

  it('parks a 413 draft and syncs it once the code is fixed (newer edit revives the op)', async () => {
    const d = await device();
    const p = problemIds[4]!;
    await saveDraft(p, 'javascript', 'x'.repeat(MAX_CODE_BYTES + 1), d.db);
    await d.engine.drain();
    expect(await listFailed(d.db, d.user._id)).toMatchObject([{ kind: 'draft', detail: 'javascript', error: { status: 413 } }]);
    expect((await d.db.drafts.get([p, 'javascript']))!.code.length).toBe(MAX_CODE_BYTES + 1); // the code itself is kept
    await saveDraft(p, 'javascript', 'console.log("short")', d.db);
    expect(await listFailed(d.db, d.user._id)).toEqual([]);
    await d.engine.flush();
    expect(await d.direct.get(`drafts/${p}`).json()).toMatchObject([{ language: 'javascript', code: 'console.log("short")' }]);
  });
});

describe('submissions while offline', () => {
  it('queues offline, is judged once on reconnect, and the verdict lands in the local row', async () => {
    const d = await device();
    const p = problemIds[0]!;
    proxy.offline = true;
    const local = await queueSubmission(p, 'javascript', 'console.log("hello")', d.db);
    const r = await d.engine.drain();
    expect(r.outcome).toBe('backoff');
    expect(await d.db.submissions.get(local)).toMatchObject({ status: 'queued', serverId: null });
    proxy.offline = false;
    d.engine.trigger('online');
    await d.engine.flush({ timeoutMs: 120_000 });
    const row = (await d.db.submissions.get(local))!;
    expect(row.status).toMatch(/^(accepted|wrong|error)$/);
    expect(row.serverId).toMatch(/^[0-9a-f]{24}$/);
    const history = await d.direct.get(`prblm/getAllSubmitsOfAPrblm/${p}`).json<Array<{ _id: string }>>();
    expect(history.map((s) => s._id)).toEqual([row.serverId]);
  }, 120_000);
});

describe('tabs and crashes', () => {
  it('two tabs draining the same database send each op once', async () => {
    const first = await device();
    const factory = new IDBFactory();
    const name = `tabs-${n++}`;
    const tabA = await device({}, { user: first.user, factory, name });
    const tabB = new SyncEngine({ db: new PocketDb(name, { indexedDB: factory, IDBKeyRange }), client: tabA.client, listen: false, backoff: { baseMs: 5, capMs: 50 }, coalesceDelayMs: 0 });
    engines.push(tabB);
    const p = problemIds[5]!;
    for (let i = 0; i < 40; i++) await addNote(p, { title: `n${i}` }, i % 2 ? tabA.db : tabB.db);
    const before = proxy.log.length;
    await Promise.all([tabA.engine.drain(), tabB.drain(), tabA.engine.drain(), tabB.drain()]);
    await Promise.all([tabA.engine.flush(), tabB.flush()]);
    const puts = proxy.log.slice(before).filter((e) => e.method === 'PUT');
    expect(puts).toHaveLength(40);
    expect(new Set(puts.map((e) => e.idempotencyKey)).size).toBe(40);
    const { note } = await tabA.direct.get(`prblm/getNotes/${p}`).json<{ note: unknown[] }>();
    expect(note).toHaveLength(40);
  });

  it('an op left in flight by a closed tab is resent with the same key and applied once', async () => {
    const d = await device();
    const p = problemIds[6]!;
    const id = await addNote(p, { title: 'once' }, d.db);
    // Simulate a tab that sent the request and died before recording the answer.
    const op = (await d.db.outbox.toArray())[0]!;
    await d.client.put(`notes/${p}/${id}`, { json: { title: 'once', body: '', position: 0, baseRev: null }, headers: { 'Idempotency-Key': op.id } });
    await d.db.outbox.update(op.seq!, { state: 'inflight', sent: true });
    await d.engine.flush();
    const replays = requestsTo(new RegExp(`PUT /api/notes/${p}/${id}`));
    expect(replays.map((e) => e.idempotencyKey)).toEqual([op.id, op.id]);
    const { note } = await d.direct.get(`prblm/getNotes/${p}`).json<{ note: Array<{ rev: number }> }>();
    expect(note).toMatchObject([{ rev: 1 }]);
    expect((await d.db.notes.get(id))!.rev).toBe(1);
  });
});

describe('an op whose kind changes between listing and claiming', () => {
  it('a note put that becomes a delete just before it is claimed is sent as a delete', async () => {
    const d = await device();
    const p = problemIds[0]!;
    const id = await addNote(p, { title: 'keep?', body: 'x' }, d.db);
    await d.engine.flush();
    await saveNote(id, { title: 'edited', body: 'y' }, d.db); // an unsent put…
    // …listed by the next pass, then turned into a delete before the pass claims it: the handlers'
    // beginPass runs after the listing and before the claims.
    const handlers = createSyncHandlers();
    const beginPass = handlers.star.beginPass!;
    let removed: Promise<void> | null = null;
    handlers.star.beginPass = () => {
      beginPass();
      removed ??= removeNote(id, d.db);
    };
    const engine = new CoreSyncEngine(handlers, { db: d.db, client: d.client, listen: false, coalesceDelayMs: 0, coalesceMaxWaitMs: 0 });
    await engine.drain();
    await removed;
    await engine.flush();
    expect(await d.db.outbox.count()).toBe(0);
    expect((await d.direct.get(`prblm/getNotes/${p}`).json<{ note: unknown[] }>()).note).toEqual([]);
  });
});
