import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PocketDb, refreshProblemList } from '../../src/data/index.ts';
import { CookieJar, signUp } from '../support/faulty-proxy.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * The on-demand sync engine (`src/data/sync-loader.ts`): a visit that queues nothing never
 * starts it, not even when something wakes the engine; the first queued write starts it and the write reaches the server; ops left from
 * an earlier visit start it at once.
 */

let server: { url: string; close(): Promise<void> };
let problemIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ serveStatic: false });
  const db = new PocketDb('loader-setup', { indexedDB: new IDBFactory(), IDBKeyRange });
  await refreshProblemList({ db, client: new CookieJar().client(server.url) });
  problemIds = (await db.problems.orderBy('position').toArray()).map((p) => p._id);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/**
 * A fresh copy of the data layer (the loader's engine and the outbox's listeners are module-level
 * singletons), with a signed-in device on its own database.
 */
async function device(name: string) {
  vi.resetModules();
  const loader = await import('../../src/data/sync-loader.ts');
  const data = await import('../../src/data/index.ts');
  const outbox = await import('../../src/data/core/outbox.ts');
  const jar = new CookieJar();
  const user = await signUp(server.url, jar);
  const db = new data.PocketDb(name, { indexedDB: new IDBFactory(), IDBKeyRange });
  await data.setSignedInUser(user, db);
  const client = jar.client(server.url);
  return { loader, wakeSync: outbox.wakeSync, setStar: data.setStar, db, client, options: { db, client, listen: false, coalesceDelayMs: 0, coalesceMaxWaitMs: 0 } };
}

describe('sync engine loaded on demand', () => {
  it('stays unloaded while nothing is queued, starts on the first write and sends it', async () => {
    const d = await device('loader-a');
    const loader = d.loader;
    loader.armSyncEngine(d.options);
    await new Promise((r) => setTimeout(r, 100));
    expect(loader.getSyncEngine()).toBeNull();

    // A wake-up with nothing queued (as after a sign-in) loads nothing either.
    d.wakeSync(d.db, true);
    await new Promise((r) => setTimeout(r, 100));
    expect(loader.getSyncEngine()).toBeNull();

    await d.setStar(problemIds[0]!, true, d.db);
    await vi.waitFor(() => expect(loader.getSyncEngine()).not.toBeNull(), { timeout: 5000 });
    await loader.getSyncEngine()!.flush({ timeoutMs: 10_000 });
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.client.get('prblm/stars').json()).toEqual([problemIds[0]]);
    await loader.getSyncEngine()!.stop();
  });

  it('starts at once when an earlier visit left ops in the outbox', async () => {
    const d = await device('loader-b');
    await d.setStar(problemIds[1]!, true, d.db); // queued before any engine exists
    expect(await d.db.outbox.count()).toBe(1);
    const loader = d.loader;
    loader.armSyncEngine(d.options);
    await vi.waitFor(() => expect(loader.getSyncEngine()).not.toBeNull(), { timeout: 5000 });
    await loader.getSyncEngine()!.flush({ timeoutMs: 10_000 });
    expect(await d.client.get('prblm/stars').json()).toEqual([problemIds[1]]);
    await loader.getSyncEngine()!.stop();
  });

  it('flushOutbox does nothing when the outbox is empty and the engine never started', async () => {
    const d = await device('loader-c');
    await d.loader.flushOutbox({ timeoutMs: 100, db: d.db });
    expect(d.loader.getSyncEngine()).toBeNull();
  });
});
