'use client';

import { useId } from 'react';

interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message for this field; shown under it and tied to it for screen readers. */
  error?: string;
}

/** A labelled input with its error message beneath it. */
export function TextField({ label, error, className, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="w-full rounded-lg border border-ink-600 bg-ink-950 px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/60 aria-[invalid]:border-no-400"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-no-300">
          {error}
        </p>
      )}
    </div>
  );
}
