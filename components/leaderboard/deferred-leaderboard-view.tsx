'use client';

import { startTransition, useEffect, useState } from 'react';
import type { LeaderboardView } from './leaderboard-view';

// The live board's code is not in /leaderboard's first load: the page hands in the board as the
// export shows it (leaderboard-preview.tsx, drawn on the server), shown until the code arrives.
// (A lazy component behind Suspense would not do: React moves a boundary this large to the end of
// the exported HTML and swaps it in with a script.)
let loaded: typeof LeaderboardView | null = null;
const loadView = () => import('./leaderboard-view').then((module) => (loaded = module.LeaderboardView));

/** The preview, then the live board in its place: the same markup for a visitor, so nothing moves. */
export function DeferredLeaderboardView({ preview }: { preview: React.ReactNode }) {
  const [View, setView] = useState(() => loaded);
  useEffect(() => {
    if (View) return;
    let current = true;
    void loadView().then((view) => {
      // A transition: React draws the live board in slices of a few milliseconds, the preview standing meanwhile.
      if (current) startTransition(() => setView(() => view));
    });
    return () => {
      current = false;
    };
  }, [View]);
  return View ? <View /> : preview;
}
