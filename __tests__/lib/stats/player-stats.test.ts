import { potentialWin } from '@/lib/betting/betting-rules';
import type { Position } from '@/lib/model/position';
import { achievementWords } from '@/lib/stats/stats-words';
import {
  ACCURACY_MIN_SETTLED,
  ACCURACY_TARGET,
  accuracyOf,
  achievementsOf,
  LEVEL_THRESHOLDS,
  levelFor,
  playerStats,
  predictionHistory,
  PREDICTIONS_TARGET,
  type Achievement,
  type PlayerStats,
} from '@/lib/stats/player-stats';

const ME = 'me';
const BASE_MS = Date.parse('2026-11-01T00:00:00.000Z');
const at = (minutes: number) => new Date(BASE_MS + minutes * 60_000).toISOString();

let counter = 0;

/** A position of ME created at minute `created` and, unless open, settled at minute `settled`. */
function position(status: Position['status'], overrides: Partial<Position> & { created?: number; settled?: number } = {}): Position {
  counter += 1;
  const { created = counter, settled = created + 100, ...rest } = overrides;
  const amount = rest.amount ?? 100;
  return {
    id: `p${counter}`,
    accountId: ME,
    wallet: 'practice',
    marketId: `m${counter}`,
    question: `Question ${counter}?`,
    choice: 'YES',
    amount,
    potentialWin: potentialWin(amount),
    createdAt: at(created),
    status,
    settledAt: status === 'open' ? null : at(settled),
    yesShareAfter: null,
    ...rest,
  };
}

function repeat(count: number, status: Position['status']): Position[] {
  return Array.from({ length: count }, () => position(status));
}

function statsWith(overrides: Partial<PlayerStats>): PlayerStats {
  return {
    totalPredictions: 0,
    correct: 0,
    settled: 0,
    accuracy: null,
    totalWinnings: 0,
    currentStreak: 0,
    bestStreak: 0,
    level: 'Bronze',
    ...overrides,
  };
}

