'use client';

import { lazy, Suspense } from 'react';

// The wallet draws nothing before the session has loaded (the export shows login-required's
// placeholder), so its code is not in /wallet's first load: asked for as this module runs, it
// is there by the time the session is.
const loadWalletView = () => import('./wallet-view').then((module) => ({ default: module.WalletView }));
if (typeof window !== 'undefined') void loadWalletView();
const WalletView = lazy(loadWalletView);

/** The wallet, behind a placeholder of login-required's size until its code has arrived. */
export function DeferredWalletView() {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-[32rem]" />}>
      <WalletView />
    </Suspense>
  );
}
