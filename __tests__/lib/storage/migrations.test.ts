import * as v from 'valibot';
import { GAME_MIGRATIONS, runMigrations, SESSION_MIGRATIONS, v1ToV2AddPlayers, v2ToV3AddMarketOutcomes } from '@/lib/storage/migrations';
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
