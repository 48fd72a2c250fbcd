/** /SignUp (spec §2.4): first name, email, password (show/hide), link to /Login. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../session/auth.tsx';
import { TEXT } from '../../../common/texts.ts';
import { registerBodySchema } from '../../../common/contract/index.ts';
import { PasswordField, TextField } from './fields.tsx';
import { useZodForm } from '../../ui/form.ts';

type Field = 'firstname' | 'emailID' | 'password';

/** The sign-up screen. */
export function SignUpPage() {
  const { register, loading } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm<Field, typeof registerBodySchema>(registerBodySchema, { firstname: '', emailID: '', password: '' });
  const { values, errors } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const update = (field: Field, value: string) => form.set(field, value);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const data = form.validate();
    if (!data) return;
    const result = await register(data);
    if (result.ok) void navigate('/', { replace: true });
    else setFormError(result.error);
  };

  return (
    <div className="card w-full max-w-md bg-base-100 shadow-xl">
      <form className="card-body gap-2" noValidate onSubmit={onSubmit} aria-labelledby="signup-title">
        <h1 id="signup-title" className="card-title text-2xl">
          {TEXT.auth.signUpTitle}
        </h1>
        <p className="text-sm text-base-content/70">{TEXT.auth.signUpSubtitle}</p>
        <TextField
          label={TEXT.auth.firstName}
          name="firstname"
          autoComplete="given-name"
          placeholder={TEXT.auth.firstNamePlaceholder}
          value={values.firstname}
          onChange={(e) => update('firstname', e.target.value)}
          error={errors.firstname}
        />
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
          autoComplete="new-password"
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
          {TEXT.auth.signUp}
        </button>
        <p className="mt-2 text-center text-sm">
          {TEXT.auth.haveAccount}{' '}
          <Link to="/Login" className="link link-primary">
            {TEXT.auth.goLogin}
          </Link>
        </p>
      </form>
    </div>
  );
}
