'use client';

import { lazy, Suspense } from 'react';
import { useGameStore } from '@/lib/store/game-store';

// The look-alike rules (Unicode folding, the confusables table) load only once two leagues are
// followed, the only time two names can clash: most players follow one, and /leagues stays small.
const LookAlikeWarning = lazy(() => import('./look-alike-warning').then((module) => ({ default: module.LookAlikeWarning })));

export function LookAlikeCheck({ leagueId, onLeave }: { leagueId: string; onLeave?: () => void }) {
  const several = useGameStore((state) => state.leagues.length >= 2);
  if (!several) return null;
  return (
    <Suspense fallback={null}>
      <LookAlikeWarning leagueId={leagueId} onLeave={onLeave} />
    </Suspense>
  );
}
