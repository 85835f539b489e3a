// Backups from version 11 carry the player's memberships always, and the leagues the player runs,
// private keys included, only when the player ticked 'include my league keys'. Files of version 10
// read as holding no memberships (league start entries say who follows) and no keys.

import { membershipId } from '@/lib/model/membership';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { RECORDS_MIGRATIONS, recordsV10ToV11AddMemberships } from '@/lib/storage/migrations';
import { BACKUP_VERSION } from '@/lib/storage/versions';
import { isFollowing } from '@/lib/league/membership-rules';
import { NOW, ok } from '../game-fixtures';
import RECORDS_V10_BACKUP from '../backup/fixtures/v10-records-backup.json';
import { browserLeagueGame } from '../backup/browser-league-game';

describe('a backup with browser leagues', () => {
  it('holds the player’s memberships, and no one else’s', async () => {
    const { data, ann, log } = await browserLeagueGame();
    const file = makeBackup(data, ann, NOW);
    expect(file?.version).toBe(11);
    expect(BACKUP_VERSION).toBe(11);
    expect(file?.game.memberships).toEqual([expect.objectContaining({ id: membershipId(log.leagueId, ann), status: 'following' })]);
  });

  it('holds no league key unless asked: neither the records nor the private part appear in the file', async () => {
    const { data, ann, keys } = await browserLeagueGame();
    const file = makeBackup(data, ann, NOW);
    expect(file?.game).not.toHaveProperty('operatedLeagues');
    const text = JSON.stringify(file);
    expect(text).not.toContain(keys.privateJwk.d);
    expect(ok(readBackup(text)).backup.game.operatedLeagues).toEqual([]);
  });

  it('holds the leagues the player runs, keys included, when asked, and reads them back', async () => {
    const { data, ann, bob, keys, log } = await browserLeagueGame();
    const file = makeBackup(data, ann, NOW, { includeLeagueKeys: true });
    expect(file?.game.operatedLeagues).toEqual(data.operatedLeagues);
    expect(JSON.stringify(file)).toContain(keys.privateJwk.d);
    const read = ok(readBackup(JSON.stringify(file))).backup.game;
    expect(read.operatedLeagues).toEqual(data.operatedLeagues);
    expect(read.memberships).toEqual(file?.game.memberships);
    // Bob runs nothing: his file has an empty list even when asked.
    expect(makeBackup(data, bob, NOW, { includeLeagueKeys: true })?.game.operatedLeagues).toEqual([]);
    expect(log.leagueId).toBe(data.operatedLeagues[0]?.id);
  });

  it('refuses as tampered a membership or a league key of another account', async () => {
    const { data, ann, bob } = await browserLeagueGame();
    const file = JSON.parse(JSON.stringify(makeBackup(data, ann, NOW, { includeLeagueKeys: true })));
    const otherMembership = JSON.parse(JSON.stringify(file));
    otherMembership.game.memberships[0] = data.memberships.find((membership) => membership.accountId === bob);
    expect(readBackup(JSON.stringify(otherMembership))).toEqual({ ok: false, reason: 'tampered' });
    const otherOperator = JSON.parse(JSON.stringify(file));
    otherOperator.game.operatedLeagues[0].accountId = bob;
    expect(readBackup(JSON.stringify(otherOperator))).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a version 11 file without memberships, and a league key that is not one', async () => {
    const { data, ann } = await browserLeagueGame();
    const file = JSON.parse(JSON.stringify(makeBackup(data, ann, NOW, { includeLeagueKeys: true })));
    const without = JSON.parse(JSON.stringify(file));
    delete without.game.memberships;
    expect(readBackup(JSON.stringify(without))).toEqual({ ok: false, reason: 'not-a-backup' });
    file.game.operatedLeagues[0].privateJwk.crv = 'P-384';
    expect(readBackup(JSON.stringify(file))).toEqual({ ok: false, reason: 'not-a-backup' });
  });
});

describe('a backup of version 10', () => {
  it('reads a frozen version 10 file with no memberships and no league keys, its league still followed', () => {
    expect(RECORDS_V10_BACKUP.version).toBe(10);
    const read = ok(readBackup(JSON.stringify(RECORDS_V10_BACKUP))).backup;
    expect(read.version).toBe(10);
    expect(read.game.memberships).toEqual([]);
    expect(read.game.operatedLeagues).toEqual([]);
    expect(read.game.leagues).toHaveLength(1);
    const account = RECORDS_V10_BACKUP.game.account.id;
    expect(isFollowing(read.game, account, RECORDS_V10_BACKUP.game.leagues[0]?.id ?? '')).toBe(true);
  });

  it('step 10 to 11 adds an empty list of memberships and keeps every record', () => {
    const game = RECORDS_V10_BACKUP.game;
    expect(recordsV10ToV11AddMemberships(game)).toEqual({ ...game, memberships: [] });
    const already = { ...game, memberships: [] };
    expect(recordsV10ToV11AddMemberships(already)).toBe(already);
    expect(recordsV10ToV11AddMemberships('not a game')).toBe('not a game');
    expect(RECORDS_MIGRATIONS[10]).toBe(recordsV10ToV11AddMemberships);
  });

  it('a file above version 11 is a newer app’s, as a version 11 file is to an app that knew only version 10', () => {
    expect(readBackup(JSON.stringify({ ...RECORDS_V10_BACKUP, version: BACKUP_VERSION + 1 }))).toEqual({ ok: false, reason: 'newer-version' });
  });
});
