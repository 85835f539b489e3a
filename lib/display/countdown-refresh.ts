// The countdowns' pace, apart from time.ts's words, so the shared clock (lib/store/clock-store.ts,
// on every page) does not carry them.

export const MINUTE_MS = 60_000;

/** Countdowns refresh once a minute, as the spec says. */
export const COUNTDOWN_REFRESH_MS = MINUTE_MS;
