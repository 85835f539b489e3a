'use client';

import { signUpWith } from '@/lib/store/auth-actions';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH, type SignUpField } from '@/lib/account/validation';
import { formatCount } from '@/lib/display/format';
import { TextField } from '../ui/text-field';
import { FormAlert } from '../ui/form-alert';
import { PasswordField, SubmitButton } from './form-parts';
import { fieldText, useAuthForm, type AuthDone } from './use-auth-form';
import { account_confirm_password, account_create_submit, account_creating, account_email, account_password, account_password_rule, account_phone, account_phone_hint, account_username } from '@/lib/i18n/paraglide/messages';

interface SignUpFormProps {
  onDone: AuthDone;
  /** The email carried over from a refused login. */
  defaultEmail?: string;
}

export function SignUpForm({ onDone, defaultEmail }: SignUpFormProps) {
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
      <TextField
        label={account_username()}
        name="username"
        autoComplete="username"
        required
        maxLength={USERNAME_LENGTH.max + 10}
        // Arriving from a refused login, the email is filled in and the username is next.
        autoFocus={defaultEmail !== undefined}
        error={errors.username}
      />
      <TextField
        label={account_email()}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        defaultValue={defaultEmail}
        error={errors.email}
      />
      <TextField
        label={account_phone()}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={25}
        hint={account_phone_hint()}
        error={errors.phone}
      />
      {/* The rule shows before the first try, not only in the refusal after it. */}
      <PasswordField
        label={account_password()}
        name="password"
        autoComplete="new-password"
        hint={account_password_rule({ min: formatCount(PASSWORD_LENGTH.min) })}
        error={errors.password}
      />
      <PasswordField label={account_confirm_password()} name="confirmPassword" autoComplete="new-password" error={errors.confirmPassword} />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel={account_creating()}>
        {account_create_submit()}
      </SubmitButton>
    </form>
  );
}
