'use client';

import { useId } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  /** The message for this field; shown under it and tied to it for screen readers. */
  error?: string;
  /** A standing hint under the field, such as a character count. */
  hint?: React.ReactNode;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}

export const fieldControlClass =
  'w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/60 aria-[invalid]:border-no-400';

/** A label, any control, and its hint and error beneath it, wired together for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-200">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-no-300">
          {error}
        </p>
      )}
    </div>
  );
}
