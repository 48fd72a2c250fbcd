/** A labelled text input with its error message under it (every form's plain text field). */
import { useId, type InputHTMLAttributes } from 'react';

/** Props of {@link TextField}: the input's own attributes plus its label and error text. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
}

/** A text/email input with its label and error message. */
export function TextField({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
