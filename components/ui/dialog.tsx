'use client';

// The one modal every dialog uses: Radix traps focus, closes on Escape and on the close button,
// and gives focus back to whatever opened it. Dialog modules are loaded after a click, so
// Radix never weighs on a page's first load.

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { layout_dialog_close } from '@/lib/i18n/paraglide/messages';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A short line under the title, read as the dialog's description. */
  description?: React.ReactNode;
  /** 'alertdialog' for a confirm step that interrupts to ask before something happens. */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on close when the opener has gone (a row action that settled its row) or there was none. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  children: React.ReactNode;
}

export function Dialog({ open, onOpenChange, title, description, role = 'dialog', fallbackFocus, children }: DialogProps) {
  // Radix returns focus only to a Dialog.Trigger; ours are opened by plain buttons, so the
  // opener is remembered here and focused again on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          role={role}
          onOpenAutoFocus={() => {
            // Focus on the body means no control opened it (a file chosen, a result arriving):
            // the fallback then says where focus belongs.
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            else fallbackFocus?.()?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-ink-700 bg-ink-900 p-6 text-slate-200 shadow-2xl shadow-black/50 focus:outline-none"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-white">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label={layout_dialog_close()}
              className="-mr-2 -mt-2 grid h-10 w-10 shrink-0 place-items-center rounded-lg text-slate-300 hover:bg-ink-700 hover:text-white"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-sm text-slate-300">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
