/** Labelled inputs of the auth forms, with the error shown under the field. */
import { useState } from 'react';
import { Field } from '../../ui/Field.tsx';
import { TextField, type FieldProps } from '../../ui/TextField.tsx';
import { AUTH_TEXT } from '../../../common/texts/auth.ts';

/** The email input both auth forms share (label, type, autocomplete, placeholder preset). */
export function EmailField(props: Omit<FieldProps, 'label'>) {
  return <TextField label={AUTH_TEXT.email} name="emailID" type="email" autoComplete="email" inputMode="email" placeholder={AUTH_TEXT.emailPlaceholder} {...props} />;
}

/** Password input with a show/hide toggle (spec §2.4). */
export function PasswordField({ label, error, ...input }: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className={`input w-full pr-1 ${error ? 'input-error' : ''}`}>
          <input {...control} type={visible ? 'text' : 'password'} className="grow" {...input} />
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            aria-label={visible ? AUTH_TEXT.hidePassword : AUTH_TEXT.showPassword}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? (
              <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7-.4 1-1.3 2.4-2.6 3.7M6.1 6.1C4 7.5 2.6 9.6 2 12c1 2.5 5 7 10 7 1.9 0 3.6-.6 5-1.5" />
              </svg>
            ) : (
              <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12z" />
                <circle cx="12" cy="12" r="3" />
              </svg>
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
