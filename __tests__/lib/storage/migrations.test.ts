import * as v from 'valibot';
import { GAME_MIGRATIONS, runMigrations, SESSION_MIGRATIONS, v1ToV2AddPlayers, v2ToV3AddMarketOutcomes, v3ToV4AddResolvedAt } from '@/lib/storage/migrations';
import { gameStateSchema } from '@/lib/storage/schema';

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
