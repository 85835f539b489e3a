// What the Wallet and Leagues pages show of each wallet: the practice wallet's history, and for
// each followed league its balance, its own history and how many of its questions are open.
// A balance is always the sum of that wallet's ledger entries; no wallet's entries show in another's.

import type { League, PayoutRule } from '../model/league';
import type { LedgerEntry } from '../model/ledger-entry';
import type { Market } from '../model/market';
import { PRACTICE_WALLET } from '../model/practice-wallet';

/** One account's entries in one wallet, newest first. */
export function walletHistory(ledger: readonly LedgerEntry[], accountId: string, wallet: string): LedgerEntry[] {
  // The ledger is in append order; reversing keeps same-millisecond entries newest first too.
  return ledger.filter((entry) => entry.accountId === accountId && entry.wallet === wallet).reverse();
}

export function practiceHistory(ledger: readonly LedgerEntry[], accountId: string): LedgerEntry[] {
  return walletHistory(ledger, accountId, PRACTICE_WALLET);
}

export interface LeagueWallet {
  leagueId: string;
  name: string;
  balance: number;
  /** Newest first. */
  entries: LedgerEntry[];
}

/** Each followed league the account has coins in (its starting coins at least), in the order followed. */
export function leagueWallets(ledger: readonly LedgerEntry[], leagues: readonly Pick<League, 'id' | 'name'>[], accountId: string): LeagueWallet[] {
  return leagues.flatMap((league) => {
    const entries = walletHistory(ledger, accountId, league.id);
    if (entries.length === 0) return [];
    const balance = entries.reduce((sum, entry) => sum + entry.amount, 0);
    return [{ leagueId: league.id, name: league.name, balance, entries }];
  });
}

export interface LeagueRow {
  id: string;
  name: string;
  updatedAt: string;
  /** When the organiser signed the newest update applied here; absent until such an update applies. */
  signedAt?: string;
  /** Its questions not yet resolved or voided. */
  openQuestions: number;
  /** The account's coins in it; null with no account logged in, 'not-joined' before its starting coins. */
  balance: number | null | 'not-joined';
  /** How its wins pay (absent: 'fixed'). */
  payout?: PayoutRule;
}

/** A row per followed league for the Leagues page, in the order followed. */
export function leagueRows(
  leagues: readonly Pick<League, 'id' | 'name' | 'updatedAt' | 'signedAt' | 'payout'>[],
  markets: readonly Pick<Market, 'leagueId' | 'isResolved'>[],
  ledger: readonly LedgerEntry[],
  accountId: string | null,
): LeagueRow[] {
  const open = new Map<string, number>();
  for (const market of markets) {
    if (market.leagueId !== null && !market.isResolved) open.set(market.leagueId, (open.get(market.leagueId) ?? 0) + 1);
  }
  const wallets = accountId === null ? [] : leagueWallets(ledger, leagues, accountId);
  return leagues.map(({ id, name, updatedAt, signedAt, payout }) => ({
    id,
    name,
    updatedAt,
    ...(payout === undefined ? {} : { payout }),
    ...(signedAt === undefined ? {} : { signedAt }),
    openQuestions: open.get(id) ?? 0,
    balance: accountId === null ? null : (wallets.find((wallet) => wallet.leagueId === id)?.balance ?? 'not-joined'),
  }));
}
