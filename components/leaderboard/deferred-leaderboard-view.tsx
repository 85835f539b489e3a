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
 * The preview's tabs have no code of their own. Once this component's code runs, a period tapped
 * on them, or moved to with the tabs' keys, before the live board has arrived is kept: the live
 * board opens on it, with focus where it was.
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
      // A transition: React draws the live board in slices of a few milliseconds, the preview standing meanwhile.
      if (current) startTransition(() => setView(() => view));
    });
    return () => {
      current = false;
    };
  }, [View]);
  useLayoutEffect(() => {
    const selector = refocus.current;
    refocus.current = null;
    if (View && selector !== null) box.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [View]);

  if (View)
    return (
      <div ref={box} className="contents">
        <View tappedTab={tapped} />
      </div>
    );

  // Read as the preview goes (React 19 runs a removed element's ref cleanup before taking it out of
  // the page): focus still on one of its elements then would otherwise fall to the page.
  function watchFocus(preview: HTMLDivElement) {
    return () => {
      const focused = document.activeElement;
      refocus.current = preview.contains(focused) ? focusTargetOf(focused) : null;
    };
  }
  function rememberTab(event: React.MouseEvent) {
    const tab = tabOf(event.target)?.getAttribute('data-tab');
    if (tab) setTapped(tab);
  }
  // The tabs' keys, as the live tabs follow them: the focus moves now, the selection shows when the board arrives.
  function followKey(event: React.KeyboardEvent) {
    const from = tabOf(event.target);
    const next = TAB_KEYS[event.key];
    const tabs = from?.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>(TAB);
    if (!from || !next || !tabs || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const to = tabs[next([...tabs].indexOf(from), tabs.length)];
    const tab = to?.getAttribute('data-tab');
    if (!to || !tab) return;
    setTapped(tab);
    // The tab order goes with the focus, so Shift+Tab leaves the tabs and Tab comes back to this one.
    // (React never draws these elements again: they are dropped when the board arrives.)
    from.tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
  }
  return (
    <div ref={box} className="contents" onClickCapture={rememberTab} onKeyDownCapture={followKey}>
      <div ref={watchFocus} className="contents">
        {preview}
      </div>
    </div>
  );
}
