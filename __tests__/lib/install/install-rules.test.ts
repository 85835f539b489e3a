import { hasSettledBet } from '@/lib/install/has-settled-bet';
import { isInstallCardDone } from '@/lib/install/install-memory';
import { installStepsFor } from '@/lib/install/install-steps';
import { POSITION_STATUSES } from '@/lib/model/position';

describe('hasSettledBet', () => {
  it.each(POSITION_STATUSES.map((status) => [status, status === 'won' || status === 'lost' || status === 'refunded'] as const))(
    'counts a %s bet as settled: %s',
    (status, settled) => {
      expect(hasSettledBet([{ accountId: 'a', status }], 'a')).toBe(settled);
    },
  );

  it('counts only the account’s own bets, and nobody’s when logged out', () => {
    expect(hasSettledBet([{ accountId: 'b', status: 'won' }], 'a')).toBe(false);
    expect(hasSettledBet([{ accountId: 'a', status: 'won' }], null)).toBe(false);
  });
});

describe('installStepsFor', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 0, 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 5, 'ios'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 0, 'other'],
    ['Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 5, 'other'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:131.0) Gecko/131.0 Firefox/131.0', 5, 'other'],
  ] as const)('%s with %i touch points: %s', (agent, touch, steps) => {
    expect(installStepsFor(agent, touch)).toBe(steps);
  });
});

describe('isInstallCardDone', () => {
  it('is done once dismissed or installed, and not for anything else', () => {
    expect([isInstallCardDone('dismissed'), isInstallCardDone('installed'), isInstallCardDone(null), isInstallCardDone('later')]).toEqual([true, true, false, false]);
  });
});
