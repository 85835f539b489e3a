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
  const picks = leagueId === null ? null : await Promise.all([import('./picks-actions'), import('../league/organiser/collect-into-game')]);
  if (picks && leagueId !== null) await picks[0].ensurePlayerKey(leagueId);
  const accountId = sessionAccountId();
  // An organiser's own bet is collected in the bet's own commit: never a bet without its pick.
  const placed = await commitGame((data, ctx) => {
    const bet = placeBet(data, { ...input, accountId }, ctx);
    return bet.ok && picks && accountId !== null ? { ...bet, data: picks[1].collectOwnBet(bet.data, accountId, bet.position, ctx.nowMs) } : bet;
  });
  return placed;
}

export function claimDailyBonusForSession() {
  return commitGame((data, ctx) => claimDailyBonus(data, sessionAccountId(), ctx));
}

export function addCoinsForSession(amount: number) {
  return commitGame((data, ctx) => addCoins(data, sessionAccountId(), amount, ctx));
}
