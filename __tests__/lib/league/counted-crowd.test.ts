import { withCountedCrowd } from '@/lib/league/counted-crowd';
import type { Judgement } from '@/lib/league/judged';
import type { Position } from '@/lib/model/position';
import type { Snapshot } from '@/lib/model/picks';
import { gameWith, makeMarket, NOW } from '../game-fixtures';

const LEAGUE = 'aaaabbbbccccdddd';
const Q1 = `${LEAGUE}.1`;
const Q2 = `${LEAGUE}.2`;

function position(id: string, over: Partial<Position>): Position {
  return { id, accountId: 'ann', marketId: Q1, question: 'Q?', choice: 'YES', amount: 100, potentialWin: 180, createdAt: new Date(NOW).toISOString(), status: 'open', settledAt: null, yesShareAfter: 50, wallet: LEAGUE, ...over };
}

describe('the counted crowd on a league question', () => {
  const snapshot: Snapshot = { seq: 3, crowd: [{ questionId: Q1, yesCoins: 300, noCoins: 200, yesPlayers: 2, noPlayers: 1 }], standings: [], judged: [] };
  const judgements: Record<string, Judgement> = { counted: { state: 'counted' }, waiting: { state: 'waiting' }, refused: { state: 'refused', reason: 'after-close' } };
  const judge = (position: Position) => judgements[position.id.split('-')[0] ?? ''] ?? { state: 'waiting' };

  it('shows the organiser’s counted coins and players, plus the bets made here still waiting, and never a refused one', () => {
    const data = gameWith({
      markets: [makeMarket({ id: Q1, leagueId: LEAGUE, yesCoins: 9, noCoins: 9, totalYes: 9, totalNo: 9, totalPool: 18 }), makeMarket({ id: Q2, leagueId: LEAGUE, yesCoins: 50, totalPool: 50, totalYes: 1 }), makeMarket({ id: 'practice', yesCoins: 7, totalPool: 7 })],
      positions: [
        position('counted-1', { amount: 100 }),
        position('waiting-1', { amount: 40, choice: 'NO', accountId: 'bob' }),
        position('waiting-2', { amount: 10, choice: 'NO', accountId: 'bob' }),
        position('refused-1', { amount: 500, choice: 'NO' }),
        position('waiting-3', { amount: 50, marketId: Q2 }),
      ],
    });
    const shown = withCountedCrowd(data, LEAGUE, snapshot, judge);
    expect(shown.markets.find((market) => market.id === Q1)).toMatchObject({ yesCoins: 300, noCoins: 250, totalYes: 2, totalNo: 2, totalPool: 550 });
    // A question the snapshot doesn't list: only what is waiting here.
    expect(shown.markets.find((market) => market.id === Q2)).toMatchObject({ yesCoins: 50, noCoins: 0, totalYes: 1, totalNo: 0, totalPool: 50 });
    expect(shown.markets.find((market) => market.id === 'practice')).toMatchObject({ yesCoins: 7, totalPool: 7 });
  });
});
