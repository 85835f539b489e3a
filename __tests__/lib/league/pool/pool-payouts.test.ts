import fc from 'fast-check';
import { poolReturns, type PoolStake } from '@/lib/league/pool/pool-payouts';

const stake = (id: string, choice: 'YES' | 'NO', amount: number): PoolStake => ({ id, choice, stake: amount });
const entries = (returns: Map<string, { amount: number; kind: string }>) => [...returns].map(([id, paid]) => [id, paid.amount, paid.kind]);

describe('sharing the pool at a result', () => {
  it('pays each winner the floor of stake × pool / winning coins, the coins lost to rounding to the largest winning stake', () => {
    // Pool 53 over 33 on YES: 10 → 16.06, 10 → 16.06, 13 → 20.87; 52 paid, the 1 left to the 13.
    const returns = poolReturns([stake('a', 'YES', 10), stake('b', 'YES', 10), stake('c', 'YES', 13), stake('d', 'NO', 20)], 'YES');
    expect(entries(returns)).toEqual([
      ['a', 16, 'win'],
      ['b', 16, 'win'],
      ['c', 21, 'win'],
    ]);
  });

  it('gives the rounding to the earliest of equal largest stakes', () => {
    // Pool 31 over 20 on YES: 15.5 each, the 1 left to the first counted.
    expect(entries(poolReturns([stake('b', 'YES', 10), stake('a', 'YES', 10), stake('c', 'NO', 11)], 'YES'))).toEqual([
      ['b', 16, 'win'],
      ['a', 15, 'win'],
    ]);
  });

  it('shares the coins cash-outs kept in the pool with the winners', () => {
    expect(entries(poolReturns([stake('a', 'NO', 50), stake('b', 'YES', 100)], 'NO', 5))).toEqual([['a', 155, 'win']]);
  });

  it('refunds every stake when nobody counted is on the winning side', () => {
    expect(entries(poolReturns([stake('a', 'YES', 100), stake('b', 'YES', 300)], 'NO', 7))).toEqual([
      ['a', 100, 'refund'],
      ['b', 300, 'refund'],
    ]);
  });

  it('refunds every standing stake on a void, and nothing to a stake cashed out whole', () => {
    expect(entries(poolReturns([stake('a', 'YES', 100), stake('b', 'NO', 40), stake('c', 'NO', 0)], 'VOID', 9))).toEqual([
      ['a', 100, 'refund'],
      ['b', 40, 'refund'],
    ]);
  });
});

describe('the pool is conserved', () => {
  const stakesArb = fc
    .array(fc.record({ choice: fc.constantFrom('YES' as const, 'NO' as const), stake: fc.integer({ min: 0, max: 1_000_000 }) }), { maxLength: 20 })
    .map((list) => list.map((each, index) => ({ id: `p${index}`, ...each })));
  const outcomeArb = fc.constantFrom('YES' as const, 'NO' as const, 'VOID' as const);

  it('pays out exactly the pool when someone won, nobody who lost, and refunds every stake on a void or with no winner', () => {
    fc.assert(
      fc.property(stakesArb, outcomeArb, fc.integer({ min: 0, max: 100_000 }), (stakes, outcome, kept) => {
        const returns = poolReturns(stakes, outcome, kept);
        const live = stakes.filter((each) => each.stake > 0);
        const someoneWon = outcome !== 'VOID' && live.some((each) => each.choice === outcome);
        const paid = [...returns.values()].reduce((sum, each) => sum + each.amount, 0);
        if (someoneWon) {
          expect(paid).toBe(live.reduce((sum, each) => sum + each.stake, 0) + kept);
          for (const each of stakes) {
            if (each.choice !== outcome || each.stake === 0) expect(returns.has(each.id)).toBe(false);
            else expect(returns.get(each.id)?.kind).toBe('win');
          }
          // Every winner gets at least their stake back.
          for (const each of live) if (each.choice === outcome) expect(returns.get(each.id)!.amount).toBeGreaterThanOrEqual(each.stake);
        } else {
          expect(entries(returns)).toEqual(live.map((each) => [each.id, each.stake, 'refund']));
        }
      }),
    );
  });
});
