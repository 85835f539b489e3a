// Pricing a cash-out on the player's side: what a part of a position's standing stake returns now,
// or why it cannot be cashed out. Practice is priced on the question's own crowd under the fixed
// rule; a league position only once its organiser counted it (and judged every cash-out made of it),
// on the held snapshot's counted crowd under the league's rule. Apart from the operation
// (cash-out.ts) so a card can tell whether to offer 'Cash out' without loading the ledger's code.

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
import { quoteCashOut, standingStake, type CashOutProblem, type CashOutQuote, type CrowdCoins } from './cash-out-rules';

/** Why a cash-out is refused; cash-out-words.ts says it. */
export type CashOutRefusal = 'not-logged-in' | 'unknown-position' | 'unknown-market' | 'not-in-league' | 'no-player-key' | 'not-counted-yet' | CashOutProblem;

export type CashOutQuoteResult = { ok: true; quote: CashOutQuote; position: Position; rule: PayoutRule } | Refusal<CashOutRefusal>;

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

export function quoteOf(priced: Priced, part: number): CashOutQuoteResult {
  const quoted = quoteCashOut(priced.position, part, priced.crowd, priced.rule, priced.ended);
  return quoted.ok ? { ok: true, quote: quoted.quote, position: priced.position, rule: priced.rule } : quoted;
}

/** What cashing out `part` of the position would return now, or why it cannot: what the dialog shows before confirming. */
export function cashOutQuoteFor(data: GameData, accountId: string | null, positionId: string, part: number, nowMs: number): CashOutQuoteResult {
  const priced = pricing(data, accountId, positionId, nowMs);
  return 'ok' in priced ? priced : quoteOf(priced, part);
}

/** Whether any part of the position can be cashed out now (its whole standing stake, then). */
export function canCashOut(data: GameData, accountId: string | null, position: Position, nowMs: number): boolean {
  return position.status === 'open' && cashOutQuoteFor(data, accountId, position.id, standingStake(position), nowMs).ok;
}

