import { describe, expect, it } from 'vitest';
import type { Note } from '../../common/contract/index.ts';
import type { NoteRow } from '../../src/data/core/db.ts';
import { planNotesMerge } from '../../src/data/notes/merge.ts';

const P = 'a'.repeat(24);
const row = (id: string, over: Partial<NoteRow> = {}): NoteRow => ({ _id: id, prblmId: P, title: 't', body: 'b', position: 0, rev: 1, updatedAt: 1, ...over });
const note = (id: string, over: Partial<Note> = {}): Note => ({ _id: id, title: 't', body: 'b', position: 0, rev: 1, updatedAt: '2026-01-01T00:00:00.000Z', ...over });
const byId = (rows: NoteRow[]) => new Map(rows.map((r) => [r._id, r]));

describe('planNotesMerge (notes refresh rule)', () => {
  it('takes the server version of a changed note and stamps it', () => {
    const local = [row('n1', { body: 'old', rev: 1 })];
    const plan = planNotesMerge(P, local, byId(local), [note('n1', { body: 'new', rev: 2 })], () => false, 99);
    expect(plan).toEqual({ remove: [], put: [{ _id: 'n1', prblmId: P, title: 't', body: 'new', position: 0, rev: 2, updatedAt: 99 }] });
  });

  it('writes nothing for a note that is already equal', () => {
    const local = [row('n1')];
    expect(planNotesMerge(P, local, byId(local), [note('n1')], () => false, 99)).toEqual({ remove: [], put: [] });
  });

  it('adds a note created on another device', () => {
    const plan = planNotesMerge(P, [], new Map(), [note('n2', { position: 3 })], () => false, 5);
    expect(plan.put.map((r) => [r._id, r.position])).toEqual([['n2', 3]]);
  });

  it('removes a local note the server no longer has, unless a local change is on its way', () => {
    const local = [row('gone'), row('mine', { rev: null })];
    const plan = planNotesMerge(P, local, byId(local), [], (id) => id === 'mine', 5);
    expect(plan.remove).toEqual(['gone']);
  });

  it('keeps the local copy of a busy note even when the server differs', () => {
    const local = [row('n1', { body: 'typing…' })];
    const plan = planNotesMerge(P, local, byId(local), [note('n1', { body: 'server', rev: 4 })], () => true, 5);
    expect(plan).toEqual({ remove: [], put: [] });
  });
});
