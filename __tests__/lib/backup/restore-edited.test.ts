import { readBackup } from '@/lib/storage/backup-file';
// An edited backup cannot mint league coins: a league wallet comes back with exactly one start
// entry, the league's starting coins as this browser holds the league, under its fixed id, and
// only the bet entries that staked a position brought with it; a position without its bet is left
// out and named; every ledger id is taken once.

import * as v from 'valibot';
import { restoreBackup } from '@/lib/backup/restore';
import { leagueStartEntryId } from '@/lib/league/follow-league';
import type { GameData } from '@/lib/model/game';
import { gameStateSchema } from '@/lib/storage/schema';
import { makeCtx, NOW, ok } from '../game-fixtures';
import { LEAGUE_ID, makeLeague, QUESTION, QUESTION_ID, walletSum } from '../store/league-records';
import { annsLeagueBackupFile, browser, browserThatSettled, inflatedBackupFile, readGame, twoStartsBackupFile } from './league-backup';

const CHECKED = new Set([LEAGUE_ID]);

const ids = (data: GameData) => data.ledger.map((entry) => entry.id);

describe('an edited backup restores to the honest league balance', () => {
  it('reads the edited files as backups: nothing in them is refused when read', () => {
    expect(readGame(inflatedBackupFile()).positions).toHaveLength(2);
    expect(readGame(twoStartsBackupFile()).ledger.filter((entry) => entry.kind === 'league start')).toHaveLength(2);
  });

  it('a start entry of 1,000,000 and a 50,000 YES position with no bet on a question this browser resolved YES restore to 1,080, not 1,090,080', () => {
    const { data, targetId } = browserThatSettled('YES');
    const result = ok(restoreBackup(data, targetId, readGame(inflatedBackupFile()), makeCtx(NOW), CHECKED));
    expect(walletSum(result.data.ledger, targetId, LEAGUE_ID)).toBe(1000 - 100 + 180);
    expect(result.data.positions.filter((position) => position.accountId === targetId).map((position) => [position.marketId, position.amount, position.status])).toEqual([[QUESTION_ID, 100, 'won']]);
    expect(result.summary.predictions.withoutStake).toEqual([QUESTION]);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('brings exactly one start entry, the league’s starting coins as this browser holds the league, under its fixed id', () => {
    const { data, targetId } = browser({ leagues: [makeLeague({ seq: 3, startingCoins: 500 })] });
    const restored = ok(restoreBackup(data, targetId, readGame(inflatedBackupFile()), makeCtx(NOW), CHECKED)).data;
    expect(restored.ledger.filter((entry) => entry.kind === 'league start')).toEqual([
      expect.objectContaining({ id: leagueStartEntryId(LEAGUE_ID, targetId), accountId: targetId, amount: 500, wallet: LEAGUE_ID, positionId: null }),
    ]);
    expect(walletSum(restored.ledger, targetId, LEAGUE_ID)).toBe(400);
  });

  it('two start entries renamed to the one fixed id come back as one: 900, every ledger id once', () => {
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, readGame(twoStartsBackupFile()), makeCtx(NOW), CHECKED)).data;
    expect(walletSum(restored.ledger, targetId, LEAGUE_ID)).toBe(900);
    expect(restored.ledger.filter((entry) => entry.kind === 'league start').map((entry) => entry.id)).toEqual([leagueStartEntryId(LEAGUE_ID, targetId)]);
    expect(new Set(ids(restored)).size).toBe(restored.ledger.length);
  });

  it('keeps only the bet entry that staked a brought position: same stake, same position, same wallet', () => {
    const file = annsLeagueBackupFile();
    const bet = file.game.ledger.find((entry) => entry.kind === 'bet');
    if (!bet) throw new Error('Ann bet once');
    const strays = [
      { ...bet, id: 'stray-other-stake', amount: -10 },
      { ...bet, id: 'stray-no-position', positionId: null },
      { ...bet, id: 'stray-bonus', kind: 'bonus' as const, amount: 5_000, positionId: null },
      { ...bet, id: 'stray-win', kind: 'win' as const, amount: 5_000 },
    ];
    const edited = readGame({ ...file, game: { ...file.game, ledger: [...file.game.ledger, ...strays] } });
    const { data, targetId } = browser();
    const restored = ok(restoreBackup(data, targetId, edited, makeCtx(NOW), CHECKED)).data;
    expect(restored.ledger.filter((entry) => entry.wallet === LEAGUE_ID).map((entry) => entry.id)).toEqual([leagueStartEntryId(LEAGUE_ID, targetId), bet.id]);
  });

  it('never brings a position id twice: a file with two positions under one id is refused as tampered', () => {
    const file = annsLeagueBackupFile();
    const [position] = file.game.positions;
    if (!position) throw new Error('Ann bet once');
    const edited = { ...file, game: { ...file.game, positions: [position, { ...position }] } };
    expect(readBackup(JSON.stringify(edited))).toEqual({ ok: false, reason: 'tampered' });
  });
});
