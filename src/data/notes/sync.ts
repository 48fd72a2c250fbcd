/**
 * Sync handlers of `notePut` and `noteDelete` ops: `PUT /api/notes/:prblmId/:noteId` with the
 * server rev this device last saw (`baseRev`), and `DELETE …`. After a put the note's local rev
 * (and the `baseRev` of its unsent later puts) become the server's; when the server answered
 * `conflict: true` (it kept both versions) the problem's notes are refreshed after the drain.
 */
import { deleteNote, putNote } from '../../api/notes.ts';
import { bumpGen } from '../core/gen.ts';
import type { SyncHandler } from '../core/sync-handler.ts';
import { notesScope, refreshNotes } from './refresh.ts';

/** Handler of `notePut` ops. */
export const notePutSync: SyncHandler<'notePut'> = {
  tables: ['notes'],
  async send(op, ctx) {
    const { prblmId, noteId, title, body, position, baseRev } = op.payload;
    ctx.countRequest();
    const res = await putNote(prblmId, noteId, { title, body, position, baseRev }, ctx.call(op.id));
    const db = ctx.db;
    await db.transaction('rw', [db.outbox, db.notes, db.kv], async () => {
      await ctx.finish();
      await bumpGen(db, notesScope(prblmId));
      const server = res.note.find((n) => n._id === noteId);
      if (res.conflict || !server || !(await ctx.stillSignedIn())) return;
      // Our write is the server's version `server.rev`: later edits of this note build on it.
      const local = await db.notes.get(noteId);
      if (local) await db.notes.update(noteId, { rev: server.rev });
      await db.outbox
        .where('target')
        .equals(op.target)
        .filter((o) => o.kind === 'notePut' && o.state !== 'inflight' && !o.sent && o.userId === op.userId)
        .modify((o) => {
          if (o.kind === 'notePut') o.payload.baseRev = server.rev;
        });
      if (!local && !(await db.outbox.where('target').equals(op.target).count())) {
        // Signed out and back in meanwhile (local copy cleared): show the note again.
        await db.notes.put({ _id: noteId, prblmId, title: server.title, body: server.body, position: server.position, rev: server.rev, updatedAt: Date.now() });
      }
    });
    if (res.conflict) ctx.afterDrain(notesScope(prblmId), () => void refreshNotes(prblmId, { db, client: ctx.client }).catch(() => undefined));
  },
  async onDiscarded(db, op) {
    // A note that never reached the server and has nothing else queued disappears with its op.
    const others = await db.outbox.where('target').equals(op.target).count();
    const note = await db.notes.get(op.payload.noteId);
    if (note && note.rev === null && others === 0) await db.notes.delete(note._id);
  },
};

/** Handler of `noteDelete` ops. */
export const noteDeleteSync: SyncHandler<'noteDelete'> = {
  tables: ['notes'],
  async send(op, ctx) {
    const { prblmId, noteId } = op.payload;
    ctx.countRequest();
    await deleteNote(prblmId, noteId, ctx.call(op.id));
    const db = ctx.db;
    await db.transaction('rw', [db.outbox, db.kv], async () => {
      await ctx.finish();
      await bumpGen(db, notesScope(prblmId));
    });
  },
};
