import * as v from 'valibot';
import { placeBet } from '@/lib/betting';
import { settleMarket } from '@/lib/settlement';
import { decodeEnvelope } from '@/lib/storage/envelope';
import { GAME_SPEC } from '@/lib/storage/game-spec';
import {
  GAME_MIGRATIONS,
  runMigrations,
  SESSION_MIGRATIONS,
  v1ToV2AddPlayers,
  v2ToV3AddMarketOutcomes,
  v3ToV4AddResolvedAt,
  v4ToV5PackPositionsAndLedger,
  v5ToV6RecordYesShare,
} from '@/lib/storage/migrations';
import type { GameData, Position } from '@/lib/game-data';
import { packGame, unpackGame, type PackedGame } from '@/lib/storage/packed-game';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok, openLegacyLoginAccount } from '../game-fixtures';

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

describe('v1ToV2AddPlayers', () => {
  it('keeps the catalogue and adds empty accounts, ledger, positions and default settings', () => {
    const v2 = v1ToV2AddPlayers(V1_STATE);
    expect(v2).toEqual({ ...V1_STATE, accounts: [], ledger: [], positions: [], settings: { platformName: 'PredictoPlay', dailyBonus: 50 } });
    expect(v.safeParse(gameStateSchema, v2).success).toBe(true);
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
    expect(v.safeParse(gameStateSchema, v3).success).toBe(true);
  });
});

describe('v3ToV4AddResolvedAt', () => {
  it('keeps a version 3 state as it is, and the result passes the version 4 schema', () => {
    const v3 = v2ToV3AddMarketOutcomes(v1ToV2AddPlayers(V1_STATE));
    const v4 = v3ToV4AddResolvedAt(v3);
    expect(v4).toEqual(v3);
    expect(v.safeParse(gameStateSchema, v4).success).toBe(true);
  });

  it('accepts a resolved market with its resolution time, and refuses one that is not a time', () => {
    const v4 = v3ToV4AddResolvedAt(v2ToV3AddMarketOutcomes(v1ToV2AddPlayers(V1_STATE))) as { markets: object[] };
    const resolved = (resolvedAt: string) => ({
      ...v4,
      markets: v4.markets.map((market) => ({ ...market, isResolved: true, outcome: 'YES', resolvedAt })),
    });
    expect(v.safeParse(gameStateSchema, resolved('2026-11-22T10:00:00.000Z')).success).toBe(true);
    expect(v.safeParse(gameStateSchema, resolved('yesterday-ish')).success).toBe(false);
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
    const packed = packGame(withYesShares(v4, null));
    expect(v5).toEqual({ ...packed, positions: packed.positions.map((row) => row.slice(0, 9)) });
    expect(v5.positions.map((row: readonly unknown[]) => row.length)).toEqual([9, 9]);
    const decoded = decodeEnvelope(JSON.stringify({ version: 4, rev: 7, state: v4 }), GAME_SPEC);
    expect(decoded).toEqual({ ok: true, state: withYesShares(v4, null), rev: 7, fromVersion: 4 });
  });

  it('carries a version 1 catalogue all the way up', () => {
    const decoded = decodeEnvelope(JSON.stringify({ version: 1, rev: 1, state: V1_STATE }), GAME_SPEC);
    expect(decoded.ok && decoded.state.markets).toEqual(V1_STATE.markets);
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
    const after = unpackGame(v5ToV6RecordYesShare(v4ToV5PackPositionsAndLedger(v4)) as PackedGame);
    expect(after.ok && after.data.ledger).toEqual(v4.ledger);
    expect(after.ok && after.data.accounts).toEqual(v4.accounts);
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
