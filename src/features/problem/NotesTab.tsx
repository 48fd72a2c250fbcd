/**
 * Notes tab (spec §2.5, §4 Notes, §5, §8): the problem's notes from Dexie (`useNotes`), Add,
 * Remove (after a confirmation) and a per-note editor (title, body) whose Save checks `noteFormSchema` ('Title is
 * required', 'Body is required'). Every change goes through the outbox, so it works offline.
 * With no note, one blank editor is shown (spec §4); it becomes a real note on its first save.
 */
import { useId, useState } from 'react';
import { useAuth } from '../../session/auth.tsx';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { MSG } from '../../../common/contract/index.ts';
import { noteFormSchema } from '../../../common/contract/notes.ts';
import { addNote, removeNote, saveNote, useNotes, type NoteRow } from '../../data/index.ts';
import { useZodForm } from '../../ui/form.ts';

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** One note's editor. `note` is null for the blank note shown when there is none yet. */
function NoteEditor({ prblmId, note, index }: { prblmId: string; note: NoteRow | null; index: number }) {
  const toast = useToast();
  const confirm = useConfirm();
  const baseId = useId();
  const form = useZodForm<'title' | 'body', typeof noteFormSchema>(noteFormSchema, { title: note?.title ?? '', body: note?.body ?? '' });
  const { values, errors } = form;
  const { title, body } = values;
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  // A change from elsewhere (another tab, the server) replaces the fields unless the learner is editing.
  const [seen, setSeen] = useState({ title: note?.title ?? '', body: note?.body ?? '' });
  if (note && !dirty && (note.title !== seen.title || note.body !== seen.body)) {
    setSeen({ title: note.title, body: note.body });
    form.replace({ title: note.title, body: note.body });
  }

  const save = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      if (note) await saveNote(note._id, { title, body });
      else await addNote(prblmId, { title, body });
      setSeen({ title, body });
      setDirty(false);
      toast.show({ kind: 'success', text: PROBLEM_TEXT.notes.saved });
    } catch (e) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + errorText(e) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!note) {
      form.replace({ title: '', body: '' });
      setDirty(false);
      return;
    }
    if (!(await confirm({ text: PROBLEM_TEXT.notes.removeConfirm(index + 1), confirmLabel: PROBLEM_TEXT.notes.remove, danger: true }))) return;
    try {
      await removeNote(note._id);
    } catch {
      toast.show({ kind: 'error', text: PROBLEM_TEXT.notes.removeFailed });
    }
  };

  const label = PROBLEM_TEXT.notes.noteLabel(index + 1);
  return (
    <li className="card card-border border-base-300 bg-base-100" data-testid="note" aria-label={label}>
      <form
        className="card-body gap-3 p-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-semibold">{label}</h3>
          {note && note.rev === null && <span className="badge badge-ghost badge-sm">{PROBLEM_TEXT.notes.unsynced}</span>}
        </div>
        <label className="flex flex-col gap-1" htmlFor={`${baseId}-title`}>
          <span className="text-sm font-medium">{PROBLEM_TEXT.notes.title}</span>
          <input
            id={`${baseId}-title`}
            className={`input input-sm w-full ${errors.title ? 'input-error' : ''}`}
            value={title}
            placeholder={PROBLEM_TEXT.notes.titlePlaceholder}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${baseId}-title-error` : undefined}
            onChange={(e) => {
              form.set('title', e.target.value);
              setDirty(true);
            }}
          />
          {errors.title && (
            <span id={`${baseId}-title-error`} className="text-sm text-error">
              {errors.title}
            </span>
          )}
        </label>
        <label className="flex flex-col gap-1" htmlFor={`${baseId}-body`}>
          <span className="text-sm font-medium">{PROBLEM_TEXT.notes.body}</span>
          <textarea
            id={`${baseId}-body`}
            className={`textarea textarea-sm min-h-24 w-full ${errors.body ? 'textarea-error' : ''}`}
            value={body}
            placeholder={PROBLEM_TEXT.notes.bodyPlaceholder}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? `${baseId}-body-error` : undefined}
            onChange={(e) => {
              form.set('body', e.target.value);
              setDirty(true);
            }}
          />
          {errors.body && (
            <span id={`${baseId}-body-error`} className="text-sm text-error">
              {errors.body}
            </span>
          )}
        </label>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void remove()} aria-label={`${PROBLEM_TEXT.notes.remove} ${label}`}>
            {PROBLEM_TEXT.notes.remove}
          </button>
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            {PROBLEM_TEXT.notes.save}
          </button>
        </div>
      </form>
    </li>
  );
}

/** The Notes tab. */
export function NotesTab({ prblmId }: { prblmId: string }) {
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const notes = useNotes(prblmId);

  if (!isAuthenticated) return <p className="py-6 text-center text-base-content/70">{PROBLEM_TEXT.notes.signIn}</p>;
  if (notes === undefined) return null;

  const add = async () => {
    try {
      await addNote(prblmId);
    } catch {
      toast.show({ kind: 'error', text: PROBLEM_TEXT.notes.addFailed });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="notes">
      <ol className="flex flex-col gap-4">
        {notes.length === 0 ? <NoteEditor key="blank" prblmId={prblmId} note={null} index={0} /> : notes.map((n, i) => <NoteEditor key={n._id} prblmId={prblmId} note={n} index={i} />)}
      </ol>
      <button type="button" className="btn btn-sm btn-outline self-start" onClick={() => void add()}>
        + {PROBLEM_TEXT.notes.add}
      </button>
    </div>
  );
}
