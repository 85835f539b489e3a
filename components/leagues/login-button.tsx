'use client';

import { lazy, Suspense, useState } from 'react';

const LoginDialog = lazy(() => import('../account/login-dialog').then((module) => ({ default: module.LoginDialog })));

/** A button that opens the login dialog in place, so whatever the player was looking at stays. */
export function LoginButton({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="rounded-xl bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700">
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <LoginDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
