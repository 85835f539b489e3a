// The tutorial's toss, from the stores: at start-up (a page load), at each tick of the shared
// clock and at a login, the session account's tutorial whose end has passed is settled. The coin
// is one byte from Web Crypto, drawn then, once per toss: the operation keeps it, so a replay on
// another tab's records reuses it, and finds the question already settled when that tab tossed
// first (then nothing changes and its recorded toss stands). Loaded with the stores, never with
// the first paint (hydrate-stores.ts imports it on demand).

import { dueTutorial, tossDueTutorial } from '../tutorial/coin-toss';
import { useClockStore } from './clock-store';
import { commitGame } from './commit-game';
import { useGameStore } from './game-store';
import { sessionAccountId, useSessionStore } from './session-store';

/**
 * One byte from Web Crypto: the coin (below 128 is heads). A test pins it through
 * `crypto.getRandomValues` for a one-byte array (e2e/tutorial.spec.ts); nothing else here asks
 * for a single byte.
 */
export function drawCoinByte(): number {
  const [byte = 0] = crypto.getRandomValues(new Uint8Array(1));
  return byte;
}

let tossing: ReturnType<typeof tossNow> | null = null;

function tossNow(accountId: string) {
  const byte = drawCoinByte();
  // The account's own records are read first, fresh: its bet on the tutorial is among them.
  return commitGame((data, ctx) => tossDueTutorial(data, accountId, byte, ctx), { reads: { accounts: [accountId] } });
}

/** Tosses the session account's due tutorial, one toss at a time in this tab; null when none is due. */
export function tossDueTutorialForSession(nowMs = Date.now()): ReturnType<typeof tossNow> | null {
  const accountId = sessionAccountId();
  if (accountId === null || !dueTutorial(useGameStore.getState().markets, accountId, nowMs)) return null;
  tossing ??= tossNow(accountId).finally(() => {
    tossing = null;
  });
  return tossing;
}

/** Tosses now if due, then at every clock tick and login; returns the stop. */
export function watchTutorials(): () => void {
  const check = () => void tossDueTutorialForSession()?.catch(() => undefined);
  check();
  const stopClock = useClockStore.subscribe(check);
  const stopSession = useSessionStore.subscribe((state, previous) => {
    if (state.accountId !== previous.accountId) check();
  });
  return () => {
    stopClock();
    stopSession();
  };
}
