import { describe, expect, it } from 'vitest';
import { notesResponseSchema, noteWriteResponseSchema, draftPutResponseSchema, draftsResponseSchema, starsResponseSchema } from '../../common/contract/index.ts';
import { newId, stableId } from '../../server/db/ids.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';

/** Stars, notes (spec and sync calls), drafts and Idempotency-Key through app.inject. */
const t = testAppForSuite();

const P1 = stableId('two-sum');
const P2 = stableId('climbing-stairs');
const key = () => `k${newId()}`;

describe('stars', () => {
  it('toggles, lists, and replays an idempotent toggle instead of toggling twice', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    expect(starsResponseSchema.parse((await api.get('/api/prblm/stars')).json())).toEqual([]);
    const k = key();
    const first = await api.put(`/api/prblm/activeStars/${P1}`, undefined, { 'idempotency-key': k });
    expect(first.json()).toEqual({ starred: true });
    const again = await api.put(`/api/prblm/activeStars/${P1}`, undefined, { 'idempotency-key': k });
    expect(again.json()).toEqual({ starred: true });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await api.get('/api/prblm/stars')).json()).toEqual([P1]);
    expect((await api.put(`/api/prblm/activeStars/${P1}`)).json()).toEqual({ starred: false });
    expect((await api.get('/api/prblm/stars')).json()).toEqual([]);
    expect((await api.put('/api/prblm/activeStars/ffffffffffffffffffffffff')).statusCode).toBe(404);
    expect((await new ApiClient(t.app).get('/api/prblm/stars')).statusCode).toBe(401);
  });
});

