import { playerEntry, type PlayerStanding } from '@/lib/stats/leaderboard';
import { playerStats, predictionHistory } from '@/lib/stats/player-stats';
import { DAY_MS } from '@/lib/display/time';
import type { CashOut } from '@/lib/model/position';
import { cashOutPosition } from '@/lib/betting/cash-out';
import { settleMarket } from '@/lib/settlement/settlement';
import { NOW, ok, playedGame } from '../game-fixtures';

const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString();

type StandingPosition = PlayerStanding['positions'][number];

function cashOut(amount: number, value: number, at: string, notCounted?: CashOut['notCounted']): CashOut {
  return { id: `c-${amount}-${at}`, amount, value, at, ...(notCounted ? { notCounted } : {}) };
}

function standing(positions: StandingPosition[]): PlayerStanding {
  return { id: 'me', username: 'Alice', badge: 'Bronze', positions };
}

describe('net winnings with cash-outs', () => {
  it('counts a cash-out as what it returned less the part it took out', () => {
    const whole: StandingPosition = { accountId: 'me', status: 'cashed-out', amount: 100, potentialWin: 0, settledAt: null, wallet: 'practice', cashOuts: [cashOut(100, 90, daysAgo(1))] };
    expect(playerEntry(standing([whole]), 'weekly', NOW)).toMatchObject({ netWinnings: -10, settled: 0, predictionsWon: 0 });
  });

  it('counts a settled position by the stake that still stood, and its cash-out in its own period', () => {
    const won: StandingPosition = { accountId: 'me', status: 'won', amount: 100, potentialWin: 108, settledAt: daysAgo(1), wallet: 'practice', cashOuts: [cashOut(40, 36, daysAgo(10))] };
    // Weekly: the win of 60 standing (108 - 60); all-time: the cash-out's -4 as well.
    expect(playerEntry(standing([won]), 'weekly', NOW)).toMatchObject({ netWinnings: 48, settled: 1, predictionsWon: 1 });
    expect(playerEntry(standing([won]), 'all-time', NOW)).toMatchObject({ netWinnings: 44 });
  });

  it('leaves out a cash-out the organiser refused', () => {
    const lost: StandingPosition = { accountId: 'me', status: 'lost', amount: 100, potentialWin: 180, settledAt: daysAgo(1), wallet: 'practice', cashOuts: [cashOut(40, 36, daysAgo(2), 'crowd-moved')] };
    expect(playerEntry(standing([lost]), 'weekly', NOW)).toMatchObject({ netWinnings: -100 });
  });
});

describe('the history of a position cashed out', () => {
  it("says 'Cashed out' with the coins it returned, and counts it as neither won nor lost", () => {
    const { data, ctx, a } = playedGame();
    const positionId = data.positions[0]?.id as string;
    const cashed = ok(cashOutPosition(data, { accountId: a, positionId, part: 100 }, ctx)).data;
    const settled = ok(settleMarket(cashed, 'm1', 'YES', ctx)).data;
    expect(predictionHistory(settled.positions, a)).toContainEqual(expect.objectContaining({ id: positionId, result: 'Cashed out', cashedOut: 90, winnings: 0, refunded: 0 }));
    expect(playerStats(settled.positions, a)).toMatchObject({ totalPredictions: 1, settled: 0, correct: 0, totalWinnings: 0 });
  });

  it('refunds only what still stood of a voided position, its cash-out listed beside it', () => {
    const { data, ctx, a } = playedGame();
    const positionId = data.positions[0]?.id as string;
    const cashed = ok(cashOutPosition(data, { accountId: a, positionId, part: 40 }, ctx)).data;
    const voided = ok(settleMarket(cashed, 'm1', 'VOID', ctx)).data;
    expect(predictionHistory(voided.positions, a)).toContainEqual(expect.objectContaining({ id: positionId, result: 'Refunded', refunded: 60, cashedOut: 36 }));
  });
});
