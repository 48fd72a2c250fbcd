/**
 * The notes rules as pure functions: what a sync write (`PUT /api/notes/:prblmId/:noteId`) does
 * to the stored note, the conflict copy's title, and how the spec's list write (`createNote`,
 * which sends the whole list) maps onto the stored notes.
 */
import { NOTE_TITLE_MAX } from '../../../common/contract/notes.ts';

/** Appended to the title of the copy kept when two devices changed one note. */
export const CONFLICT_SUFFIX = ' (conflict copy)';

/** A stored note as the rules see it. */
export interface StoredNote {
  title: string;
  body: string;
  position: number;
  /** Server revision, +1 on every change. */
  rev: number;
}

/** An incoming sync write: the note's content and the revision the device last saw (null: never synced). */
export interface NoteWrite {
  title: string;
  body: string;
  position: number;
  baseRev: number | null;
}

/**
 * What a sync write does:
 * - `insert`: no such note — a new one, or one deleted on another device while this one edited
 *   it (the edit wins over the delete);
 * - `unchanged`: same title, body and position — nothing to write;
 * - `reposition`: same content, new position;
 * - `update`: the device saw the latest revision — its write replaces the note;
 * - `conflictCopy`: the note changed elsewhere since the device saw it — the stored note stays
 *   and the write is kept as a copy with `title` at `position` (just after the original).
 */
export type NotePutDecision =
  | { kind: 'insert' }
  | { kind: 'unchanged' }
  | { kind: 'reposition' }
  | { kind: 'update' }
  | { kind: 'conflictCopy'; title: string; position: number };

/** Decides a sync write against the stored note (undefined when there is none). */
export function decideNotePut(stored: StoredNote | undefined, write: NoteWrite): NotePutDecision {
  if (!stored) return { kind: 'insert' };
  if (stored.title === write.title && stored.body === write.body) {
    return stored.position === write.position ? { kind: 'unchanged' } : { kind: 'reposition' };
  }
  if (write.baseRev === stored.rev) return { kind: 'update' };
  return { kind: 'conflictCopy', title: conflictCopyTitle(write.title), position: write.position + 0.5 };
}

/** The conflict copy's title: `title` + {@link CONFLICT_SUFFIX}, cut to fit NOTE_TITLE_MAX; a title that already ends with it is kept. */
export function conflictCopyTitle(title: string): string {
  if (title.endsWith(CONFLICT_SUFFIX)) return title;
  return `${title.slice(0, NOTE_TITLE_MAX - CONFLICT_SUFFIX.length)}${CONFLICT_SUFFIX}`;
}

/** What a list write changes: notes to update, notes to create, ids to delete. */
export interface NoteListPlan {
  update: Array<{ id: string; title: string; body: string; position: number; rev: number }>;
  insert: Array<{ title: string; body: string; position: number }>;
  remove: string[];
}

/**
 * Maps the spec's list write onto the stored notes: the i-th item gets position i; an item with
 * the id of a stored note updates it (only when something changed, with rev + 1), other items
 * are created, stored notes missing from the list are deleted.
 * @param stored the problem's stored notes by id
 * @param items the list as sent
 */
export function planNoteList(stored: ReadonlyMap<string, StoredNote>, items: ReadonlyArray<{ _id?: string; title: string; body: string }>): NoteListPlan {
  const plan: NoteListPlan = { update: [], insert: [], remove: [] };
  const kept = new Set<string>();
  items.forEach((item, position) => {
    const old = item._id ? stored.get(item._id) : undefined;
    if (old && item._id && !kept.has(item._id)) {
      kept.add(item._id);
      if (old.title !== item.title || old.body !== item.body || old.position !== position) {
        plan.update.push({ id: item._id, title: item.title, body: item.body, position, rev: old.rev + 1 });
      }
    } else {
      plan.insert.push({ title: item.title, body: item.body, position });
    }
  });
  for (const id of stored.keys()) if (!kept.has(id)) plan.remove.push(id);
  return plan;
}
