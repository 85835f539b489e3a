import { poolView, poolViewEstimate } from '@/lib/league/pool/pool-view';
import { poolAsOfText, poolEstimateText } from '@/lib/league/pool/pool-words';
import type { Snapshot } from '@/lib/model/picks';

const LEAGUE = 'k7dq3mzpa2xw4rbt';
const question = { id: `${LEAGUE}.1`, leagueId: LEAGUE };
const AT = '2026-11-22T12:00:00.000Z';

function snapshot(crowd: Snapshot['crowd']): Snapshot {
  return { seq: 3, crowd, standings: [], judged: [] };
}

const row = { questionId: `${LEAGUE}.1`, yesCoins: 600, noCoins: 400, yesPlayers: 3, noPlayers: 2 };

describe('poolView', () => {
  it('is null for a practice question', () => {
    expect(poolView({ id: '1', leagueId: null }, [{ id: LEAGUE, payout: 'pool' }])).toBeNull();
  });

  it('is null in a fixed league and in a league that started before leagues chose a rule', () => {
    expect(poolView(question, [{ id: LEAGUE, payout: 'fixed', snapshot: snapshot([row]), snapshotAt: AT }])).toBeNull();
    expect(poolView(question, [{ id: LEAGUE, snapshot: snapshot([row]), snapshotAt: AT }])).toBeNull();
  });

  it('is null for a league this browser does not follow', () => {
    expect(poolView(question, [{ id: 'aaaaaaaaaaaaaaaa', payout: 'pool' }])).toBeNull();
  });

  it('reads the counted crowd of the question and when it was signed in a pool-share league', () => {
    const view = poolView(question, [{ id: LEAGUE, payout: 'pool', snapshot: snapshot([{ ...row, keptCoins: 7 }]), snapshotAt: AT }]);
    expect(view).toEqual({ yesCoins: 600, noCoins: 400, keptCoins: 7, asOf: AT });
  });

  it('reads zeros when the snapshot counted nothing on the question', () => {
    const view = poolView(question, [{ id: LEAGUE, payout: 'pool', snapshot: snapshot([{ ...row, questionId: `${LEAGUE}.2` }]), snapshotAt: AT }]);
    expect(view).toEqual({ yesCoins: 0, noCoins: 0, keptCoins: 0, asOf: AT });
  });

  it('has no time and no estimate before the organiser first counts', () => {
    const view = poolView(question, [{ id: LEAGUE, payout: 'pool' }]);
    expect(view).toEqual({ yesCoins: 0, noCoins: 0, keptCoins: 0, asOf: null });
    expect(poolViewEstimate(view!, 'YES', 100)).toBeNull();
  });

  it('estimates a stake on either side at the counted crowd, the stake included', () => {
    const view = poolView(question, [{ id: LEAGUE, payout: 'pool', snapshot: snapshot([row]), snapshotAt: AT }])!;
    // YES: pool 1,100 over 700 on YES; NO: 1,100 over 500 on NO.
    expect(poolViewEstimate(view, 'YES', 100)).toEqual({ pays: 157, times: 1.5 });
    expect(poolViewEstimate(view, 'NO', 100)).toEqual({ pays: 220, times: 2.2 });
  });
});

describe('pool words', () => {
  it('says what a win would pay now and for what stake', () => {
    expect(poolEstimateText('YES', { pays: 160, times: 1.6 }, 100)).toBe('If YES wins now: about 1.6× · 160 for 100');
    expect(poolEstimateText('NO', { pays: 125000, times: 2.5 }, 50000)).toBe('If NO wins now: about 2.5× · 1,25,000 for 50,000');
  });

  it('says when the crowd was counted', () => {
    expect(poolAsOfText(AT)).toMatch(/^as of 22 Nov 2026/);
  });
});
