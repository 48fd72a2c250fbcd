/**
 * The labelled field every form uses: a label tied to its control (`for`/`id`), an optional hint
 * and the field's error message under it. The control is the caller's (input, select, textarea, a
 * file input beside a preview…): it is rendered by `children` with the attributes that tie it to the
 * label and the messages.
 */
import { useId, type ReactNode } from 'react';

/** The attributes a field's control takes: its id (the label's `for`), invalid state, and what describes it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  /** The hint's and the error's ids, space-separated; undefined when neither is shown. */
  'aria-describedby': string | undefined;
}

/** Props of {@link Field}. */
export interface FieldShellProps {
  label: string;
  /** The error message, shown under the field and announced with the control; none when empty. */
  error?: string | null | undefined;
  /** A standing note under the control (e.g. a size limit), also describing the control. */
  hint?: string | undefined;
  /** The control's id; default a fresh `useId()`. The error's id is {@link fieldErrorId} of it. */
  id?: string | undefined;
  /** Shown between the hint and the error (e.g. the chosen file's name). */
  details?: ReactNode;
  /** Renders the control with the attributes that tie it to the label and the messages. */
  children: (control: FieldControl) => ReactNode;
}

/** The id of the error message of the field whose control has id `controlId`. */
export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

/** A labelled control with its hint and its error message (see the module comment). */
export function Field({ label, error, hint, id, details, children }: FieldShellProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = fieldErrorId(controlId);
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="fieldset">
      <label htmlFor={controlId} className="fieldset-legend">
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-sm text-base-content/80">
          {hint}
        </p>
      )}
      {details}
      {error && (
        // The theme's error colour mixed with the text colour: 4.5:1 on the page and card backgrounds in both themes.
        <p id={errorId} className="text-sm text-[color-mix(in_oklab,var(--color-error)_50%,var(--color-base-content))]" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
