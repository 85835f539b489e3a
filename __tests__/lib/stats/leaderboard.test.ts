import { LEADERBOARDS } from '@/data/leaderboard';
import { byRank, LEADERBOARD_PERIODS, podiumOf, rankMedal, summarizeBoard } from '@/lib/stats/leaderboard';

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

describe('summarizeBoard', () => {
  it('sums the board it is given: its players, the top ten’s net winnings and the predictions settled', () => {
    const board = LEADERBOARDS['all-time'];
    const summary = summarizeBoard(board);
    expect(summary.players).toBe(10);
    expect(summary.topNetWinnings).toBe(125_000 + 98_500 + 87_200 + 76_800 + 65_400 + 54_300 + 48_900 + 42_100 + 38_700 + 35_200);
    expect(summary.settled).toBe(board.reduce((sum, entry) => sum + entry.settled, 0));
  });

  it('counts only the first ten by rank toward the top ten, and every row toward the rest', () => {
    const eleventh = { ...LEADERBOARDS.weekly[9]!, id: 'extra', username: 'Extra', netWinnings: 1, settled: 7, rank: 11 };
    const summary = summarizeBoard([eleventh, ...LEADERBOARDS.weekly]);
    expect(summary.players).toBe(11);
    expect(summary.topNetWinnings).toBe(summarizeBoard(LEADERBOARDS.weekly).topNetWinnings);
    expect(summary.settled).toBe(summarizeBoard(LEADERBOARDS.weekly).settled + 7);
  });

  it('is all zeros for an empty board', () => {
    expect(summarizeBoard([])).toEqual({ players: 0, topNetWinnings: 0, settled: 0 });
  });
});
