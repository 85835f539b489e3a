// Backup and restore for the logged-in player. Loaded on the click that needs it, so the schemas
// and migrations that read a file stay out of the profile's first load. A restore checks the
// backup against every player's records, so they are all read first; it is then one commit.

import { makeBackup, readBackup, type Backup, type BackupProblem } from '../storage/backup-file';
import { restoreBackup, type RestoreRefusal, type RestoreSummary } from '../backup/restore';
import { commitGame, gameDataOf, loadGameStorage, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

export type RestorePreview =
  | { ok: true; backup: Backup; summary: RestoreSummary }
  | { ok: false; reason: BackupProblem | RestoreRefusal['reason'] };

export function backupForSession() {
  return makeBackup(gameDataOf(useGameStore.getState()), sessionAccountId(), Date.now());
}

/** Reads a file and says what restoring it would change, without changing anything. */
export async function previewRestoreForSession(text: string): Promise<RestorePreview> {
  const read = readBackup(text);
  if (!read.ok) return read;
  await (await loadGameStorage()).loadAllRecords();
  const planned = restoreBackup(gameDataOf(useGameStore.getState()), sessionAccountId(), read.backup.game);
  if (!planned.ok) return planned;
  return { ok: true, backup: read.backup, summary: planned.summary };
}

export async function restoreForSession(backup: Backup) {
  await (await loadGameStorage()).loadAllRecords();
  return commitGame((data) => restoreBackup(data, sessionAccountId(), backup.game));
}
