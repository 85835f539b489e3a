// A wallet's head: one record per account and wallet (practice or a league's), naming the newest
// ledger entry of that wallet. Derived from the ledger (memory keeps no copy): storage rewrites
// it with every movement of the wallet, so two tabs that move the same wallet at once meet on
// this one record and the later save is a conflict, replayed on the other's entries; the
// balance itself stays the sum of the ledger.

import * as v from 'valibot';
import { idSchema, walletSchema } from './fields';
import type { LedgerEntry } from './ledger-entry';

/** The account's id and the wallet's, joined: an account's heads sort together. */
export function walletHeadId(accountId: string, wallet: string): string {
  return `${accountId}/${wallet}`;
}

/** The account a head's id names (account ids never hold a '/'). */
export function accountOfWalletHead(id: string): string {
  return id.slice(0, id.indexOf('/'));
}

export const walletHeadSchema = v.pipe(
  v.strictObject({
    /** walletHeadId(accountId, wallet): both ids are up to 64 characters, so this is up to 129. */
    id: v.pipe(v.string(), v.minLength(3), v.maxLength(129)),
    accountId: idSchema,
    wallet: walletSchema,
    /** The newest entry of this wallet when the head was written. */
    lastEntryId: idSchema,
  }),
  v.check((head) => head.id === walletHeadId(head.accountId, head.wallet), 'The id must name its account and wallet'),
);

export type WalletHead = v.InferOutput<typeof walletHeadSchema>;

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
export function walletHeadsFromLedger(keys: readonly string[], ledger: readonly LedgerEntry[]): Map<string, WalletHead | undefined> {
  const heads = new Map<string, WalletHead | undefined>(keys.map((key) => [key, undefined]));
  for (const entry of ledger) {
    const id = walletHeadId(entry.accountId, entry.wallet);
    if (heads.has(id)) heads.set(id, { id, accountId: entry.accountId, wallet: entry.wallet, lastEntryId: entry.id });
  }
  return heads;
}
