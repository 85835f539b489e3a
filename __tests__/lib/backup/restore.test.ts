import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import type { GameData } from '@/lib/model/game';
import { restoreBackup } from '@/lib/backup/restore';
import { gameStateSchema } from '@/lib/storage/schema';
import { NOW, copyOf, gameWith, makeCtx, makeMarket, ok } from '../game-fixtures';
import { annsGame } from '../played-games';

const OTHER_HASH = { salt: 'BBBBBBBBBBBBBBBBBBBBBB==', hash: 'BBBB', iterations: 2 };


function annsBackup(): GameData {
  const { data, ids } = annsGame();
  return ok(readBackup(JSON.stringify(makeBackup(data, ids[0] ?? null, NOW)))).backup.game;
}

/** Another browser: a fresh sign-up, with ids of its own. */
function freshBrowser(data: GameData = gameWith()) {
  const opened = ok(signUp(data, { username: 'Asha', email: 'asha@example.com', phone: '5550100', password: OTHER_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'fresh')));
  return { data: opened.data, target: opened.account };
}

const own = <T extends { accountId: string }>(records: readonly T[], accountId: string) => records.filter((record) => record.accountId === accountId);
const unowned = <T extends { accountId: string }>(records: readonly T[]) => records.map((record) => ({ ...record, accountId: 'theirs' }));

