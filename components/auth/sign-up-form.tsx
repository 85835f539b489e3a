'use client';

import { useState } from 'react';
import { signUpWith } from '@/lib/store/auth-actions';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, USERNAME_LENGTH, type FieldErrors, type SignUpField } from '@/lib/validation';
import type { Account } from '@/lib/game-data';
import { TextField } from '../ui/text-field';
import { FormAlert, SubmitButton } from './form-parts';

function text(fields: FormData, name: SignUpField): string {
  return String(fields.get(name) ?? '');
}

export function SignUpForm({ onDone }: { onDone: (account: Account, created: boolean) => void }) {
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    const result = await signUpWith({
      username: text(fields, 'username'),
      email: text(fields, 'email'),
      phone: text(fields, 'phone'),
      password: text(fields, 'password'),
      confirmPassword: text(fields, 'confirmPassword'),
    });
    setBusy(false);
    if (result.ok) return onDone(result.account, result.created);
    setErrors(result.errors);
    setFormError(result.formError);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Username" name="username" autoComplete="username" required maxLength={USERNAME_LENGTH.max + 10} error={errors.username} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} error={errors.email} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required maxLength={25} error={errors.phone} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_LENGTH.max}
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_LENGTH.max}
        error={errors.confirmPassword}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
