/**
 * The frame both auth screens share: a card with the form's heading, the fields given as
 * children, the form-level error (the server's message), the submit button with a spinner while
 * the request runs, and the link to the other screen. {@link useAuthSubmit} runs the submit.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ZodForm } from '../../ui/form.ts';

/**
 * Submit handling of an auth form: validates with the form's schema, calls `action`, then goes
 * to `/` on success or shows the server's message. Offline (`navigator.onLine` false) the form
 * shows `offlineText` instead: before the request when the browser already knows, after a failed
 * request when the connection dropped meanwhile.
 * @param offlineText the form-level error of a submit made without a connection
 * @returns the form-level error (null when none) and the form's submit handler
 */
export function useAuthSubmit<K extends string, T>(
  form: ZodForm<K, T>,
  action: (data: T) => Promise<{ ok: true } | { ok: false; error: string }>,
  offlineText: string,
) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    if (!navigator.onLine) {
      setFormError(offlineText);
      return;
    }
    const result = await action(data);
    if (result.ok) void navigate('/', { replace: true });
    else setFormError(navigator.onLine ? result.error : offlineText);
  };
  return { formError, onSubmit };
}

/** Props of {@link AuthForm}. */
export interface AuthFormProps {
  /** Prefix of the heading's id (`<id>-title`). */
  id: string;
  title: string;
  subtitle: string;
  submitLabel: string;
  /** A request is running: the button is disabled and spins. */
  loading: boolean;
  formError: string | null;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** The line under the button: a question and a link to the other screen. */
  footer: { text: string; to: string; label: string };
  children: ReactNode;
}

/** The auth form frame (see the module comment). */
export function AuthForm({ id, title, subtitle, submitLabel, loading, formError, onSubmit, footer, children }: AuthFormProps) {
  return (
    <div className="card w-full max-w-md bg-base-100 shadow-xl">
      <form className="card-body gap-2" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className="card-title text-2xl">
          {title}
        </h1>
        <p className="text-sm text-base-content/70">{subtitle}</p>
        {children}
        {formError && (
          <div role="alert" className="alert alert-error alert-soft mt-2" data-testid="form-error">
            <span>{formError}</span>
          </div>
        )}
        <button type="submit" className="btn btn-primary mt-4" disabled={loading}>
          {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
        <p className="mt-2 text-center text-sm">
          {footer.text}{' '}
          <Link to={footer.to} className="link link-primary">
            {footer.label}
          </Link>
        </p>
      </form>
    </div>
  );
}
