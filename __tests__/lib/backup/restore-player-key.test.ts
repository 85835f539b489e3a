// A backup carries each membership's player key, so picks made on a second phone are the same
// player's; it does not carry what the organiser counted, which only a signed update says.

import { restoreBackup } from '@/lib/backup/restore';
import { membershipOf } from '@/lib/league/membership-rules';
import { makeBackup } from '@/lib/storage/backup-file';
import { makeCtx, NOW, ok } from '../game-fixtures';
import { LEAGUE_ID } from '../store/league-records';
import { annsLeagueBackupFile, browser, readGame } from './league-backup';

describe('a membership’s player key', () => {
  it('survives a backup and a restore, rebased onto the account restored into', () => {
    const file = annsLeagueBackupFile();
    const [membership] = file.game.memberships;
    expect(membership?.player).toBeDefined();
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, readGame(file), makeCtx(NOW), new Set([LEAGUE_ID]))).data;
    expect(membershipOf(restored, targetId, LEAGUE_ID)?.player).toEqual(membership?.player);
    // And again into the next backup made here.
    expect(makeBackup(restored, targetId, NOW)?.game.memberships[0]?.player).toEqual(membership?.player);
  });

  it('comes without the backup’s snapshot: a league new here waits for the organiser’s signed count', () => {
    const file = annsLeagueBackupFile();
    const snapshot = { seq: 1, crowd: [], standings: [], judged: [] };
    const edited = { ...file, game: { ...file.game, leagues: file.game.leagues.map((league) => ({ ...league, snapshot, snapshotAt: new Date(NOW).toISOString() })) } };
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, readGame(edited), makeCtx(NOW), new Set([LEAGUE_ID]))).data;
    expect(restored.leagues[0]).not.toHaveProperty('snapshot');
    expect(restored.leagues[0]).not.toHaveProperty('snapshotAt');
  });
});
