import { LEADERBOARDS } from '@/data/leaderboard';
import type { GameData } from '@/lib/model/game';
import {
  compareStandings,
  PERIOD_DAYS,
  playerEntry,
  playerRank,
  rankEntries,
  rankWithPlayer,
  type LeaderboardEntry,
  type LeaderboardPeriod,
  type PlayerStanding,
} from '@/lib/stats/leaderboard';
import { settleMarket } from '@/lib/settlement/settlement';
import { DAY_MS } from '@/lib/display/time';
import { addCoins, claimDailyBonus } from '@/lib/wallet/free-coins';
import { NOW, ok, playedGame } from '../game-fixtures';

const daysAgo = (days: number, extraMs = 0) => new Date(NOW - days * DAY_MS - extraMs).toISOString();

type StandingPosition = PlayerStanding['positions'][number];

/** A position of 100 coins (unless told), settled as given; a win pays floor(100 x 1.8) = 180. */
function settled(status: StandingPosition['status'], settledAt: string | null, amount = 100, accountId = 'me', wallet = 'practice'): StandingPosition {
  return { accountId, status, amount, potentialWin: Math.floor(amount * 1.8), settledAt, wallet };
}

function standing(positions: StandingPosition[]): PlayerStanding {
  return { id: 'me', username: 'Alice', badge: 'Bronze', positions };
}

function row(username: string, netWinnings: number, settledCount: number, extra: Partial<LeaderboardEntry> = {}): LeaderboardEntry {
  return { id: username, username, netWinnings, settled: settledCount, predictionsWon: 0, accuracy: null, rank: 0, badge: 'Bronze', ...extra };
}

function you(netWinnings: number, settledCount = 0): LeaderboardEntry {
  return row('Alice', netWinnings, settledCount, { id: 'me', isYou: true });
}

describe('PERIOD_DAYS', () => {
  it('looks back a week, a month, or forever', () => {
    expect(PERIOD_DAYS).toEqual({ weekly: 7, monthly: 30, 'all-time': null });
  });
});

describe('playerEntry', () => {
  // Each win nets +80 per 100 staked, each loss -100.
  const positions = [
    settled('won', daysAgo(0, 60_000)), // a minute ago
    settled('won', daysAgo(6), 50), // +40
    settled('lost', daysAgo(3)),
    settled('won', daysAgo(7), 1000), // exactly a week ago: still in the week, +800
    settled('won', daysAgo(7, 1), 10_000), // a millisecond more: out of the week, +8,000
    settled('lost', daysAgo(10)),
    settled('won', daysAgo(30), 20), // exactly 30 days: in the month, +16
    settled('lost', daysAgo(30, 1), 5000), // out of the month
    settled('won', daysAgo(400), 500), // +400, all-time only
    settled('won', null, 300), // unreadable settlement time: all-time only, +240
    settled('open', null, 900),
    settled('refunded', daysAgo(1), 700),
    settled('won', daysAgo(1), 77_777, 'someone-else'),
  ];

  it('counts weekly the coins won minus the coins staked on predictions settled in the last 7 days', () => {
    expect(playerEntry(standing(positions), 'weekly', NOW)).toEqual({
      id: 'me',
      username: 'Alice',
      netWinnings: 80 + 40 - 100 + 800,
      settled: 4,
      predictionsWon: 3,
      accuracy: 75,
      rank: 0,
      badge: 'Bronze',
      isYou: true,
    });
  });

  it('counts monthly the predictions settled in the last 30 days', () => {
    expect(playerEntry(standing(positions), 'monthly', NOW)).toMatchObject({
      netWinnings: 80 + 40 - 100 + 800 + 8_000 - 100 + 16,
      settled: 7,
      predictionsWon: 5,
    });
  });

  it('counts all-time every settled prediction the same way, never the balance', () => {
    const entry = playerEntry(standing(positions), 'all-time', NOW);
    expect(entry).toMatchObject({ netWinnings: 80 + 40 - 100 + 800 + 8_000 - 100 + 16 - 5000 + 400 + 240, settled: 10, predictionsWon: 7 });
    expect(entry.accuracy).toBe(70);
  });

  it('can be negative when more was staked on losses than won', () => {
    expect(playerEntry(standing([settled('lost', daysAgo(1), 300), settled('won', daysAgo(1))]), 'weekly', NOW)).toMatchObject({
      netWinnings: -300 + 80,
      settled: 2,
      accuracy: 50,
    });
  });

  it('counts a refunded (voided) position neither as won nor as settled', () => {
    const entry = playerEntry(standing([settled('refunded', daysAgo(1), 5000)]), 'all-time', NOW);
    expect(entry).toMatchObject({ netWinnings: 0, settled: 0, predictionsWon: 0, accuracy: null });
  });

  it('has no accuracy, zero wins and zero net winnings in a quiet week', () => {
    const quiet = [settled('won', daysAgo(20)), settled('open', null), settled('refunded', daysAgo(1))];
    expect(playerEntry(standing(quiet), 'weekly', NOW)).toMatchObject({ netWinnings: 0, settled: 0, predictionsWon: 0, accuracy: null });
    expect(playerEntry(standing([]), 'all-time', NOW)).toMatchObject({ netWinnings: 0, settled: 0, accuracy: null, isYou: true });
  });

  it('ignores positions of other accounts', () => {
    const theirs = [settled('won', daysAgo(1), 500, 'bob'), settled('lost', daysAgo(1), 100, 'bob')];
    expect(playerEntry(standing(theirs), 'weekly', NOW)).toMatchObject({ netWinnings: 0, settled: 0 });
  });
});

