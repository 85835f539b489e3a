// What a player controls about their own account: notification preferences, a copy of their
// data to keep, and deleting the account with everything that belongs to it.

import { findAccount, type Account, type GameData, type LedgerEntry, type NotificationPreferences, type Position, type Refusal } from './game-data';

export type AccountRefusal = Refusal<'not-logged-in'>;

export function setNotifications(
  data: GameData,
  accountId: string | null,
  notifications: NotificationPreferences,
): { ok: true; data: GameData } | AccountRefusal {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const accounts = data.accounts.map((candidate) => (candidate.id === account.id ? { ...candidate, notifications: { ...notifications } } : candidate));
  return { ok: true, data: { ...data, accounts } };
}

export const ACCOUNT_EXPORT_FORMAT = 'predictoplay-account-export';

export interface AccountExport {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  version: 1;
  exportedAt: string;
  /** Everything about the account except its password hash. */
  account: Omit<Account, 'password'>;
  ledger: LedgerEntry[];
  positions: Position[];
}

export function exportAccountData(data: GameData, accountId: string | null, nowMs: number): AccountExport | null {
  const account = findAccount(data, accountId);
  if (!account) return null;
  const withoutPassword: Omit<Account, 'password'> & { password?: unknown } = { ...account };
  delete withoutPassword.password;
  return {
    format: ACCOUNT_EXPORT_FORMAT,
    version: 1,
    exportedAt: new Date(nowMs).toISOString(),
    account: withoutPassword,
    ledger: data.ledger.filter((entry) => entry.accountId === account.id),
    positions: data.positions.filter((position) => position.accountId === account.id),
  };
}

/**
 * Removes the account with its ledger and positions. Stakes already in a market's pool stay
 * there, as they would if the player had simply lost them; nothing else changes.
 */
export function deleteAccount(data: GameData, accountId: string | null): { ok: true; data: GameData } | AccountRefusal {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  return {
    ok: true,
    data: {
      ...data,
      accounts: data.accounts.filter((candidate) => candidate.id !== account.id),
      ledger: data.ledger.filter((entry) => entry.accountId !== account.id),
      positions: data.positions.filter((position) => position.accountId !== account.id),
    },
  };
}
