import fc from 'fast-check';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { cashOutPosition } from '@/lib/betting/cash-out';
import { standingStake } from '@/lib/betting/cash-out-rules';
import { placeBet } from '@/lib/betting/place-bet';
import { leagueBalance } from '@/lib/league/follow-league';
import type { GameData } from '@/lib/model/game';
import type { League } from '@/lib/model/league';
import { gameStateSchema } from '@/lib/storage/schema';
import * as v from 'valibot';
import { followWithKey, holdCounted } from '../league/counted-snapshot';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, ok, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

const LEAGUE = 'aaaabbbbccccdddd';
const LEAGUE_MARKET = makeMarket({ id: `${LEAGUE}.1`, leagueId: LEAGUE });
const LEAGUE_RECORD: League = {
  id: LEAGUE,
  name: 'Site League',
  publicKey: 'A'.repeat(87),
  startingCoins: 1_000,
  seq: 2,
  hashes: ['A'.repeat(43), 'B'.repeat(43)],
  updatedAt: '2026-11-22T12:00:00.000Z',
  source: 'site',
};

const step = fc.oneof(
  fc.record({ kind: fc.constant('bet' as const), who: fc.nat(2), market: fc.nat(1), yes: fc.boolean(), amount: fc.integer({ min: 10, max: 400 }) }),
  fc.record({ kind: fc.constant('cash-out' as const), who: fc.nat(2), which: fc.nat(20), share: fc.double({ min: 0, max: 1, noNaN: true }), whole: fc.boolean() }),
);

function players(payout: League['payout']) {
  const ctx = makeCtx();
  let data: GameData = gameWith({ markets: [makeMarket({ id: 'm1' }), LEAGUE_MARKET], leagues: [{ ...LEAGUE_RECORD, payout }] });
  const ids: string[] = [];
  for (const name of ['a', 'b', 'c']) {
    const opened = ok(openLegacyLoginAccount(data, { email: `${name}@example.com`, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
    ids.push(opened.account.id);
    data = followWithKey(opened.data, opened.account.id, LEAGUE, ctx);
  }
  return { data, ctx, ids };
}

function balances(data: GameData, ids: readonly string[]): number[] {
  return ids.flatMap((id) => [practiceBalance(data.ledger, id), leagueBalance(data.ledger, id, LEAGUE)]);
}

let cashOuts = 0;

describe('cashing out before any result', () => {
  afterAll(() => {
    // The runs really cashed out: a property that never got there would prove nothing.
    expect(cashOuts).toBeGreaterThan(20);
  });

  it.each(['fixed', 'pool'] as const)('never leaves a practice or %s league wallet above where it started, and every balance is its ledger', (payout) => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const { ctx, ids, data: first } = players(payout);
        let data = first;
        const start = balances(data, ids);
        for (const next of steps) {
          const accountId = ids[next.who] as string;
          if (next.kind === 'bet') {
            const marketId = next.market === 0 ? 'm1' : LEAGUE_MARKET.id;
            const placed = placeBet(data, { accountId, marketId, choice: next.yes ? 'YES' : 'NO', amount: next.amount }, ctx);
            // The organiser counts every league bet at once, so each can be cashed out.
            if (placed.ok) data = holdCounted(placed.data, LEAGUE);
          } else {
            const own = data.positions.filter((position) => position.accountId === accountId && position.status === 'open');
            const position = own[next.which % Math.max(own.length, 1)];
            if (!position) continue;
            const stake = standingStake(position);
            const part = next.whole ? stake : Math.floor(stake * next.share);
            const cashed = cashOutPosition(data, { accountId, positionId: position.id, part }, ctx);
            if (cashed.ok) data = cashed.data;
            if (cashed.ok) cashOuts += 1;
          }
          balances(data, ids).forEach((balance, index) => expect(balance).toBeLessThanOrEqual(start[index] as number));
          for (const account of data.accounts) expect(account.coins).toBe(practiceBalance(data.ledger, account.id));
        }
        expect(v.safeParse(gameStateSchema, data).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
