/** /SignUp (spec §2.4): first name, email, password (show/hide), link to /Login. */
import { useAuth } from '../../session/auth.tsx';
import { TEXT } from '../../../common/texts.ts';
import { registerBodySchema } from '../../../common/contract/index.ts';
import { AuthForm, useAuthSubmit } from './AuthForm.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { EmailField, PasswordField } from './fields.tsx';
import { useZodForm } from '../../ui/form.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AUTH_TEXT } from '../../../common/texts/auth.ts';

type Field = 'firstname' | 'emailID' | 'password';

/** The sign-up screen. */
export function SignUpPage() {
  const { register, loading } = useAuth();
  const form = useZodForm<Field, typeof registerBodySchema>(registerBodySchema, { firstname: '', emailID: '', password: '' });
  const { values, errors } = form;
  const update = (field: Field, value: string) => form.set(field, value);

  const { formError, onSubmit } = useAuthSubmit(form, register, AUTH_TEXT.signUpOffline);

  return (
    <AuthForm
      id="signup"
      title={AUTH_TEXT.signUpTitle}
      subtitle={AUTH_TEXT.signUpSubtitle}
      submitLabel={AUTH_TEXT.signUp}
      loading={loading}
      formError={formError}
      onSubmit={onSubmit}
      footer={{ text: AUTH_TEXT.haveAccount, to: '/Login', label: AUTH_TEXT.goLogin }}
    >
      <PageTitle>{TEXT.pageTitle.signUp}</PageTitle>
      <TextField
        label={AUTH_TEXT.firstName}
        name="firstname"
        autoComplete="given-name"
        placeholder={AUTH_TEXT.firstNamePlaceholder}
        value={values.firstname}
        onChange={(e) => update('firstname', e.target.value)}
        error={errors.firstname}
      />
      <EmailField value={values.emailID} onChange={(e) => update('emailID', e.target.value)} error={errors.emailID} />
      <PasswordField
        label={AUTH_TEXT.password}
        name="password"
        autoComplete="new-password"
        placeholder={AUTH_TEXT.passwordPlaceholder}
        value={values.password}
        onChange={(e) => update('password', e.target.value)}
        error={errors.password}
      />
    </AuthForm>
  );
}
