'use client';

import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { fitsInQr, whatsAppHref } from '@/lib/display/chat-share';
import { betting_share_link } from '@/lib/i18n/paraglide/messages';
import { fieldControlClass } from '../../ui/form-field';
import { saveText } from './save-text';
import { SHARE_WORDS } from './share-words';

// The encoder loads only when a code is shown: never with a page's first load.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

const mainButton = 'inline-flex min-h-11 items-center justify-center rounded-xl text-center bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';
const quietButton = 'inline-flex min-h-11 items-center justify-center rounded-xl text-center border border-ink-600 px-4 py-2.5 font-semibold text-white hover:border-brand-400';
const whatsAppButton = 'inline-flex min-h-11 items-center justify-center rounded-xl text-center bg-[#1f7a4d] px-4 py-2.5 font-semibold text-white hover:bg-[#17603c]';

const noSubscription = () => () => {};
/** Whether this browser has a system share sheet; false in the exported HTML. */
const useCanShare = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  );

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export interface ShareLinkProps {
  /** One line naming what the link is for ("Join my league 'Office Cup' on PredictoPlay"). */
  message: string;
  /** The link; null when it is too long for one (the file carries it). */
  url: string | null;
  /** What the link is, for its field and buttons ("Invite link"). */
  label?: string;
  /** A file that carries the same thing, offered as 'Download'. */
  fileName?: string;
  fileText?: string;
  /** Draw the link as a QR code too, while it fits in one. */
  qr?: boolean;
  /** Called once the link was shared, copied or saved. */
  onShared?: () => void;
}

/**
 * A link to send to a group: the phone's share sheet where there is one; else WhatsApp first
 * (a wa.me link with the message filled in), then Copy; a Download for the file when given; and
 * a QR code while the link fits in one. The link also sits in a field anyone can select.
 */
export function ShareLink({ message, url, label = betting_share_link(), fileName, fileText, qr = false, onShared }: ShareLinkProps) {
  const id = useId();
  const canShare = useCanShare();
  const [shareFailed, setShareFailed] = useState(false);
  const [said, setSaid] = useState('');
  const file = fileName !== undefined && fileText !== undefined ? { fileName, fileText } : null;

  const download = file && (
    <button
      type="button"
      className={quietButton}
      onClick={() => {
        saveText(file.fileName, file.fileText);
        onShared?.();
      }}
    >
      {SHARE_WORDS.download}
      <span className="sr-only"> {file.fileName}</span>
    </button>
  );

  if (url === null) {
    return (
      <div className="space-y-3">
        <p role="status" className="text-sm text-amber-200">
          {SHARE_WORDS.tooLong}
        </p>
        {download}
      </div>
    );
  }
  const link = url;

  async function share() {
    try {
      await navigator.share({ title: message, text: message, url: link });
      onShared?.();
    } catch (error) {
      // Closing the sheet is a choice; any other refusal leaves the other ways to send it.
      if (!isAbort(error)) setShareFailed(true);
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setSaid(SHARE_WORDS.copied);
      onShared?.();
    } catch {
      setSaid(SHARE_WORDS.copyFailed);
      document.getElementById(id)?.focus();
    }
  }

  const sheet = canShare && !shareFailed;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {sheet ? (
          <button type="button" className={mainButton} onClick={() => void share()}>
            {SHARE_WORDS.share}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : (
          <a href={whatsAppHref(message, link)} target="_blank" rel="noopener noreferrer" className={whatsAppButton} onClick={() => onShared?.()}>
            {SHARE_WORDS.whatsApp}
            <span className="sr-only"> ({label.toLowerCase()})</span>
          </a>
        )}
        <button type="button" className={quietButton} onClick={() => void copy()}>
          {SHARE_WORDS.copy}
          <span className="sr-only"> ({label.toLowerCase()})</span>
        </button>
        {download}
      </div>
      <div>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input id={id} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className={`${fieldControlClass} font-mono text-xs`} />
        <p className="mt-1 text-xs text-slate-300">{SHARE_WORDS.readable}</p>
      </div>
      <p role="status" className="text-sm text-slate-200 empty:hidden">
        {said}
      </p>
      {qr && fitsInQr(link) && (
        <figure className="space-y-2">
          <Suspense fallback={<div aria-busy="true" className="h-56 w-56 rounded-lg bg-ink-800" />}>
            <QrCode text={link} label={SHARE_WORDS.qrLabel} />
          </Suspense>
          <figcaption className="text-sm text-slate-300">{SHARE_WORDS.qr}</figcaption>
        </figure>
      )}
    </div>
  );
}
