import fc from 'fast-check';
import * as v from 'valibot';
import { potentialWin } from '@/lib/betting/betting-rules';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { settleMarket, type Outcome } from '@/lib/settlement/settlement';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, openLegacyLoginAccount, practiceBalance } from '../game-fixtures';

const ADMIN = 'admin@predictoplay.com';
const MARKET_IDS = ['m1', 'm2', 'm3'] as const;

const betArb = fc.record({
  player: fc.nat({ max: 4 }),
  market: fc.constantFrom(...MARKET_IDS),
  choice: fc.constantFrom('YES' as const, 'NO' as const),
  amount: fc.integer({ min: 10, max: 400 }),
});

/** Five players and any bets they can afford. */
type RandomBet = { player: number; market: string; choice: 'YES' | 'NO'; amount: number };

function play(bets: RandomBet[]) {
  const ctx = makeCtx();
  let data: GameData = gameWith();
  const ids: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const opened = openLegacyLoginAccount(data, { email: `p${index}@example.com`, password: FAKE_HASH }, ADMIN, ctx);
    if (!opened.ok) throw new Error('could not open account');
    data = opened.data;
    ids.push(opened.account.id);
  }
  for (const bet of bets) {
    const placed = placeBet(data, { accountId: ids[bet.player] ?? null, marketId: bet.market, choice: bet.choice, amount: bet.amount }, ctx);
    if (placed.ok) data = placed.data;
  }
  return { data, ctx, ids };
}

function expectBalancesMatchLedger(data: GameData) {
  for (const account of data.accounts) expect(account.coins).toBe(practiceBalance(data.ledger, account.id));
}

describe('settlement properties', () => {
  it('pays exactly floor(stake x 1.8) per winning stake, refunds exactly the stakes on void, and keeps every balance its ledger', () => {
    fc.assert(
      fc.property(fc.array(betArb, { maxLength: 40 }), fc.constantFrom(...MARKET_IDS), fc.constantFrom<Outcome>('YES', 'NO', 'VOID'), (bets, marketId, outcome) => {
        const { data, ctx } = play(bets);
        const open = data.positions.filter((position) => position.marketId === marketId);
        const before = data.accounts.reduce((sum, account) => sum + account.coins, 0);
        const result = settleMarket(data, marketId, outcome, ctx);
        if (!result.ok) throw new Error(result.reason);
        const after = result.data.accounts.reduce((sum, account) => sum + account.coins, 0);
        const expected =
          outcome === 'VOID'
            ? open.reduce((sum, position) => sum + position.amount, 0)
            : open.filter((position) => position.choice === outcome).reduce((sum, position) => sum + potentialWin(position.amount), 0);
        expect(after - before).toBe(expected);
        expect(result.summary.paidOut + result.summary.refunded).toBe(expected);
        expect(result.data.positions.filter((position) => position.marketId === marketId && position.status === 'open')).toEqual([]);
        expectBalancesMatchLedger(result.data);
        expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('is idempotent: settling again, with either outcome, changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(betArb, { maxLength: 30 }),
        fc.constantFrom(...MARKET_IDS),
        fc.constantFrom<Outcome>('YES', 'NO', 'VOID'),
        fc.constantFrom<Outcome>('YES', 'NO', 'VOID'),
        (bets, marketId, first, second) => {
          const { data, ctx } = play(bets);
          const once = settleMarket(data, marketId, first, ctx);
          if (!once.ok) throw new Error(once.reason);
          expect(settleMarket(once.data, marketId, second, ctx)).toEqual({ ok: false, reason: 'already-settled' });
          // Each position gets at most one credit, however the markets are settled.
          const credits = once.data.ledger.filter((entry) => entry.amount > 0 && entry.positionId !== null);
          expect(new Set(credits.map((entry) => entry.positionId)).size).toBe(credits.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
