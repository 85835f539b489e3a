'use client';

import { PASSWORD_LENGTH } from '@/lib/account/validation';
import { TextField } from '../ui/text-field';

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** A standing rule under the field, read with it before any submit. */
  hint?: string;
}

/** A password input, capped at the longest password the rules accept. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" required maxLength={PASSWORD_LENGTH.max} {...props} />;
}

interface SubmitButtonProps {
  busy: boolean;
  busyLabel: string;
  children: React.ReactNode;
}

/** Says what is running and refuses a second press while it runs. */
export function SubmitButton({ busy, busyLabel, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full text-balance rounded-xl bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:bg-ink-700 disabled:text-slate-300"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
