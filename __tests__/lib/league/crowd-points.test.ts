import { withCrowdPoints } from '@/lib/league/apply-snapshot';
import { countedShareSeries } from '@/lib/market/yes-share-history';
import { CROWD_POINTS_KEPT } from '@/lib/model/league';
import type { Snapshot } from '@/lib/model/picks';

const Q1 = 'aaaabbbbccccdddd.1';
const Q2 = 'aaaabbbbccccdddd.2';
const snapshot = (crowd: Snapshot['crowd']): Snapshot => ({ seq: 2, crowd, standings: [], judged: [] });

describe('the counted crowd over the snapshots taken', () => {
  it('adds one point per question with counted coins at the snapshot’s signed time', () => {
    const points = withCrowdPoints(undefined, snapshot([
      { questionId: Q1, yesCoins: 200, noCoins: 100, yesPlayers: 1, noPlayers: 1 },
      { questionId: Q2, yesCoins: 0, noCoins: 0, yesPlayers: 0, noPlayers: 0 },
    ]), '2026-03-02T10:00:00.000Z');
    expect(points).toEqual([{ at: '2026-03-02T10:00:00.000Z', questionId: Q1, yes: 67 }]);
  });

  it('keeps the newest points only', () => {
    const held = Array.from({ length: CROWD_POINTS_KEPT }, (_, index) => ({ at: new Date(index * 1000).toISOString(), questionId: Q1, yes: 50 }));
    const points = withCrowdPoints(held, snapshot([{ questionId: Q2, yesCoins: 1, noCoins: 3, yesPlayers: 1, noPlayers: 1 }]), '2026-03-02T10:00:00.000Z');
    expect(points).toHaveLength(CROWD_POINTS_KEPT);
    expect(points.at(-1)).toEqual({ at: '2026-03-02T10:00:00.000Z', questionId: Q2, yes: 25 });
    expect(points[0]?.at).toBe(new Date(1000).toISOString());
  });

  it('charts a league question from even, then each counted share of that question, in order', () => {
    const series = countedShareSeries({ id: Q1, createdAt: '2026-03-01T00:00:00.000Z' }, [
      { at: '2026-03-02T00:00:00.000Z', questionId: Q1, yes: 67 },
      { at: '2026-03-02T00:00:00.000Z', questionId: Q2, yes: 10 },
      { at: '2026-03-03T00:00:00.000Z', questionId: Q1, yes: 40 },
    ]);
    expect(series).toEqual([
      { at: '2026-03-01T00:00:00.000Z', yes: 50 },
      { at: '2026-03-02T00:00:00.000Z', yes: 67 },
      { at: '2026-03-03T00:00:00.000Z', yes: 40 },
    ]);
  });
});
