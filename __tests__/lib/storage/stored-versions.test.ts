// Every stored version that exists, from a frozen fixture of it, through the real decoding (every
// migration up to GAME_VERSION and today's schema): balances, ledgers and positions come out as
// they went in. Only the fields each record had then are compared, so a field added later (say,
// a wallet) does not make an old fixture wrong.

import { decodeEnvelope } from '@/lib/storage/envelope';
import { GAME_SPEC } from './v8-reference/game-spec';
import { v4ToV5PackPositionsAndLedger } from '@/lib/storage/migrations';
import type { GameState } from '@/lib/storage/schema';
import { V1_STORED } from './fixtures/v1';
import { V2_STORED } from './fixtures/v2';
import { V3_STORED } from './fixtures/v3';
import { V4_STORED } from './fixtures/v4';
import { V5_STORED } from './fixtures/v5';
import { V6_STORED } from './fixtures/v6';
import { V7_STORED } from './fixtures/v7';
import { STORY_ACCOUNTS, STORY_LEDGER, STORY_POSITIONS } from './fixtures/packed-story';

interface Records {
  accounts: readonly Record<string, unknown>[];
  ledger: readonly Record<string, unknown>[];
  positions: readonly Record<string, unknown>[];
}

const pick = (record: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, record[field]]));

const ACCOUNT_FIELDS = ['id', 'username', 'email', 'coins', 'lastBonusDay'] as const;
const ENTRY_FIELDS = ['id', 'accountId', 'amount', 'description', 'createdAt', 'positionId'] as const;
const POSITION_FIELDS = ['id', 'accountId', 'marketId', 'question', 'choice', 'amount', 'potentialWin', 'status', 'createdAt', 'settledAt'] as const;

function projected(records: Records) {
  return {
    accounts: records.accounts.map((account) => pick(account, ACCOUNT_FIELDS)),
    ledger: records.ledger.map((entry) => pick(entry, ENTRY_FIELDS)),
    positions: records.positions.map((position) => pick(position, POSITION_FIELDS)),
  };
}

function decoded(stored: { version: number }): GameState {
  const result = decodeEnvelope(JSON.stringify(stored), GAME_SPEC);
  if (!result.ok) throw new Error(`version ${stored.version}: ${result.reason}`);
  expect(result.fromVersion).toBe(stored.version);
  return result.state;
}

const balances = (state: Pick<GameState, 'accounts'>) => state.accounts.map(({ id, coins }) => [id, coins]);

describe('a fixture of every stored version', () => {
  it('version 1: the catalogue, no players yet, the default settings', () => {
    const state = decoded(V1_STORED);
    expect(state.markets.map(({ id, question, totalPool, yesCoins, noCoins }) => ({ id, question, totalPool, yesCoins, noCoins }))).toEqual([
      // 284,500 × 1,840 / 2,800 = 186,957.14; an empty pool splits evenly.
      { id: '1', question: 'Will India win the next T20 international against Australia?', totalPool: 284500, yesCoins: 186957, noCoins: 97543 },
      { id: '2', question: 'Will the monsoon arrive in Kerala before June 5?', totalPool: 0, yesCoins: 0, noCoins: 0 },
    ]);
    expect(projected(state)).toEqual({ accounts: [], ledger: [], positions: [] });
    expect(state.settings).toEqual({ platformName: 'PredictoPlay', dailyBonus: 50 });
  });

  it.each([
    ['2', V2_STORED],
    ['3', V3_STORED],
    ['4', V4_STORED],
  ])('version %s: every account, entry and position as it was stored, with no YES share recorded', (_, stored) => {
    const state = decoded(stored);
    expect(projected(state)).toEqual(projected(stored.state));
    expect(balances(state)).toEqual(balances(stored.state));
    expect(state.positions.map((position) => position.yesShareAfter)).toEqual(stored.state.positions.map(() => null));
    expect(state.markets.map(({ id, outcome, resolvedAt }) => ({ id, outcome, resolvedAt }))).toEqual(
      stored.state.markets.map((market) => ({ id: market.id, outcome: 'outcome' in market ? market.outcome : undefined, resolvedAt: 'resolvedAt' in market ? market.resolvedAt : undefined })),
    );
  });

  it('version 2 holds only open bets and version 3 on every settled status', () => {
    expect(decoded(V2_STORED).positions.map((position) => position.status)).toEqual(['open', 'open', 'open', 'open', 'open']);
    expect(decoded(V3_STORED).positions.map((position) => position.status)).toEqual(['won', 'lost', 'lost', 'refunded', 'open']);
  });

  it.each([
    ['5', V5_STORED, [null, null, null, null, null]],
    // Version 6 recorded shares of heads, which version 7 clears.
    ['6', V6_STORED, [null, null, null, null, null]],
    ['7', V7_STORED, [67, 67, 57, 39, null]],
  ])('version %s: the packed records come back as the story wrote them', (_, stored, shares) => {
    const state = decoded(stored);
    expect(projected(state)).toEqual({ accounts: STORY_ACCOUNTS, ledger: STORY_LEDGER, positions: STORY_POSITIONS });
    expect(balances(state)).toEqual([
      ['k7qa1b2c3d4e', 1560],
      ['k7qf5g6h7i8j', 940],
    ]);
    expect(state.positions.map((position) => position.yesShareAfter)).toEqual(shares);
  });

  it('version 7 keeps its coins per side; older versions get them from the head share', () => {
    const coins = (stored: { version: number }) => decoded(stored).markets.map(({ yesCoins, noCoins }) => [yesCoins, noCoins]);
    expect(coins(V7_STORED)).toEqual([
      [190100, 94560],
      [4000, 3040],
      [1275, 2000],
      [500, 530],
    ]);
    // 284,660 × 1,841 / 2,802 = 187,030.36; 7,040 × 40 / 71 = 3,966.2; 3,275 × 13 / 33 = 1,290.15; 1,030 × 5 / 11 = 468.2.
    expect(coins(V6_STORED)).toEqual([
      [187030, 97630],
      [3966, 3074],
      [1290, 1985],
      [468, 562],
    ]);
  });
});

