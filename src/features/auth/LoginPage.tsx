/**
 * /Login (spec §2.4): email, password (show/hide), link to /SignUp. A wrong password shows the
 * server's text `Error Invalid credentials`; other failures the server's message or `MSG.authDefault`.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../session/auth.tsx';
import { TEXT } from '../../../common/texts.ts';
import { loginBodySchema } from '../../../common/contract/index.ts';
import { PasswordField, TextField } from './fields.tsx';
import { useZodForm } from '../../ui/form.ts';

type Field = 'emailID' | 'password';

/** The login screen. */
export function LoginPage() {
  const { login, loading } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm<Field, typeof loginBodySchema>(loginBodySchema, { emailID: '', password: '' });
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const update = (field: Field, value: string) => form.set(field, value);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    const result = await login(data);
    if (result.ok) void navigate('/', { replace: true });
    else setFormError(result.error);
  };

  return (
    <div className="card w-full max-w-md bg-base-100 shadow-xl">
      <form className="card-body gap-2" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
        <h1 id="login-title" className="card-title text-2xl">
          {TEXT.auth.loginTitle}
        </h1>
        <p className="text-sm text-base-content/70">{TEXT.auth.loginSubtitle}</p>
        <TextField
          label={TEXT.auth.email}
          name="emailID"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={TEXT.auth.emailPlaceholder}
          value={values.emailID}
          onChange={(e) => update('emailID', e.target.value)}
          error={errors.emailID}
        />
        <PasswordField
          label={TEXT.auth.password}
          name="password"
          autoComplete="current-password"
          placeholder={TEXT.auth.passwordPlaceholder}
          value={values.password}
          onChange={(e) => update('password', e.target.value)}
          error={errors.password}
        />
        {formError && (
          <div role="alert" className="alert alert-error alert-soft mt-2" data-testid="form-error">
            <span>{formError}</span>
          </div>
        )}
        <button type="submit" className="btn btn-primary mt-4" disabled={loading}>
          {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {TEXT.auth.login}
        </button>
        <p className="mt-2 text-center text-sm">
          {TEXT.auth.noAccount}{' '}
          <Link to="/SignUp" className="link link-primary">
            {TEXT.auth.goSignUp}
          </Link>
        </p>
      </form>
    </div>
  );
}
