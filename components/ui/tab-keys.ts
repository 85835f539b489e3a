// The tabs pattern's keys, apart from tabs.tsx so the leaderboard's preview (first-load code,
// deferred-leaderboard-view.tsx) can follow them before the tabs' own code has arrived.

/** The index a key moves the selection to among `count` tabs, or none for any other key. */
export const TAB_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};
