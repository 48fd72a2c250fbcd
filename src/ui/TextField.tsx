/** A labelled text input with its error message under it (every form's plain text field). */
import type { InputHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

/** Props of {@link TextField}: the input's own attributes plus its label and error text. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  error?: string | undefined;
}

/** A text/email input with its label and error message. */
export function TextField({ label, error, ...input }: FieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} className={`input w-full ${error ? 'input-error' : ''}`} {...input} />}
    </Field>
  );
}
