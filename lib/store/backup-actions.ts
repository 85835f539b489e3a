// Backup and restore for the logged-in player. Loaded on the click that needs it, so the schemas
// and migrations that read a file stay out of the profile's first load. A restore checks the
// backup against every player's records, so they are all read first; it is then one commit.
// A backup's league is trusted only if its id derives from its public key: that check hashes,
// so it is made here, before the pure operation and its transaction.

import { makeBackup, readBackup, type Backup, type BackupOptions, type BackupProblem } from '../storage/backup-file';
import { checkedOperatedIds } from '../backup/check-operated';
import { restoreBackup, type RestoreRefusal, type RestoreSummary } from '../backup/restore';
import { fromBase64Url } from '../league/encoding';
import { leagueIdOf } from '../league/league-id';
import { gameDataOf, useGameStore } from './game-store';
import { commitGame, loadGameStorage } from './commit-game';
import { siteLeagueIdOf } from './league-actions';
import { newId } from './op-context';
import { sessionAccountId } from './session-store';

export type RestorePreview =
  | { ok: true; backup: Backup; summary: RestoreSummary }
  | { ok: false; reason: BackupProblem | RestoreRefusal['reason'] };

/** `includeLeagueKeys`: the player ticked 'include my league keys'. */
export function backupForSession(options: BackupOptions = {}) {
  return makeBackup(gameDataOf(useGameStore.getState()), sessionAccountId(), Date.now(), options);
}

async function derivesItsId(league: Backup['game']['leagues'][number]): Promise<boolean> {
  const raw = fromBase64Url(league.publicKey);
  if (raw === null) return false;
  try {
    return (await leagueIdOf(raw)) === league.id;
  } catch {
    // No Web Crypto (an insecure context): nothing can be checked, so nothing is trusted.
    return false;
  }
}

/** The ids of the backup's leagues whose id is the one their public key derives. */
export async function checkedLeagueIds(backup: Backup): Promise<Set<string>> {
  const leagues = backup.game.leagues;
  const checks = await Promise.all(leagues.map(derivesItsId));
  return new Set(leagues.filter((_, index) => checks[index]).map((league) => league.id));
}

/** Reads a file and says what restoring it would change, without changing anything. */
export async function previewRestoreForSession(text: string): Promise<RestorePreview> {
  const read = readBackup(text);
  if (!read.ok) return read;
  const [checked, operated] = await Promise.all([checkedLeagueIds(read.backup), checkedOperatedIds(read.backup.game.operatedLeagues)]);
  await (await loadGameStorage()).loadReads({ everyone: true });
  const siteId = await siteLeagueIdOf();
  const planned = restoreBackup(gameDataOf(useGameStore.getState()), sessionAccountId(), read.backup.game, { nowMs: Date.now(), newId }, checked, operated, siteId);
  if (!planned.ok) return planned;
  return { ok: true, backup: read.backup, summary: planned.summary };
}

export async function restoreForSession(backup: Backup) {
  const [checked, operated] = await Promise.all([checkedLeagueIds(backup), checkedOperatedIds(backup.game.operatedLeagues)]);
  const siteId = await siteLeagueIdOf();
  // A restore replaces the account's records and checks every id against every player's.
  return commitGame((data, ctx) => restoreBackup(data, sessionAccountId(), backup.game, ctx, checked, operated, siteId), { reads: { everyone: true } });
}
