import { GAME_MIGRATIONS, runMigrations, SESSION_MIGRATIONS } from '@/lib/storage/migrations';

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

  it('has no steps yet for the first stored versions of game and session', () => {
    expect(Object.keys(GAME_MIGRATIONS)).toEqual([]);
    expect(Object.keys(SESSION_MIGRATIONS)).toEqual([]);
  });
});
