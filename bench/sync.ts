/**
 * bench/sync — the offline core's figures, printed as a table:
 * - time to flush 1,000 queued operations (distinct targets: 940 notes, 45 drafts, 15 stars) to the
 *   real server (Fastify + PGlite in memory) on loopback, one and four requests in flight, and
 *   the client's own share (same flush against instant in-memory responses);
 * - requests sent for 1,000 edits of one note: made offline then synced; made online as fast as
 *   possible with the engine running; made online at typing pace (one edit per 10 ms);
 * - time of a problem-list query (`listProblems`: all rows in list order) over 3,000 problems.
 *
 * IndexedDB is fake-indexeddb in Node (an in-memory, pure-JS implementation): Dexie figures are
 * indicative of the code paths, not of a browser's IndexedDB.
 *
 * Run: `npx tsx bench/sync.ts`.
 */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import ky, { type Input } from 'ky';
import { addNote, listProblems, refreshProblemList, saveDraft, saveNote, setSignedInUser, setStar } from '../src/data/index.ts';
import { SyncEngine } from '../src/data/sync.ts';
import { PocketDb } from '../src/data/core/db.ts';
import { CookieJar, signUp, startFaultyProxy } from '../tests/support/faulty-proxy.ts';
import { startTestServer } from '../tests/support/test-server.ts';

const rows: Array<[string, string, string]> = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let dbs = 0;
const newDb = () => new PocketDb(`bench-${dbs++}`, { indexedDB: new IDBFactory(), IDBKeyRange });

const server = await startTestServer({ serveStatic: false });
// A fault-free proxy in front of the server only to count requests.
const proxy = await startFaultyProxy(server.url);

async function device() {
  const jar = new CookieJar();
  const user = await signUp(server.url, jar);
  const db = newDb();
  await setSignedInUser(user, db);
  await refreshProblemList({ db, client: jar.client(server.url) });
  const problems = (await db.problems.orderBy('position').toArray()).map((p) => p._id);
  return { db, client: jar.client(proxy.url), problems };
}

try {
  // 1. Flush 1,000 queued operations.
  async function queueThousand(db: PocketDb, problems: string[]): Promise<void> {
    for (const p of problems) await setStar(p, true, db);
    for (const p of problems) for (const l of ['javascript', 'java', 'c++'] as const) await saveDraft(p, l, `// ${l}`, db);
    for (let i = 0; (await db.outbox.count()) < 1000; i++) await addNote(problems[i % problems.length]!, { title: `n${i}`, body: 'b' }, db);
  }
  for (const concurrency of [1, 4]) {
    const { db, client, problems } = await device();
    await queueThousand(db, problems);
    const before = proxy.log.length;
    const engine = new SyncEngine({ db, client, listen: false, concurrency, coalesceDelayMs: 0 });
    const t0 = performance.now();
    await engine.flush({ timeoutMs: 600_000 });
    const ms = performance.now() - t0;
    rows.push([
      `flush 1,000 queued operations, loopback server, ${concurrency} in flight`,
      `${(ms / 1000).toFixed(2)} s`,
      `${proxy.log.length - before} requests, ${(1000 / (ms / 1000)).toFixed(0)} ops/s`,
    ]);
  }
  {
    // The client's own cost: the same flush against an instant in-memory responder (no HTTP, no server).
    const db = newDb();
    await setSignedInUser({ _id: 'f'.repeat(24), firstname: 'Bench', emailID: 'b@example.com', role: 'user' }, db);
    const problems = Array.from({ length: 15 }, (_, i) => i.toString(16).padStart(24, '0'));
    await queueThousand(db, problems);
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    const client = ky.create({
      prefixUrl: 'http://stub/api',
      retry: 0,
      fetch: async (input: Input, init?: RequestInit) => {
        const req = new Request(input, init);
        const path = new URL(req.url).pathname;
        if (path.endsWith('/prblm/stars')) return json([]);
        if (path.includes('/activeStars/')) return json({ starred: true });
        if (path.startsWith('/api/drafts/')) return json({ ...(await req.json()), language: path.split('/').at(-1), applied: true });
        return json({ note: [], conflict: false });
      },
    });
    const engine = new SyncEngine({ db, client, listen: false, coalesceDelayMs: 0 });
    const t0 = performance.now();
    await engine.flush({ timeoutMs: 600_000 });
    const ms = performance.now() - t0;
    rows.push(['flush 1,000 queued operations, client only (instant stub responses)', `${(ms / 1000).toFixed(2)} s`, `${(ms / 1000).toFixed(2)} ms/op of Dexie + engine work`]);
  }

  // 2. Requests for 1,000 edits of one note.
  {
    const { db, client, problems } = await device();
    const id = await addNote(problems[0]!, {}, db);
    for (let i = 0; i < 1000; i++) await saveNote(id, { title: `t${i}`, body: `b${i}` }, db);
    const before = proxy.log.length;
    await new SyncEngine({ db, client, listen: false }).flush();
    rows.push(['requests for 1,000 edits of one note, made offline then synced', String(proxy.log.length - before), 'one PUT with the last edit']);
  }
  for (const [label, pace] of [
    ['made online, back to back, engine running', 0],
    ['made online at typing pace (1 edit / 10 ms), engine running', 10],
  ] as const) {
    const { db, client, problems } = await device();
    const id = await addNote(problems[0]!, {}, db);
    const engine = new SyncEngine({ db, client, listen: false });
    await engine.flush();
    engine.start();
    const before = proxy.log.length;
    const t0 = performance.now();
    for (let i = 0; i < 1000; i++) {
      await saveNote(id, { title: `t${i}`, body: `b${i}` }, db);
      if (pace) await sleep(pace);
    }
    const typing = performance.now() - t0;
    await engine.flush();
    await engine.stop();
    rows.push([`requests for 1,000 edits of one note, ${label}`, String(proxy.log.length - before), `edits took ${(typing / 1000).toFixed(1)} s; coalescing 300 ms quiet / 2 s max wait`]);
  }

  // 3. Problem-list query over 3,000 problems.
  {
    const db = newDb();
    const difficulties = ['easy', 'medium', 'hard'] as const;
    const tags = ['Array', 'Linkedlist', 'DP', 'Graph'] as const;
    await db.problems.bulkPut(
      Array.from({ length: 3000 }, (_, i) => ({
        _id: i.toString(16).padStart(24, '0'),
        title: `Problem ${i}`,
        difficulty: difficulties[i % 3]!,
        tags: tags[i % 4]!,
        position: 2999 - i,
      })),
    );
    await listProblems(db); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      const list = await listProblems(db);
      times.push(performance.now() - t0);
      if (list.length !== 3000) throw new Error('bad list');
    }
    times.sort((a, b) => a - b);
    rows.push(['problem-list query over 3,000 problems (fake-indexeddb in Node)', `${times[10]!.toFixed(1)} ms median`, `min ${times[0]!.toFixed(1)} ms, max ${times[19]!.toFixed(1)} ms over 20 runs`]);
  }
} finally {
  await proxy.close();
  await server.close();
}

const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]!.length), ['measure', 'value', 'notes'][c]!.length));
const line = (r: string[]) => `| ${r.map((x, i) => x.padEnd(widths[i]!)).join(' | ')} |`;
console.log(line(['measure', 'value', 'notes']));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
