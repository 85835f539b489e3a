'use client';

import { lazy, Suspense, useState } from 'react';
import { useGameStore } from '@/lib/store/game-store';
import { dropPlayIntent, sessionAccountId, usePlayIntentStore } from '@/lib/store/session-store';
import { AccountMenu } from './account-menu';
import { BalanceChip } from './balance-chip';
import { useCurrentAccount, useIsAdmin } from '../hooks/use-current-account';

// Loaded on the first click, so the dialog and Radix stay out of every page's first load.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * The top bar's right side: the balance for a player, then the account slot, one button from the
 * first paint ('Login' until a session is known). The dialog opened from it, or from a question's
 * 'Login to Play', lives beside it, so neither the button nor an open dialog is replaced when the
 * stores finish loading.
 */
export function SessionControls() {
  const account = useCurrentAccount();
  const isAdmin = useIsAdmin();
  const [loginOpen, setLoginOpen] = useState(false);
  // A question's 'Login to Play' asks for the dialog; a session found meanwhile answers it instead.
  const askedToPlay = usePlayIntentStore((state) => state.marketId !== null) && account === undefined;
  const open = loginOpen || askedToPlay;

  function onOpenChange(next: boolean) {
    setLoginOpen(next);
    // Closed with nobody logged in: the question's bet dialog must not open at some later login.
    if (!next && sessionAccountId() === null) dropPlayIntent();
  }

  return (
    <>
      {account && <BalanceChip coins={account.coins} />}
      <AccountMenu username={account?.username ?? null} isAdmin={isAdmin} onLogin={() => setLoginOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          {/* A player new to this browser is greeted by sign-up; one it knows, by login. The
              top bar's own button is labelled Login and opens on login. */}
          <LoginDialog open={open} onOpenChange={onOpenChange} initialMode={askedToPlay && !loginOpen ? firstModeHere() : 'login'} />
        </Suspense>
      )}
    </>
  );
}

/** Sign-up when this browser holds no account yet (every account is read at start-up), else login. */
function firstModeHere(): 'login' | 'signup' {
  return useGameStore.getState().accounts.length === 0 ? 'signup' : 'login';
}
