'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PlayerControls } from './player-controls';
import { useCurrentAccount, useIsAdmin, useSessionReady } from '../hooks/use-current-account';

// Loaded on the first click, so the dialog and Radix stay out of every page's first load.
const LoginDialog = lazy(() => import('../auth/login-dialog').then((module) => ({ default: module.LoginDialog })));

/** The top bar's right side: Login for visitors, the balance and account menu for players. */
export function SessionControls() {
  const ready = useSessionReady();
  const account = useCurrentAccount();
  const isAdmin = useIsAdmin();
  const [loginOpen, setLoginOpen] = useState(false);
  const [loggedInHere, setLoggedInHere] = useState(false);
  const loginButton = useRef<HTMLButtonElement>(null);
  const hadAccount = useRef(false);

  // After a logout the account menu is gone; focus moves to the Login button in its place.
  useEffect(() => {
    if (hadAccount.current && !account && document.activeElement === document.body) loginButton.current?.focus();
    hadAccount.current = account !== undefined;
  }, [account]);

  // Holds the Login button's place until storage has been read, so the bar does not jump.
  if (!ready) return <div aria-hidden="true" className="h-9 w-[4.5rem]" />;
  if (account) return <PlayerControls account={account} isAdmin={isAdmin} autoFocus={loggedInHere} />;
  return (
    <>
      <button
        ref={loginButton}
        type="button"
        onClick={() => {
          setLoginOpen(true);
          setLoggedInHere(true);
        }}
        className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Login
      </button>
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </>
  );
}
