// The ledger is append-only and the only way coins move: an account's balance is the sum of
// its entries, and `coins` on the account is kept equal to that sum by every credit and debit.
// Amounts are whole, non-zero coins; a debit never takes a balance below zero.

import type { Account, GameData, LedgerEntry, OpContext } from './game-data';

export function balanceOf(ledger: readonly LedgerEntry[], accountId: string): number {
  let sum = 0;
  for (const entry of ledger) if (entry.accountId === accountId) sum += entry.amount;
  return sum;
}

/** Every account's ledger sum, in one pass: what validation compares with each `coins`. */
export function balancesByAccount(ledger: readonly LedgerEntry[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const entry of ledger) sums.set(entry.accountId, (sums.get(entry.accountId) ?? 0) + entry.amount);
  return sums;
}

export interface Movement {
  accountId: string;
  amount: number;
  description: string;
  positionId?: string | null;
}

/**
 * Appends one entry and moves the account's coins with it. Throws on an impossible movement
 * (fractional, zero, unknown account, or an overdraft): callers check the rules first.
 */
export function applyMovement(
  data: Pick<GameData, 'accounts' | 'ledger'>,
  movement: Movement,
  ctx: OpContext,
): { accounts: Account[]; ledger: LedgerEntry[] } {
  const { accountId, amount } = movement;
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`Not a whole coin movement: ${amount}`);
  const account = data.accounts.find((candidate) => candidate.id === accountId);
  if (!account) throw new Error(`No account ${accountId}`);
  const coins = account.coins + amount;
  if (coins < 0 || !Number.isSafeInteger(coins)) throw new Error(`Movement would leave ${coins} coins`);
  const entry: LedgerEntry = {
    id: ctx.newId(),
    accountId,
    amount,
    description: movement.description,
    createdAt: new Date(ctx.nowMs).toISOString(),
    positionId: movement.positionId ?? null,
  };
  return {
    accounts: data.accounts.map((candidate) => (candidate.id === accountId ? { ...candidate, coins } : candidate)),
    ledger: [...data.ledger, entry],
  };
}

/** One account's entries, newest first, for the wallet's history. */
export function historyOf(ledger: readonly LedgerEntry[], accountId: string): LedgerEntry[] {
  const own = ledger.filter((entry) => entry.accountId === accountId);
  // The ledger is in append order; reversing keeps same-millisecond entries newest first too.
  return own.reverse();
}
