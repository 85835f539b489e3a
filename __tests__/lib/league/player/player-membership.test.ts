import { followLeague } from '@/lib/league/follow-league';
import { joinMembership, leaveLeague } from '@/lib/league/membership-rules';
import { keepPlayerKey, playerKeyOf } from '@/lib/league/player/player-membership';
import type { League } from '@/lib/model/league';
import type { PlayerKey } from '@/lib/model/picks';
import { makeCtx, NOW, ok, threePlayers } from '../../game-fixtures';

const LEAGUE: League = { id: 'aaaabbbbccccdddd', name: 'Office Cup', publicKey: 'A'.repeat(87), startingCoins: 1000, seq: 1, hashes: ['A'.repeat(43)], updatedAt: new Date(NOW).toISOString(), source: 'link' };
const coordinate = (letter: string) => letter.repeat(43);
const key = (playerId: string): PlayerKey => ({ playerId, publicKey: 'B'.repeat(87), privateJwk: { kty: 'EC', crv: 'P-256', d: coordinate('d'), x: coordinate('x'), y: coordinate('y') }, name: 'Asha', createdAt: new Date(NOW).toISOString() });

function game() {
  const ctx = makeCtx();
  const { data, ids } = threePlayers(ctx);
  return { ctx, data: { ...data, leagues: [LEAGUE] }, ann: ids[0] ?? '' };
}

describe('a player key on the membership', () => {
  it('is kept on a joined account’s membership and read back', () => {
    const { ctx, data, ann } = game();
    const joined = ok(joinMembership(data, ann, LEAGUE.id, ctx)).data;
    const kept = ok(keepPlayerKey(joined, ann, LEAGUE.id, key('aaaaaaaaaaaaaaaa'), NOW));
    expect(playerKeyOf(kept.data, ann, LEAGUE.id)?.playerId).toBe('aaaaaaaaaaaaaaaa');
  });

  it('is never replaced once kept: picks already sent are signed by the first key', () => {
    const { ctx, data, ann } = game();
    const joined = ok(joinMembership(data, ann, LEAGUE.id, ctx)).data;
    const first = ok(keepPlayerKey(joined, ann, LEAGUE.id, key('aaaaaaaaaaaaaaaa'), NOW)).data;
    const second = ok(keepPlayerKey(first, ann, LEAGUE.id, key('bbbbbbbbbbbbbbbb'), NOW));
    expect(second.key.playerId).toBe('aaaaaaaaaaaaaaaa');
    expect(second.data).toBe(first);
  });

  it('makes a membership for an account following through its start entry alone (the site league)', () => {
    const { ctx, data, ann } = game();
    const followed = ok(followLeague(data, ann, LEAGUE.id, ctx)).data;
    expect(followed.memberships).toHaveLength(0);
    const kept = ok(keepPlayerKey(followed, ann, LEAGUE.id, key('aaaaaaaaaaaaaaaa'), NOW)).data;
    expect(kept.memberships).toEqual([expect.objectContaining({ leagueId: LEAGUE.id, accountId: ann, status: 'following' })]);
  });

  it('is refused for an account that does not follow the league, and after leaving', () => {
    const { ctx, data, ann } = game();
    expect(keepPlayerKey(data, ann, LEAGUE.id, key('aaaaaaaaaaaaaaaa'), NOW)).toEqual({ ok: false, reason: 'not-following' });
    const joined = ok(joinMembership(data, ann, LEAGUE.id, ctx)).data;
    const left = ok(leaveLeague(joined, ann, LEAGUE.id, ctx)).data;
    expect(keepPlayerKey(left, ann, LEAGUE.id, key('aaaaaaaaaaaaaaaa'), NOW)).toEqual({ ok: false, reason: 'not-following' });
    expect(playerKeyOf(left, null, LEAGUE.id)).toBeUndefined();
  });
});
