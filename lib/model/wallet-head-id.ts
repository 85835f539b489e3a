// A wallet head's id, and the heads a ledger's entries make: apart from the schema
// (wallet-head.ts) so that code on every page can name heads without loading valibot.

import type { LedgerEntry } from './ledger-entry';

/** The account's id and the wallet's, joined: an account's heads sort together. */
export function walletHeadId(accountId: string, wallet: string): string {
  return `${accountId}/${wallet}`;
}

/** The account a head's id names (account ids never hold a '/'). */
export function accountOfWalletHead(id: string): string {
  return id.slice(0, id.indexOf('/'));
}

/** The heads of the wallets the entries with these ids move, found in either list. */
export function headsOfEntries(ids: readonly string[], before: readonly LedgerEntry[], after: readonly LedgerEntry[]): string[] {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  const heads = new Set<string>();
  for (const list of [after, before]) for (const entry of list) if (wanted.has(entry.id)) heads.add(walletHeadId(entry.accountId, entry.wallet));
  return [...heads];
}

/**
 * Each head as a ledger has it now: the newest entry of its wallet (the ledger is held oldest
 * first), or undefined when the ledger holds none (the account was deleted or set aside).
 */
/** A head as the ledger makes it: what wallet-head.ts's schema checks (named from the entry, not declared twice). */
type HeadOf = Pick<LedgerEntry, 'accountId' | 'wallet'> & { id: string; lastEntryId: LedgerEntry['id'] };

export function walletHeadsFromLedger(keys: readonly string[], ledger: readonly LedgerEntry[]): Map<string, HeadOf | undefined> {
  const heads = new Map<string, HeadOf | undefined>(keys.map((key) => [key, undefined]));
  for (const entry of ledger) {
    const id = walletHeadId(entry.accountId, entry.wallet);
    if (heads.has(id)) heads.set(id, { id, accountId: entry.accountId, wallet: entry.wallet, lastEntryId: entry.id });
  }
  return heads;
}
