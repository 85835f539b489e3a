import { render, screen } from '@testing-library/react';
import { SettleLeagueDialog, type PendingSettle } from '@/components/leagues/settle-league-dialog';
import { useClockStore } from '@/lib/store/clock-store';

jest.mock('@/components/leagues/league-port', () => ({ settleLeagueQuestion: jest.fn() }));

const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const pending = (over: Partial<PendingSettle> = {}): PendingSettle => ({
  ...{ leagueId: 'aaaabbbbccccdddd', questionId: 'aaaabbbbccccdddd.1', question: 'Will the printer work on Monday?', outcome: 'YES' },
  ...{ endTime: new Date(NOW - 60_000).toISOString(), payout: 'fixed', ...over },
});

function renderDialog(over: Partial<PendingSettle> = {}) {
  render(<SettleLeagueDialog pending={pending(over)} onClose={() => undefined} fallbackFocus={() => null} />);
  return screen.getByRole('alertdialog', { name: 'Give the result YES?' });
}

describe('the league result confirm', () => {
  beforeEach(() => useClockStore.setState({ now: NOW }));

  it('says the rule the league pays by: the counted winners share the pool, with no fixed figure', () => {
    const dialog = renderDialog({ payout: 'pool' });
    expect(dialog).toHaveTextContent('The YES predictions you counted share all the coins counted on it, in proportion to their coins');
    expect(dialog).not.toHaveTextContent('1.8');
  });

  it('says a fixed league’s counted winners win 1.8 times their coins', () => {
    expect(renderDialog()).toHaveTextContent('The YES predictions you counted win 1.8 times their coins');
  });

  it('says nothing more once the question has ended', () => {
    expect(renderDialog()).not.toHaveTextContent('still open');
  });

  it('warns when the question has not ended: players can still bet on it', () => {
    const early = renderDialog({ endTime: new Date(NOW + 3 * 86_400_000).toISOString() });
    expect(early).toHaveTextContent(/This question is still open until .*: players can still bet on it, and a result now stops them\./);
  });
});
