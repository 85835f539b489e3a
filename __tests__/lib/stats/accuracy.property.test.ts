// The spec names one figure twice: Win Rate on the profile (and the wallet), accuracy on the
// leaderboard. Both come from accuracyOf, so for any game the two read the same.

import fc from 'fast-check';
import { playerEntry } from '@/lib/stats/leaderboard';
import { accuracyOf, playerStats } from '@/lib/stats/player-stats';
import { NOW } from '../game-fixtures';
import { play, playStepArb } from '../played-games';

describe('Win Rate and leaderboard accuracy', () => {
  it('are the same figure, accuracyOf(won, settled), for every player of any game', () => {
    fc.assert(
      fc.property(fc.array(playStepArb, { maxLength: 40 }), (steps) => {
        const { data, ids } = play(steps);
        for (const id of ids) {
          const stats = playerStats(data.positions, id);
          const entry = playerEntry({ id, username: id, badge: stats.level, positions: data.positions }, 'all-time', NOW);
          expect(entry.accuracy).toBe(stats.accuracy);
          expect(stats.accuracy).toBe(accuracyOf(stats.correct, stats.settled));
          expect([entry.predictionsWon, entry.settled]).toEqual([stats.correct, stats.settled]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
