// What records checked one by one cannot see: that an account agrees with its ledger and
// positions. Version 8 refused a whole game whose records disagreed; records now stand alone, so
// an account that disagrees is set aside by itself (see quarantine.ts), and the rest loads.

import { standingPotentialWin } from '../../betting/standing-stake';
import type { Account } from '../../model/account';
import type { LedgerEntry } from '../../model/ledger-entry';
import { PRACTICE_WALLET } from '../../model/practice-wallet';
import type { Position } from '../../model/position';
import { hasWalletWronglyBelowZero, walletBalance, walletBalances } from '../../wallet/ledger';
import type { GameDatabase } from './database';
import type { Revisions } from './load';
import { quarantineDisagreeing } from './quarantine';

export interface AccountProblem {
  id: string;
  problem: string;
}

/**
 * The accounts that disagree with what is known of them: an admin flag needs the admin address
 * (checked for every account), and for the accounts in `withRecords`, whose ledger and positions
 * were read, the practice coins must be that wallet's ledger, no wallet may be below zero, and
 * every promised win must be the payout rule's.
 */
export function accountProblems(
  accounts: readonly Account[],
  ledger: readonly LedgerEntry[],
  positions: readonly Position[],
  withRecords: ReadonlySet<string>,
  adminEmail: string,
): AccountProblem[] {
  const balances = walletBalances(ledger);
  const problems: AccountProblem[] = [];
  for (const account of accounts) {
    if (account.isAdmin && account.email !== adminEmail) {
      problems.push({ id: account.id, problem: 'An admin flag without the admin address' });
      continue;
    }
    if (!withRecords.has(account.id)) continue;
    if (walletBalance(balances, account.id, PRACTICE_WALLET) !== account.coins) problems.push({ id: account.id, problem: 'A balance that is not its ledger' });
    else if (hasWalletWronglyBelowZero(ledger.filter((entry) => entry.accountId === account.id))) problems.push({ id: account.id, problem: 'A wallet below zero' });
    else if (positions.some((position) => position.accountId === account.id && position.potentialWin !== standingPotentialWin(position))) {
      problems.push({ id: account.id, problem: 'A promised win that is not the payout rule' });
    }
  }
  return problems;
}

/**
 * Moves the accounts that disagree with what was read of them into the quarantine, and forgets
 * their revisions in `read`. Returns their ids; memory should leave them out.
 */
export async function setAsideDisagreeingAccounts(
  db: GameDatabase,
  records: { accounts: readonly Account[]; ledger: readonly LedgerEntry[]; positions: readonly Position[] },
  read: Revisions,
  withRecords: readonly string[],
  { adminEmail, at }: { adminEmail: string; at: string },
): Promise<Set<string>> {
  const problems = accountProblems(records.accounts, records.ledger, records.positions, new Set(withRecords), adminEmail);
  if (problems.length === 0) return new Set();
  const items = problems.map(({ id, problem }) => ({ store: 'accounts' as const, key: id, rev: read.accounts?.[id] ?? 0, problem }));
  await quarantineDisagreeing(db, items, at);
  for (const { id } of problems) delete read.accounts?.[id];
  return new Set(problems.map(({ id }) => id));
}
