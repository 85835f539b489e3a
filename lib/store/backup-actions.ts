// Backup and restore for the logged-in player. Loaded on the click that needs it, so the schemas
// and migrations that read a file stay out of the profile's first load. The restore itself goes
// through `commitGame` like every write, so another tab's newer data is adopted first.

import { makeBackup, readBackup, type Backup, type BackupProblem } from '../storage/backup-file';
import { restoreBackup, type RestoreRefusal, type RestoreSummary } from '../backup/restore';
import { commitGame, gameDataOf, syncGameFromStorage, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

export type RestorePreview =
  | { ok: true; backup: Backup; summary: RestoreSummary }
  | { ok: false; reason: BackupProblem | RestoreRefusal['reason'] };

export function backupForSession() {
  syncGameFromStorage();
  return makeBackup(gameDataOf(useGameStore.getState()), sessionAccountId(), Date.now());
}

/** Reads a file and says what restoring it would change, without changing anything. */
export function previewRestoreForSession(text: string): RestorePreview {
  const read = readBackup(text);
  if (!read.ok) return read;
  syncGameFromStorage();
  const planned = restoreBackup(gameDataOf(useGameStore.getState()), sessionAccountId(), read.backup.game);
  if (!planned.ok) return planned;
  return { ok: true, backup: read.backup, summary: planned.summary };
}

export function restoreForSession(backup: Backup) {
  return commitGame((data) => restoreBackup(data, sessionAccountId(), backup.game));
}
