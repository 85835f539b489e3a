// A league question's deadline holds against a clock set back: whatever the device clock and the
// league's newest signed time, a bet is taken only if both are before the question's end.

import fc from 'fast-check';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { League } from '@/lib/model/league';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, openLegacyLoginAccount } from '../game-fixtures';
import { followWithKey } from '../league/counted-snapshot';

const LEAGUE = 'aaaabbbbccccdddd';
const END = NOW;
const market = makeMarket({ id: `${LEAGUE}.1`, leagueId: LEAGUE, endTime: new Date(END).toISOString() });
const WEEK_MS = 7 * 86_400_000;

function leagueSignedAt(signedAtMs: number): League {
  return {
    id: LEAGUE,
    name: 'Site League',
    publicKey: 'A'.repeat(87),
    startingCoins: 1000,
    seq: 1,
    hashes: ['A'.repeat(43)],
    updatedAt: new Date(NOW - WEEK_MS).toISOString(),
    signedAt: new Date(signedAtMs).toISOString(),
    source: 'site',
  };
}

function followingPlayer(signedAtMs: number) {
  const ctx = makeCtx(NOW - WEEK_MS);
  const opened = openLegacyLoginAccount(gameWith({ markets: [market], leagues: [leagueSignedAt(signedAtMs)] }), { email: 'p@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx);
  if (!opened.ok) throw new Error('login account failed');
  return { data: followWithKey(opened.data, opened.account.id, LEAGUE, ctx), accountId: opened.account.id };
}

describe('a league bet deadline (property)', () => {
  it('takes a bet only if both the device clock and the signed time are before the end', () => {
    const around = fc.integer({ min: END - WEEK_MS, max: END + WEEK_MS });
    fc.assert(
      fc.property(around, around, (clockMs, signedAtMs) => {
        const { data, accountId } = followingPlayer(signedAtMs);
        const result = placeBet(data, { accountId, marketId: market.id, choice: 'YES', amount: 100 }, makeCtx(clockMs, 'bet'));
        const open = clockMs < END && signedAtMs < END;
        expect(result.ok).toBe(open);
        if (!result.ok) expect(result.reason).toBe('market-ended');
      }),
    );
  });
});
