import { LEADERBOARDS } from '@/data/leaderboard';
import { SAMPLE_TRANSACTIONS } from '@/data/transactions';
import { byRank, LEADERBOARD_PERIODS, podiumOf, rankMedal } from '@/lib/leaderboard';

describe('leaderboards', () => {
  it('has a table of ten players for every period', () => {
    for (const period of LEADERBOARD_PERIODS) {
      const entries = LEADERBOARDS[period.value];
      expect(entries).toHaveLength(10);
      expect(entries.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it('shows different standings per period', () => {
    const leaders = LEADERBOARD_PERIODS.map((period) => LEADERBOARDS[period.value][0]?.username);
    expect(new Set(leaders).size).toBe(3);
  });

  it('puts the top three on the podium in rank order', () => {
    const shuffled = [...LEADERBOARDS.weekly].reverse();
    expect(podiumOf(shuffled).map((entry) => entry.rank)).toEqual([1, 2, 3]);
    expect(byRank(shuffled)[9]?.rank).toBe(10);
  });

  it('gives each podium rank its own medal', () => {
    expect([1, 2, 3].map(rankMedal)).toEqual(['🥇', '🥈', '🥉']);
    expect(rankMedal(4)).toBeUndefined();
  });
});

describe('sample transactions', () => {
  it('are the spec’s four', () => {
    expect(SAMPLE_TRANSACTIONS.map((t) => [t.type, t.amount])).toEqual([
      ['credit', 500],
      ['debit', 100],
      ['credit', 50],
      ['credit', 1000],
    ]);
  });
});
