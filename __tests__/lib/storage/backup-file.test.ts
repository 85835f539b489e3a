import { BACKUP_FORMAT, MAX_BACKUP_CHARS, makeBackup, readBackup, RECORDS_LAYOUT, type BackupFile } from '@/lib/storage/backup-file';
import type { Account } from '@/lib/model/account';
import { BACKUP_VERSION } from '@/lib/storage/versions';
import { FAKE_HASH, NOW, copyOf, ok } from '../game-fixtures';
import { play } from '../played-games';
import PACKED_V7_BACKUP from '../backup/fixtures/v7-packed-backup.json';
import RECORDS_V8_BACKUP from '../backup/fixtures/v8-records-backup.json';
import { FIRST_RECORDS_VERSION, RECORDS_MIGRATIONS } from '@/lib/storage/migrations';

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
  it('is a versioned file of plain records, stamped with the time', () => {
    const { file } = backupOf();
    expect(file.format).toBe(BACKUP_FORMAT);
    expect(file.layout).toBe(RECORDS_LAYOUT);
    expect(file.version).toBe(BACKUP_VERSION);
    expect(file.exportedAt).toBe(new Date(NOW + 5000).toISOString());
    expect(Object.keys(file.game)).toEqual(['account', 'ledger', 'positions', 'markets', 'leagues', 'memberships', 'settings']);
  });

  it('holds each entry and position as the game holds it, so the file reads as the player’s history', () => {
    const { file, text, ids, data } = backupOf();
    expect(file.game.ledger).toEqual(data.ledger.filter((entry) => entry.accountId === ids[0]));
    expect(file.game.positions).toEqual(data.positions.filter((position) => position.accountId === ids[0]));
    expect(text).toContain('"description":"Bet placed: Will it rain tomorrow?"');
    expect(text).toContain('"description":"Won prediction: Will it rain tomorrow?"');
    expect(text).toContain('"question":"Will the home team win?"');
    expect(text).toContain('"description":"Added coins"');
    const bet = file.game.ledger.find((entry) => entry.description === 'Bet placed: Will it rain tomorrow?');
    expect(bet).toMatchObject({ kind: 'bet', wallet: 'practice', amount: -100 });
    expect(file.game.ledger.find((entry) => entry.description === 'Added coins')).toMatchObject({ kind: 'top-up', wallet: 'practice' });
    expect(file.game.positions.every((position) => position.wallet === 'practice')).toBe(true);
  });

  it('round-trips: made, written as JSON and read back, it gives the same records', () => {
    const { file, text } = backupOf();
    const read = ok(readBackup(text)).backup.game;
    expect(read.accounts).toEqual([{ ...file.game.account, password: expect.anything() }]);
    expect(read.ledger).toEqual(file.game.ledger);
    expect(read.positions).toEqual(file.game.positions);
    expect(read.markets).toEqual(file.game.markets);
    expect(read.settings).toEqual(file.game.settings);
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
    expect(file.game.account).not.toHaveProperty('password');
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
    expect(read.backup.version).toBe(BACKUP_VERSION);
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
    ['an account without its email', (file) => delete file.game.account.email],
    ['an unknown field', (file) => (file.game.extra = true)],
    ['an unknown field in a record', (file) => (file.game.ledger[0].note = 'mine')],
    ['a list of accounts', (file) => Object.assign(file.game, { accounts: [file.game.account], account: undefined })],
    ['no account at all', (file) => delete file.game.account],
    ['an unknown layout', (file) => (file.layout = 'tables')],
    ['records of an older version, which none ever wrote', (file) => (file.version = FIRST_RECORDS_VERSION - 1)],
  ])('refuses a file with %s as not a backup', (_, edit) => {
    expect(readBackup(edited(edit))).toEqual({ ok: false, reason: 'not-a-backup' });
  });

  it.each([[null], [[]], ['text'], [42]])('refuses %p as not a backup', (value) => {
    expect(readBackup(JSON.stringify(value))).toEqual({ ok: false, reason: 'not-a-backup' });
  });

  it('refuses a file made by a newer version', () => {
    expect(readBackup(edited((file) => (file.version = BACKUP_VERSION + 1)))).toEqual({ ok: false, reason: 'newer-version' });
  });

  it('refuses a balance that is not the sum of its ledger as tampered', () => {
    expect(readBackup(edited((file) => (file.game.account.coins += 1000)))).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a bet whose promised win was edited as tampered (it would pay on settlement)', () => {
    expect(readBackup(edited((file) => (file.game.positions[0]!.potentialWin = 5_000_000)))).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a ledger entry changed without its balance as tampered', () => {
    const text = edited((file) => (file.game.ledger[1].amount += 500));
    expect(readBackup(text)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses records that no longer refer to each other as tampered', () => {
    expect(readBackup(edited((file) => (file.game.markets = file.game.markets.slice(1))))).toEqual({ ok: false, reason: 'tampered' });
    // An open position pointed at a market the file does not hold.
    const elsewhere = edited((file) => (file.game.positions[1].marketId = 'm9'));
    expect(readBackup(elsewhere)).toEqual({ ok: false, reason: 'tampered' });
  });

  it.each(['//tracker.example/pixel.png', '//host/x.png', 'https://tracker.example/pixel.png', '/images/../x.png', '/images\\x.png', '/images/x.png?to=//host'])(
    'refuses a question whose image is %p, which would load from elsewhere, and says so',
    (image) => {
      expect(readBackup(edited((file) => (file.game.markets[0].image = image)))).toEqual({ ok: false, reason: 'image-not-on-site' });
    },
  );

  it('reads a question whose image is one of the site’s own pictures', () => {
    const read = ok(readBackup(edited((file) => (file.game.markets[0].image = '/images/markets/3.svg'))));
    expect(read.backup.game.markets[0]?.image).toBe('/images/markets/3.svg');
  });

  it('refuses an admin flag on an ordinary address as tampered', () => {
    expect(readBackup(edited((file) => (file.game.account.isAdmin = true)))).toEqual({ ok: false, reason: 'tampered' });
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
    // Version 6 had no coins per side and recorded the share of heads after each bet.
    const v6 = copyOf(PACKED_V7_BACKUP) as Json;
    v6.version = 6;
    for (const market of v6.game.markets) {
      delete market.yesCoins;
      delete market.noCoins;
    }
    v6.game.positions = v6.game.positions.map((row: unknown[]) => [...row.slice(0, 9), 100]);
    const read = ok(readBackup(JSON.stringify(v6))).backup;
    expect(read.version).toBe(6);
    expect(read.game.positions.map((position) => position.yesShareAfter)).toEqual([null, null, null, null]);
    // 284,650 × 1,841 / 2,802 = 187,023.8; 7,040 × 40 / 71 = 3,966.2; 3,275 × 13 / 33 = 1,290.2; 1,030 × 5 / 11 = 468.2.
    expect(read.game.markets.map(({ id, yesCoins, noCoins }) => [id, yesCoins, noCoins])).toEqual([
      ['1', 187024, 97626],
      ['2', 3966, 3074],
      ['3', 1290, 1985],
      ['5', 468, 562],
    ]);
    expect(read.game.accounts[0]?.coins).toBe(1560);
  });
});

