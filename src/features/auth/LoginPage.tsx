/**
 * /Login (spec §2.4): email, password (show/hide), link to /SignUp. A wrong password shows the
 * server's text `Error Invalid credentials`; other failures the server's message or `MSG.authDefault`;
 * a login without a connection `TEXT.auth.loginOffline`.
 */
import { useAuth } from '../../session/auth.tsx';
import { TEXT } from '../../../common/texts.ts';
import { loginBodySchema } from '../../../common/contract/index.ts';
import { AuthForm, useAuthSubmit } from './AuthForm.tsx';
import { EmailField, PasswordField } from './fields.tsx';
import { useZodForm } from '../../ui/form.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

type Field = 'emailID' | 'password';

/** The login screen. */
export function LoginPage() {
  const { login, loading } = useAuth();
  const form = useZodForm<Field, typeof loginBodySchema>(loginBodySchema, { emailID: '', password: '' });
  const { values, errors } = form;
  const update = (field: Field, value: string) => form.set(field, value);

  const { formError, onSubmit } = useAuthSubmit(form, login, TEXT.auth.loginOffline);

  return (
    <AuthForm
      id="login"
      title={TEXT.auth.loginTitle}
      subtitle={TEXT.auth.loginSubtitle}
      submitLabel={TEXT.auth.login}
      loading={loading}
      formError={formError}
      onSubmit={onSubmit}
      footer={{ text: TEXT.auth.noAccount, to: '/SignUp', label: TEXT.auth.goSignUp }}
    >
      <PageTitle>{TEXT.pageTitle.login}</PageTitle>
      <EmailField value={values.emailID} onChange={(e) => update('emailID', e.target.value)} error={errors.emailID} />
      <PasswordField
        label={TEXT.auth.password}
        name="password"
        autoComplete="current-password"
        placeholder={TEXT.auth.passwordPlaceholder}
        value={values.password}
        onChange={(e) => update('password', e.target.value)}
        error={errors.password}
      />
    </AuthForm>
  );
}
