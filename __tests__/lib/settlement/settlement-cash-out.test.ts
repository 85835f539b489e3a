import { cashOutPosition } from '@/lib/betting/cash-out';
import { settleMarket } from '@/lib/settlement/settlement';
import { ok, playedGame, practiceBalance } from '../game-fixtures';

/** a's 100 on YES with 40 of it cashed out for 36: 60 still stands. */
function partlyCashedOut() {
  const { data, ctx, a, b } = playedGame();
  const positionId = data.positions[0]?.id as string;
  const cashed = ok(cashOutPosition(data, { accountId: a, positionId, part: 40 }, ctx));
  return { data: cashed.data, ctx, a, b, positionId };
}

describe('settling a position partly cashed out', () => {
  it('pays the win of the stake that still stands', () => {
    const { data, ctx, a } = partlyCashedOut();
    const result = ok(settleMarket(data, 'm1', 'YES', ctx));
    expect(result.summary).toEqual({ settled: 2, paidOut: 108, refunded: 0 });
    expect(practiceBalance(result.data.ledger, a)).toBe(1500 - 100 + 36 + 108);
  });

  it('refunds only the stake that still stands when the question is voided', () => {
    const { data, ctx, a } = partlyCashedOut();
    const result = ok(settleMarket(data, 'm1', 'VOID', ctx));
    expect(result.summary).toEqual({ settled: 2, paidOut: 0, refunded: 60 + 50 });
    expect(practiceBalance(result.data.ledger, a)).toBe(1500 - 100 + 36 + 60);
  });

  it('never settles a position cashed out whole', () => {
    const { data, ctx, a } = playedGame();
    const positionId = data.positions[0]?.id as string;
    const cashed = ok(cashOutPosition(data, { accountId: a, positionId, part: 100 }, ctx));
    const result = ok(settleMarket(cashed.data, 'm1', 'VOID', ctx));
    expect(result.summary).toEqual({ settled: 1, paidOut: 0, refunded: 50 });
    expect(result.data.positions.find((position) => position.id === positionId)?.status).toBe('cashed-out');
    expect(practiceBalance(result.data.ledger, a)).toBe(1500 - 100 + 90);
  });

  it.each(['YES', 'NO', 'VOID'] as const)('never credits 0 coins to an open position nothing of which stands (%s): it is marked cashed out, with no entry', (outcome) => {
    const { data, ctx, a } = playedGame();
    const positionId = data.positions[0]?.id as string;
    const cashed = ok(cashOutPosition(data, { accountId: a, positionId, part: 100 }, ctx));
    // Open although every coin of it was cashed out (a record from before this was kept straight).
    const reopened = { ...cashed.data, positions: cashed.data.positions.map((position) => (position.id === positionId ? { ...position, status: 'open' as const } : position)) };
    const result = ok(settleMarket(reopened, 'm1', outcome, ctx));
    expect(result.data.positions.find((position) => position.id === positionId)).toMatchObject({ status: 'cashed-out', settledAt: null });
    expect(result.data.ledger.filter((entry) => entry.positionId === positionId).map((entry) => entry.kind)).toEqual(['bet', 'cash-out']);
    expect(practiceBalance(result.data.ledger, a)).toBe(1500 - 100 + 90);
  });
});
