'use client';

import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
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
      toastOptions={{ duration: 5000 }}
      containerAriaLabel="Notifications"
    />
  );
}
