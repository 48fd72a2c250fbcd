/** Refresh of one problem's notes (`notes` table) from `GET /api/prblm/getNotes/:id`. */
import { getNotes } from '../../api/notes.ts';
import type { NoteRow } from '../core/db.ts';
import { readGen } from '../core/gen.ts';
import { currentUserId } from '../core/kv.ts';
import { busyTargets } from '../core/outbox.ts';
import { refreshContext, type MergeResult, type RefreshOptions } from '../core/refresh.ts';
import { planNotesMerge } from './merge.ts';
import { noteTarget } from './repository.ts';

/** Generation scope of one problem's notes (bumped when a note op of that problem completes). */
export function notesScope(prblmId: string): string {
  return `notes:${prblmId}`;
}

/**
 * Refreshes one problem's notes (signed in only) without clobbering pending local edits
 * (rule: {@link planNotesMerge}).
 * @throws what the HTTP call throws
 */
export async function refreshNotes(prblmId: string, o: RefreshOptions = {}): Promise<MergeResult> {
  const { db, call } = refreshContext(o);
  const userId = await currentUserId(db);
  if (!userId) return 'skipped';
  const scope = notesScope(prblmId);
  const gen = await readGen(db, scope);
  const { note } = await getNotes(prblmId, call);
  return db.transaction('rw', [db.notes, db.outbox, db.kv], async () => {
    if ((await currentUserId(db)) !== userId || (await readGen(db, scope)) !== gen) return 'stale';
    const busy = await busyTargets(db, userId);
    const local = await db.notes.where('prblmId').equals(prblmId).toArray();
    const stored = new Map((await db.notes.bulkGet(note.map((n) => n._id))).filter((r): r is NoteRow => !!r).map((r) => [r._id, r]));
    const plan = planNotesMerge(prblmId, local, stored, note, (id) => busy.has(noteTarget(id)), Date.now());
    await db.notes.bulkDelete(plan.remove);
    await db.notes.bulkPut(plan.put);
    return 'merged';
  });
}
