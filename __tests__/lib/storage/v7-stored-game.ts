// A game exactly as version 7 stored it (packed, see packed-game.ts), written out by hand so
// the version 8 step is tested against the stored bytes of that time, not today's packer. Three
// accounts: Ann signed up (welcome bonus), claimed a daily bonus and added coins; Bob signed up;
// Cy opened with the starting balance an older login gave. Ann staked 100 on YES on the derby (her stake
// entry kept in full with a legacy id, so only its text tells its kind) and 60 on YES on the
// cup, Bob 40 on NO on the derby; the derby settled YES (Ann's win implied by her position),
// the cup was voided (Ann's refund kept in full under its ':refund' id).

const AT = 1795348800000; // 2026-11-22T12:00:00.000Z
const LATER = 1795349100000; // 2026-11-22T12:05:00.000Z
const PASSWORD = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };
const DERBY = 'Will the home side score in the first 10 minutes of tonight’s derby?';
const CUP = 'Will the cup final go to extra time?';

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

const market = (id: string, question: string, totalYes: number, totalNo: number, yesCoins: number, noCoins: number, outcome: string) => ({
  id,
  question,
  category: 'Sports',
  endTime: '2100-01-01T00:00:00.000Z',
  isResolved: true,
  totalYes,
  totalNo,
  totalPool: yesCoins + noCoins,
  yesCoins,
  noCoins,
  createdAt: '2026-11-01T00:00:00.000Z',
  outcome,
  resolvedAt: '2026-11-22T12:05:00.000Z',
});

// Ann: 1000 + 50 + 500 - 100 - 60 + 180 + 60 = 1630. Bob: 1000 - 40 = 960. Cy: 1500.
export const V7_STORED_GAME = {
  version: 7,
  rev: 21,
  state: {
    markets: [market('9', DERBY, 1, 1, 100, 40, 'YES'), market('12', CUP, 1, 0, 60, 0, 'VOID')],
    seededAt: '2026-11-22T12:00:00.000Z',
    accounts: [
      account('v7-1', 'Ann', 'ann@example.com', 1630),
      account('v7-3', 'Bob', 'bob@example.com', 960),
      account('v7-9', 'Cy', 'cy@example.com', 1500),
    ],
    settings: { platformName: 'PredictoPlay', dailyBonus: 50 },
    positions: [
      ['v7-5', 0, 0, 1, 100, 180, AT, 1, 0, 100],
      ['v7-6', 1, 0, 6, 40, 72, AT, 1, 0, 71],
      ['v7-7', 0, 1, 3, 60, 108, AT, 1, 0, 100],
    ],
    ledger: [
      ['v7-2', 0, 1000, 'Welcome bonus', AT, 0],
      ['v7-4', 1, 1000, 'Welcome bonus', AT, 0],
      ['v7-10', 2, 1500, 'Starting balance', AT, 0],
      ['v7-11', 0, 50, 'Daily login bonus', AT, 0],
      ['v7-12', 0, 500, 'Added coins', AT, 0],
      ['4b1d-legacy-stake', 0, -100, `Bet placed: ${DERBY}`, AT, 'v7-5'],
      2,
      4,
      1,
      ['v7-7:refund', 0, 60, `Refund: ${CUP}`, LATER, 'v7-7'],
    ],
  },
};
