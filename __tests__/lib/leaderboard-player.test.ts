import { LEADERBOARDS } from '@/data/leaderboard';
import { PERIOD_DAYS, playerEntry, rankWithPlayer, type LeaderboardEntry, type PlayerStanding } from '@/lib/leaderboard';
import { DAY_MS } from '@/lib/time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW - days * DAY_MS - extraMs).toISOString();

type StandingPosition = PlayerStanding['positions'][number];

function settled(status: StandingPosition['status'], settledAt: string | null, potentialWin = 180, accountId = 'me'): StandingPosition {
  return { accountId, status, potentialWin, settledAt };
}

function standing(positions: StandingPosition[], balance = 2345): PlayerStanding {
  return { id: 'me', username: 'Alice', badge: 'Rookie', balance, positions };
}

function you(coins: number): LeaderboardEntry {
  return { id: 'me', username: 'Alice', coins, predictionsWon: 0, accuracy: 0, rank: 0, badge: 'Rookie', isYou: true };
}

describe('PERIOD_DAYS', () => {
  it('looks back a week, a month, or ranks all-time by balance', () => {
    expect(PERIOD_DAYS).toEqual({ weekly: 7, monthly: 30, 'all-time': null });
  });
});

describe('playerEntry', () => {
  const positions = [
    settled('won', daysAgo(0, 60_000), 180), // a minute ago
    settled('won', daysAgo(6), 90),
    settled('lost', daysAgo(3)),
    settled('won', daysAgo(7), 45), // exactly a week ago: still in the week
    settled('won', daysAgo(7, 1), 1000), // a millisecond more: out of the week
    settled('lost', daysAgo(10)),
    settled('won', daysAgo(29), 360),
    settled('won', daysAgo(30), 18),
    settled('won', daysAgo(30, 1), 5000),
    settled('lost', daysAgo(31)),
    settled('won', daysAgo(400), 9000),
    settled('open', null, 900),
    settled('refunded', daysAgo(1), 0),
    settled('won', daysAgo(1), 77_777, 'someone-else'),
  ];

  it('counts weekly only the wins settled in the last 7 days', () => {
    const entry = playerEntry(standing(positions), 'weekly', NOW);
    expect(entry).toMatchObject({ coins: 180 + 90 + 45, predictionsWon: 3 });
    expect(entry.accuracy).toBe(75);
  });

  it('counts monthly only the wins settled in the last 30 days', () => {
    const entry = playerEntry(standing(positions), 'monthly', NOW);
    expect(entry).toMatchObject({ coins: 180 + 90 + 45 + 1000 + 360 + 18, predictionsWon: 6 });
    expect(entry.accuracy).toBe(75);
  });

  it('ranks all-time by the balance, with every win and loss counted', () => {
    const entry = playerEntry(standing(positions, 2345), 'all-time', NOW);
    expect(entry).toMatchObject({ coins: 2345, predictionsWon: 8 });
    expect(entry.accuracy).toBeCloseTo((8 / 11) * 100, 10);
  });

  it('is the player’s row, marked as you, waiting for a rank', () => {
    expect(playerEntry(standing(positions), 'weekly', NOW)).toEqual({
      id: 'me',
      username: 'Alice',
      coins: 315,
      predictionsWon: 3,
      accuracy: 75,
      rank: 0,
      badge: 'Rookie',
      isYou: true,
    });
  });

  it('is zero wins, zero accuracy and zero coins in a quiet week', () => {
    const quiet = [settled('won', daysAgo(20)), settled('open', null), settled('refunded', daysAgo(1))];
    expect(playerEntry(standing(quiet), 'weekly', NOW)).toMatchObject({ coins: 0, predictionsWon: 0, accuracy: 0, isYou: true });
    expect(playerEntry(standing([], 0), 'all-time', NOW)).toMatchObject({ coins: 0, predictionsWon: 0, accuracy: 0, isYou: true });
  });

  it('ignores positions of other accounts', () => {
    const theirs = [settled('won', daysAgo(1), 500, 'bob'), settled('lost', daysAgo(1), 0, 'bob')];
    expect(playerEntry(standing(theirs), 'weekly', NOW)).toMatchObject({ coins: 0, predictionsWon: 0, accuracy: 0 });
  });
});

