// The ledger is append-only and the only way coins move: an account's balance is the sum of
// its entries, and `coins` on the account is kept equal to that sum by every credit and debit.
// Amounts are whole, non-zero coins; a debit never takes a balance below zero. Balances are per
// account and wallet; `coins` is the practice wallet's.

import type { Account } from '../model/account';
import type { GameData } from '../model/game';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import type { LedgerEntry } from '../model/ledger-entry';
import { entryText } from './entry-text';
import type { OpContext } from '../game/operation';

/** Every wallet's balance of every account, in one pass: account id, then wallet, to coins. */
export function walletBalances(ledger: readonly LedgerEntry[]): Map<string, Map<string, number>> {
  const sums = new Map<string, Map<string, number>>();
  for (const entry of ledger) {
    let wallets = sums.get(entry.accountId);
    if (wallets === undefined) sums.set(entry.accountId, (wallets = new Map()));
    wallets.set(entry.wallet, (wallets.get(entry.wallet) ?? 0) + entry.amount);
  }
  return sums;
}

/**
 * Whether an entry may take its wallet below zero: only a league cash-out the organiser refused,
 * taken back (the player may have staked its coins since). Such a wallet follows the organiser's
 * published one and is never damage.
 */
export function mayOverdraw(entry: Pick<LedgerEntry, 'kind' | 'amount' | 'wallet'>): boolean {
  return entry.kind === 'cash-out' && entry.amount < 0 && entry.wallet !== PRACTICE_WALLET;
}

/**
 * Whether any wallet in `ledger` is below zero further than its taken-back cash-outs explain: a
 * wallet may go as far below zero as the coins taken back from it, never further.
 */
export function hasWalletWronglyBelowZero(ledger: readonly LedgerEntry[]): boolean {
  const balances = walletBalances(ledger);
  const excused = new Map<string, number>();
  for (const entry of ledger) if (mayOverdraw(entry)) excused.set(`${entry.accountId} ${entry.wallet}`, (excused.get(`${entry.accountId} ${entry.wallet}`) ?? 0) - entry.amount);
  for (const [accountId, wallets] of balances) {
    for (const [wallet, balance] of wallets) if (balance < 0 && -balance > (excused.get(`${accountId} ${wallet}`) ?? 0)) return true;
  }
  return false;
}

/** One wallet's balance from `walletBalances`: 0 when it never moved. */
export function walletBalance(balances: ReadonlyMap<string, ReadonlyMap<string, number>>, accountId: string, wallet: string): number {
  return balances.get(accountId)?.get(wallet) ?? 0;
}

/** An entry to append: its kind, account and amount; the rest is filled in when absent. */
export type Movement = Pick<LedgerEntry, 'accountId' | 'amount' | 'kind'> &
  Partial<Pick<LedgerEntry, 'positionId' | 'wallet' | 'id'>> & {
    /** The question an entry about a position names in its text. */
    question?: string;
  };

/**
 * Appends one entry per movement, in order, and moves each wallet's balance with it (the
 * practice wallet's is the account's `coins`), in one pass however many there are (a settlement
 * can credit thousands). Throws on an impossible movement (fractional, zero, unknown account, or
 * an overdraft at any step but a taken-back league cash-out's: mayOverdraw) before anything is returned, so a batch applies whole or not at all:
 * callers check the rules first.
 */
export function applyMovements(
  data: Pick<GameData, 'accounts' | 'ledger'>,
  movements: readonly Movement[],
  ctx: OpContext,
): { accounts: Account[]; ledger: LedgerEntry[] } {
  const coinsById = new Map(data.accounts.map((account) => [account.id, account.coins]));
  // Any other wallet's balance is read from the ledger, once, when a movement first needs it.
  let otherBalances: Map<string, Map<string, number>> | undefined;
  const createdAt = new Date(ctx.nowMs).toISOString();
  const entries: LedgerEntry[] = [];
  for (const { accountId, amount, kind, question, positionId, wallet = PRACTICE_WALLET, id } of movements) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`Not a whole coin movement: ${amount}`);
    const current = coinsById.get(accountId);
    if (current === undefined) throw new Error(`No account ${accountId}`);
    if (wallet === PRACTICE_WALLET) {
      coinsById.set(accountId, checkedBalance(current, amount));
    } else {
      otherBalances ??= walletBalances(data.ledger);
      let wallets = otherBalances.get(accountId);
      if (wallets === undefined) otherBalances.set(accountId, (wallets = new Map()));
      const before = wallets.get(wallet) ?? 0;
      wallets.set(wallet, mayOverdraw({ kind, amount, wallet }) ? before + amount : checkedBalance(before, amount));
    }
    const description = entryText(kind, question);
    entries.push({ id: id ?? ctx.newId(), accountId, amount, description, createdAt, positionId: positionId ?? null, kind, wallet });
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

function checkedBalance(balance: number, amount: number): number {
  const after = balance + amount;
  if (after < 0 || !Number.isSafeInteger(after)) throw new Error(`Movement would leave ${after} coins`);
  return after;
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
