// The ledger is append-only and the only way coins move: an account's balance is the sum of
// its entries, and `coins` on the account is kept equal to that sum by every credit and debit.
// Amounts are whole, non-zero coins; a debit never takes a balance below zero.

import type { Account, GameData, LedgerEntry, OpContext } from '../model/game';

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
  /** The entry's id; a fresh one when absent. */
  id?: string;
}

/** What moves coins for a position: its stake, and at most one of a win or a refund. */
export type PositionEntryKind = 'stake' | 'win' | 'refund';

/**
 * A position's entries are named after it: a position is staked once and settled once, so the
 * name is unique, and storage can rebuild the entry from the position instead of repeating it.
 */
export function positionEntryId(positionId: string, kind: PositionEntryKind): string {
  return `${positionId}:${kind}`;
}

const POSITION_ENTRY_LABELS: Record<PositionEntryKind, string> = {
  stake: 'Bet placed',
  win: 'Won prediction',
  refund: 'Refund',
};

/** What the wallet says about a position's entry. */
export function positionEntryDescription(kind: PositionEntryKind, question: string): string {
  return `${POSITION_ENTRY_LABELS[kind]}: ${question}`;
}

/**
 * Appends one entry per movement, in order, and moves each account's coins with it, in one
 * pass however many there are (a settlement can credit thousands). Throws on an impossible
 * movement (fractional, zero, unknown account, or an overdraft at any step) before anything is
 * returned, so a batch applies whole or not at all: callers check the rules first.
 */
export function applyMovements(
  data: Pick<GameData, 'accounts' | 'ledger'>,
  movements: readonly Movement[],
  ctx: OpContext,
): { accounts: Account[]; ledger: LedgerEntry[] } {
  const coinsById = new Map(data.accounts.map((account) => [account.id, account.coins]));
  const createdAt = new Date(ctx.nowMs).toISOString();
  const entries: LedgerEntry[] = [];
  for (const { accountId, amount, description, positionId, id } of movements) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`Not a whole coin movement: ${amount}`);
    const current = coinsById.get(accountId);
    if (current === undefined) throw new Error(`No account ${accountId}`);
    const coins = current + amount;
    if (coins < 0 || !Number.isSafeInteger(coins)) throw new Error(`Movement would leave ${coins} coins`);
    coinsById.set(accountId, coins);
    entries.push({ id: id ?? ctx.newId(), accountId, amount, description, createdAt, positionId: positionId ?? null });
  }
  if (entries.length === 0) return { accounts: data.accounts, ledger: data.ledger };
  return {
    accounts: data.accounts.map((account) => {
      const coins = coinsById.get(account.id) as number;
      return coins === account.coins ? account : { ...account, coins };
    }),
    ledger: [...data.ledger, ...entries],
  };
}

/** One movement: see `applyMovements`. */
export function applyMovement(
  data: Pick<GameData, 'accounts' | 'ledger'>,
  movement: Movement,
  ctx: OpContext,
): { accounts: Account[]; ledger: LedgerEntry[] } {
  return applyMovements(data, [movement], ctx);
}

/** One account's entries, newest first, for the wallet's history. */
export function historyOf(ledger: readonly LedgerEntry[], accountId: string): LedgerEntry[] {
  const own = ledger.filter((entry) => entry.accountId === accountId);
  // The ledger is in append order; reversing keeps same-millisecond entries newest first too.
  return own.reverse();
}
