import { followLeague, hasStartEntry, leagueBalance, leagueStartEntryId } from '@/lib/league/follow-league';
import type { League } from '@/lib/model/league';
import { gameStateSchema } from '@/lib/storage/schema';
import * as v from 'valibot';
import { makeCtx, NOW, ok, practiceBalance, threePlayers } from '../game-fixtures';

const LEAGUE: League = {
  id: 'aaaabbbbccccdddd',
  name: 'Site League',
  publicKey: 'A'.repeat(87),
  startingCoins: 750,
  seq: 1,
  hashes: ['A'.repeat(43)],
  updatedAt: new Date(NOW).toISOString(),
  source: 'site',
};

function game() {
  const ctx = makeCtx();
  const { data, ids } = threePlayers(ctx);
  return { ctx, data: { ...data, leagues: [LEAGUE] }, ann: ids[0] ?? '', bob: ids[1] ?? '' };
}

describe('followLeague', () => {
  it('credits the starting coins to the account’s league wallet once, under the league start id', () => {
    const { ctx, data, ann } = game();
    const result = followLeague(data, ann, LEAGUE.id, ctx);
    if (!result.ok) throw new Error(result.reason);
    expect(result.credited).toBe(true);
    expect(result.data.ledger.at(-1)).toEqual({
      id: `${LEAGUE.id}:start:${ann}`,
      accountId: ann,
      amount: 750,
      description: 'League starting coins',
      createdAt: new Date(NOW).toISOString(),
      positionId: null,
      kind: 'league start',
      wallet: LEAGUE.id,
    });
    expect(leagueStartEntryId(LEAGUE.id, ann)).toBe(`${LEAGUE.id}:start:${ann}`);
    expect(leagueBalance(result.data.ledger, ann, LEAGUE.id)).toBe(750);
    expect(hasStartEntry(result.data.ledger, ann, LEAGUE.id)).toBe(true);
    // The practice wallet and the account's coins are untouched.
    expect(result.data.accounts).toEqual(data.accounts);
    expect(practiceBalance(result.data.ledger, ann)).toBe(1500);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('credits nothing the second time and returns the same data', () => {
    const { ctx, data, ann } = game();
    const once = ok(followLeague(data, ann, LEAGUE.id, ctx));
    const twice = followLeague(once.data, ann, LEAGUE.id, ctx);
    expect(twice).toEqual({ ok: true, data: once.data, credited: false });
    expect(twice.ok && twice.data).toBe(once.data);
  });

  it('keeps each account’s wallet its own', () => {
    const { ctx, data, ann, bob } = game();
    const both = ok(followLeague(ok(followLeague(data, ann, LEAGUE.id, ctx)).data, bob, LEAGUE.id, ctx)).data;
    expect(leagueBalance(both.ledger, ann, LEAGUE.id)).toBe(750);
    expect(leagueBalance(both.ledger, bob, LEAGUE.id)).toBe(750);
    expect(hasStartEntry(data.ledger, bob, LEAGUE.id)).toBe(false);
  });

  it('refuses nobody logged in and a league this browser does not follow', () => {
    const { ctx, data, ann } = game();
    expect(followLeague(data, null, LEAGUE.id, ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(followLeague(data, 'nobody', LEAGUE.id, ctx)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(followLeague(data, ann, 'zzzzzzzzzzzzzzzz', ctx)).toEqual({ ok: false, reason: 'unknown-league' });
  });
});
