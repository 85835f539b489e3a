import { BACKUP_FORMAT, MAX_BACKUP_CHARS, makeBackup, readBackup, type BackupFile } from '@/lib/backup/backup';
import type { Account } from '@/lib/model/account';
import { GAME_VERSION } from '@/lib/storage/versions';
import { FAKE_HASH, NOW, copyOf, ok } from '../game-fixtures';
import { play } from '../played-games';

/** Ann bets on m1 (settled YES) and m2 (open), tops up, claims a bonus and turns SMS on; Bob bets too. */
function playedGame() {
  return play([
    { kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 10 },
    { kind: 'bet', player: 1, market: 'm1', choice: 'NO', amount: 60, atMs: 20 },
    { kind: 'bet', player: 0, market: 'm2', choice: 'NO', amount: 40, atMs: 30 },
    { kind: 'topUp', player: 0 },
    { kind: 'bonus', player: 0, day: 1 },
    { kind: 'notify', player: 0, email: false, sms: true },
    { kind: 'settle', market: 'm1', outcome: 'YES', atMs: 40 },
  ]);
}

function backupOf(player = 0): { file: BackupFile; text: string; ids: string[]; data: ReturnType<typeof playedGame>['data'] } {
  const { data, ids } = playedGame();
  const file = makeBackup(data, ids[player] ?? null, NOW + 5000);
  if (!file) throw new Error('no backup');
  return { file, text: JSON.stringify(file), ids, data };
}

/** Whatever JSON.parse gives: a tamperer edits the file freely. */
type Json = ReturnType<typeof JSON.parse>;

/** The file as JSON, changed by `edit`, as text again. */
function edited(edit: (file: Json) => void): string {
  const json: Json = JSON.parse(backupOf().text);
  edit(json);
  return JSON.stringify(json);
}

describe('makeBackup', () => {
  it('is a versioned file of the stored form, stamped with the time', () => {
    const { file } = backupOf();
    expect(file.format).toBe(BACKUP_FORMAT);
    expect(file.version).toBe(GAME_VERSION);
    expect(file.exportedAt).toBe(new Date(NOW + 5000).toISOString());
    expect(file.game.seededAt).toBeNull();
  });

  it('holds the account, its ledger and positions and the markets they name, and nothing of anyone else', () => {
    const { file, ids, data } = backupOf();
    const read = ok(readBackup(JSON.stringify(file))).backup.game;
    const ann = data.accounts[0];
    expect(read.accounts).toEqual([{ ...ann, password: expect.anything() }]);
    expect(read.ledger).toEqual(data.ledger.filter((entry) => entry.accountId === ids[0]));
    expect(read.positions).toEqual(data.positions.filter((position) => position.accountId === ids[0]));
    expect(read.markets.map((market) => market.id)).toEqual(['m1', 'm2']);
    const text = JSON.stringify(file);
    expect(text).not.toContain('bob@example.com');
    expect(text).not.toContain(`"${ids[1]}"`);
  });

  it('never contains the password hash, at any depth', () => {
    const { file, text } = backupOf();
    expect(text).not.toMatch(/"password"/);
    expect(text).not.toContain(FAKE_HASH.salt);
    expect(file.game.accounts[0]).not.toHaveProperty('password');
  });

  it('leaves the data it was given as it was', () => {
    const { data, ids } = playedGame();
    const before = copyOf(data);
    makeBackup(data, ids[0] ?? null, NOW);
    expect(data).toEqual(before);
  });

  it.each([null, 'ghost'])('is null for account %p', (accountId) => {
    expect(makeBackup(playedGame().data, accountId, NOW)).toBeNull();
  });
});

