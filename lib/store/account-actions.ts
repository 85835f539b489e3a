// What a player does with their own account from the profile: notification switches and
// deleting the account (which also ends the session). Backups are in backup-actions.ts.

import { deleteAccount, setNotifications } from '../account/account-data';
import type { NotificationPreferences } from '../model/account';
import { commitGame } from './commit-game';
import { logOut, sessionAccountId } from './session-store';

export function setNotificationsForSession(notifications: NotificationPreferences) {
  return commitGame((data) => setNotifications(data, sessionAccountId(), notifications));
}

/** Saved only when both the deletion and the logout that follows it reached storage. */
export async function deleteAccountForSession() {
  const result = await commitGame((data) => deleteAccount(data, sessionAccountId()));
  if (!result.ok) return result;
  const loggedOutSaved = logOut();
  return { ...result, saved: result.saved && loggedOutSaved };
}
