// A game exactly as version 6 stored it (packed, see packed-game.ts), written out by hand so
// the version 7 step is tested against the stored bytes of that time, not today's packer. Two
// players: Ann staked 100 on YES on the old box-office question (her stake entry kept in full, with
// a legacy id, and her position carrying its own copy of the question), Ann 60 on YES and Bob 40
// on NO on the derby, settled YES. Each position's share is the head share version 6 recorded.

const OLD_BOX_OFFICE = 'Will the year’s biggest superhero film earn ₹100 crore in India in its opening weekend?';
const AT = 1795348800000; // 2026-11-22T12:00:00.000Z
const PASSWORD = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

const account = (id: string, username: string, email: string, coins: number) => ({
  id,
  username,
  email,
  phone: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  isAdmin: false,
  coins,
  password: PASSWORD,
  lastBonusDay: null,
  notifications: { email: true, sms: false },
});

export const V6_STORED_GAME = {
  version: 6,
  rev: 12,
  state: {
    markets: [
      {
        id: '1',
        question: 'Will India win the next T20 international against Australia?',
        category: 'Sports',
        endTime: '2100-01-01T00:00:00.000Z',
        isResolved: false,
        totalYes: 1840,
        totalNo: 960,
        totalPool: 284500,
        createdAt: '2026-11-01T00:00:00.000Z',
      },
      {
        id: '4',
        question: OLD_BOX_OFFICE,
        category: 'Entertainment',
        endTime: '2100-01-01T00:00:00.000Z',
        isResolved: false,
        totalYes: 2151,
        totalNo: 1230,
        totalPool: 530350,
        createdAt: '2026-11-01T00:00:00.000Z',
        description: 'Resolves YES if trade reports put the Friday-to-Sunday India gross at ₹100 crore or more.',
      },
      {
        id: '9',
        question: 'Will the home side score in the first 10 minutes of tonight’s derby?',
        category: 'Sports',
        endTime: '2100-01-01T00:00:00.000Z',
        isResolved: true,
        totalYes: 1,
        totalNo: 1,
        totalPool: 100,
        createdAt: '2026-11-01T00:00:00.000Z',
        outcome: 'YES',
        resolvedAt: '2026-11-22T12:00:00.000Z',
      },
    ],
    seededAt: '2026-11-22T12:00:00.000Z',
    accounts: [account('v6-1', 'Ann', 'ann@example.com', 948), account('v6-3', 'Bob', 'bob@example.com', 960)],
    settings: { platformName: 'PredictoPlay', dailyBonus: 50 },
    positions: [
      ['v6-5', 0, 1, 0, 100, 180, AT, 0, OLD_BOX_OFFICE, 64],
      ['v6-6', 1, 2, 6, 40, 72, AT, 1, 0, 0],
      ['v6-7', 0, 2, 1, 60, 108, AT, 1, 0, 50],
    ],
    ledger: [
      ['v6-2', 0, 1000, 'Welcome bonus', AT, 0],
      ['v6-4', 1, 1000, 'Welcome bonus', AT, 0],
      ['9f3e-legacy-stake', 0, -100, `Bet placed: ${OLD_BOX_OFFICE}`, AT, 'v6-5'],
      2,
      4,
      5,
    ],
  },
};
