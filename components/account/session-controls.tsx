'use client';

import { lazy, Suspense, useState } from 'react';
import { AccountMenu } from './account-menu';
import { BalanceChip } from './balance-chip';
import { useCurrentAccount, useIsAdmin } from '../hooks/use-current-account';

// Loaded on the first click, so the dialog and Radix stay out of every page's first load.
const LoginDialog = lazy(() => import('./login-dialog').then((module) => ({ default: module.LoginDialog })));

/**
 * The top bar's right side: the balance for a player, then the account slot, one button from the
 * first paint ('Login' until a session is known). The dialog opened from it lives beside it, so
 * neither the button nor an open dialog is replaced when the stores finish loading.
 */
export function SessionControls() {
  const account = useCurrentAccount();
  const isAdmin = useIsAdmin();
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <>
      {account && <BalanceChip coins={account.coins} />}
      <AccountMenu username={account?.username ?? null} isAdmin={isAdmin} onLogin={() => setLoginOpen(true)} />
      {loginOpen && (
        <Suspense fallback={null}>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </>
  );
}
