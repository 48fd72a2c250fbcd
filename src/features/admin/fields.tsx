/** Labelled multi-line and select fields of the admin forms, with their error message under them. */
import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Field } from '../../ui/Field.tsx';

/** A labelled textarea; `mono` for code and test data. */
export function AreaField({ label, error, mono, rows = 3, ...area }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { label: string; error?: string | undefined; mono?: boolean }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          spellCheck={mono ? false : undefined}
          className={`textarea w-full ${mono ? 'font-mono text-sm' : ''} ${error ? 'textarea-error' : ''}`}
          {...area}
        />
      )}
    </Field>
  );
}

/** A labelled select with a first empty choice (`placeholder`). */
export function SelectField({
  label,
  error,
  placeholder,
  options,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & { label: string; error?: string | undefined; placeholder: string; options: { value: string; label: string }[] }) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...control} className={`select w-full ${error ? 'select-error' : ''}`} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A list-level message (e.g. 'At least one visible test case required'). */
export function ListError({ error }: { error?: string | undefined }) {
  return error ? (
    <p role="alert" className="text-sm text-error" data-testid="field-error">
      {error}
    </p>
  ) : null;
}
