// What a logged-in player does with coins: bet, claim the daily bonus, add coins. Each is one
// pure operation from lib/ applied through `commitGame`, for the account of this session.

import { placeBet, type BetInput } from '../betting/place-bet';
import { addCoins, claimDailyBonus } from '../wallet/free-coins';
import { commitGame } from './commit-game';
import { useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

/**
 * A league bet needs the account's player key (its id is a pick id, and picks are signed with the
 * key): made first when missing. An organiser's own bet in a league run here is collected at once.
 */
export async function placeBetForSession(input: Omit<BetInput, 'accountId'>) {
  const leagueId = useGameStore.getState().markets.find((market) => market.id === input.marketId)?.leagueId ?? null;
  // Keys and picks are loaded with the first league bet, not with every page's bet dialog.
  const picks = leagueId === null ? null : await Promise.all([import('./picks-actions'), import('./collect-actions')]);
  if (picks && leagueId !== null) await picks[0].ensurePlayerKey(leagueId);
  const placed = await commitGame((data, ctx) => placeBet(data, { ...input, accountId: sessionAccountId() }, ctx));
  // Collected in a commit of its own: a bet's commit touches only what a stake touches, so two
  // tabs staking one wallet still meet in storage and one of them is refused.
  if (placed.ok && picks) await picks[1].collectOwnBet(placed.position);
  return placed;
}

export function claimDailyBonusForSession() {
  return commitGame((data, ctx) => claimDailyBonus(data, sessionAccountId(), ctx));
}

export function addCoinsForSession(amount: number) {
  return commitGame((data, ctx) => addCoins(data, sessionAccountId(), amount, ctx));
}
