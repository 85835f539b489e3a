import { settleMarket } from '@/lib/settlement/settlement';
import { SETTLE_REFUSAL_WORDS } from '@/lib/settlement/settlement-words';
import { ok, playedGame, practiceBalance } from '../game-fixtures';


describe('settleMarket', () => {
  it('pays a winning stake floor(stake x 1.8) and marks the losing one Lost', () => {
    const { data, ctx, a, b } = playedGame();
    const result = ok(settleMarket(data, 'm1', 'YES', ctx));
    expect(result.summary).toEqual({ settled: 2, paidOut: 180, refunded: 0 });
    expect(practiceBalance(result.data.ledger, a)).toBe(1500 - 100 + 180);
    expect(practiceBalance(result.data.ledger, b)).toBe(1500 - 50 - 30);
    const statuses = result.data.positions.map((position) => [position.marketId, position.choice, position.status]);
    expect(statuses).toEqual([
      ['m1', 'YES', 'won'],
      ['m1', 'NO', 'lost'],
      ['m2', 'YES', 'open'],
    ]);
    expect(result.data.ledger.at(-1)).toMatchObject({ amount: 180, description: 'Won prediction: Will it rain tomorrow?' });
    expect(result.data.markets.find((market) => market.id === 'm1')).toMatchObject({ isResolved: true, outcome: 'YES', resolvedAt: new Date(ctx.nowMs).toISOString() });
  });

  it('pays the potential win the position recorded when the bet was placed, the figure its summary shows', () => {
    const { data, ctx } = playedGame();
    const recorded = { ...data, positions: data.positions.map((position) => (position.id === data.positions[0]?.id ? { ...position, potentialWin: 175 } : position)) };
    const result = ok(settleMarket(recorded, 'm1', 'YES', ctx));
    expect(result.summary.paidOut).toBe(175);
    expect(result.data.ledger.at(-1)).toMatchObject({ amount: 175, positionId: data.positions[0]?.id });
  });

  it('refunds every open stake when a market is voided', () => {
    const { data, ctx, a, b } = playedGame();
    const result = ok(settleMarket(data, 'm1', 'VOID', ctx));
    expect(result.summary).toEqual({ settled: 2, paidOut: 0, refunded: 150 });
    expect(practiceBalance(result.data.ledger, a)).toBe(1500);
    expect(practiceBalance(result.data.ledger, b)).toBe(1500 - 30);
    expect(result.data.ledger.at(-1)).toMatchObject({ amount: 50, description: 'Refund: Will it rain tomorrow?' });
  });

  it('refuses a market that is already settled, so it pays once', () => {
    const { data, ctx } = playedGame();
    const once = ok(settleMarket(data, 'm1', 'NO', ctx));
    expect(settleMarket(once.data, 'm1', 'NO', ctx)).toEqual({ ok: false, reason: 'already-settled' });
    expect(settleMarket(once.data, 'm1', 'YES', ctx)).toEqual({ ok: false, reason: 'already-settled' });
  });

  it('refuses an unknown market', () => {
    const { data, ctx } = playedGame();
    expect(settleMarket(data, 'nope', 'YES', ctx)).toEqual({ ok: false, reason: 'unknown-market' });
  });

  it('settles a market nobody bet on', () => {
    const { data, ctx } = playedGame();
    const result = ok(settleMarket(data, 'm3', 'NO', ctx));
    expect(result.summary).toEqual({ settled: 0, paidOut: 0, refunded: 0 });
    expect(result.data.ledger).toBe(data.ledger);
  });

  it('refuses a league question unless its operator’s result is being applied', () => {
    const { data, ctx } = playedGame();
    const inLeague = { ...data, markets: data.markets.map((market) => (market.id === 'm1' ? { ...market, leagueId: 'aaaabbbbccccdddd' } : market)) };
    expect(settleMarket(inLeague, 'm1', 'YES', ctx)).toEqual({ ok: false, reason: 'league-question' });
    expect(SETTLE_REFUSAL_WORDS['league-question']).toBe('A league question gets its result from its organiser.');
    expect(settleMarket(inLeague, 'm1', 'YES', ctx, { league: true }).ok).toBe(true);
  });

  it('names each credit as the caller asks', () => {
    const { data, ctx } = playedGame();
    const entryId = (positionId: string, kind: 'win' | 'refund') => `L:7:${positionId}:${kind}`;
    const won = ok(settleMarket(data, 'm1', 'YES', ctx, { entryId }));
    expect(won.data.ledger.at(-1)?.id).toBe(`L:7:${data.positions[0]?.id}:win`);
    const voided = ok(settleMarket(data, 'm1', 'VOID', ctx, { entryId }));
    expect(voided.data.ledger.slice(-2).map((entry) => entry.id)).toEqual(data.positions.slice(0, 2).map((position) => `L:7:${position.id}:refund`));
  });
});
