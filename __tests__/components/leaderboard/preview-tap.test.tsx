import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DeferredLeaderboardView } from '@/components/leaderboard/deferred-leaderboard-view';
import { LeaderboardPreview } from '@/components/leaderboard/leaderboard-preview';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';

// Issue 33: nothing a player taps before the page is ready is lost. The exported leaderboard's tabs
// have no code of their own until the live board arrives; a period tapped on them meanwhile is the
// one the live board opens on. (Its own file: the live board's code, once loaded, is kept for the
// module's life, and this test needs it not yet loaded.)

const firstPlayer = () => within(screen.getByRole('table')).getAllByRole('rowheader')[0];

it('opens the live board on the period tapped on the preview before its code arrived', async () => {
  render(<DeferredLeaderboardView preview={<LeaderboardPreview />} />);
  // The preview, still without the live board's code: the tap lands on its inert tab.
  fireEvent.click(screen.getByRole('tab', { name: 'Monthly' }));
  expect(await screen.findByRole('table', { name: 'Monthly leaderboard' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
  expect(firstPlayer()).toHaveTextContent('PredictorPro');
  await act(async () => undefined);
});

describe('the live board given a tapped tab', () => {
  it('opens on that period', () => {
    render(<LeaderboardView tappedTab="all-time" />);
    expect(screen.getByRole('tab', { name: 'All-time' })).toHaveAttribute('aria-selected', 'true');
    expect(firstPlayer()).toHaveTextContent('CryptoKing');
  });

  it('opens on the first period when the tab names none of its periods', () => {
    render(<LeaderboardView tappedTab="yearly" />);
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
  });
});