describe('compareStandings and rankEntries', () => {
  it('ranks by net winnings, then more settled predictions, then name A to Z', () => {
    const ranked = rankEntries([row('Zed', 500, 3), row('Bea', 500, 3), row('Max', 500, 9), row('Top', 900, 1), row('Low', -20, 50)]);
    expect(ranked.map((entry) => [entry.rank, entry.username])).toEqual([
      [1, 'Top'],
      [2, 'Max'],
      [3, 'Bea'],
      [4, 'Zed'],
      [5, 'Low'],
    ]);
    expect(compareStandings(row('A', 1, 1), row('A', 1, 1))).toBe(0);
  });

  it('leaves the entries it was given untouched', () => {
    const entries = [row('B', 1, 1), row('A', 2, 1)];
    rankEntries(entries);
    expect(entries.map((entry) => [entry.username, entry.rank])).toEqual([
      ['B', 0],
      ['A', 0],
    ]);
  });
});

describe('the sample boards', () => {
  it('are ranked by net winnings with a settled count derived from wins and accuracy', () => {
    for (const period of ['weekly', 'monthly', 'all-time'] as const) {
      const board = LEADERBOARDS[period];
      expect(rankEntries(board).map((entry) => entry.id)).toEqual(board.map((entry) => entry.id));
      for (const entry of board) {
        expect(entry.isSample).toBe(true);
        expect(entry.settled).toBe(Math.round(entry.predictionsWon / ((entry.accuracy ?? 100) / 100)));
      }
    }
    // CryptoKing: 234 wins at 78.5% accuracy is 298 settled predictions.
    expect(LEADERBOARDS['all-time'][0]).toMatchObject({ username: 'CryptoKing', netWinnings: 125_000, settled: 298 });
  });
});

describe('rankWithPlayer', () => {
  const board = LEADERBOARDS['all-time'];

  it('ranks the player among the sample board, 1 to n + 1', () => {
    const ranked = rankWithPlayer(board, you(60_000));
    expect(ranked).toHaveLength(board.length + 1);
    expect(ranked.map((entry) => entry.rank)).toEqual(Array.from({ length: board.length + 1 }, (_, index) => index + 1));
    expect(ranked.find((entry) => entry.isYou)).toMatchObject({ rank: 6, netWinnings: 60_000 });
  });

  it('breaks a tie with a sample player on settled predictions, then on name', () => {
    const third = board[2] as LeaderboardEntry; // LuckyStrike: 87,200 over 229 settled
    expect(rankWithPlayer(board, you(third.netWinnings, third.settled + 1)).find((entry) => entry.isYou)?.rank).toBe(3);
    expect(rankWithPlayer(board, you(third.netWinnings, third.settled - 1)).find((entry) => entry.isYou)?.rank).toBe(4);
    // Same net and settled: 'Alice' comes before 'LuckyStrike'.
    expect(rankWithPlayer(board, you(third.netWinnings, third.settled)).find((entry) => entry.isYou)?.rank).toBe(3);
  });

  it('puts a player with nothing settled last, below every sample player', () => {
    for (const period of ['weekly', 'monthly', 'all-time'] as const) {
      const ranked = rankWithPlayer(LEADERBOARDS[period], you(0));
      expect(ranked.at(-1)).toMatchObject({ isYou: true, rank: LEADERBOARDS[period].length + 1 });
    }
  });

  it('keeps the sample players in their order and leaves the sample board untouched', () => {
    const before = board.map((entry) => ({ ...entry }));
    const ranked = rankWithPlayer(board, you(50_000));
    expect(ranked.filter((entry) => !entry.isYou).map((entry) => entry.id)).toEqual(board.map((entry) => entry.id));
    expect(board).toEqual(before);
  });

  it('replaces a row already marked as you instead of adding a second one', () => {
    const once = rankWithPlayer(board, you(60_000));
    const twice = rankWithPlayer(once, you(200_000));
    expect(twice).toHaveLength(board.length + 1);
    expect(twice.filter((entry) => entry.isYou)).toEqual([expect.objectContaining({ netWinnings: 200_000, rank: 1 })]);
  });

  it('ranks a player alone on an empty board first', () => {
    expect(rankWithPlayer([], you(0))).toEqual([{ ...you(0), rank: 1 }]);
  });

  it('gives the profile the same rank the board shows', () => {
    const player = standing([settled('won', daysAgo(1), 70_000)]); // +56,000
    expect(playerRank(board, player, 'all-time', NOW)).toBe(6);
    expect(playerRank(LEADERBOARDS.weekly, player, 'weekly', NOW)).toBe(1);
  });
});

