import { render, screen } from '@testing-library/react';
import { ResolveDialog } from '@/components/admin/resolve-dialog';
import { useClockStore } from '@/lib/store/clock-store';
import { makeMarket } from '../../lib/game-fixtures';

const NOW = Date.parse('2026-11-20T10:00:00.000Z');

describe('the admin’s result confirm', () => {
  beforeEach(() => useClockStore.setState({ now: NOW }));

  it('warns that players can still bet when the question has not ended, and not after', () => {
    const market = makeMarket({ id: 'm1', question: 'Will it rain tomorrow?', endTime: new Date(NOW + 86_400_000).toISOString() });
    const { unmount } = render(<ResolveDialog pending={{ market, outcome: 'YES' }} onClose={() => undefined} fallbackFocus={() => null} />);
    expect(screen.getByRole('alertdialog', { name: 'Give the result: YES?' })).toHaveTextContent(/still open until .*: players can still bet on it/);
    unmount();
    render(<ResolveDialog pending={{ market: { ...market, endTime: new Date(NOW - 1).toISOString() }, outcome: 'YES' }} onClose={() => undefined} fallbackFocus={() => null} />);
    expect(screen.getByRole('alertdialog', { name: 'Give the result: YES?' })).not.toHaveTextContent('still open');
  });
});
