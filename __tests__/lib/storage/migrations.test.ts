import * as v from 'valibot';
import { placeBet } from '@/lib/betting/place-bet';
import { settleMarket } from '@/lib/settlement/settlement';
import { decodeEnvelope } from '@/lib/storage/envelope';
import { GAME_SPEC } from './v8-reference/game-spec';
import {
  GAME_MIGRATIONS,
  runMigrations,
  SESSION_MIGRATIONS,
  v1ToV2AddPlayers,
  v2ToV3AddMarketOutcomes,
  v3ToV4AddResolvedAt,
  v4ToV5PackPositionsAndLedger,
  v5ToV6RecordYesShare,
  v6ToV7WeighByCoins,
} from '@/lib/storage/migrations';
import type { GameData } from '@/lib/model/game';
import type { Position } from '@/lib/model/position';
import type { PackedGame } from './v8-reference/packed-game';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok, openLegacyLoginAccount } from '../game-fixtures';
import { V6_STORED_GAME } from './v6-stored-game';
import { v7ToV8AddWallets } from '@/lib/storage/migrations/v7-to-v8-wallets';

describe('runMigrations', () => {
  const steps = {
    1: (state: unknown) => ({ ...(state as object), two: true }),
    2: (state: unknown) => ({ ...(state as object), three: true }),
  };

  it('applies each step in order from the stored version', () => {
    expect(runMigrations({}, 1, 3, steps)).toEqual({ ok: true, state: { two: true, three: true } });
    expect(runMigrations({}, 2, 3, steps)).toEqual({ ok: true, state: { three: true } });
  });

  it('changes nothing at the current version', () => {
    const state = { a: 1 };
    expect(runMigrations(state, 3, 3, steps)).toEqual({ ok: true, state });
  });

  it('reports the missing step instead of guessing', () => {
    expect(runMigrations({}, 1, 4, steps)).toEqual({ ok: false, missingStep: 3 });
  });

  it('chains the game steps from version 1 and has none yet for the session', () => {
    expect(GAME_MIGRATIONS[1]).toBe(v1ToV2AddPlayers);
    expect(GAME_MIGRATIONS[2]).toBe(v2ToV3AddMarketOutcomes);
    expect(GAME_MIGRATIONS[3]).toBe(v3ToV4AddResolvedAt);
    expect(GAME_MIGRATIONS[4]).toBe(v4ToV5PackPositionsAndLedger);
    expect(GAME_MIGRATIONS[5]).toBe(v5ToV6RecordYesShare);
    expect(GAME_MIGRATIONS[6]).toBe(v6ToV7WeighByCoins);
    expect(GAME_MIGRATIONS[7]).toBe(v7ToV8AddWallets);
    expect(Object.keys(SESSION_MIGRATIONS)).toEqual([]);
  });
});

