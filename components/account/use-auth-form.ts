'use client';

import { useState } from 'react';
import type { Account } from '@/lib/model/account';
import type { AuthResult } from '@/lib/store/auth-actions';
import { accountErrorsText, authFormText } from '@/lib/account/account-words';

export type AuthDone = (account: Account, created: boolean, saved: boolean) => void;

/** The submit cycle both auth forms share: read the fields, run the action once, show its errors. */
export function useAuthForm<F extends string>(run: (fields: FormData) => Promise<AuthResult<F>>, onDone: AuthDone) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [noAccount, setNoAccount] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const fields = new FormData(event.currentTarget);
    setBusy(true);
    const result = await run(fields);
    setBusy(false);
    if (result.ok) return onDone(result.account, result.created, result.saved);
    setErrors(accountErrorsText(result.errors));
    setFormError(result.formError && authFormText(result.formError));
    setNoAccount(result.noAccount === true);
  }

  return { errors, formError, noAccount, busy, submit };
}

export function fieldText(fields: FormData, name: string): string {
  return String(fields.get(name) ?? '');
}
