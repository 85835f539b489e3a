'use client';

import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TAB_KEYS } from '../ui/tab-keys';
import type { LeaderboardView } from './leaderboard-view';

// The live board's code is not in /leaderboard's first load: the page hands in the board as the
// export shows it (leaderboard-preview.tsx, drawn on the server), shown until the code arrives.
// (A lazy component behind Suspense would not do: React moves a boundary this large to the end of
// the exported HTML and swaps it in with a script.)
let loaded: typeof LeaderboardView | null = null;
const loadView = () => import('./leaderboard-view').then((module) => (loaded = module.LeaderboardView));

const TAB = '[role="tab"][data-tab]';

/** The preview's tab an event landed on, if any. */
const tabOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(TAB) : null);

/**
 * Where focus goes on the live board when it was on this part of the preview as the board
 * arrived: the preview's elements are gone then, and focus with them.
 */
function focusTargetOf(element: Element | null): string | null {
  if (!element) return null;
  if (tabOf(element)) return '[role="tab"][aria-selected="true"]';
  if (element.matches('[role="tabpanel"]')) return '[role="tabpanel"]';
  if (element.matches('select')) return 'select';
  return null;
}

/**
 * The preview, then the live board in its place: the same markup for a visitor, so nothing moves.
 * The preview's tabs have no code of their own; a period tapped on them, or moved to with the
 * tabs' keys, before the live board has arrived is kept, and the live board opens on it, with
 * focus where it was, so no tap or key is lost.
 */
export function DeferredLeaderboardView({ preview }: { preview: React.ReactNode }) {
  const [View, setView] = useState(() => loaded);
  const [tapped, setTapped] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (View) return;
    let current = true;
    void loadView().then((view) => {
      if (!current) return;
      // Focus may have come before this component's code did, so it is read here too.
      const focused = document.activeElement;
      if (focused && box.current?.contains(focused)) refocus.current = focusTargetOf(focused);
      // A transition: React draws the live board in slices of a few milliseconds, the preview standing meanwhile.
      startTransition(() => setView(() => view));
    });
    return () => {
      current = false;
    };
  }, [View]);
  useLayoutEffect(() => {
    const selector = refocus.current;
    if (!View || selector === null) return;
    refocus.current = null;
    // Only when focus went with the preview: a player who has moved on keeps their place.
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused.isConnected) return;
    box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [View]);

  if (View)
    return (
      <div ref={box} className="contents">
        <View tappedTab={tapped} />
      </div>
    );

  function rememberTab(event: React.MouseEvent) {
    const tab = tabOf(event.target)?.getAttribute('data-tab');
    if (tab) setTapped(tab);
  }
  // The tabs' keys, as the live tabs follow them: the focus moves now, the selection shows when the board arrives.
  function followKey(event: React.KeyboardEvent) {
    const from = tabOf(event.target);
    const next = TAB_KEYS[event.key];
    const tabs = from?.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB);
    if (!from || !next || !tabs) return;
    event.preventDefault();
    const to = tabs[next([...tabs].indexOf(from), tabs.length)];
    const tab = to?.getAttribute('data-tab');
    if (!to || !tab) return;
    setTapped(tab);
    to.focus();
  }
  return (
    <div
      ref={box}
      className="contents"
      onClickCapture={rememberTab}
      onKeyDownCapture={followKey}
      onFocusCapture={(event) => (refocus.current = focusTargetOf(event.target))}
      onBlurCapture={(event) => {
        // Focus leaving for another element; a blur to nowhere may be the preview going, so it keeps its mark.
        if (event.relatedTarget instanceof Element && !box.current?.contains(event.relatedTarget)) refocus.current = null;
      }}
    >
      {preview}
    </div>
  );
}
