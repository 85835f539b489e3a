// What a player does with their own account from the profile: notification switches, a copy of
// their data, and deleting the account (which also ends the session).

import { deleteAccount, exportAccountData, setNotifications } from '../account-data';
import type { NotificationPreferences } from '../game-data';
import { commitGame, gameDataOf, syncGameFromStorage, useGameStore } from './game-store';
import { logOut, sessionAccountId } from './session-store';

export function setNotificationsForSession(notifications: NotificationPreferences) {
  return commitGame((data) => setNotifications(data, sessionAccountId(), notifications));
}

export function exportDataForSession() {
  syncGameFromStorage();
  return exportAccountData(gameDataOf(useGameStore.getState()), sessionAccountId(), Date.now());
}

export function deleteAccountForSession() {
  const result = commitGame((data) => deleteAccount(data, sessionAccountId()));
  if (result.ok) logOut();
  return result;
}
