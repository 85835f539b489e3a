'use client';

import { lazy, Suspense } from 'react';
import { useCurrentAccount } from '../../hooks/use-current-account';
import { EmptyPlayerLine } from './card-frame';

// Only a logged-in player has a line, and a session is known only once the stores load: its words,
// sums and Cash out load then, not with the page.
const PlayerPosition = lazy(() => import('./player-position').then((module) => ({ default: module.PlayerPosition })));

/**
 * The logged-in player's own stake on this question, or what it came to. The line's place is kept
 * for everyone, empty and hidden for a visitor (and while a player's line loads): the exported HTML
 * knows no session, so a player's line appearing after the stores load, or after a bet here or in
 * another tab, moves nothing.
 */
export function YourPosition({ marketId, settled = false }: { marketId: string; settled?: boolean }) {
  const accountId = useCurrentAccount()?.id ?? null;
  if (accountId === null) return <EmptyPlayerLine />;
  return (
    <Suspense fallback={<EmptyPlayerLine />}>
      <PlayerPosition marketId={marketId} accountId={accountId} settled={settled} />
    </Suspense>
  );
}
