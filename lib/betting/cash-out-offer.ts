// Whether a player's bet can be cashed out now, and on what it is priced, without the pricing
// arithmetic: the cards ask it for every bet they show (cash-out-quote.ts and the dialog price it).
// Practice is priced on the question's own crowd under the fixed rule; a league position only once
// its organiser counted it (and judged every cash-out made of it), on the held snapshot's counted
// crowd under the league's rule.

import { findAccount } from '../account/find-account';
import type { Refusal } from '../game/operation';
import { leagueJudge } from '../league/judged';
import { isFollowing, membershipOf } from '../league/following';
import { questionNowMs } from '../league/signed-time';
import { hasEnded } from '../market/markets';
import type { GameData } from '../model/game';
import type { League } from '../model/league';
import type { Market } from '../model/market';
import { payoutRuleOf, type PayoutRule } from '../model/payout-rule';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import type { Position } from '../model/position';
import type { CashOutProblem, CrowdCoins } from './cash-out-rules';
import { standingStake } from './standing-stake';

/** Why a cash-out is refused; cash-out-words.ts says it. */
export type CashOutRefusal = 'not-logged-in' | 'unknown-position' | 'unknown-market' | 'not-in-league' | 'no-player-key' | 'not-counted-yet' | CashOutProblem;

export interface Priced {
  position: Position;
  market: Market;
  crowd: CrowdCoins;
  rule: PayoutRule;
  ended: boolean;
  /** A league position's: the league and the player whose pick it is. */
  league?: { record: League; playerId: string };
}

export function pricing(data: GameData, accountId: string | null, positionId: string, nowMs: number): Priced | Refusal<CashOutRefusal> {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const position = data.positions.find((candidate) => candidate.id === positionId && candidate.accountId === account.id);
  if (!position) return { ok: false, reason: 'unknown-position' };
  const market = data.markets.find((candidate) => candidate.id === position.marketId);
  if (!market) return { ok: false, reason: 'unknown-market' };
  const ended = market.isResolved || hasEnded(market, questionNowMs(nowMs, market, data.leagues));
  if (position.wallet === PRACTICE_WALLET) return { position, market, crowd: market, rule: 'fixed', ended };
  const league = data.leagues.find((candidate) => candidate.id === position.wallet);
  if (!league || !isFollowing(data, account.id, league.id)) return { ok: false, reason: 'not-in-league' };
  const playerId = membershipOf(data, account.id, league.id)?.player?.playerId;
  if (playerId === undefined) return { ok: false, reason: 'no-player-key' };
  if (position.status !== 'open') return { ok: false, reason: 'not-open' };
  // A cash-out not judged yet waits too: the next one would be priced on a crowd that doesn't hold it.
  const judgement = leagueJudge(league.snapshot, data.memberships, league.id)(position);
  if (judgement.state !== 'counted' || judgement.cashOutsWaiting) return { ok: false, reason: 'not-counted-yet' };
  // The counted crowd only: the organiser prices it on the same figures, never on bets still waiting here.
  const row = league.snapshot?.crowd.find((candidate) => candidate.questionId === market.id);
  const crowd = { yesCoins: row?.yesCoins ?? 0, noCoins: row?.noCoins ?? 0, keptCoins: row?.keptCoins ?? 0 };
  return { position, market, crowd, rule: payoutRuleOf(league), ended, league: { record: league, playerId } };
}

/**
 * Whether 'Cash out' is offered on the position now: it can be priced, it is open on a question
 * that has not ended, and its whole standing stake is worth a coin (the dialog quotes it exactly).
 */
export function mayOfferCashOut(data: GameData, accountId: string | null, position: Position, nowMs: number): boolean {
  if (position.status !== 'open') return false;
  const priced = pricing(data, accountId, position.id, nowMs);
  if ('ok' in priced || priced.ended) return false;
  const stake = standingStake(position);
  const onSide = position.choice === 'YES' ? priced.crowd.yesCoins : priced.crowd.noCoins;
  const staked = priced.crowd.yesCoins + priced.crowd.noCoins;
  if (stake <= 0 || onSide <= 0 || staked <= 0) return false;
  // Worth at least a coin: stake × m × q ≥ 1, where m × q is at least 1 when the league shares the pool.
  return priced.rule === 'pool' || 9 * stake * onSide >= 5 * staked;
}
