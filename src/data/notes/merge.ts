/**
 * The notes refresh rule as a pure function: how a problem's server notes merge into the notes
 * on this device. Notes with a local change on its way (`busy`) keep their local copy; other
 * notes take the server's; local notes the server no longer has (deleted on another device) go.
 */
import type { Note } from '../../../common/contract/index.ts';
import type { NoteRow } from '../core/db.ts';

/** What to write: note ids to delete and rows to put. */
export interface NotesMergePlan {
  remove: string[];
  put: NoteRow[];
}

/**
 * Plans the merge of one problem's notes.
 * @param prblmId the problem
 * @param local this device's notes of the problem
 * @param stored this device's rows for the server's note ids (any problem), by id
 * @param server the server's notes of the problem
 * @param isBusy whether a note has an op in the outbox (pending, in flight or parked)
 * @param now ms since epoch, stamped on changed rows
 */
export function planNotesMerge(
  prblmId: string,
  local: readonly NoteRow[],
  stored: ReadonlyMap<string, NoteRow>,
  server: readonly Note[],
  isBusy: (noteId: string) => boolean,
  now: number,
): NotesMergePlan {
  const ids = new Set(server.map((n) => n._id));
  const remove = local.filter((n) => !ids.has(n._id) && !isBusy(n._id)).map((n) => n._id);
  const put: NoteRow[] = [];
  for (const n of server) {
    if (isBusy(n._id)) continue;
    const mine = stored.get(n._id);
    if (mine && mine.rev === n.rev && mine.title === n.title && mine.body === n.body && mine.position === n.position) continue;
    put.push({ _id: n._id, prblmId, title: n.title, body: n.body, position: n.position, rev: n.rev, updatedAt: now });
  }
  return { remove, put };
}