describe('a backup made before records (the packed form of version 7, frozen)', () => {
  const text = JSON.stringify(PACKED_V7_BACKUP);
  const ANN = 'k7q000000001';
  const T20 = 'Will India win the next T20 international against Australia?';

  it('still restores: the balance, every entry and every position as they were', () => {
    const read = ok(readBackup(text)).backup;
    expect(read.version).toBe(7);
    expect(read.exportedAt).toBe('2026-11-24T12:00:00.000Z');
    expect(read.game.accounts.map(({ id, username, coins, lastBonusDay }) => ({ id, username, coins, lastBonusDay }))).toEqual([
      { id: ANN, username: 'Ann', coins: 1560, lastBonusDay: '2026-11-23' },
    ]);
    expect(read.game.ledger.map(({ id, accountId, amount, description, createdAt, positionId }) => ({ id, accountId, amount, description, createdAt, positionId }))).toEqual([
      { id: 'k7q000000002', accountId: ANN, amount: 1000, description: 'Welcome bonus', createdAt: '2026-11-22T12:00:00.000Z', positionId: null },
      { id: 'k7q000000005:stake', accountId: ANN, amount: -100, description: `Bet placed: ${T20}`, createdAt: '2026-11-22T12:01:00.000Z', positionId: 'k7q000000005' },
      { id: 'k7q000000007:stake', accountId: ANN, amount: -40, description: 'Bet placed: Will the monsoon arrive in Kerala before June 5?', createdAt: '2026-11-22T12:02:00.000Z', positionId: 'k7q000000007' },
      { id: 'k7q000000008:stake', accountId: ANN, amount: -75, description: 'Bet placed: Will the Sensex close above 80,000 this Friday?', createdAt: '2026-11-22T12:03:00.000Z', positionId: 'k7q000000008' },
      { id: 'k7q000000009:stake', accountId: ANN, amount: -30, description: 'Bet placed: Will the derby kick off on time tonight?', createdAt: '2026-11-22T12:04:00.000Z', positionId: 'k7q000000009' },
      { id: 'k7q000000010', accountId: ANN, amount: 500, description: 'Added coins', createdAt: '2026-11-22T12:05:00.000Z', positionId: null },
      { id: 'k7q000000011', accountId: ANN, amount: 50, description: 'Daily login bonus', createdAt: '2026-11-23T12:00:00.000Z', positionId: null },
      { id: 'k7q000000005:win', accountId: ANN, amount: 180, description: `Won prediction: ${T20}`, createdAt: '2026-11-23T13:00:00.000Z', positionId: 'k7q000000005' },
      { id: 'k7q000000008:refund', accountId: ANN, amount: 75, description: 'Refund: Will the Sensex close above 80,000 this Friday?', createdAt: '2026-11-23T15:00:00.000Z', positionId: 'k7q000000008' },
    ]);
    expect(read.game.positions.map(({ id, marketId, choice, amount, potentialWin, status, settledAt, yesShareAfter }) => ({ id, marketId, choice, amount, potentialWin, status, settledAt, yesShareAfter }))).toEqual([
      { id: 'k7q000000005', marketId: '1', choice: 'YES', amount: 100, potentialWin: 180, status: 'won', settledAt: '2026-11-23T13:00:00.000Z', yesShareAfter: 67 },
      { id: 'k7q000000007', marketId: '2', choice: 'NO', amount: 40, potentialWin: 72, status: 'lost', settledAt: '2026-11-23T14:00:00.000Z', yesShareAfter: 57 },
      { id: 'k7q000000008', marketId: '3', choice: 'YES', amount: 75, potentialWin: 135, status: 'refunded', settledAt: '2026-11-23T15:00:00.000Z', yesShareAfter: 39 },
      { id: 'k7q000000009', marketId: '5', choice: 'NO', amount: 30, potentialWin: 54, status: 'open', settledAt: null, yesShareAfter: 49 },
    ]);
    expect(read.game.positions[0]?.question).toBe(T20);
  });

  it('is refused when a question’s image was changed to another host’s', () => {
    const planted = copyOf(PACKED_V7_BACKUP) as Json;
    planted.game.markets[0].image = '//host/x.png';
    expect(readBackup(JSON.stringify(planted))).toEqual({ ok: false, reason: 'image-not-on-site' });
  });

  it('is still refused as tampered when its balance is not its ledger', () => {
    const tampered = copyOf(PACKED_V7_BACKUP) as Json;
    tampered.game.accounts[0].coins += 1000;
    expect(readBackup(JSON.stringify(tampered))).toEqual({ ok: false, reason: 'tampered' });
  });
});

