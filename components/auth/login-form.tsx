'use client';

import { logIn } from '@/lib/store/auth-actions';
import { EMAIL_MAX_LENGTH, type LoginField } from '@/lib/validation';
import { TextField } from '../ui/text-field';
import { FormAlert, PasswordField, SubmitButton } from './form-parts';
import { fieldText, useAuthForm, type AuthDone } from './use-auth-form';

export function LoginForm({ onDone }: { onDone: AuthDone }) {
  const { errors, formError, busy, submit } = useAuthForm<LoginField>(
    (fields) => logIn({ email: fieldText(fields, 'email'), password: fieldText(fields, 'password') }),
    onDone,
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} error={errors.email} />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={errors.password} />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Checking password...">
        Login
      </SubmitButton>
    </form>
  );
}