describe('idempotency keys', () => {
  it('refuses a reused key with another body (422) and malformed keys (400), and is per user', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const k = key();
    const id = newId();
    const a = await api.put(`/api/notes/${P1}/${id}`, { title: 'a', body: 'b', position: 0, baseRev: null }, { 'idempotency-key': k });
    expect(a.statusCode).toBe(200);
    const b = await api.put(`/api/notes/${P1}/${id}`, { title: 'other', body: 'b', position: 0, baseRev: 1 }, { 'idempotency-key': k });
    expect(b.statusCode).toBe(422);
    expect((await api.put(`/api/notes/${P1}/${id}`, { title: 'a', body: 'b', position: 0, baseRev: 1 }, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
    // Another user with the same key is not replayed someone else's response.
    const other = new ApiClient(t.app);
    await other.signUp();
    const c = await other.put(`/api/notes/${P1}/${id}`, { title: 'a', body: 'b', position: 0, baseRev: null }, { 'idempotency-key': k });
    expect(c.headers['idempotent-replayed']).toBeUndefined();
    expect(noteWriteResponseSchema.parse(c.json()).note).toHaveLength(1);
  });

  it('does not record failures that applied nothing (a 401 can be retried after signing in)', async () => {
    const api = new ApiClient(t.app);
    const k = key();
    expect((await api.put(`/api/prblm/activeStars/${P1}`, undefined, { 'idempotency-key': k })).statusCode).toBe(401);
    await api.signUp();
    const res = await api.put(`/api/prblm/activeStars/${P1}`, undefined, { 'idempotency-key': k });
    expect(res.json()).toEqual({ starred: true });
  });

  it('runs a duplicated submission once', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const k = key();
    const body = { language: 'javascript', code: 'console.log("0 1")' };
    const [r1, r2] = await Promise.all([api.post(`/api/submit/${P1}`, body, { 'idempotency-key': k }), api.post(`/api/submit/${P1}`, body, { 'idempotency-key': k })]);
    const statuses = [r1.statusCode, r2.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    const r3 = await api.post(`/api/submit/${P1}`, body, { 'idempotency-key': k });
    expect(r3.json()._id).toBe((r1.statusCode === 200 ? r1 : r2).json()._id);
    expect((await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${P1}`)).json()).toHaveLength(1);
  });
});

describe('notes', () => {
  it('supports the spec calls: getNotes, createNote, updNote, removeNote', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    expect(notesResponseSchema.parse((await api.get(`/api/prblm/getNotes/${P1}`)).json()).note).toEqual([]);
    const created = notesResponseSchema.parse((await api.post('/api/prblm/createNote', { prblmId: P1, array: [{ title: 'Idea', body: 'hash map' }, { title: '', body: '' }] })).json());
    expect(created.note.map((n) => n.title)).toEqual(['Idea', '']);
    const upd = notesResponseSchema.parse((await api.patch('/api/prblm/updNote', { prblmId: P1, i: 1, title: 'Edge', body: 'duplicates' })).json());
    expect(upd.note.map((n) => [n.title, n.body])).toEqual([['Idea', 'hash map'], ['Edge', 'duplicates']]);
    expect((await api.patch('/api/prblm/updNote', { prblmId: P1, i: 1, title: '', body: 'x' })).json().message).toContain('Title is required');
    expect((await api.patch('/api/prblm/updNote', { prblmId: P1, i: 9, title: 'a', body: 'b' })).statusCode).toBe(404);
    const removed = notesResponseSchema.parse((await api.delete(`/api/prblm/removeNote/${P1}?index=0`)).json());
    expect(removed.note.map((n) => n.title)).toEqual(['Edge']);
    expect((await api.delete(`/api/prblm/removeNote/${P1}?index=abc`)).statusCode).toBe(400);
    // createNote with the full list keeps ids of known notes and deletes the rest.
    const keepId = removed.note[0]!._id;
    const replaced = notesResponseSchema.parse((await api.post('/api/prblm/createNote', { prblmId: P1, array: [{ _id: keepId, title: 'Edge', body: 'duplicates' }, { title: 'New', body: '' }] })).json());
    expect(replaced.note[0]!._id).toBe(keepId);
    expect(replaced.note).toHaveLength(2);
    expect((await api.get(`/api/prblm/getNotes/${P2}`)).json().note).toEqual([]);
  });

  it('keeps both devices\' notes: different notes merge, the same note keeps both versions', async () => {
    const laptop = new ApiClient(t.app);
    const { emailID, password } = await laptop.signUp();
    const phone = new ApiClient(t.app);
    expect((await phone.post('/api/userAuth/login', { emailID, password })).statusCode).toBe(200);

    const shared = newId();
    const base = noteWriteResponseSchema.parse((await laptop.put(`/api/notes/${P2}/${shared}`, { title: 'Plan', body: 'dp', position: 0, baseRev: null })).json());
    const rev = base.note[0]!.rev;
    // Offline on both: each adds its own note and edits the shared one.
    await laptop.put(`/api/notes/${P2}/${newId()}`, { title: 'Laptop note', body: 'l', position: 1, baseRev: null });
    await phone.put(`/api/notes/${P2}/${newId()}`, { title: 'Phone note', body: 'p', position: 2, baseRev: null });
    const l = noteWriteResponseSchema.parse((await laptop.put(`/api/notes/${P2}/${shared}`, { title: 'Plan', body: 'dp bottom-up', position: 0, baseRev: rev })).json());
    expect(l.conflict).toBe(false);
    const p = noteWriteResponseSchema.parse((await phone.put(`/api/notes/${P2}/${shared}`, { title: 'Plan', body: 'dp top-down', position: 0, baseRev: rev })).json());
    expect(p.conflict).toBe(true);
    expect(p.note.find((n) => n._id === p.copyId)?.title).toBe('Plan (conflict copy)');
    const titles = p.note.map((n) => `${n.title}: ${n.body}`).sort();
    expect(titles).toEqual(['Laptop note: l', 'Phone note: p', 'Plan (conflict copy): dp top-down', 'Plan: dp bottom-up']);
    // A repeat of the same content is not another conflict.
    const same = noteWriteResponseSchema.parse((await phone.put(`/api/notes/${P2}/${shared}`, { title: 'Plan', body: 'dp bottom-up', position: 0, baseRev: rev })).json());
    expect(same.conflict).toBe(false);
    // Deleting is idempotent.
    expect((await laptop.delete(`/api/notes/${P2}/${shared}`)).statusCode).toBe(200);
    expect((await laptop.delete(`/api/notes/${P2}/${shared}`)).statusCode).toBe(200);
    expect((await laptop.put(`/api/notes/${P2}/not-hex`, { title: 'a', body: 'b', position: 0, baseRev: null })).statusCode).toBe(400);
    expect((await laptop.put(`/api/notes/${P2}/${newId()}`, { title: 'x'.repeat(201), body: 'b', position: 0, baseRev: null })).statusCode).toBe(400);
    // A conflict on a note with a maximal title keeps its start and stays within the limit.
    const longId = newId();
    const long = 'L'.repeat(200);
    await laptop.put(`/api/notes/${P2}/${longId}`, { title: long, body: '1', position: 9, baseRev: null });
    await laptop.put(`/api/notes/${P2}/${longId}`, { title: long, body: '2', position: 9, baseRev: 1 });
    const copy = noteWriteResponseSchema.parse((await phone.put(`/api/notes/${P2}/${longId}`, { title: long, body: '3', position: 9, baseRev: 1 })).json());
    const copyTitle = copy.note.find((n) => n._id === copy.copyId)!.title;
    expect(copyTitle).toHaveLength(200);
    expect(copyTitle.startsWith('LLLL') && copyTitle.endsWith(' (conflict copy)')).toBe(true);
  });
});

describe('drafts', () => {
  it('stores drafts per language with last-write-wins by client time', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const put = (language: string, code: string, updatedAt: number) => api.put(`/api/drafts/${P1}/${encodeURIComponent(language)}`, { code, updatedAt });
    expect(draftPutResponseSchema.parse((await put('c++', 'v2', 2000)).json()).applied).toBe(true);
    const older = draftPutResponseSchema.parse((await put('c++', 'v1', 1000)).json());
    expect(older).toMatchObject({ applied: false, code: 'v2', updatedAt: 2000 });
    await put('javascript', 'js', 1500);
    const drafts = draftsResponseSchema.parse((await api.get(`/api/drafts/${P1}`)).json());
    expect(Object.fromEntries(drafts.map((d) => [d.language, d.code]))).toEqual({ 'c++': 'v2', javascript: 'js' });
    expect((await put('python', 'x', 1)).statusCode).toBe(400);
    expect((await put('java', 'x'.repeat(64 * 1024 + 1), 5)).statusCode).toBe(413);
    expect((await api.put(`/api/drafts/${P1}/java`, { code: 'x' })).statusCode).toBe(400);
    expect((await api.get('/api/drafts/ffffffffffffffffffffffff')).statusCode).toBe(404);
  });
});
