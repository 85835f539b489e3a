// Cashing out a position, on the player's side: a part of its standing stake comes back now, for
// at most 90% (cash-out-rules.ts), in one new GameData (the position's cash-out, its credit and, in
// practice, the crowd). The quote the dialog shows and the operation take one pricing path, so
// they cannot disagree. Practice is priced on the question's own crowd under the fixed rule; a
// league position only once its organiser counted it, on the held snapshot's counted crowd under
// the league's rule, and its cash-out (a pick id of the same player) travels in the next picks card.

import { findAccount } from '../account/find-account';
import type { OpContext, Refusal } from '../game/operation';
import { leagueJudge } from '../league/judged';
import { isFollowing, membershipOf } from '../league/membership-rules';
import { questionNowMs } from '../league/signed-time';
import { hasEnded } from '../market/markets';
import type { GameData } from '../model/game';
import { payoutRuleOf, type League, type PayoutRule } from '../model/league';
import type { Market } from '../model/market';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import type { CashOut, Position } from '../model/position';
import { applyMovement } from '../wallet/ledger';
import { cashOutEntryId } from '../wallet/entry-text';
import { quoteCashOut, standingPotentialWin, standingStake, type CashOutProblem, type CashOutQuote, type CrowdCoins } from './cash-out-rules';
import { newPickId } from './pick-id';

/** Why a cash-out is refused; cash-out-words.ts says it. */
export type CashOutRefusal = 'not-logged-in' | 'unknown-position' | 'unknown-market' | 'not-in-league' | 'no-player-key' | 'not-counted-yet' | CashOutProblem;

export interface CashOutInput {
  accountId: string | null;
  positionId: string;
  part: number;
}

export type CashOutResult = { ok: true; data: GameData; cashOut: CashOut; position: Position } | Refusal<CashOutRefusal>;

export type CashOutQuoteResult = { ok: true; quote: CashOutQuote; position: Position; rule: PayoutRule } | Refusal<CashOutRefusal>;

interface Priced {
  position: Position;
  market: Market;
  crowd: CrowdCoins;
  rule: PayoutRule;
  ended: boolean;
  /** A league position's: the league and the player whose pick it is. */
  league?: { record: League; playerId: string };
}

function pricing(data: GameData, accountId: string | null, positionId: string, nowMs: number): Priced | Refusal<CashOutRefusal> {
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

function quoteOf(priced: Priced, part: number): CashOutQuoteResult {
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

/** Practice: the side's coins and the pool drop by the part; its heads by one once the account stakes nothing more there. */
function marketAfter(data: GameData, market: Market, position: Position, part: number): Market {
  const yes = position.choice === 'YES';
  const stillOnSide = data.positions.some(
    (other) => other.accountId === position.accountId && other.marketId === market.id && other.choice === position.choice && other.status === 'open' && standingStake(other) > 0,
  );
  return {
    ...market,
    totalPool: market.totalPool - part,
    yesCoins: market.yesCoins - (yes ? part : 0),
    noCoins: market.noCoins - (yes ? 0 : part),
    totalYes: market.totalYes - (yes && !stillOnSide ? 1 : 0),
    totalNo: market.totalNo - (!yes && !stillOnSide ? 1 : 0),
  };
}

export function cashOutPosition(data: GameData, input: CashOutInput, ctx: OpContext): CashOutResult {
  const priced = pricing(data, input.accountId, input.positionId, ctx.nowMs);
  if ('ok' in priced) return priced;
  const quoted = quoteOf(priced, input.part);
  if (!quoted.ok) return quoted;
  const { position, market, league } = priced;
  const { value, rest } = quoted.quote;
  const cashOut: CashOut = {
    id: league ? newPickId(league.playerId, ctx.newId) : ctx.newId(),
    amount: input.part,
    value,
    at: new Date(ctx.nowMs).toISOString(),
    ...(league?.record.snapshotAt === undefined ? {} : { pricedAt: league.record.snapshotAt }),
  };
  const withCashOut = { ...position, cashOuts: [...(position.cashOuts ?? []), cashOut] };
  const after: Position = { ...withCashOut, potentialWin: standingPotentialWin(withCashOut), status: rest === 0 ? 'cashed-out' : 'open' };
  const moved = applyMovement(
    data,
    { id: cashOutEntryId(cashOut.id, 'paid'), accountId: position.accountId, amount: value, kind: 'cash-out', question: position.question, positionId: position.id, wallet: position.wallet },
    ctx,
  );
  const positions = data.positions.map((candidate) => (candidate.id === position.id ? after : candidate));
  // A league's crowd is the organiser's count: the next snapshot brings it, this browser never edits it.
  const markets = league ? data.markets : data.markets.map((candidate) => (candidate.id === market.id ? marketAfter({ ...data, positions }, market, position, input.part) : candidate));
  return { ok: true, data: { ...data, ...moved, markets, positions }, cashOut, position: after };
}