/** An achievement with its words, as the profile shows it. */
function achievement(stats: PlayerStats, id: Achievement['id']) {
  const found = achievementsOf(stats).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no achievement ${id}`);
  return { ...found, ...achievementWords(found) };
}

beforeEach(() => {
  counter = 0;
});

describe('playerStats', () => {
  it('is empty for a player with no positions', () => {
    expect(playerStats([], ME)).toEqual(statsWith({}));
  });

  it('ignores other accounts’ positions', () => {
    const others = [position('won', { accountId: 'other' }), position('lost', { accountId: 'other' }), position('open', { accountId: 'x' })];
    expect(playerStats(others, ME)).toEqual(statsWith({}));
    const mine = [...others, position('lost')];
    expect(playerStats(mine, ME)).toMatchObject({ totalPredictions: 1, correct: 0, settled: 1, accuracy: 0 });
    expect(playerStats(mine, 'other')).toMatchObject({ totalPredictions: 2, correct: 1, settled: 2, accuracy: 50 });
  });

  it('has no accuracy while everything is open or refunded', () => {
    const stats = playerStats([position('open'), position('refunded'), position('open')], ME);
    expect(stats).toEqual(statsWith({ totalPredictions: 3 }));
    expect(stats.accuracy).toBeNull();
  });

  it('counts a refund as a prediction but not as settled, accuracy or a streak break', () => {
    const positions = [position('won'), position('refunded'), position('won'), position('refunded'), position('lost')];
    const stats = playerStats(positions, ME);
    expect(stats).toMatchObject({ totalPredictions: 5, correct: 2, settled: 3, bestStreak: 2, currentStreak: 0 });
    expect(stats.accuracy).toBeCloseTo(200 / 3, 10);
    const unbroken = playerStats([position('won'), position('refunded'), position('won')], ME);
    expect(unbroken).toMatchObject({ currentStreak: 2, bestStreak: 2, accuracy: 100, settled: 2 });
  });

  it('sums the payout of won positions only', () => {
    const positions = [
      position('won', { amount: 100 }),
      position('won', { amount: 55 }),
      position('lost', { amount: 1000 }),
      position('refunded', { amount: 400 }),
      position('open', { amount: 300 }),
    ];
    expect(playerStats(positions, ME).totalWinnings).toBe(180 + 99);
  });

  it('orders streaks by when positions settled, not when they were placed', () => {
    // Placed won, won, lost, won, won, won; settled lost last, so the wins run five long.
    const positions = [
      position('won', { created: 1, settled: 10 }),
      position('won', { created: 2, settled: 20 }),
      position('lost', { created: 3, settled: 90 }),
      position('won', { created: 4, settled: 30 }),
      position('won', { created: 5, settled: 40 }),
      position('won', { created: 6, settled: 50 }),
    ];
    expect(playerStats(positions, ME)).toMatchObject({ bestStreak: 5, currentStreak: 0 });
    // Placed lost, won, won; the loss settled last, so nothing is current.
    const reversed = [
      position('lost', { created: 1, settled: 50 }),
      position('won', { created: 2, settled: 10 }),
      position('won', { created: 3, settled: 20 }),
    ];
    expect(playerStats(reversed, ME)).toMatchObject({ bestStreak: 2, currentStreak: 0 });
    // Placed won, won, lost; the loss settled first, so the two wins are current.
    const current = [
      position('won', { created: 1, settled: 30 }),
      position('won', { created: 2, settled: 40 }),
      position('lost', { created: 3, settled: 10 }),
    ];
    expect(playerStats(current, ME)).toMatchObject({ bestStreak: 2, currentStreak: 2 });
  });

  it('does not depend on the order positions are stored in', () => {
    const positions = [
      position('won', { created: 1, settled: 10 }),
      position('lost', { created: 2, settled: 20 }),
      position('won', { created: 3, settled: 30 }),
      position('won', { created: 4, settled: 40 }),
      position('won', { created: 5, settled: 50 }),
      position('lost', { created: 6, settled: 60 }),
      position('won', { created: 7, settled: 70 }),
    ];
    const expected = { bestStreak: 3, currentStreak: 1, correct: 5, settled: 7 };
    expect(playerStats(positions, ME)).toMatchObject(expected);
    expect(playerStats([...positions].reverse(), ME)).toMatchObject(expected);
    expect(playerStats([positions[3], positions[0], positions[6], positions[1], positions[5], positions[2], positions[4]] as Position[], ME)).toMatchObject(expected);
  });

  it('breaks settlement ties by when the positions were placed', () => {
    // One market settled both at once: the earlier bet counts first.
    const positions = [position('won', { created: 2, settled: 50 }), position('lost', { created: 1, settled: 50 })];
    expect(playerStats(positions, ME)).toMatchObject({ currentStreak: 1, bestStreak: 1 });
    const swapped = [position('lost', { created: 2, settled: 50 }), position('won', { created: 1, settled: 50 })];
    expect(playerStats(swapped, ME)).toMatchObject({ currentStreak: 0, bestStreak: 1 });
  });

  it('does not change the positions it was given', () => {
    const positions = [position('won', { settled: 90 }), position('lost', { settled: 10 })];
    const ids = positions.map((candidate) => candidate.id);
    playerStats(positions, ME);
    expect(positions.map((candidate) => candidate.id)).toEqual(ids);
  });

  it('sets the level from settled predictions only', () => {
    expect(playerStats([...repeat(9, 'won'), ...repeat(30, 'refunded'), ...repeat(5, 'open')], ME).level).toBe('Bronze');
    expect(playerStats([...repeat(6, 'won'), ...repeat(4, 'lost')], ME).level).toBe('Silver');
  });
});

describe('practice only', () => {
  const LEAGUE = 'k7dq3mzpa2xw4rbt';

  it('leaves league positions out of the stats and so out of the achievements', () => {
    const practice = [position('won'), position('lost'), position('open')];
    const league = [position('won', { wallet: LEAGUE }), position('won', { wallet: LEAGUE }), position('lost', { wallet: LEAGUE })];
    const stats = playerStats([...practice, ...league], ME);
    expect(stats).toEqual(playerStats(practice, ME));
    expect(achievementsOf(stats)).toEqual(achievementsOf(playerStats(practice, ME)));
  });

  it('still lists a league position in the history', () => {
    const league = position('won', { wallet: LEAGUE });
    expect(predictionHistory([league], ME).map((row) => row.id)).toEqual([league.id]);
  });
});

describe('levelFor', () => {
  it('follows LEVEL_THRESHOLDS', () => {
    expect(LEVEL_THRESHOLDS.map((threshold) => [threshold.level, threshold.settled])).toEqual([
      ['Platinum', 100],
      ['Gold', 40],
      ['Silver', 10],
      ['Bronze', 0],
    ]);
  });

  it.each([
    [0, 'Bronze'],
    [9, 'Bronze'],
    [10, 'Silver'],
    [39, 'Silver'],
    [40, 'Gold'],
    [99, 'Gold'],
    [100, 'Platinum'],
    [5000, 'Platinum'],
  ])('is %d settled → %s', (settled, level) => {
    expect(levelFor(settled)).toBe(level);
  });

  it('falls back to Bronze for a negative count', () => {
    expect(levelFor(-1)).toBe('Bronze');
  });
});

describe('achievementsOf', () => {
  it('lists the three achievements in order, all locked for a new player', () => {
    const list = achievementsOf(statsWith({})).map((entry) => ({ ...entry, ...achievementWords(entry) }));
    expect(list.map((entry) => [entry.id, entry.title, entry.unlocked])).toEqual([
      ['first-win', 'First Win', false],
      ['ten-predictions', '10 Predictions', false],
      ['accuracy-70', '70% Win Rate', false],
    ]);
    expect(list.map((entry) => entry.progressText)).toEqual(['0 of 1 win', '0 of 10 predictions', '0 of 5 predictions with a result']);
    expect(list.map((entry) => entry.progress)).toEqual([0, 0, 0]);
  });

  it('unlocks First Win at one win', () => {
    expect(achievement(statsWith({ correct: 1 }), 'first-win')).toMatchObject({ unlocked: true, progress: 1, progressText: '1 of 1 win' });
    expect(achievement(statsWith({ correct: 7 }), 'first-win')).toMatchObject({ unlocked: true, progress: 1, progressText: '1 of 1 win' });
  });

  it('shows progress towards ten predictions and unlocks at ten', () => {
    expect(PREDICTIONS_TARGET).toBe(10);
    expect(achievement(statsWith({ totalPredictions: 3 }), 'ten-predictions')).toMatchObject({
      unlocked: false,
      progress: 0.3,
      progressText: '3 of 10 predictions',
    });
    expect(achievement(statsWith({ totalPredictions: 9 }), 'ten-predictions')).toMatchObject({ unlocked: false, progressText: '9 of 10 predictions' });
    expect(achievement(statsWith({ totalPredictions: 10 }), 'ten-predictions')).toMatchObject({
      unlocked: true,
      progress: 1,
      progressText: '10 of 10 predictions',
    });
    expect(achievement(statsWith({ totalPredictions: 250 }), 'ten-predictions')).toMatchObject({
      unlocked: true,
      progress: 1,
      progressText: '10 of 10 predictions',
    });
  });

  it('keeps 70% Win Rate locked below the settled minimum, even at 100%', () => {
    expect(ACCURACY_TARGET).toBe(70);
    const below = ACCURACY_MIN_SETTLED - 1;
    const stats = playerStats(repeat(below, 'won'), ME);
    expect(stats.accuracy).toBe(100);
    expect(achievement(stats, 'accuracy-70')).toMatchObject({
      unlocked: false,
      progress: below / ACCURACY_MIN_SETTLED,
      progressText: `${below} of ${ACCURACY_MIN_SETTLED} predictions with a result`,
    });
  });

  it('unlocks 70% Win Rate at 100% once the minimum has settled', () => {
    const stats = playerStats(repeat(ACCURACY_MIN_SETTLED, 'won'), ME);
    expect(achievement(stats, 'accuracy-70')).toMatchObject({ unlocked: true, progress: 1, progressText: '100% of 70% win rate' });
  });

  it('unlocks at exactly 70% over ten settled', () => {
    const stats = playerStats([...repeat(7, 'won'), ...repeat(3, 'lost')], ME);
    expect(stats).toMatchObject({ settled: 10, accuracy: 70 });
    expect(achievement(stats, 'accuracy-70')).toMatchObject({ unlocked: true, progress: 1, progressText: '70% of 70% win rate' });
  });

  it('stays locked at 60%, showing the accuracy so far', () => {
    const stats = playerStats([...repeat(6, 'won'), ...repeat(4, 'lost')], ME);
    const entry = achievement(stats, 'accuracy-70');
    expect(entry).toMatchObject({ unlocked: false, progressText: '60% of 70% win rate' });
    expect(entry.progress).toBeCloseTo(60 / 70, 10);
  });

  it('rounds the accuracy in the progress text to one decimal', () => {
    const stats = playerStats([...repeat(2, 'won'), ...repeat(1, 'lost'), ...repeat(3, 'lost')], ME);
    expect(achievement(stats, 'accuracy-70').progressText).toBe('33.3% of 70% win rate');
  });

  it('does not let refunds reach the settled minimum', () => {
    const stats = playerStats([...repeat(4, 'won'), ...repeat(10, 'refunded')], ME);
    expect(achievement(stats, 'accuracy-70')).toMatchObject({ unlocked: false, progressText: '4 of 5 predictions with a result' });
  });
});

describe('predictionHistory', () => {
  it('lists only the account’s positions, newest bet first', () => {
    const positions = [
      position('won', { created: 10 }),
      position('open', { created: 30, accountId: 'other' }),
      position('lost', { created: 5 }),
      position('open', { created: 20 }),
    ];
    expect(predictionHistory(positions, ME).map((row) => row.id)).toEqual(['p4', 'p1', 'p3']);
    expect(predictionHistory(positions, 'nobody')).toEqual([]);
  });

  it('puts the later-stored of two same-millisecond bets first', () => {
    const positions = [
      position('open', { created: 10 }),
      position('open', { created: 10 }),
      position('open', { created: 5 }),
      position('open', { created: 10 }),
      position('open', { created: 20 }),
    ];
    expect(predictionHistory(positions, ME).map((row) => row.id)).toEqual(['p5', 'p4', 'p2', 'p1', 'p3']);
  });

  it('maps each status to its result, and calls a refund a refund, never winnings', () => {
    const positions = [
      position('won', { created: 4, amount: 100, choice: 'NO' }),
      position('lost', { created: 3, amount: 70 }),
      position('open', { created: 2, amount: 55 }),
      position('refunded', { created: 1, amount: 40 }),
    ];
    expect(predictionHistory(positions, ME)).toEqual([
      { id: 'p1', marketId: 'm1', question: 'Question 1?', choice: 'NO', result: 'Won', amount: 100, winnings: 180, refunded: 0, cashedOut: 0, date: at(4) },
      { id: 'p2', marketId: 'm2', question: 'Question 2?', choice: 'YES', result: 'Lost', amount: 70, winnings: 0, refunded: 0, cashedOut: 0, date: at(3) },
      { id: 'p3', marketId: 'm3', question: 'Question 3?', choice: 'YES', result: 'Open', amount: 55, winnings: 0, refunded: 0, cashedOut: 0, date: at(2) },
      { id: 'p4', marketId: 'm4', question: 'Question 4?', choice: 'YES', result: 'Refunded', amount: 40, winnings: 0, refunded: 40, cashedOut: 0, date: at(1) },
    ]);
  });

  it('does not change the positions it was given', () => {
    const positions = [position('open', { created: 1 }), position('open', { created: 2 })];
    predictionHistory(positions, ME);
    expect(positions.map((candidate) => candidate.id)).toEqual(['p1', 'p2']);
  });
});

describe('accuracyOf', () => {
  it('is null before anything has settled, then won over settled as a percentage', () => {
    expect(accuracyOf(0, 0)).toBeNull();
    expect(accuracyOf(0, 3)).toBe(0);
    expect(accuracyOf(2, 4)).toBe(50);
    expect(accuracyOf(1, 1)).toBe(100);
  });

  it('is what playerStats reports: a void or an open bet is neither won nor settled, another account counts for nothing', () => {
    const positions = [
      position('won'),
      position('lost'),
      position('lost'),
      position('won'),
      position('refunded'),
      position('open'),
      position('lost', { accountId: 'someone-else' }),
    ];
    expect(playerStats(positions, ME).accuracy).toBe(50);
    expect(playerStats(positions, 'someone-else').accuracy).toBe(0);
    expect(playerStats([position('refunded'), position('open')], ME).accuracy).toBeNull();
  });
});
