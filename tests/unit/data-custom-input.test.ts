import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import ky, { type Input, type KyInstance } from 'ky';
import { describe, expect, it } from 'vitest';
import type { ProblemDetail } from '../../common/contract/index.ts';
import { refreshDrafts, resetDraft, saveCustomInput, saveDraft, setSignedInUser, setSignedOut } from '../../src/data/index.ts';
import { PocketDb } from '../../src/data/core/db.ts';
import { NotFoundLocallyError } from '../../src/data/core/errors.ts';
import { SyncEngine } from '../../src/data/sync.ts';
import { problemDetail } from '../support/problem-detail.ts';

/** The custom input kept with the draft of each language: local only, and never lost by the code's sync. */

const alice = { _id: '1'.repeat(24), firstname: 'Alice', emailID: 'alice@example.com', role: 'user' as const };
const p = 'a'.repeat(24);

let n = 0;
function freshDb(): PocketDb {
  return new PocketDb(`custom-input-${n++}`, { indexedDB: new IDBFactory(), IDBKeyRange });
}
const detail = (id: string): ProblemDetail & { fetchedAt: number } => ({
  ...problemDetail(id, {
    title: 'Problem',
    visibleTestCases: [{ input: '1\n', output: '1\n', explanation: '' }],
    startCode: [
      { language: 'javascript', initialCode: '// js start' },
      { language: 'java', initialCode: '// java start' },
    ],
  }),
  fetchedAt: 1,
});
async function withProblem(): Promise<PocketDb> {
  const db = freshDb();
  await db.problemDetails.put(detail(p));
  return db;
}

type Handler = (method: string, path: string, body: unknown) => unknown;
/** A ky instance answering from `handler`. */
function stubClient(handler: Handler): KyInstance {
  return ky.create({
    prefixUrl: 'http://stub/api',
    retry: 0,
    fetch: async (input: Input, init?: RequestInit) => {
      const req = new Request(input, init);
      const text = await req.text();
      const out = handler(req.method, new URL(req.url).pathname.replace(/^\/api\//, ''), text ? JSON.parse(text) : undefined);
      return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
    },
  });
}

describe('saveCustomInput', () => {
  it('keeps one input per language, next to the code, without touching the code or its edit time', async () => {
    const db = await withProblem();
    await setSignedInUser(alice, db);
    const draft = await saveDraft(p, 'javascript', 'my js', db);
    const queued = await db.outbox.count();
    await saveCustomInput(p, 'javascript', '3\n1 2 3\n', db);
    await saveCustomInput(p, 'java', '5\n', db);
    expect(await db.drafts.get([p, 'javascript'])).toEqual({ ...draft, customInput: '3\n1 2 3\n' });
    // No code draft in Java yet: the row holds the start code, never edited (updatedAt 0).
    expect(await db.drafts.get([p, 'java'])).toEqual({ prblmId: p, language: 'java', code: '// java start', updatedAt: 0, customInput: '5\n' });
    expect(await db.outbox.count()).toBe(queued); // nothing to sync
  });

  it('survives later code saves and a reset to the start code', async () => {
    const db = await withProblem();
    await saveCustomInput(p, 'javascript', 'input', db);
    await saveDraft(p, 'javascript', 'typed', db);
    expect((await db.drafts.get([p, 'javascript']))!.customInput).toBe('input');
    await resetDraft(p, 'javascript', db);
    expect(await db.drafts.get([p, 'javascript'])).toMatchObject({ code: '// js start', customInput: 'input' });
  });

  it('refuses a problem that is not cached (there is no start code to keep with it)', async () => {
    await expect(saveCustomInput(p, 'javascript', 'x', freshDb())).rejects.toBeInstanceOf(NotFoundLocallyError);
  });

  it('is cleared with the drafts at sign-out', async () => {
    const db = await withProblem();
    await setSignedInUser(alice, db);
    await saveCustomInput(p, 'javascript', 'input', db);
    await setSignedOut({}, db);
    expect(await db.drafts.count()).toBe(0);
  });

  it('is not queued as a draft when a learner signs in on this device', async () => {
    const db = await withProblem();
    await saveCustomInput(p, 'java', 'input only', db);
    await saveDraft(p, 'javascript', 'typed while signed out', db);
    await setSignedInUser(alice, db);
    const ops = await db.outbox.toArray();
    expect(ops.map((o) => o.target)).toEqual([`draft:${p}:javascript`]);
  });
});

describe('the code sync keeps the local custom input', () => {
  it('a refresh that brings newer code from the server', async () => {
    const db = await withProblem();
    await setSignedInUser(alice, db);
    await saveCustomInput(p, 'java', 'my input', db);
    const client = stubClient(() => [{ language: 'java', code: 'server code', updatedAt: 500 }]);
    expect(await refreshDrafts(p, { db, client })).toBe('merged');
    expect(await db.drafts.get([p, 'java'])).toEqual({ prblmId: p, language: 'java', code: 'server code', updatedAt: 500, customInput: 'my input' });
  });

  it('a sent draft whose server copy is newer (another device) is adopted with the input kept', async () => {
    const db = await withProblem();
    await setSignedInUser(alice, db);
    await saveDraft(p, 'javascript', 'this device', db);
    await saveCustomInput(p, 'javascript', 'my input', db);
    const newer = Date.now() + 60_000;
    const client = stubClient((method, path) => {
      if (method === 'PUT' && path === `drafts/${p}/javascript`) return { language: 'javascript', code: 'other device', updatedAt: newer, applied: false };
      throw new Error(`unexpected ${method} ${path}`);
    });
    await new SyncEngine({ db, client, listen: false, backoff: { baseMs: 5, capMs: 50 } }).flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.drafts.get([p, 'javascript'])).toEqual({ prblmId: p, language: 'javascript', code: 'other device', updatedAt: newer, customInput: 'my input' });
  });
});
