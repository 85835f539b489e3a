import { gameDataOf, useGameStore } from '@/lib/store/game-store';
import type { Membership } from '@/lib/model/membership';

beforeEach(() => useGameStore.setState(useGameStore.getInitialState(), true));

describe('the game store’s browser leagues', () => {
  it('starts with no operated leagues and no memberships', () => {
    expect(useGameStore.getState().operatedLeagues).toEqual([]);
    expect(useGameStore.getState().memberships).toEqual([]);
  });

  it('hands its memberships and operated leagues to every operation through gameDataOf', () => {
    const membership: Membership = { id: 'aaaabbbbccccdddd:a1', leagueId: 'aaaabbbbccccdddd', accountId: 'a1', status: 'following', changedAt: '2026-11-22T12:00:00.000Z' };
    useGameStore.setState({ memberships: [membership] });
    const data = gameDataOf(useGameStore.getState());
    expect(data.memberships).toEqual([membership]);
    expect(data.operatedLeagues).toBe(useGameStore.getState().operatedLeagues);
  });
});
