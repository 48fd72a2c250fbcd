import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { KyInstance } from 'ky';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../common/contract/index.ts';
import { addNote, listNotes, refreshDrafts, refreshNotes, refreshProblemList, refreshStars, removeNote, saveDraft, saveNote, setSignedInUser, setStar, starredIds } from '../../src/data/index.ts';
import { SyncEngine } from '../../src/data/sync.ts';
import { PocketDb } from '../../src/data/core/db.ts';
import { CookieJar, logIn, signUp } from '../support/faulty-proxy.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * One learner, two devices (a laptop and a phone), both offline for a while, then syncing:
 * nothing either of them wrote may be lost.
 */

let server: { url: string; close(): Promise<void> };
let problemIds: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ serveStatic: false });
  const db = new PocketDb('setup', { indexedDB: new IDBFactory(), IDBKeyRange });
  await refreshProblemList({ db, client: new CookieJar().client(server.url) });
  problemIds = (await db.problems.orderBy('position').toArray()).map((p) => p._id);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

interface Device {
  db: PocketDb;
  client: KyInstance;
  engine: SyncEngine;
}
let n = 0;
async function twoDevices(): Promise<[Device, Device]> {
  const jarA = new CookieJar();
  const user = await signUp(server.url, jarA);
  const jarB = new CookieJar();
  await logIn(server.url, jarB, user.emailID, user.password);
  return Promise.all(
    [jarA, jarB].map(async (jar) => {
      const db = new PocketDb(`device-${n++}`, { indexedDB: new IDBFactory(), IDBKeyRange });
      await setSignedInUser(user, db);
      const client = jar.client(server.url);
      return { db, client, engine: new SyncEngine({ db, client, listen: false, backoff: { baseMs: 5, capMs: 50 } }) };
    }),
  ) as Promise<[Device, Device]>;
}
const serverNotes = async (d: Device, p: string): Promise<Note[]> => (await d.client.get(`prblm/getNotes/${p}`).json<{ note: Note[] }>()).note;
const shape = (notes: Array<{ _id: string; title: string; body: string }>) => notes.map((x) => ({ _id: x._id, title: x.title, body: x.body })).sort((a, b) => a._id.localeCompare(b._id));

