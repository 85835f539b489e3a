'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { layout_toasts_label } from '@/lib/i18n/paraglide/messages';
import { takeToasts, useToastStore } from '@/lib/store/toast-store';

function flush() {
  for (const { message, tone } of takeToasts()) toast[tone](message);
}

/** sonner's toaster, fed from the toast queue. Loaded only once a first toast is asked for. */
export function Toasts() {
  useEffect(() => {
    flush();
    return useToastStore.subscribe(flush);
  }, []);
  return (
    <Toaster
      theme="dark"
      position="bottom-center"
      richColors
      closeButton
      toastOptions={{
        duration: 5000,
        // sonner's own stylesheet sets `outline: 0` on a toast and draws a 20 px close button; these
        // win over it, so a toast reached with Tab shows focus and the close button is a 24 px target.
        classNames: {
          toast: 'focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-brand-300!',
          closeButton: 'h-6! w-6!',
        },
      }}
      containerAriaLabel={layout_toasts_label()}
    />
  );
}
