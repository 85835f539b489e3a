// A league's signed time: the newest operator's signing time of an update this browser applied
// (League.signedAt). A device clock can be set back; a signed time cannot, so a league question's
// deadline is judged by the later of the two, and results signed more than a week ago are stale.
// Invariants: the time a deadline is judged by is never earlier than the device clock, and a
// league without a signed time (only old updates applied) is judged by the device clock alone.

import { DAY_MS } from '../display/time';
import type { League } from '../model/league';
import type { Market } from '../model/market';

/** Results signed longer ago than this are stale; exactly a week is not yet. */
export const STALE_AFTER_MS = 7 * DAY_MS;

type SignedTime = Pick<League, 'signedAt'>;

/** The league's signed time in epoch ms; null when it has none (or none that reads as a time). */
function signedMs(league: SignedTime | undefined): number | null {
  if (league?.signedAt === undefined) return null;
  const ms = Date.parse(league.signedAt);
  return Number.isNaN(ms) ? null : ms;
}

/** The later of the device clock and the league's newest signed time. */
export function effectiveNowMs(nowMs: number, league: SignedTime | undefined): number {
  const signed = signedMs(league);
  return signed === null ? nowMs : Math.max(nowMs, signed);
}

/**
 * The time a question's deadline is judged by: the device clock for a practice question; for a
 * league question, `effectiveNowMs` with that league's signed time (the device clock alone when
 * this browser does not follow the league).
 */
export function questionNowMs(nowMs: number, market: Pick<Market, 'leagueId'>, leagues: readonly Pick<League, 'id' | 'signedAt'>[]): number {
  if (market.leagueId === null) return nowMs;
  return effectiveNowMs(nowMs, leagues.find((league) => league.id === market.leagueId));
}

/** Whether the league's latest results were signed more than a week before `nowMs`; never without a signed time. */
export function resultsAreStale(nowMs: number, league: SignedTime | undefined): boolean {
  const signed = signedMs(league);
  return signed !== null && nowMs - signed > STALE_AFTER_MS;
}