describe('rankWithPlayer', () => {
  const board = LEADERBOARDS['all-time'];

  it('ranks the player among the sample board, 1 to n + 1', () => {
    const ranked = rankWithPlayer(board, you(60_000));
    expect(ranked).toHaveLength(board.length + 1);
    expect(ranked.map((entry) => entry.rank)).toEqual(Array.from({ length: board.length + 1 }, (_, index) => index + 1));
    const mine = ranked.find((entry) => entry.isYou);
    expect(mine).toMatchObject({ rank: 6, coins: 60_000 });
    expect(ranked[4]?.coins).toBeGreaterThan(60_000);
    expect(ranked[6]?.coins).toBeLessThan(60_000);
  });

  it('puts the player below everyone with the same coins', () => {
    const tied = board[2] as LeaderboardEntry;
    const ranked = rankWithPlayer(board, you(tied.coins));
    expect(ranked.map((entry) => entry.username).slice(2, 5)).toEqual([tied.username, 'Alice', board[3]?.username]);
    expect(ranked.find((entry) => entry.isYou)?.rank).toBe(4);
  });

  it('puts the highest score at the top', () => {
    const ranked = rankWithPlayer(board, you(1_000_000));
    expect(ranked[0]).toMatchObject({ isYou: true, rank: 1 });
    expect(ranked[1]).toMatchObject({ username: board[0]?.username, rank: 2 });
  });

  it('puts a score of 0 at the bottom', () => {
    const ranked = rankWithPlayer(LEADERBOARDS.weekly, you(0));
    expect(ranked.at(-1)).toMatchObject({ isYou: true, rank: LEADERBOARDS.weekly.length + 1 });
  });

  it('keeps the sample players in their order and leaves the sample board untouched', () => {
    const before = board.map((entry) => ({ ...entry }));
    const ranked = rankWithPlayer(board, you(50_000));
    expect(ranked.filter((entry) => !entry.isYou).map((entry) => entry.id)).toEqual(board.map((entry) => entry.id));
    expect(board).toEqual(before);
  });

  it('orders the board by rank first, whatever order it arrives in', () => {
    const ranked = rankWithPlayer([...LEADERBOARDS.monthly].reverse(), you(12_000));
    expect(ranked.map((entry) => entry.coins)).toEqual([...ranked.map((entry) => entry.coins)].sort((a, b) => b - a));
    expect(ranked.find((entry) => entry.isYou)?.rank).toBe(6);
  });

  it('replaces a row already marked as you instead of adding a second one', () => {
    const once = rankWithPlayer(board, you(60_000));
    const twice = rankWithPlayer(once, you(200_000));
    expect(twice).toHaveLength(board.length + 1);
    expect(twice.filter((entry) => entry.isYou)).toEqual([expect.objectContaining({ coins: 200_000, rank: 1 })]);
    expect(twice.map((entry) => entry.rank)).toEqual(Array.from({ length: board.length + 1 }, (_, index) => index + 1));
  });

  it('ranks a player alone on an empty board first', () => {
    expect(rankWithPlayer([], you(0))).toEqual([{ ...you(0), rank: 1 }]);
  });

  it('works with a real player entry', () => {
    const entry = playerEntry(standing([settled('won', daysAgo(1), 5_500)]), 'weekly', NOW);
    const ranked = rankWithPlayer(LEADERBOARDS.weekly, entry);
    expect(ranked.find((row) => row.isYou)).toMatchObject({ username: 'Alice', coins: 5_500, rank: 3 });
  });
});
