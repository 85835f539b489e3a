'use client';

import { useState } from 'react';
import { logIn } from '@/lib/store/auth-actions';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH, type FieldErrors, type LoginField } from '@/lib/validation';
import type { Account } from '@/lib/game-data';
import { TextField } from '../ui/text-field';
import { FormAlert, SubmitButton } from './form-parts';

export function LoginForm({ onDone }: { onDone: (account: Account, created: boolean) => void }) {
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    const result = await logIn({ email: String(fields.get('email') ?? ''), password: String(fields.get('password') ?? '') });
    setBusy(false);
    if (result.ok) return onDone(result.account, result.created);
    setErrors(result.errors);
    setFormError(result.formError);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} error={errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={PASSWORD_LENGTH.max}
        error={errors.password}
      />
      <FormAlert message={formError} />
      <SubmitButton busy={busy} busyLabel="Checking password...">
        Login
      </SubmitButton>
    </form>
  );
}