/** A version 1 state: the catalogue alone. */
const V1_STATE = {
  markets: [
    {
      id: '1',
      question: 'Will it rain?',
      category: 'News',
      endTime: '2026-12-01T00:00:00.000Z',
      isResolved: false,
      totalYes: 3,
      totalNo: 4,
      totalPool: 700,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  seededAt: '2026-11-01T00:00:00.000Z',
};

/** An early state as today's schema reads it: the version 7 step gives its markets their coins per side, the version 8 step their league. */
const withCoins = (state: unknown) => v7ToV8AddWallets(v6ToV7WeighByCoins(state));

describe('v1ToV2AddPlayers', () => {
  it('keeps the catalogue and adds empty accounts, ledger, positions and default settings', () => {
    const v2 = v1ToV2AddPlayers(V1_STATE);
    expect(v2).toEqual({ ...V1_STATE, accounts: [], ledger: [], positions: [], settings: { platformName: 'PredictoPlay', dailyBonus: 50 } });
    expect(v.safeParse(gameStateSchema, withCoins(v2)).success).toBe(true);
  });

  it('leaves a value that is not an object for validation to refuse', () => {
    expect(v1ToV2AddPlayers('broken')).toBe('broken');
  });
});

describe('v2ToV3AddMarketOutcomes', () => {
  it('keeps a version 2 state as it is, and the result passes the version 3 schema', () => {
    const v2 = v1ToV2AddPlayers(V1_STATE);
    const v3 = v2ToV3AddMarketOutcomes(v2);
    expect(v3).toEqual(v2);
    expect(v.safeParse(gameStateSchema, withCoins(v3)).success).toBe(true);
  });
});

describe('v3ToV4AddResolvedAt', () => {
  it('keeps a version 3 state as it is, and the result passes the version 4 schema', () => {
    const v3 = v2ToV3AddMarketOutcomes(v1ToV2AddPlayers(V1_STATE));
    const v4 = v3ToV4AddResolvedAt(v3);
    expect(v4).toEqual(v3);
    expect(v.safeParse(gameStateSchema, withCoins(v4)).success).toBe(true);
  });

  it('accepts a resolved market with its resolution time, and refuses one that is not a time', () => {
    const v4 = v3ToV4AddResolvedAt(v2ToV3AddMarketOutcomes(v1ToV2AddPlayers(V1_STATE))) as { markets: object[] };
    const resolved = (resolvedAt: string) => ({
      ...v4,
      markets: v4.markets.map((market) => ({ ...market, isResolved: true, outcome: 'YES', resolvedAt })),
    });
    expect(v.safeParse(gameStateSchema, withCoins(resolved('2026-11-22T10:00:00.000Z'))).success).toBe(true);
    expect(v.safeParse(gameStateSchema, withCoins(resolved('yesterday-ish'))).success).toBe(false);
  });
});

/** A version 4 game as that app stored it: objects throughout, ledger ids unrelated to positions, no YES shares. */
function v4Game(): Omit<GameData, 'positions'> & { positions: Omit<Position, 'yesShareAfter'>[] } {
  const ctx = makeCtx(NOW, 'uuid');
  let data = gameWith();
  const opened = ok(openLegacyLoginAccount(data, { email: 'ann@example.com', password: FAKE_HASH }, 'admin@example.com', ctx));
  data = ok(placeBet(opened.data, { accountId: opened.account.id, marketId: 'm1', choice: 'YES', amount: 100 }, ctx)).data;
  data = ok(placeBet(data, { accountId: opened.account.id, marketId: 'm2', choice: 'NO', amount: 40 }, ctx)).data;
  data = ok(settleMarket(data, 'm1', 'YES', ctx)).data;
  return {
    ...data,
    ledger: data.ledger.map((entry, index) => ({ ...entry, id: `9f3e-legacy-${index}` })),
    positions: data.positions.map((position) => {
      const older: Partial<Position> = { ...position };
      delete older.yesShareAfter;
      return older as Omit<Position, 'yesShareAfter'>;
    }),
  };
}

function withYesShares(data: ReturnType<typeof v4Game>, yesShareAfter: number | null): GameData {
  return { ...data, positions: data.positions.map((position) => ({ ...position, yesShareAfter })) };
}

describe('v4ToV5PackPositionsAndLedger', () => {
  it('packs a version 4 game into rows of the nine fields version 5 stored, and that game loads as it was', () => {
    const v4 = v4Game();
    const v5 = v4ToV5PackPositionsAndLedger(v4) as PackedGame;
    // The exact rows are pinned against a frozen version 4 fixture in stored-versions.test.ts.
    expect(v5.positions.map((row: readonly unknown[]) => row.length)).toEqual([9, 9]);
    const decoded = decodeEnvelope(JSON.stringify({ version: 4, rev: 7, state: v4 }), GAME_SPEC);
    expect(decoded).toEqual({ ok: true, state: withYesShares(v4, null), rev: 7, fromVersion: 4 });
  });

  it('carries a version 1 catalogue all the way up', () => {
    const decoded = decodeEnvelope(JSON.stringify({ version: 1, rev: 1, state: V1_STATE }), GAME_SPEC);
    // 700 coins split 3 to 4 by heads.
    expect(decoded.ok && decoded.state.markets).toEqual(V1_STATE.markets.map((market) => ({ ...market, yesCoins: 300, noCoins: 400, leagueId: null })));
  });

  it('leaves what is not a version 4 game for validation to refuse', () => {
    expect(v4ToV5PackPositionsAndLedger('broken')).toBe('broken');
    const shapeless = { markets: [], positions: 'none' };
    expect(v4ToV5PackPositionsAndLedger(shapeless)).toBe(shapeless);
    expect(decodeEnvelope(JSON.stringify({ version: 4, rev: 1, state: { ...v4Game(), positions: [null] } }), GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
  });
});

describe('v5ToV6RecordYesShare', () => {
  it('gives every stored bet an unknown YES share, and the game loads under version 6 otherwise as it was', () => {
    const v5 = v4ToV5PackPositionsAndLedger(v4Game()) as PackedGame;
    const v6 = v5ToV6RecordYesShare(v5) as PackedGame;
    expect(v6).toEqual({ ...v5, positions: v5.positions.map((row) => [...row, null]) });
    const decoded = decodeEnvelope(JSON.stringify({ version: 5, rev: 3, state: v5 }), GAME_SPEC);
    expect(decoded).toEqual({ ok: true, state: withYesShares(v4Game(), null), rev: 3, fromVersion: 5 });
  });

  it('keeps every coin: the accounts and the ledger come back as version 4 had them', () => {
    const v4 = v4Game();
    // Through every later step too: today's unpacker reads only today's packed form.
    const after = decodeEnvelope(JSON.stringify({ version: 6, rev: 1, state: v5ToV6RecordYesShare(v4ToV5PackPositionsAndLedger(v4)) }), GAME_SPEC);
    expect(after.ok && after.state.ledger).toEqual(v4.ledger);
    expect(after.ok && after.state.accounts).toEqual(v4.accounts);
  });

  it('leaves what is not a version 5 game for validation to refuse', () => {
    expect(v5ToV6RecordYesShare('broken')).toBe('broken');
    const shapeless = { markets: [], positions: 'none' };
    expect(v5ToV6RecordYesShare(shapeless)).toBe(shapeless);
    const v5 = v4ToV5PackPositionsAndLedger(v4Game()) as PackedGame;
    // A row that already had ten fields was no version 5 row: with an eleventh it fails the check.
    const tampered = { ...v5, positions: v5.positions.map((row) => [...row, 50]) };
    expect(decodeEnvelope(JSON.stringify({ version: 5, rev: 1, state: tampered }), GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
  });
});

describe('v6ToV7WeighByCoins', () => {
  // Literals, not today's seed: the step is frozen, and so is what it must produce.
  const NEW_BOX_OFFICE = {
    question: 'Will the year’s biggest superhero film earn 100 crore rupees in India in its opening weekend?',
    description: 'Resolves YES if trade reports put the Friday-to-Sunday India gross at 100 crore rupees or more.',
  };

  function v7Game() {
    const decoded = decodeEnvelope(JSON.stringify(V6_STORED_GAME), GAME_SPEC);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.fromVersion).toBe(6);
    return decoded.state;
  }

  it("splits every stored pool by the head share it had, rounded, the rest to NO, and half each with nobody on it", () => {
    const markets = v7Game().markets;
    expect(markets.map(({ id, yesCoins, noCoins, totalPool }) => ({ id, yesCoins, noCoins, totalPool }))).toEqual([
      // 284,500 × 1,840 / 2,800 = 186,957.14
      { id: '1', yesCoins: 186_957, noCoins: 97_543, totalPool: 284_500 },
      // 530,350 × 2,151 / 3,381 = 337,409.89
      { id: '4', yesCoins: 337_410, noCoins: 192_940, totalPool: 530_350 },
      { id: '9', yesCoins: 50, noCoins: 50, totalPool: 100 },
    ]);
    const empty = v6ToV7WeighByCoins({ ...V6_STORED_GAME.state, markets: [{ ...V6_STORED_GAME.state.markets[0], totalYes: 0, totalNo: 0, totalPool: 7 }] }) as PackedGame;
    expect(empty.markets[0]).toMatchObject({ yesCoins: 4, noCoins: 3 });
  });

  it('keeps every balance, ledger entry, position and head count, and clears the head shares the bets recorded', () => {
    const v7 = v7Game();
    const v6 = V6_STORED_GAME.state;
    expect(v7.accounts.map(({ id, coins }) => [id, coins])).toEqual([['v6-1', 948], ['v6-3', 960]]);
    expect(v7.ledger.map(({ id, accountId, amount, positionId }) => [id, accountId, amount, positionId])).toEqual([
      ['v6-2', 'v6-1', 1000, null],
      ['v6-4', 'v6-3', 1000, null],
      ['9f3e-legacy-stake', 'v6-1', -100, 'v6-5'],
      ['v6-6:stake', 'v6-3', -40, 'v6-6'],
      ['v6-7:stake', 'v6-1', -60, 'v6-7'],
      ['v6-7:win', 'v6-1', 108, 'v6-7'],
    ]);
    expect(v7.positions.map(({ id, marketId, choice, amount, status, yesShareAfter }) => ({ id, marketId, choice, amount, status, yesShareAfter }))).toEqual([
      { id: 'v6-5', marketId: '4', choice: 'YES', amount: 100, status: 'open', yesShareAfter: null },
      { id: 'v6-6', marketId: '9', choice: 'NO', amount: 40, status: 'lost', yesShareAfter: null },
      { id: 'v6-7', marketId: '9', choice: 'YES', amount: 60, status: 'won', yesShareAfter: null },
    ]);
    expect(v7.markets.map(({ totalYes, totalNo }) => [totalYes, totalNo])).toEqual(v6.markets.map(({ totalYes, totalNo }) => [totalYes, totalNo]));
    expect(v.safeParse(gameStateSchema, v7).success).toBe(true);
  });

  it('words the old box-office sample as today’s seed does, wherever its text was stored, so no rupee sign is left', () => {
    const v7 = v7Game();
    const market = v7.markets.find((candidate) => candidate.id === '4');
    expect(market).toMatchObject({ question: NEW_BOX_OFFICE.question, description: NEW_BOX_OFFICE.description });
    expect(v7.positions[0]?.question).toBe(NEW_BOX_OFFICE.question);
    expect(v7.ledger[2]?.description).toBe(`Bet placed: ${NEW_BOX_OFFICE.question}`);
    expect(JSON.stringify(v7)).not.toContain('₹');
  });

  it('leaves a market with another id or wording, and what is not a version 6 game, alone', () => {
    const [, boxOffice] = V6_STORED_GAME.state.markets;
    const v7 = v6ToV7WeighByCoins({ ...V6_STORED_GAME.state, markets: [{ ...boxOffice, id: 'm4' }] }) as PackedGame;
    expect(v7.markets[0]?.question).toBe(boxOffice?.question);
    expect(v6ToV7WeighByCoins('broken')).toBe('broken');
    const shapeless = { markets: [], positions: 'none', ledger: [] };
    expect(v6ToV7WeighByCoins(shapeless)).toBe(shapeless);
    // A pool that is no count gets no coins, and the schema refuses the market.
    const tampered = { ...V6_STORED_GAME, state: { ...V6_STORED_GAME.state, markets: [{ ...V6_STORED_GAME.state.markets[0], totalPool: -5 }] } };
    expect(decodeEnvelope(JSON.stringify(tampered), GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
  });

  it('refuses stored coins that are not the pool', () => {
    const v7 = v6ToV7WeighByCoins(V6_STORED_GAME.state) as PackedGame;
    const markets = v7.markets.map((market, index) => (index === 0 ? { ...market, yesCoins: market.yesCoins + 1 } : market));
    expect(decodeEnvelope(JSON.stringify({ version: 7, rev: 1, state: { ...v7, markets } }), GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
    expect(decodeEnvelope(JSON.stringify({ version: 7, rev: 1, state: v7 }), GAME_SPEC).ok).toBe(true);
  });
});
