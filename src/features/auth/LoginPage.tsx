/**
 * /Login (spec §2.4): email, password (show/hide), link to /SignUp. A wrong password shows the
 * server's text `Error Invalid credentials`; other failures the server's message or `MSG.authDefault`;
 * a login without a connection `AUTH_TEXT.loginOffline`.
 */
import { useAuth } from '../../session/auth.tsx';
import { TEXT } from '../../../common/texts.ts';
import { loginBodySchema } from '../../../common/contract/index.ts';
import { AuthForm, useAuthSubmit } from './AuthForm.tsx';
import { EmailField, PasswordField } from './fields.tsx';
import { useZodForm } from '../../ui/form.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';
import { AUTH_TEXT } from '../../../common/texts/auth.ts';

type Field = 'emailID' | 'password';

/** The login screen. */
export function LoginPage() {
  const { login, loading } = useAuth();
  const form = useZodForm<Field, typeof loginBodySchema>(loginBodySchema, { emailID: '', password: '' });
  const { values, errors } = form;
  const update = (field: Field, value: string) => form.set(field, value);

  const { formError, onSubmit } = useAuthSubmit(form, login, AUTH_TEXT.loginOffline);

  return (
    <AuthForm
      id="login"
      title={AUTH_TEXT.loginTitle}
      subtitle={AUTH_TEXT.loginSubtitle}
      submitLabel={AUTH_TEXT.login}
      loading={loading}
      formError={formError}
      onSubmit={onSubmit}
      footer={{ text: AUTH_TEXT.noAccount, to: '/SignUp', label: AUTH_TEXT.goSignUp }}
    >
      <PageTitle>{TEXT.pageTitle.login}</PageTitle>
      <EmailField value={values.emailID} onChange={(e) => update('emailID', e.target.value)} error={errors.emailID} />
      <PasswordField
        label={AUTH_TEXT.password}
        name="password"
        autoComplete="current-password"
        placeholder={AUTH_TEXT.passwordPlaceholder}
        value={values.password}
        onChange={(e) => update('password', e.target.value)}
        error={errors.password}
      />
    </AuthForm>
  );
}