describe('restoreBackup', () => {
  it('gives the logged-in account the backup’s coins, ledger, positions, name, bonus day and switches where its questions have the backup’s results', () => {
    const backup = annsBackup();
    const { data, target } = freshBrowser(gameWith({ markets: backup.markets }));
    const result = ok(restoreBackup(data, target.id, backup, makeCtx(NOW)));
    const source = backup.accounts[0];
    const restored = result.data.accounts.find((account) => account.id === target.id);
    expect(restored).toEqual({
      ...target,
      username: 'ann',
      coins: source?.coins,
      lastBonusDay: source?.lastBonusDay,
      notifications: { email: false, sms: true },
    });
    expect(unowned(own(result.data.ledger, target.id))).toEqual(unowned(backup.ledger));
    expect(unowned(own(result.data.positions, target.id))).toEqual(unowned(backup.positions));
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('keeps the account’s id, email, phone, password, joining date and admin flag', () => {
    const { data, target } = freshBrowser();
    const restored = ok(restoreBackup(data, target.id, annsBackup(), makeCtx(NOW))).data.accounts[0];
    expect(restored).toMatchObject({ id: target.id, email: 'asha@example.com', phone: '5550100', password: OTHER_HASH, createdAt: target.createdAt, isAdmin: false });
  });

  it('says what changes: coins, positions and entries, before and after, and the predictions that do not come back as they were', () => {
    const backup = annsBackup();
    const { data, target } = freshBrowser();
    // m1, won in the backup, is still open here: the win is not brought.
    expect(ok(restoreBackup(data, target.id, backup, makeCtx(NOW))).summary).toEqual({
      coins: { before: 1000, after: (backup.accounts[0]?.coins ?? 0) - 180 },
      positions: { before: 0, after: 2 },
      entries: { before: 1, after: backup.ledger.length - 1 },
      leagues: { added: [], kept: [], leftOut: [] },
      predictions: { withoutStake: [], overdrawing: [], reopened: ['Will it rain tomorrow?'], settledHere: [] },
      leagueKeys: { restored: [], leftOut: [] },
    });
  });

  it('adds the markets this browser lacks and never overwrites one it has', () => {
    const backup = annsBackup();
    const ownM1 = makeMarket({ id: 'm1', question: 'Will it rain here?', totalPool: 777 });
    const { data, target } = freshBrowser(gameWith({ markets: [ownM1] }));
    const markets = ok(restoreBackup(data, target.id, backup, makeCtx(NOW))).data.markets;
    expect(markets[0]).toBe(ownM1);
    expect(markets.map((market) => market.id)).toEqual(['m1', 'm2']);
    expect(markets[1]).toEqual(backup.markets.find((market) => market.id === 'm2'));
  });

  it('leaves every other account, its records and the market pools alone', () => {
    const { data: played, ids } = annsGame();
    const backup = annsBackup();
    // Bob restores Ann's backup made in another browser: his own records go, nobody else's.
    const bob = ids[1] ?? '';
    const elsewhere: GameData = { ...backup, accounts: backup.accounts.map((account) => ({ ...account, id: 'elsewhere' })), ledger: backup.ledger.map((entry) => ({ ...entry, id: `x-${entry.id}`, accountId: 'elsewhere' })), positions: backup.positions.map((position) => ({ ...position, id: `x-${position.id}`, accountId: 'elsewhere' })) };
    const result = ok(restoreBackup(played, bob, elsewhere, makeCtx(NOW))).data;
    for (const other of [ids[0] ?? '', ids[2] ?? '']) {
      expect(own(result.ledger, other)).toEqual(own(played.ledger, other));
      expect(own(result.positions, other)).toEqual(own(played.positions, other));
      expect(result.accounts.find((account) => account.id === other)).toBe(played.accounts.find((account) => account.id === other));
    }
    expect(result.markets).toBe(played.markets);
  });

  it('restoring twice is restoring once', () => {
    const backup = annsBackup();
    const { data, target } = freshBrowser();
    const once = ok(restoreBackup(data, target.id, backup, makeCtx(NOW))).data;
    const twice = ok(restoreBackup(once, target.id, backup, makeCtx(NOW)));
    expect(twice.data).toEqual(once);
    expect(twice.summary.coins).toEqual({ before: once.accounts[0]?.coins, after: once.accounts[0]?.coins });
  });

  it('refuses a backup whose records are another account’s in this browser, and changes nothing', () => {
    const { data, ids } = annsGame();
    const backup = ok(readBackup(JSON.stringify(makeBackup(data, ids[0] ?? null, NOW)))).backup.game;
    const before = copyOf(data);
    // Bob would otherwise hold Ann's bets and coins a second time.
    expect(restoreBackup(data, ids[1] ?? null, backup, makeCtx(NOW))).toEqual({ ok: false, reason: 'records-taken' });
    expect(data).toEqual(before);
  });

  it('refuses when only a ledger entry id is another account’s', () => {
    const { data, ids } = annsGame();
    const annsBonus = data.ledger.find((entry) => entry.accountId === ids[0] && entry.description === 'Welcome bonus');
    const { data: target, target: account } = freshBrowser(data);
    const backup: GameData = { ...gameWith(), accounts: [{ ...account, id: 'elsewhere', coins: 1000 }], ledger: [{ ...(annsBonus as NonNullable<typeof annsBonus>), accountId: 'elsewhere' }], positions: [] };
    expect(restoreBackup(target, account.id, backup, makeCtx(NOW))).toEqual({ ok: false, reason: 'records-taken' });
  });

  it('restores a backup into the very account it was made from', () => {
    const { data, ids } = annsGame();
    const backup = ok(readBackup(JSON.stringify(makeBackup(data, ids[0] ?? null, NOW)))).backup.game;
    const result = ok(restoreBackup(data, ids[0] ?? null, backup, makeCtx(NOW))).data;
    expect(own(result.ledger, ids[0] ?? '')).toEqual(own(data.ledger, ids[0] ?? ''));
    expect(result.accounts).toEqual(data.accounts);
  });

  it.each([null, 'ghost'])('refuses account %p as not logged in', (accountId) => {
    const { data } = freshBrowser();
    expect(restoreBackup(data, accountId, annsBackup(), makeCtx(NOW))).toEqual({ ok: false, reason: 'not-logged-in' });
  });

  it('does not change the data or the backup it was given', () => {
    const backup = annsBackup();
    const { data, target } = freshBrowser();
    const [dataBefore, backupBefore] = [copyOf(data), copyOf(backup)];
    restoreBackup(data, target.id, backup, makeCtx(NOW));
    expect(data).toEqual(dataBefore);
    expect(backup).toEqual(backupBefore);
  });
});
