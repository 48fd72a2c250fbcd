/**
 * Notes tab (spec §2.5, §4 Notes, §5, §8): the problem's notes from Dexie (`useNotes`), Add,
 * Remove (after a confirmation) and a per-note editor (title, body; its state in `useNoteEditor.ts`) whose Save checks
 * `noteFormSchema` ('Title is required', 'Body is required'). Every change goes through the outbox, so it works offline.
 * With no note, one blank editor is shown (spec §4); it becomes a real note on its first save.
 */
import { useId } from 'react';
import { useAuth } from '../../session/auth.tsx';
import { PROBLEM_TABS_TEXT } from '../../../common/texts/problem-tabs.ts';
import { useToast } from '../../ui/toasts.tsx';
import { addNote, useNotes, type NoteRow } from '../../data/index.ts';
import { useNoteEditor } from './useNoteEditor.ts';

/**
 * A labelled field of a note's editor (the title's input, or the body's textarea with `multiline`)
 * with its error message tied to it by `aria-describedby`.
 */
function NoteFieldInput({ id, label, value, placeholder, error, multiline, onChange }: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const control = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <label className="flex flex-col gap-1" htmlFor={id}>
      <span className="text-sm font-medium">{label}</span>
      {multiline ? (
        <textarea {...control} className={`textarea textarea-sm min-h-24 w-full ${error ? 'textarea-error' : ''}`} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...control} className={`input input-sm w-full ${error ? 'input-error' : ''}`} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <span id={`${id}-error`} className="text-sm text-error">
          {error}
        </span>
      )}
    </label>
  );
}

/** One note's editor. `note` is null for the blank note shown when there is none yet. */
function NoteEditor({ problemId, note, index }: { problemId: string; note: NoteRow | null; index: number }) {
  const baseId = useId();
  const { values, errors, busy, edit, save, remove } = useNoteEditor(problemId, note, index);
  const label = PROBLEM_TABS_TEXT.notes.noteLabel(index + 1);
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
          {note && note.rev === null && <span className="badge badge-ghost badge-sm">{PROBLEM_TABS_TEXT.notes.unsynced}</span>}
        </div>
        <NoteFieldInput
          id={`${baseId}-title`}
          label={PROBLEM_TABS_TEXT.notes.title}
          value={values.title}
          placeholder={PROBLEM_TABS_TEXT.notes.titlePlaceholder}
          error={errors.title}
          onChange={(value) => edit('title', value)}
        />
        <NoteFieldInput
          id={`${baseId}-body`}
          label={PROBLEM_TABS_TEXT.notes.body}
          value={values.body}
          placeholder={PROBLEM_TABS_TEXT.notes.bodyPlaceholder}
          error={errors.body}
          multiline
          onChange={(value) => edit('body', value)}
        />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void remove()} aria-label={`${PROBLEM_TABS_TEXT.notes.remove} ${label}`}>
            {PROBLEM_TABS_TEXT.notes.remove}
          </button>
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            {PROBLEM_TABS_TEXT.notes.save}
          </button>
        </div>
      </form>
    </li>
  );
}

/** The Notes tab. */
export function NotesTab({ problemId }: { problemId: string }) {
  const { isAuthenticated } = useAuth();
  const toast = useToast();
  const notes = useNotes(problemId);

  if (!isAuthenticated) return <p className="py-6 text-center text-base-content/70">{PROBLEM_TABS_TEXT.notes.signIn}</p>;
  if (notes === undefined) return null;

  const add = async () => {
    try {
      await addNote(problemId);
    } catch {
      toast.show({ kind: 'error', text: PROBLEM_TABS_TEXT.notes.addFailed });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="notes">
      <ol className="flex flex-col gap-4">
        {notes.length === 0 ? <NoteEditor key="blank" problemId={problemId} note={null} index={0} /> : notes.map((n, i) => <NoteEditor key={n._id} problemId={problemId} note={n} index={i} />)}
      </ol>
      <button type="button" className="btn btn-sm btn-outline self-start" onClick={() => void add()}>
        + {PROBLEM_TABS_TEXT.notes.add}
      </button>
    </div>
  );
}
