// What records checked one by one cannot see: that an account agrees with its ledger and
// positions. Version 8 refused a whole game whose records disagreed; records now stand alone, so
// an account that disagrees is set aside by itself (see quarantine.ts), and the rest loads.

import { potentialWin } from '../../betting/betting-rules';
import type { Account } from '../../model/account';
import type { LedgerEntry } from '../../model/ledger-entry';
import { PRACTICE_WALLET } from '../../model/practice-wallet';
import type { Position } from '../../model/position';
import { walletBalance, walletBalances } from '../../wallet/ledger';

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
    else if ([...(balances.get(account.id)?.values() ?? [])].some((balance) => balance < 0)) problems.push({ id: account.id, problem: 'A wallet below zero' });
    else if (positions.some((position) => position.accountId === account.id && position.potentialWin !== potentialWin(position.amount))) {
      problems.push({ id: account.id, problem: 'A promised win that is not the payout rule' });
    }
  }
  return problems;
}
