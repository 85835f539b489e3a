// What a logged-in player does with coins: bet, claim the daily bonus, add coins. Each is one
// pure operation from lib/ applied through `commitGame`, for the account of this session.

import { placeBet, type BetInput } from '../betting';
import { addCoins, claimDailyBonus } from '../wallet';
import { commitGame } from './game-store';
import { opContext } from './op-context';
import { sessionAccountId } from './session-store';

export function placeBetForSession(input: Omit<BetInput, 'accountId'>) {
  return commitGame((data) => placeBet(data, { ...input, accountId: sessionAccountId() }, opContext()));
}

export function claimDailyBonusForSession() {
  return commitGame((data) => claimDailyBonus(data, sessionAccountId(), opContext()));
}

export function addCoinsForSession(amount: number) {
  return commitGame((data) => addCoins(data, sessionAccountId(), amount, opContext()));
}
