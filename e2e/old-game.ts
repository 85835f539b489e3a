// A game as the last localStorage version (8) stored it, written out by hand: the envelope's
// packed form (positions as rows, position entries as numbers), which the move to IndexedDB
// reads with its frozen decoder. Beside it, the records it stands for, as IndexedDB must hold
// them after the move. Ann bet 100 on YES in the T20 question, which resolved YES and paid her
// 180; she bet 40 on NO in the monsoon question, still open; she took one daily bonus.

export const ANN_ID = 'k7qa1b2c3d4e';
export const ANN_EMAIL = 'ann@example.com';

export const T20 = 'Will India win the next T20 international against Australia?';
export const MONSOON = 'Will the monsoon arrive in Kerala before June 5?';

const PASSWORD = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

export const V8_MARKETS = [
  {
    id: '1',
    question: T20,
    category: 'Sports',
    endTime: '2026-11-23T12:00:00.000Z',
    isResolved: true,
    totalYes: 1,
    totalNo: 0,
    totalPool: 100,
    yesCoins: 100,
    noCoins: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    outcome: 'YES',
    resolvedAt: '2026-11-23T13:00:00.000Z',
    leagueId: null,
  },
  {
    id: '2',
    question: MONSOON,
    category: 'News',
    endTime: '2100-06-05T00:00:00.000Z',
    isResolved: false,
    totalYes: 0,
    totalNo: 1,
    totalPool: 40,
    yesCoins: 0,
    noCoins: 40,
    createdAt: '2026-11-01T00:00:00.000Z',
    leagueId: null,
  },
];

export const V8_ACCOUNT = {
  id: ANN_ID,
  username: 'Ann',
  email: ANN_EMAIL,
  phone: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  isAdmin: false,
  coins: 1090,
  password: PASSWORD,
  lastBonusDay: '2026-11-23',
  notifications: { email: true, sms: false },
};

export const V8_SETTINGS = { platformName: 'PredictoPlay', dailyBonus: 50 };
export const V8_SEEDED_AT = '2026-11-01T00:00:00.000Z';

/** The envelope as version 8 wrote it. */
export const V8_ENVELOPE = {
  version: 8,
  rev: 40,
  state: {
    markets: V8_MARKETS,
    seededAt: V8_SEEDED_AT,
    accounts: [V8_ACCOUNT],
    // Rows: id, account (index), market (index), choice x 4 + status, stake, promised win,
    // placed at, settled at (1: when the market was resolved; 0: not settled), question (0: the
    // market's), YES share after.
    positions: [
      ['k7qu7v8w9x0y', 0, 0, 1, 100, 180, '2026-11-22T12:01:00.000Z', 1, 0, 100],
      ['k7qe5f6g7h8i', 0, 1, 4, 40, 72, '2026-11-22T12:02:00.000Z', 0, 0, 0],
    ],
    // Tuples for entries of no position; 2n is position n's stake, 2n + 1 its win or refund.
    ledger: [
      ['k7qk9l0m1n2o', 0, 1000, 'Welcome bonus', '2026-11-22T12:00:00.000Z', 0, { kind: 'welcome' }],
      0,
      2,
      ['k7qt7u8v9w0x', 0, 50, 'Daily login bonus', '2026-11-23T12:00:00.000Z', 0, { kind: 'bonus' }],
      1,
    ],
    settings: V8_SETTINGS,
  },
};

export const V8_TEXT = JSON.stringify(V8_ENVELOPE);

/** Ann logged in, as the session key (version 1) holds it. */
export const SESSION_TEXT = JSON.stringify({ version: 1, rev: 1, state: { accountId: ANN_ID } });

/** The positions the rows stand for, oldest first. */
export const MOVED_POSITIONS = [
  {
    id: 'k7qu7v8w9x0y',
    accountId: ANN_ID,
    marketId: '1',
    question: T20,
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: '2026-11-22T12:01:00.000Z',
    status: 'won',
    settledAt: '2026-11-23T13:00:00.000Z',
    yesShareAfter: 100,
    wallet: 'practice',
  },
  {
    id: 'k7qe5f6g7h8i',
    accountId: ANN_ID,
    marketId: '2',
    question: MONSOON,
    choice: 'NO',
    amount: 40,
    potentialWin: 72,
    createdAt: '2026-11-22T12:02:00.000Z',
    status: 'open',
    settledAt: null,
    yesShareAfter: 0,
    wallet: 'practice',
  },
];

/** The ledger the entries stand for, oldest first: 1000 - 100 - 40 + 50 + 180 = 1090. */
export const MOVED_LEDGER = [
  { id: 'k7qk9l0m1n2o', accountId: ANN_ID, amount: 1000, description: 'Welcome bonus', createdAt: '2026-11-22T12:00:00.000Z', positionId: null, kind: 'welcome', wallet: 'practice' },
  { id: 'k7qu7v8w9x0y:stake', accountId: ANN_ID, amount: -100, description: `Bet placed: ${T20}`, createdAt: '2026-11-22T12:01:00.000Z', positionId: 'k7qu7v8w9x0y', kind: 'bet', wallet: 'practice' },
  { id: 'k7qe5f6g7h8i:stake', accountId: ANN_ID, amount: -40, description: `Bet placed: ${MONSOON}`, createdAt: '2026-11-22T12:02:00.000Z', positionId: 'k7qe5f6g7h8i', kind: 'bet', wallet: 'practice' },
  { id: 'k7qt7u8v9w0x', accountId: ANN_ID, amount: 50, description: 'Daily login bonus', createdAt: '2026-11-23T12:00:00.000Z', positionId: null, kind: 'bonus', wallet: 'practice' },
  { id: 'k7qu7v8w9x0y:win', accountId: ANN_ID, amount: 180, description: `Won prediction: ${T20}`, createdAt: '2026-11-23T13:00:00.000Z', positionId: 'k7qu7v8w9x0y', kind: 'win', wallet: 'practice' },
];
