/** Labelled multi-line and select fields of the admin forms, with their error message under them. */
import { useId, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** A labelled textarea; `mono` for code and test data. */
export function AreaField({ label, error, mono, rows = 3, ...area }: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & { label: string; error?: string | undefined; mono?: boolean }) {
  const id = useId();
  return (
    <fieldset className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={mono ? false : undefined}
        className={`textarea w-full ${mono ? 'font-mono text-sm' : ''} ${error ? 'textarea-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...area}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
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
  const id = useId();
  return (
    <fieldset className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      <select id={id} className={`select w-full ${error ? 'select-error' : ''}`} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" data-testid="field-error">
          {error}
        </p>
      )}
    </fieldset>
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
