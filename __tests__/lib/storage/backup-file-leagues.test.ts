// Backups carry the leagues a player follows: the league records (pinned key, applied seq,
// hashes) and every question of them, beside the league wallets' entries and positions that come
// with the player's records. Files from before leagues read as following none.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { GameData } from '@/lib/model/game';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { RECORDS_MIGRATIONS, recordsV8ToV9Unchanged, recordsV9ToV10AddLeagues } from '@/lib/storage/migrations';
import { BACKUP_VERSION, MOVED_TO_INDEXEDDB_VERSION } from '@/lib/storage/versions';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, ok } from '../game-fixtures';
import RECORDS_V8_BACKUP from '../backup/fixtures/v8-records-backup.json';
import { joinAndBet, LEAGUE_ID, makeLeague, OTHER_KEY, OTHER_LEAGUE_ID, PUBLIC_KEY, QUESTION_ID } from '../store/league-records';

/** Ann follows the site league (a bet on question 1; question 2 she left alone); Bob follows another league as well. */
function leaguePlay() {
  const ctx = makeCtx(NOW);
  let data: GameData = gameWith();
  const ann = ok(signUp(data, { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const bob = ok(signUp(ann.data, { username: 'Bob', email: 'bob@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  data = joinAndBet(bob.data, ann.account.id, ctx);
  data = { ...data, leagues: data.leagues.map((league) => ({ ...league, seq: 2, hashes: [...league.hashes, league.hashes[0]?.replace(/001$/, '002') ?? ''] })) };
  const unbet = makeMarket({ id: `${LEAGUE_ID}.2`, question: 'Will nobody bet on this one?', leagueId: LEAGUE_ID });
  const other = makeLeague({ id: OTHER_LEAGUE_ID, name: 'Other League', publicKey: OTHER_KEY });
  const otherQuestion = makeMarket({ id: `${OTHER_LEAGUE_ID}.1`, question: 'Will the other league stay out?', leagueId: OTHER_LEAGUE_ID });
  data = { ...data, markets: [...data.markets, unbet, otherQuestion], leagues: [...data.leagues, other] };
  data = { ...data, ledger: [...data.ledger, { id: `${OTHER_LEAGUE_ID}:start:${bob.account.id}`, accountId: bob.account.id, amount: 1000, description: 'League starting coins', createdAt: new Date(NOW).toISOString(), positionId: null, kind: 'league start', wallet: OTHER_LEAGUE_ID }] };
  return { data, annId: ann.account.id };
}

describe('a backup with leagues', () => {
  it('holds the leagues the player follows, with every question of them, and no other league', () => {
    const { data, annId } = leaguePlay();
    const file = makeBackup(data, annId, NOW);
    expect(file?.version).toBe(BACKUP_VERSION);
    expect(file?.game.leagues).toEqual([data.leagues[0]]);
    expect(file?.game.leagues[0]).toMatchObject({ id: LEAGUE_ID, publicKey: PUBLIC_KEY, seq: 2 });
    expect(file?.game.markets.map((market) => market.id).sort()).toEqual([QUESTION_ID, `${LEAGUE_ID}.2`]);
    expect(file?.game.ledger.filter((entry) => entry.wallet === LEAGUE_ID).map((entry) => entry.kind)).toEqual(['league start', 'bet']);
  });

  it('reads back its leagues as they were', () => {
    const { data, annId } = leaguePlay();
    const read = ok(readBackup(JSON.stringify(makeBackup(data, annId, NOW)))).backup;
    expect(read.version).toBe(BACKUP_VERSION);
    expect(read.game.leagues).toEqual([data.leagues[0]]);
    expect(read.game.positions).toEqual(data.positions);
  });

  it('refuses a league record that is not one (a seq without its hashes) as not a backup', () => {
    const { data, annId } = leaguePlay();
    const file = JSON.parse(JSON.stringify(makeBackup(data, annId, NOW)));
    file.game.leagues[0].seq = 5;
    expect(readBackup(JSON.stringify(file))).toEqual({ ok: false, reason: 'not-a-backup' });
  });

  it('is read as a newer app’s by an app that knew only version 8 files, since its version is above 9', () => {
    expect(BACKUP_VERSION).toBeGreaterThan(MOVED_TO_INDEXEDDB_VERSION);
    expect(readBackup(JSON.stringify({ ...RECORDS_V8_BACKUP, version: BACKUP_VERSION + 1 }))).toEqual({ ok: false, reason: 'newer-version' });
  });
});

describe('a backup from before leagues', () => {
  it('reads a frozen version 8 file as following no league', () => {
    const read = ok(readBackup(JSON.stringify(RECORDS_V8_BACKUP))).backup;
    expect(read.game.leagues).toEqual([]);
    expect(read.game.positions).toHaveLength(2);
  });

  it('step 8 to 9 changes nothing: 9 is the localStorage marker’s number, never a backup’s', () => {
    const game = RECORDS_V8_BACKUP.game;
    expect(recordsV8ToV9Unchanged(game)).toBe(game);
    expect(RECORDS_MIGRATIONS[8]).toBe(recordsV8ToV9Unchanged);
  });

  it('step 9 to 10 adds an empty list of leagues and keeps every record', () => {
    const game = RECORDS_V8_BACKUP.game;
    expect(recordsV9ToV10AddLeagues(game)).toEqual({ ...game, leagues: [] });
    expect(recordsV9ToV10AddLeagues('not a game')).toBe('not a game');
    expect(RECORDS_MIGRATIONS[9]).toBe(recordsV9ToV10AddLeagues);
  });
});
