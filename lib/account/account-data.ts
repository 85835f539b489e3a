// What a player controls about their own account: notification preferences, and deleting the
// account with everything that belongs to it. A copy to keep is a backup (lib/storage/backup-file.ts).

import { findAccount } from './find-account';
import type { GameData } from '../model/game';
import { LIST_KINDS, RECORD_KINDS, type ListKind } from '../model/record-kinds';
import type { NotificationPreferences } from '../model/account';
import type { Refusal } from '../game/operation';

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

/**
 * Removes the account with its ledger, positions, memberships and the leagues it operates (their
 * keys with them: a league kept only here ends unless its key file was downloaded). Stakes already
 * in a market's pool stay there, as they would if the player had simply lost them; nothing else changes.
 */
export function deleteAccount(data: GameData, accountId: string | null): { ok: true; data: GameData } | AccountRefusal {
  const account = findAccount(data, accountId);
  if (!account) return { ok: false, reason: 'not-logged-in' };
  const next: GameData = { ...data, accounts: data.accounts.filter((candidate) => candidate.id !== account.id) };
  // Every kind the registry says is one account's goes with it.
  for (const name of LIST_KINDS) {
    if (RECORD_KINDS[name].ownedByAccount) (next as Record<ListKind, unknown>)[name] = (data[name] as readonly { accountId: string }[]).filter((record) => record.accountId !== account.id);
  }
  return { ok: true, data: next };
}
