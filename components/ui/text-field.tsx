'use client';

import { fieldControlClass, FormField } from './form-field';

interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The message for this field; shown under it and tied to it for screen readers. */
  error?: string;
  hint?: React.ReactNode;
}

/** A labelled input with its error message beneath it. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) => <input {...control} className={fieldControlClass} {...input} />}
    </FormField>
  );
}