describe('a records backup made at version 8 (frozen)', () => {
  it('restores, whatever version the app is at now: its coins, ledger and positions as they were', () => {
    const read = ok(readBackup(JSON.stringify(RECORDS_V8_BACKUP))).backup;
    expect(read.version).toBe(8);
    const [account] = read.game.accounts;
    expect(account?.coins).toBe(1630);
    expect(read.game.ledger.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['welcome', 1000],
      ['bet', -100],
      ['bet', -40],
      ['top-up', 500],
      ['bonus', 50],
      ['win', 180],
      ['refund', 40],
    ]);
    expect(read.game.positions.map((position) => [position.question, position.status, position.wallet])).toEqual([
      ['Will it rain tomorrow?', 'won', 'practice'],
      ['Will the home team win?', 'refunded', 'practice'],
    ]);
  });

  it('has a records step from every version since records began, so a newer version still reads it', () => {
    for (let version = FIRST_RECORDS_VERSION; version < BACKUP_VERSION; version += 1) expect(RECORDS_MIGRATIONS[version]).toBeDefined();
  });

  it('refuses a records file older than records', () => {
    expect(readBackup(JSON.stringify({ ...RECORDS_V8_BACKUP, version: FIRST_RECORDS_VERSION - 1 }))).toEqual({ ok: false, reason: 'not-a-backup' });
  });
});
