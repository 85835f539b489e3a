'use client';

import { useRef } from 'react';
import { logIn } from '@/lib/store/auth-actions';
import { EMAIL_MAX_LENGTH, type LoginField } from '@/lib/account/validation';
import { TextField } from '../ui/text-field';
import { FormAlert } from '../ui/form-alert';
import { PasswordField, SubmitButton } from './form-parts';
import { fieldText, useAuthForm, type AuthDone } from './use-auth-form';
import { account_checking_password, account_create_an_account, account_email, account_login, account_password } from '@/lib/i18n/paraglide/messages';

interface LoginFormProps {
  onDone: AuthDone;
  /** Switches to sign-up with this email, offered when the email has no account here. */
  onCreateAccount: (email: string) => void;
}

export function LoginForm({ onDone, onCreateAccount }: LoginFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const { errors, formError, noAccount, busy, submit } = useAuthForm<LoginField>(
    (fields) => logIn({ email: fieldText(fields, 'email'), password: fieldText(fields, 'password') }),
    onDone,
  );

  function createAccount() {
    onCreateAccount(form.current ? fieldText(new FormData(form.current), 'email').trim() : '');
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="space-y-4">
      <TextField label={account_email()} name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} error={errors.email} />
      {noAccount && (
        <button
          type="button"
          onClick={createAccount}
          className="w-full text-balance rounded-xl border border-brand-400 px-4 py-2.5 font-semibold text-brand-200 hover:bg-brand-600 hover:text-white"
        >
          {account_create_an_account()}
        </button>
      )}
      <PasswordField label={account_password()} name="password" autoComplete="current-password" error={errors.password} />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel={account_checking_password()}>
        {account_login()}
      </SubmitButton>
    </form>
  );
}
