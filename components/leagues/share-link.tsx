'use client';

import { useId, useState } from 'react';
import { fieldControlClass } from '../ui/form-field';
import { leagues_copied, leagues_copy, leagues_copy_failed, leagues_copy_named, leagues_readable, leagues_too_long } from '@/lib/i18n/paraglide/messages';

export function tooLongText(): string {
  return leagues_too_long();
}
export function readableText(): string {
  return leagues_readable();
}

/**
 * A made link: in a read-only field anyone can select (the fallback when the clipboard is not
 * there), a Copy button, and who can read it. Null means too long for a link.
 */
export function ShareLinkField({ label, link, onCopied }: { label: string; link: string | null; onCopied?: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState('');
  if (link === null) {
    return (
      <p role="status" className="text-sm text-amber-200">
        {tooLongText()}
      </p>
    );
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link ?? '');
      setCopied(leagues_copied());
      onCopied?.();
    } catch {
      setCopied(leagues_copy_failed());
      document.getElementById(id)?.focus();
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className={`${fieldControlClass} min-w-0 font-mono text-xs`} />
        <button type="button" onClick={copy} aria-label={leagues_copy_named({ label: label.toLowerCase() })} className="shrink-0 rounded-xl border border-ink-600 px-4 py-2 text-sm font-semibold text-white hover:border-brand-400">
          {leagues_copy()}
        </button>
      </div>
      <p className="text-xs text-slate-300">{readableText()}</p>
      <p role="status" className="text-sm text-slate-200 empty:hidden">
        {copied}
      </p>
    </div>
  );
}