describe('notes on two devices', () => {
  it('different notes of the same problem edited offline on both devices are all kept', async () => {
    const [laptop, phone] = await twoDevices();
    const p = problemIds[0]!;
    const shared = await addNote(p, { title: 'shared', body: 'v1' }, laptop.db);
    const other = await addNote(p, { title: 'other', body: 'v1' }, laptop.db);
    await laptop.engine.flush();
    await refreshNotes(p, { db: phone.db, client: phone.client });
    expect(shape(await listNotes(phone.db, p))).toEqual(shape(await listNotes(laptop.db, p)));

    // Both offline: the laptop edits one note and adds one, the phone edits the other and adds one.
    await saveNote(shared, { title: 'shared', body: 'laptop edit' }, laptop.db);
    const fromLaptop = await addNote(p, { title: 'from laptop', body: 'L' }, laptop.db);
    await saveNote(other, { title: 'other', body: 'phone edit' }, phone.db);
    const fromPhone = await addNote(p, { title: 'from phone', body: 'P' }, phone.db);

    await laptop.engine.flush();
    await phone.engine.flush();
    const expected = shape([
      { _id: shared, title: 'shared', body: 'laptop edit' },
      { _id: other, title: 'other', body: 'phone edit' },
      { _id: fromLaptop, title: 'from laptop', body: 'L' },
      { _id: fromPhone, title: 'from phone', body: 'P' },
    ]);
    expect(shape(await serverNotes(laptop, p))).toEqual(expected);
    for (const d of [laptop, phone]) {
      expect(await refreshNotes(p, { db: d.db, client: d.client })).toBe('merged');
      expect(shape(await listNotes(d.db, p))).toEqual(expected);
    }
  });

  it('the same note edited on both devices keeps both versions', async () => {
    const [laptop, phone] = await twoDevices();
    const p = problemIds[1]!;
    const id = await addNote(p, { title: 'Two pointers', body: 'original' }, laptop.db);
    await laptop.engine.flush();
    await refreshNotes(p, { db: phone.db, client: phone.client });

    await saveNote(id, { title: 'Two pointers', body: 'laptop version' }, laptop.db);
    await saveNote(id, { title: 'Two pointers', body: 'phone version' }, phone.db);
    await laptop.engine.flush();
    await phone.engine.flush();

    const notes = await serverNotes(laptop, p);
    expect(notes.map((x) => `${x.title}: ${x.body}`).sort()).toEqual(['Two pointers (conflict copy): phone version', 'Two pointers: laptop version']);
    // After the conflict the engine refreshes that problem's notes by itself: the phone shows both versions.
    await vi.waitFor(async () => expect(shape(await listNotes(phone.db, p))).toEqual(shape(notes)), { timeout: 5000 });
    for (const d of [laptop, phone]) {
      await refreshNotes(p, { db: d.db, client: d.client });
      expect(shape(await listNotes(d.db, p))).toEqual(shape(notes));
    }
    // Editing the kept note afterwards is a normal edit (the phone now has the server's rev).
    await saveNote(id, { title: 'Two pointers', body: 'merged by hand' }, phone.db);
    await phone.engine.flush();
    expect((await serverNotes(phone, p)).map((x) => x.body).sort()).toEqual(['merged by hand', 'phone version']);
  });

  it('an edit on one device and a delete on the other: the later sync decides, nothing is silently half-applied', async () => {
    const [laptop, phone] = await twoDevices();
    const p = problemIds[2]!;
    const id = await addNote(p, { title: 'keep me?', body: '' }, laptop.db);
    await laptop.engine.flush();
    await refreshNotes(p, { db: phone.db, client: phone.client });
    await removeNote(id, laptop.db);
    await saveNote(id, { title: 'keep me!', body: 'edited on the phone' }, phone.db);
    await laptop.engine.flush(); // deleted…
    await phone.engine.flush(); // …and the phone's edit brings it back (the edit wins over the delete)
    expect(shape(await serverNotes(phone, p))).toEqual([{ _id: id, title: 'keep me!', body: 'edited on the phone' }]);
    await refreshNotes(p, { db: laptop.db, client: laptop.client });
    expect(shape(await listNotes(laptop.db, p))).toEqual([{ _id: id, title: 'keep me!', body: 'edited on the phone' }]);
  });
});

describe('stars and drafts on two devices', () => {
  it('stars: the device that syncs last decides; both end equal to the server', async () => {
    const [laptop, phone] = await twoDevices();
    const [a, b] = problemIds;
    await setStar(a!, true, laptop.db);
    await setStar(b!, true, laptop.db);
    await setStar(a!, false, phone.db);
    await laptop.engine.flush();
    await phone.engine.flush();
    const server = (await laptop.client.get('prblm/stars').json<string[]>()).sort();
    expect(server).toEqual([b]);
    for (const d of [laptop, phone]) {
      await refreshStars({ db: d.db, client: d.client });
      expect(await starredIds(d.db)).toEqual(server);
    }
  });

  it('drafts: last write wins by the edit time, even when the older edit syncs last', async () => {
    const [laptop, phone] = await twoDevices();
    const p = problemIds[3]!;
    await saveDraft(p, 'javascript', 'older laptop code', laptop.db);
    await new Promise((r) => setTimeout(r, 5));
    await saveDraft(p, 'javascript', 'newer phone code', phone.db);
    await phone.engine.flush();
    await laptop.engine.flush(); // not applied on the server: the laptop adopts the newer code
    expect(await laptop.client.get(`drafts/${p}`).json()).toMatchObject([{ language: 'javascript', code: 'newer phone code' }]);
    expect((await laptop.db.drafts.get([p, 'javascript']))!.code).toBe('newer phone code');
    await refreshDrafts(p, { db: phone.db, client: phone.client });
    expect((await phone.db.drafts.get([p, 'javascript']))!.code).toBe('newer phone code');
  });
});
