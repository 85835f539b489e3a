// Placing a bet: checked again here whatever the dialog already checked, then debit, position
// and pool change land in one new GameData, so they are stored together or not at all.
// A refusal returns the reason (bet-words.ts says it) and leaves the data untouched. A league question's bet is drawn
// from that league's wallet (only while following it); a practice bet from the practice coins.
// A league question has ended once the device clock or the league's newest signed time has passed its end.
// A league bet's id is a pick id of the account's player key in the league, so it can travel to the
// organiser in a picks card: an account without a player key there is refused.

import { potentialWin, stakeProblem, type StakeProblem } from './betting-rules';
import { findAccount } from '../account/find-account';
import type { Position } from '../model/position';
import type { GameData } from '../model/game';
import type { OpContext, Refusal } from '../game/operation';
import { applyMovement } from '../wallet/ledger';
import { positionEntryId } from '../wallet/entry-text';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { coinShares, hasEnded } from '../market/markets';
import { leagueBalance } from '../league/follow-league';
import { isFollowing, membershipOf } from '../league/membership-rules';
import { newPickId } from './pick-id';
import { questionNowMs } from '../league/signed-time';
import { isShownTo } from '../tutorial/tutorial-market';

/** A bet asked for; no account when nobody is logged in, which is refused. */
export type BetInput = Pick<Position, 'marketId' | 'choice' | 'amount'> & { accountId: string | null };

export type BetRefusal = 'not-logged-in' | 'unknown-market' | 'market-resolved' | 'market-ended' | 'not-in-league' | 'no-player-key' | StakeProblem;

export type BetResult = { ok: true; data: GameData; position: Position } | Refusal<BetRefusal>;

export function placeBet(data: GameData, input: BetInput, ctx: OpContext): BetResult {
  const account = findAccount(data, input.accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const market = data.markets.find((candidate) => candidate.id === input.marketId);
  // Another account's tutorial is not this player's to see, so not theirs to bet on (a link can name it).
  if (!market || !isShownTo(market, account.id)) return { ok: false, reason: 'unknown-market' };
  if (market.isResolved) return { ok: false, reason: 'market-resolved' };
  if (hasEnded(market, questionNowMs(ctx.nowMs, market, data.leagues))) return { ok: false, reason: 'market-ended' };
  const wallet = market.leagueId ?? PRACTICE_WALLET;
  if (market.leagueId !== null && !isFollowing(data, account.id, market.leagueId)) return { ok: false, reason: 'not-in-league' };
  const player = market.leagueId === null ? undefined : membershipOf(data, account.id, market.leagueId)?.player;
  if (market.leagueId !== null && !player) return { ok: false, reason: 'no-player-key' };
  const balance = wallet === PRACTICE_WALLET ? account.coins : leagueBalance(data.ledger, account.id, wallet);
  const problem = stakeProblem(input.amount, balance);
  if (problem) return { ok: false, reason: problem };

  // A player counts once per side, however many bets they place on it (a bet cashed out whole no longer stands there).
  const newOnSide = !data.positions.some(
    (other) => other.accountId === account.id && other.marketId === market.id && other.choice === input.choice && other.status !== 'cashed-out',
  );
  const marketAfter = {
    ...market,
    totalPool: market.totalPool + input.amount,
    yesCoins: market.yesCoins + (input.choice === 'YES' ? input.amount : 0),
    noCoins: market.noCoins + (input.choice === 'NO' ? input.amount : 0),
    totalYes: market.totalYes + (newOnSide && input.choice === 'YES' ? 1 : 0),
    totalNo: market.totalNo + (newOnSide && input.choice === 'NO' ? 1 : 0),
  };
  const position: Position = {
    id: player ? newPickId(player.playerId, ctx.newId) : ctx.newId(),
    accountId: account.id,
    marketId: market.id,
    question: market.question,
    choice: input.choice,
    amount: input.amount,
    potentialWin: potentialWin(input.amount),
    createdAt: new Date(ctx.nowMs).toISOString(),
    status: 'open',
    settledAt: null,
    yesShareAfter: coinShares(marketAfter).yes,
    wallet,
  };
  const moved = applyMovement(
    data,
    {
      id: positionEntryId(position.id, 'bet'),
      accountId: account.id,
      amount: -input.amount,
      kind: 'bet',
      question: market.question,
      positionId: position.id,
      wallet: position.wallet,
    },
    ctx,
  );
  const markets = data.markets.map((candidate) => (candidate.id === market.id ? marketAfter : candidate));
  return { ok: true, data: { ...data, ...moved, markets, positions: [...data.positions, position] }, position };
}
