import { isOptedIn, setOptIn } from '@/lib/notify/opt-in';
import { NOW } from '../game-fixtures';
import { leagueGame } from './notify-fixtures';

describe('the notification opt-in', () => {
  it('keeps one record per account, replaced when switched', () => {
    const on = setOptIn(leagueGame(), 'ann', true, NOW);
    if (!on.ok) throw new Error(on.reason);
    expect(on.data.notifyOptIns).toEqual([{ id: 'ann', accountId: 'ann', on: true, changedAt: '2026-11-22T12:00:00.000Z' }]);
    expect(isOptedIn(on.data, 'ann')).toBe(true);
    expect(isOptedIn(on.data, 'ben')).toBe(false);
    const off = setOptIn(on.data, 'ann', false, NOW + 1000);
    if (!off.ok) throw new Error(off.reason);
    expect(off.data.notifyOptIns).toEqual([{ id: 'ann', accountId: 'ann', on: false, changedAt: '2026-11-22T12:00:01.000Z' }]);
    expect(isOptedIn(off.data, 'ann')).toBe(false);
  });

  it('changes nothing when the switch is already so, and refuses without a logged-in account', () => {
    const game = leagueGame();
    expect(setOptIn(game, 'ann', false, NOW)).toEqual({ ok: true, data: game });
    expect(setOptIn(game, null, true, NOW)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(setOptIn(game, 'nobody', true, NOW)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(isOptedIn(game, null)).toBe(false);
  });
});
