// What a logged-in player does with coins: bet, claim the daily bonus, add coins. Each is one
// pure operation from lib/ applied through `commitGame`, for the account of this session.

import { placeBet, type BetInput } from '../betting/place-bet';
import { addCoins, claimDailyBonus } from '../wallet/free-coins';
import { commitGame } from './commit-game';
import { sessionAccountId } from './session-store';

export function placeBetForSession(input: Omit<BetInput, 'accountId'>) {
  return commitGame((data, ctx) => placeBet(data, { ...input, accountId: sessionAccountId() }, ctx));
}

export function claimDailyBonusForSession() {
  return commitGame((data, ctx) => claimDailyBonus(data, sessionAccountId(), ctx));
}

export function addCoinsForSession(amount: number) {
  return commitGame((data, ctx) => addCoins(data, sessionAccountId(), amount, ctx));
}