describe('what never moves a rank', () => {
  const PERIODS: LeaderboardPeriod[] = ['weekly', 'monthly', 'all-time'];

  /** Every account of the game ranked with the sample players, as id -> rank per period. */
  function ranks(data: GameData): Record<string, Record<string, number>> {
    const result: Record<string, Record<string, number>> = {};
    for (const period of PERIODS) {
      const players = data.accounts.map((account) =>
        playerEntry({ id: account.id, username: account.username, badge: 'Bronze', positions: data.positions }, period, NOW),
      );
      result[period] = Object.fromEntries(rankEntries([...LEADERBOARDS[period], ...players]).map((entry) => [entry.id, entry.rank]));
    }
    return result;
  }

  /** a won 100 on m1 (+80), b lost 50 on m1 (-50); b's 30 on m2 is still open. */
  function settledGame() {
    const game = playedGame();
    const data = ok(settleMarket(game.data, 'm1', 'YES', game.ctx)).data;
    return { ...game, data };
  }

  it('a top-up, however large, changes nobody’s rank', () => {
    const { data, ctx, a, b } = settledGame();
    const before = ranks(data);
    let topped = data;
    for (let step = 0; step < 10; step += 1) topped = ok(addCoins(topped, b, 10_000, ctx)).data;
    topped = ok(claimDailyBonus(topped, a, ctx)).data;
    expect(topped.accounts.find((account) => account.id === b)?.coins).toBeGreaterThan(100_000);
    expect(ranks(topped)).toEqual(before);
  });

  it('a voided question changes nobody’s rank, and its stake counts neither as won nor as settled', () => {
    const { data, ctx, b } = settledGame();
    const before = ranks(data);
    const voided = ok(settleMarket(data, 'm2', 'VOID', ctx)).data;
    expect(voided.positions.find((position) => position.accountId === b && position.marketId === 'm2')?.status).toBe('refunded');
    expect(ranks(voided)).toEqual(before);
    const entry = playerEntry({ id: b, username: 'b', badge: 'Bronze', positions: voided.positions }, 'all-time', NOW);
    expect(entry).toMatchObject({ netWinnings: -50, settled: 1, predictionsWon: 0 });
  });

  it('a settled prediction does move it', () => {
    const game = playedGame();
    // Named so that b leads a on the tie-break while nothing has settled.
    const named = { ...game.data, accounts: game.data.accounts.map((account) => (account.id === game.b ? { ...account, username: 'Aaron' } : account)) };
    expect(ranks(named)['all-time']).toMatchObject({ [game.b]: 11, [game.a]: 12 });
    const settledData = ok(settleMarket(named, 'm1', 'YES', game.ctx)).data;
    expect(ranks(settledData)['all-time']).toMatchObject({ [game.a]: 11, [game.b]: 12 });
  });
});

describe('the practice board', () => {
  it('leaves a league position out: a league win or loss changes no figure', () => {
    const practice = [settled('won', daysAgo(1)), settled('lost', daysAgo(2))];
    const withLeague = [...practice, settled('won', daysAgo(1), 500, 'me', 'k7dq3mzpa2xw4rbt'), settled('lost', daysAgo(1), 300, 'me', 'k7dq3mzpa2xw4rbt')];
    for (const period of ['weekly', 'monthly', 'all-time'] as const) {
      expect(playerEntry(standing(withLeague), period, NOW)).toEqual(playerEntry(standing(practice), period, NOW));
    }
  });
});
