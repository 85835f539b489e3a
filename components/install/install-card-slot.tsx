'use client';

import { lazy, Suspense, useMemo, useState } from 'react';
import { hasSettledBet } from '@/lib/install/has-settled-bet';
import { useGameStore } from '@/lib/store/game-store';
import { installCardDone } from '@/lib/store/install-card';
import { useSessionStore } from '@/lib/store/session-store';
import { useSessionReady } from '../hooks/use-current-account';
import { runsInstalled } from './install-prompt';

// The card's code and words load only once it is to be shown: Home's first load has no room.
const InstallCard = lazy(() => import('./install-card').then((module) => ({ default: module.InstallCard })));

/**
 * Home's place for the one-time 'Add PredictoPlay to your home screen' card: offered once the
 * logged-in player has seen a bet settled, never in the installed app, and never again in this
 * browser once dismissed or installed. Nothing is drawn until then (the exported HTML knows no player).
 */
export function InstallCardSlot() {
  const ready = useSessionReady();
  const accountId = useSessionStore((state) => state.accountId);
  const settled = useGameStore((state) => hasSettledBet(state.positions, accountId));
  const [done, setDone] = useState(false);
  const due = ready && settled && !done;
  // Asked once it is due, so never while the exported HTML hydrates (it knows no player).
  const offered = useMemo(() => due && !runsInstalled() && !installCardDone(), [due]);

  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <InstallCard onDone={() => setDone(true)} />
    </Suspense>
  );
}
