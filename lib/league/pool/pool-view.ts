// What a league question's card and bet dialog show of a pool-share league's crowd: the counted
// coins of the organiser's latest snapshot (never this browser's bets still waiting), and when it
// was signed. Types and the pure estimate only: the cards load it on Home, so no league schema.

import type { League } from '../../model/league';
import type { Market } from '../../model/market';
import type { Choice } from '../../model/position';
import { poolEstimate } from './pool-estimate';

export interface PoolView {
  yesCoins: number;
  noCoins: number;
  /** Coins counted cash-outs left in the pool. */
  keptCoins: number;
  /** The signing time of the update that carried the snapshot; null before the organiser's first count. */
  asOf: string | null;
}

type LeagueSeen = Pick<League, 'id' | 'payout' | 'snapshot' | 'snapshotAt'>;

/**
 * The counted crowd of `market` when its league shares the pool; null for a practice question, a
 * fixed league, or a league this browser does not follow. (A league with no rule pays 'fixed', as
 * payoutRuleOf says; reading `payout` here keeps the league schemas out of the card.)
 */
export function poolView(market: Pick<Market, 'id' | 'leagueId'>, leagues: readonly LeagueSeen[]): PoolView | null {
  if (market.leagueId === null) return null;
  const league = leagues.find((each) => each.id === market.leagueId);
  if (league?.payout !== 'pool') return null;
  const row = league.snapshot?.crowd.find((crowd) => crowd.questionId === market.id);
  return {
    yesCoins: row?.yesCoins ?? 0,
    noCoins: row?.noCoins ?? 0,
    keptCoins: row?.keptCoins ?? 0,
    asOf: league.snapshot === undefined ? null : (league.snapshotAt ?? null),
  };
}

/** What `stake` more coins on `choice` would pay if it won now, at the view's crowd; null before any count. */
export function poolViewEstimate(view: PoolView, choice: Choice, stake: number): { pays: number; times: number } | null {
  if (view.asOf === null) return null;
  return poolEstimate(view, choice, stake);
}
