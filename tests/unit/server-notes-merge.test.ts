import { describe, expect, it } from 'vitest';
import { NOTE_TITLE_MAX } from '../../common/contract/index.ts';
import { CONFLICT_SUFFIX, conflictCopyTitle, decideNotePut, planNoteList, type StoredNote } from '../../server/modules/notes/merge.ts';

const stored: StoredNote = { title: 'Two pointers', body: 'original', position: 2, rev: 3 };

describe('decideNotePut (a sync write against the stored note)', () => {
  it('inserts a note the server does not have (new, or deleted elsewhere: the edit wins)', () => {
    expect(decideNotePut(undefined, { title: 't', body: 'b', position: 0, baseRev: null })).toEqual({ kind: 'insert' });
    expect(decideNotePut(undefined, { title: 't', body: 'b', position: 0, baseRev: 7 })).toEqual({ kind: 'insert' });
  });

  it('writes nothing for the same content at the same position, whatever the base revision', () => {
    expect(decideNotePut(stored, { ...stored, baseRev: 1 })).toEqual({ kind: 'unchanged' });
  });

  it('only moves a note whose content is unchanged', () => {
    expect(decideNotePut(stored, { ...stored, position: 5, baseRev: 1 })).toEqual({ kind: 'reposition' });
  });

  it('updates when the device saw the latest revision', () => {
    expect(decideNotePut(stored, { title: 'Two pointers', body: 'edited', position: 2, baseRev: 3 })).toEqual({ kind: 'update' });
    expect(decideNotePut(stored, { title: 'Renamed', body: 'original', position: 7, baseRev: 3 })).toEqual({ kind: 'update' });
  });

  it('keeps both versions when the note changed since the device saw it', () => {
    expect(decideNotePut(stored, { title: 'Two pointers', body: 'phone', position: 2, baseRev: 2 })).toEqual({
      kind: 'conflictCopy',
      title: 'Two pointers (conflict copy)',
      position: 2.5,
    });
    expect(decideNotePut(stored, { title: 'x', body: 'y', position: 0, baseRev: null }).kind).toBe('conflictCopy');
  });
});

describe('conflictCopyTitle', () => {
  it('appends the suffix once and stays within the title limit', () => {
    expect(conflictCopyTitle('')).toBe(CONFLICT_SUFFIX);
    expect(conflictCopyTitle('a (conflict copy)')).toBe('a (conflict copy)');
    const long = conflictCopyTitle('x'.repeat(NOTE_TITLE_MAX));
    expect(long.length).toBe(NOTE_TITLE_MAX);
    expect(long.endsWith(CONFLICT_SUFFIX)).toBe(true);
  });
});

describe('planNoteList (the spec list write)', () => {
  const notes = new Map<string, StoredNote>([
    ['a', { title: 'A', body: '1', position: 0, rev: 1 }],
    ['b', { title: 'B', body: '2', position: 1, rev: 4 }],
    ['c', { title: 'C', body: '3', position: 2, rev: 1 }],
  ]);

  it('updates changed or moved notes, creates new ones, deletes missing ones', () => {
    const plan = planNoteList(notes, [
      { _id: 'a', title: 'A', body: '1' },
      { _id: 'c', title: 'C', body: 'changed' },
      { title: 'new', body: '' },
      { _id: 'zzz', title: 'unknown id', body: '' },
    ]);
    expect(plan.update).toEqual([{ id: 'c', title: 'C', body: 'changed', position: 1, rev: 2 }]);
    expect(plan.insert).toEqual([
      { title: 'new', body: '', position: 2 },
      { title: 'unknown id', body: '', position: 3 },
    ]);
    expect(plan.remove).toEqual(['b']);
  });

  it('updates a note that only moved, and leaves notes that did not change alone', () => {
    const plan = planNoteList(notes, [
      { _id: 'b', title: 'B', body: '2' },
      { _id: 'a', title: 'A', body: '1' },
      { _id: 'c', title: 'C', body: '3' },
    ]);
    expect(plan.update).toEqual([
      { id: 'b', title: 'B', body: '2', position: 0, rev: 5 },
      { id: 'a', title: 'A', body: '1', position: 1, rev: 2 },
    ]);
    expect(plan).toMatchObject({ insert: [], remove: [] });
  });

  it('an empty list deletes every stored note; with nothing stored, every item is created', () => {
    expect(planNoteList(notes, [])).toEqual({ update: [], insert: [], remove: ['a', 'b', 'c'] });
    expect(planNoteList(new Map(), [{ _id: 'a', title: 'A', body: '1' }])).toEqual({ update: [], insert: [{ title: 'A', body: '1', position: 0 }], remove: [] });
  });

  it('an id sent twice updates its note once and keeps the second item as a new note', () => {
    const plan = planNoteList(notes, [
      { _id: 'a', title: 'A', body: '1' },
      { _id: 'a', title: 'A again', body: '' },
    ]);
    expect(plan.update).toEqual([]);
    expect(plan.insert).toEqual([{ title: 'A again', body: '', position: 1 }]);
    expect(plan.remove.sort()).toEqual(['b', 'c']);
  });
});