describe('v4ToV5PackPositionsAndLedger, frozen', () => {
  const Q1 = 'Will India win the next T20 international against Australia?';
  const Q3 = 'Will the Sensex close above 80,000 this Friday?';
  const Q5 = 'Will the derby kick off on time tonight?';
  const pos = (n: string) => `f0e1d2c3-b4a5-4968-8776-6554433221${n}`;
  const entry = (n: string) => `c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e${n}`;

  // What the step made of the version 4 fixture when it still called the packer of its day.
  const V5_ROWS = [
    [pos('01'), 0, 0, 1, 100, 180, 1795348860000, 1, 0],
    [pos('02'), 1, 0, 6, 60, 108, 1795348890000, 1, 0],
    [pos('03'), 0, 1, 6, 40, 72, 1795348920000, 1, 0],
    [pos('04'), 0, 2, 3, 75, 135, 1795348980000, 1, 0],
    [pos('05'), 0, 3, 4, 30, 54, 1795349040000, 0, 0],
  ];

  it('packs the version 4 fixture into nine-field rows, keeping its UUID-named entries in full', () => {
    const v5 = v4ToV5PackPositionsAndLedger(V4_STORED.state);
    expect(v5).toEqual({
      markets: V4_STORED.state.markets,
      seededAt: V4_STORED.state.seededAt,
      accounts: V4_STORED.state.accounts,
      settings: V4_STORED.state.settings,
      positions: V5_ROWS,
      ledger: [
        [entry('01'), 0, 1000, 'Welcome bonus', 1795348800000, 0],
        [entry('02'), 1, 1000, 'Welcome bonus', 1795348830000, 0],
        [entry('03'), 0, -100, `Bet placed: ${Q1}`, 1795348860000, pos('01')],
        [entry('04'), 1, -60, `Bet placed: ${Q1}`, 1795348890000, pos('02')],
        [entry('05'), 0, -40, 'Bet placed: Will the monsoon arrive in Kerala before June 5?', 1795348920000, pos('03')],
        [entry('06'), 0, -75, `Bet placed: ${Q3}`, 1795348980000, pos('04')],
        [entry('07'), 0, -30, `Bet placed: ${Q5}`, 1795349040000, pos('05')],
        [entry('08'), 0, 500, 'Added coins', 1795349100000, 0],
        [entry('09'), 0, 50, 'Daily login bonus', 1795435200000, 0],
        [entry('10'), 0, 180, `Won prediction: ${Q1}`, 1795438800000, pos('01')],
        [entry('11'), 0, 75, `Refund: ${Q3}`, 1795446000000, pos('04')],
      ],
    });
  });

  it("stores an entry as its position's number exactly when the position implies it: id, words, amount and time", () => {
    const named = {
      ...V4_STORED.state,
      ledger: V4_STORED.state.ledger.map((record) => {
        if (record.positionId === null) return record;
        const kind = record.description.startsWith('Bet placed') ? 'stake' : record.description.startsWith('Refund') ? 'refund' : 'win';
        return { ...record, id: `${record.positionId}:${kind}` };
      }),
    };
    const v5 = v4ToV5PackPositionsAndLedger(named) as { ledger: unknown[]; positions: unknown[] };
    expect(v5.positions).toEqual(V5_ROWS);
    expect(v5.ledger.map((packed) => (Array.isArray(packed) ? packed[0] : packed))).toEqual([entry('01'), entry('02'), 0, 2, 4, 6, 8, entry('08'), entry('09'), 1, 7]);
    // An entry that differs from what its position implies in any way stays in full.
    const [, , stake] = named.ledger;
    const edits = [{ amount: -99 }, { description: 'Bet placed: something else' }, { createdAt: '2026-11-22T12:01:00.001Z' }, { id: `${pos('01')}:win` }];
    for (const edit of edits) {
      const v5Edited = v4ToV5PackPositionsAndLedger({ ...named, ledger: [{ ...stake, ...edit }] }) as { ledger: unknown[] };
      expect(Array.isArray(v5Edited.ledger[0])).toBe(true);
    }
    // A time that is not the canonical ISO text stays text, and so do the instants 0 and 1.
    const odd = v4ToV5PackPositionsAndLedger({ ...named, ledger: [], positions: [{ ...named.positions[4], createdAt: '2026-11-22T12:04:00Z' }] }) as { positions: unknown[][] };
    expect(odd.positions[0]?.[6]).toBe('2026-11-22T12:04:00Z');
    // A question the market no longer asks is kept on the row.
    const reworded = v4ToV5PackPositionsAndLedger({ ...named, markets: named.markets.map((market) => ({ ...market, question: `${market.question} (edited)` })) }) as { positions: unknown[][] };
    expect(reworded.positions.map((row) => row[8])).toEqual(named.positions.map((position) => position.question));
  });
});
