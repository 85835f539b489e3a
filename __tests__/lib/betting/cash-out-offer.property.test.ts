// The card's cheap check for offering 'Cash out' agrees with the exact quote the dialog and the
// operation use: a bet is offered exactly when its whole standing stake can be cashed out now.

import fc from 'fast-check';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { canCashOut } from '@/lib/betting/cash-out-quote';
import { mayOfferCashOut } from '@/lib/betting/cash-out-offer';
import { placeBet } from '@/lib/betting/place-bet';
import { FAKE_HASH, gameWith, makeCtx, ok, openLegacyLoginAccount } from '../game-fixtures';

describe('offering a cash-out', () => {
  it('is offered exactly when the exact quote allows it, whatever the crowd', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1_400 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (stake, yes, no) => {
        const ctx = makeCtx();
        const base = gameWith();
        const data = { ...base, markets: base.markets.map((market) => (market.id === 'm1' ? { ...market, yesCoins: yes, noCoins: no, totalPool: yes + no } : market)) };
        const ann = ok(openLegacyLoginAccount(data, { email: 'ann@example.com', password: FAKE_HASH }, ADMIN_EMAIL, ctx));
        const placed = ok(placeBet(ann.data, { accountId: ann.account.id, marketId: 'm1', choice: 'YES', amount: stake }, ctx));
        expect(mayOfferCashOut(placed.data, ann.account.id, placed.position, ctx.nowMs)).toBe(canCashOut(placed.data, ann.account.id, placed.position, ctx.nowMs));
      }),
      { numRuns: 300 },
    );
  });
});
