/**
 * One note's editing state on the Notes tab: its title and body checked by `noteFormSchema`
 * ('Title is required', 'Body is required'), Save (adds the blank note, else saves the note) and
 * Remove (after a confirmation; the blank note is only cleared), both through the outbox. A change
 * from elsewhere (another tab, the server) replaces the fields unless the learner is editing.
 */
import { useState } from 'react';
import { MSG } from '../../../common/contract/index.ts';
import { noteFormSchema } from '../../../common/contract/notes.ts';
import { PROBLEM_TABS_TEXT } from '../../../common/texts/problem-tabs.ts';
import { addNote, removeNote, saveNote, type NoteRow } from '../../data/index.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { useZodForm, type ZodForm } from '../../ui/form.ts';
import { useToast } from '../../ui/toasts.tsx';

/** A note's field. */
export type NoteField = 'title' | 'body';

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The fields as last saved or received; when `note` differs from them and the learner has not
 * edited, the form takes the note's title and body.
 */
function useFollowNote(note: NoteRow | null, dirty: boolean, form: Pick<ZodForm<NoteField, unknown>, 'replace'>) {
  const [seen, setSeen] = useState({ title: note?.title ?? '', body: note?.body ?? '' });
  if (note && !dirty && (note.title !== seen.title || note.body !== seen.body)) {
    setSeen({ title: note.title, body: note.body });
    form.replace({ title: note.title, body: note.body });
  }
  return setSeen;
}

/**
 * @param problemId the problem the note belongs to
 * @param note the note, or null for the blank note shown when there is none yet
 * @param index the note's place in the list (0-based; its label counts from 1)
 * @returns `values` and `errors` of the form, `busy` while saving, `edit(field, value)`, and
 *   `save()` / `remove()`, which report failures as toasts and never throw
 */
export function useNoteEditor(problemId: string, note: NoteRow | null, index: number) {
  const toast = useToast();
  const confirm = useConfirm();
  const form = useZodForm<NoteField, typeof noteFormSchema>(noteFormSchema, { title: note?.title ?? '', body: note?.body ?? '' });
  const { values, errors } = form;
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const setSeen = useFollowNote(note, dirty, form);

  const edit = (field: NoteField, value: string) => {
    form.set(field, value);
    setDirty(true);
  };

  const save = async () => {
    if (!form.validate()) return;
    const { title, body } = values;
    setBusy(true);
    try {
      if (note) await saveNote(note._id, { title, body });
      else await addNote(problemId, { title, body });
      setSeen({ title, body });
      setDirty(false);
      toast.show({ kind: 'success', text: PROBLEM_TABS_TEXT.notes.saved });
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
    if (!(await confirm({ text: PROBLEM_TABS_TEXT.notes.removeConfirm(index + 1), confirmLabel: PROBLEM_TABS_TEXT.notes.remove, danger: true }))) return;
    try {
      await removeNote(note._id);
    } catch {
      toast.show({ kind: 'error', text: PROBLEM_TABS_TEXT.notes.removeFailed });
    }
  };

  return { values, errors, busy, edit, save, remove };
}
