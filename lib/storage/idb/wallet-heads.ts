// Which wallet heads an action's ledger changes touch, and what each head holds in memory now.
// A head is derived from the ledger (the newest entry of its account and wallet), so memory
// keeps no copy: storage writes it beside the entries, and its revision is what makes two tabs'
// movements of one wallet conflict.

import type { LedgerEntry } from '../../model/ledger-entry';
import { walletHeadId, type WalletHead } from '../../model/wallet-head';

/** The heads of the wallets the entries with these ids move, found in either list. */
export function headsOfEntries(ids: readonly string[], before: readonly LedgerEntry[], after: readonly LedgerEntry[]): string[] {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  const heads = new Set<string>();
  for (const list of [after, before]) for (const entry of list) if (wanted.has(entry.id)) heads.add(walletHeadId(entry.accountId, entry.wallet));
  return [...heads];
}

/**
 * Each head as memory's ledger has it now: the newest entry of its wallet (the ledger is held
 * oldest first), or undefined when memory holds none (the account was deleted or set aside).
 */
export function walletHeadsFromLedger(keys: readonly string[], ledger: readonly LedgerEntry[]): Map<string, WalletHead | undefined> {
  const heads = new Map<string, WalletHead | undefined>(keys.map((key) => [key, undefined]));
  for (const entry of ledger) {
    const id = walletHeadId(entry.accountId, entry.wallet);
    if (heads.has(id)) heads.set(id, { id, accountId: entry.accountId, wallet: entry.wallet, lastEntryId: entry.id });
  }
  return heads;
}
