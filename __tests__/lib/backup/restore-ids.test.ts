// A restore never brings two ledger entries under one id: a backup entry named as a credit this
// browser makes itself (a league result here) would be one record in IndexedDB and two in memory,
// and the credit would pay a prediction with no stake behind it.

import { restoreBackup } from '@/lib/backup/restore';
import { leagueCreditEntryId } from '@/lib/league/apply-update';
import { makeCtx, NOW, ok } from '../game-fixtures';
import { LEAGUE_ID, walletSum } from '../store/league-records';
import { annsLeagueBackupFile, browserThatSettled, readGame, UNBET_ID } from './league-backup';

describe('a backup entry under the id of a credit made here', () => {
  it('is left out with the prediction it stakes, so every id is once and the wallet is what its entries say', () => {
    const file = annsLeagueBackupFile();
    const [won] = file.game.positions;
    if (!won) throw new Error('no position');
    const sneaked = { ...won, id: 'p2', marketId: UNBET_ID, question: 'Will nobody bet on this?', choice: 'NO' as const, amount: 50, potentialWin: 90 };
    const bet = file.game.ledger.find((entry) => entry.kind === 'bet');
    if (!bet) throw new Error('no bet');
    const clash = { ...bet, id: leagueCreditEntryId(LEAGUE_ID, 3, won.id), amount: -50, positionId: 'p2' };
    const edited = readGame({ ...file, game: { ...file.game, positions: [won, sneaked], ledger: [...file.game.ledger, clash] } });
    const { data, targetId } = browserThatSettled('YES');

    const restored = ok(restoreBackup(data, targetId, edited, makeCtx(NOW), new Set([LEAGUE_ID])));
    const ids = restored.data.ledger.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(restored.data.positions.some((position) => position.id === 'p2')).toBe(false);
    expect(restored.summary.predictions.withoutStake).toContain('Will nobody bet on this?');
    // The league wallet as stored (one record per id) is the wallet memory shows.
    const stored = new Map(restored.data.ledger.map((entry) => [entry.id, entry]));
    expect(walletSum([...stored.values()], targetId, LEAGUE_ID)).toBe(walletSum(restored.data.ledger, targetId, LEAGUE_ID));
  });
});