describe('readBackup', () => {
  it('reads back exactly what was backed up, with a placeholder where the password was', () => {
    const { text, file } = backupOf();
    const read = ok(readBackup(text));
    expect(read.backup.version).toBe(GAME_VERSION);
    expect(read.backup.exportedAt).toBe(file.exportedAt);
    expect(read.backup.game.accounts[0]?.password).toEqual(expect.objectContaining({ salt: expect.any(String), hash: expect.any(String) }));
  });

  it('refuses a file that is not JSON', () => {
    expect(readBackup('this is not json {')).toEqual({ ok: false, reason: 'not-json' });
    expect(readBackup('')).toEqual({ ok: false, reason: 'not-json' });
  });

  it('refuses a file far larger than any backup without reading it', () => {
    expect(readBackup(' '.repeat(MAX_BACKUP_CHARS + 1))).toEqual({ ok: false, reason: 'too-large' });
  });

  it.each<[string, (file: Json) => void]>([
    ['another format', (file) => (file.format = 'predictoplay-account-export')],
    ['no version', (file) => delete file.version],
    ['a version that is no number', (file) => (file.version = '5')],
    ['no export time', (file) => delete file.exportedAt],
    ['no game', (file) => delete file.game],
    ['a ledger that is not a list', (file) => (file.game.ledger = {})],
    ['an account without its email', (file) => delete file.game.accounts[0].email],
    ['an unknown field', (file) => (file.game.extra = true)],
    ['two accounts', (file) => file.game.accounts.push({ ...file.game.accounts[0], id: 'other', email: 'other@example.com', coins: 0 })],
    ['no account at all', (file) => Object.assign(file.game, { accounts: [], ledger: [], positions: [] })],
  ])('refuses a file with %s as not a backup', (_, edit) => {
    expect(readBackup(edited(edit))).toEqual({ ok: false, reason: 'not-a-backup' });
  });

  it.each([[null], [[]], ['text'], [42]])('refuses %p as not a backup', (value) => {
    expect(readBackup(JSON.stringify(value))).toEqual({ ok: false, reason: 'not-a-backup' });
  });

  it('refuses a file made by a newer version', () => {
    expect(readBackup(edited((file) => (file.version = GAME_VERSION + 1)))).toEqual({ ok: false, reason: 'newer-version' });
  });

  it('refuses a balance that is not the sum of its ledger as tampered', () => {
    expect(readBackup(edited((file) => (file.game.accounts[0].coins += 1000)))).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a ledger entry changed without its balance as tampered', () => {
    const text = edited((file) => {
      const entry = file.game.ledger.find((candidate: unknown) => Array.isArray(candidate));
      entry[2] += 500;
    });
    expect(readBackup(text)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses records that no longer refer to each other as tampered', () => {
    expect(readBackup(edited((file) => (file.game.markets = file.game.markets.slice(1))))).toEqual({ ok: false, reason: 'tampered' });
    // An open position pointed at a market the file does not hold, its question spelled out.
    const elsewhere = edited((file) => file.game.positions[1].splice(2, 1, 'm9').concat(file.game.positions[1].splice(8, 1, 'Will it?')));
    expect(readBackup(elsewhere)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses an admin flag on an ordinary address as tampered', () => {
    expect(readBackup(edited((file) => (file.game.accounts[0].isAdmin = true)))).toEqual({ ok: false, reason: 'tampered' });
  });

  it('reads a version 4 file, whose records were not packed yet, through the storage migrations', () => {
    const { data, ids } = playedGame();
    const own = {
      ledger: data.ledger.filter((entry) => entry.accountId === ids[0]),
      positions: data.positions.filter((position) => position.accountId === ids[0]),
    };
    const account: Partial<Account> = { ...data.accounts[0] };
    delete account.password;
    // Version 4 stored positions and entries as objects, with only the fields they had then.
    const v4Positions = own.positions.map(({ id, accountId, marketId, question, choice, amount, potentialWin, createdAt, status, settledAt }) => ({ id, accountId, marketId, question, choice, amount, potentialWin, createdAt, status, settledAt }));
    const file = {
      format: BACKUP_FORMAT,
      version: 4,
      exportedAt: new Date(NOW).toISOString(),
      game: { markets: data.markets.slice(0, 2), seededAt: null, accounts: [account], ledger: own.ledger, positions: v4Positions, settings: data.settings },
    };
    const read = ok(readBackup(JSON.stringify(file))).backup;
    expect(read.version).toBe(4);
    expect(read.game.accounts[0]).toMatchObject(account);
    expect(read.game.ledger).toEqual(own.ledger);
    expect(read.game.positions).toMatchObject(v4Positions);
  });

  it('reads a version 6 file through the storage migrations: coins per side from the head share, the head shares of its bets cleared', () => {
    const { file } = backupOf();
    // Version 6 had no coins per side and recorded the share of heads after each bet.
    const v6 = copyOf(file) as Json;
    v6.version = 6;
    for (const market of v6.game.markets) {
      delete market.yesCoins;
      delete market.noCoins;
    }
    v6.game.positions = v6.game.positions.map((row: unknown[]) => [...row.slice(0, 9), 100]);
    const read = ok(readBackup(JSON.stringify(v6))).backup;
    expect(read.version).toBe(6);
    expect(read.game.positions.map((position) => position.yesShareAfter)).toEqual(v6.game.positions.map(() => null));
    // m1: 1 YES and 1 NO player over 160 coins; m2: 1 NO player over 40.
    expect(read.game.markets.map(({ id, yesCoins, noCoins }) => [id, yesCoins, noCoins])).toEqual([
      ['m1', 80, 80],
      ['m2', 0, 40],
    ]);
    expect(read.game.accounts[0]?.coins).toBe(file.game.accounts[0]?.coins);
  });
});
