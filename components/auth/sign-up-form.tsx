'use client';

import { signUpWith } from '@/lib/store/auth-actions';
import { EMAIL_MAX_LENGTH, USERNAME_LENGTH, type SignUpField } from '@/lib/validation';
import { TextField } from '../ui/text-field';
import { FormAlert, PasswordField, SubmitButton } from './form-parts';
import { fieldText, useAuthForm, type AuthDone } from './use-auth-form';

export function SignUpForm({ onDone }: { onDone: AuthDone }) {
  const { errors, formError, busy, submit } = useAuthForm<SignUpField>(
    (fields) =>
      signUpWith({
        username: fieldText(fields, 'username'),
        email: fieldText(fields, 'email'),
        phone: fieldText(fields, 'phone'),
        password: fieldText(fields, 'password'),
        confirmPassword: fieldText(fields, 'confirmPassword'),
      }),
    onDone,
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Username" name="username" autoComplete="username" required maxLength={USERNAME_LENGTH.max + 10} error={errors.username} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} error={errors.email} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required maxLength={25} error={errors.phone} />
      <PasswordField label="Password" name="password" autoComplete="new-password" error={errors.password} />
      <PasswordField label="Confirm password" name="confirmPassword" autoComplete="new-password" error={errors.confirmPassword} />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
