'use client';

import { startTransition, useEffect, useState } from 'react';
import type { LeaderboardView } from './leaderboard-view';

// The live board's code is not in /leaderboard's first load: the page hands in the board as the
// export shows it (leaderboard-preview.tsx, drawn on the server), shown until the code arrives.
// (A lazy component behind Suspense would not do: React moves a boundary this large to the end of
// the exported HTML and swaps it in with a script.)
let loaded: typeof LeaderboardView | null = null;
const loadView = () => import('./leaderboard-view').then((module) => (loaded = module.LeaderboardView));

/** The tab a tap landed on, by its value; the live board reads it (no rules in this first-load file). */
function tappedTab(target: EventTarget): string | null {
  return target instanceof Element ? (target.closest('[role="tab"][data-tab]')?.getAttribute('data-tab') ?? null) : null;
}

/**
 * The preview, then the live board in its place: the same markup for a visitor, so nothing moves.
 * The preview's tabs have no code of their own; a period tapped on them before the live board has
 * arrived is kept, and the live board opens on it, so the tap is not lost.
 */
export function DeferredLeaderboardView({ preview }: { preview: React.ReactNode }) {
  const [View, setView] = useState(() => loaded);
  const [tapped, setTapped] = useState<string | null>(null);
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
  function rememberTab(event: React.MouseEvent) {
    const tab = tappedTab(event.target);
    if (tab !== null) setTapped(tab);
  }
  if (View) return <View tappedTab={tapped} />;
  return (
    <div className="contents" onClickCapture={rememberTab}>
      {preview}
    </div>
  );
}
