// Who holds admin rights: apart from accounts.ts, so every page's top bar can ask without
// loading the sign-up rules (and, through them, the ledger and its words).

import type { Account } from '../model/account';
import { normaliseEmail } from './find-account';

/** Admin rights need both the flag and the admin address, so a tampered flag alone grants nothing. */
export function isAdminAccount(account: Pick<Account, 'isAdmin' | 'email'> | undefined, adminEmail: string): boolean {
  return account !== undefined && account.isAdmin && account.email === normaliseEmail(adminEmail);
}
