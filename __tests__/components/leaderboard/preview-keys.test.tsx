import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DeferredLeaderboardView } from '@/components/leaderboard/deferred-leaderboard-view';
import { LeaderboardPreview } from '@/components/leaderboard/leaderboard-preview';

// Issue 33: nothing a player types before the page is ready is lost. The exported leaderboard's
// tabs have no code of their own until the live board arrives; the tabs' keys pressed on them
// meanwhile move the focus at once, and the live board opens on the period they moved to, with
// focus on its tab. (Its own file, as preview-tap.test.tsx: the live board's code, once loaded, is
// kept for the module's life, and each test needs it not yet loaded.)

const tab = (name: string) => screen.getByRole('tab', { name });
const firstPlayer = () => within(screen.getByRole('table')).getAllByRole('rowheader')[0];

// fireEvent, not userEvent: the keys must land while the preview stands, and userEvent's awaits let the live board in.
it('follows the arrow, Home and End keys on the preview and opens the live board on where they led, focused', async () => {
  render(<DeferredLeaderboardView preview={<LeaderboardPreview />} />);
  tab('Weekly').focus();
  for (const [key, focused] of [
    ['ArrowRight', 'Monthly'],
    ['End', 'All-time'],
    ['ArrowRight', 'Weekly'],
    ['ArrowLeft', 'All-time'],
    ['Home', 'Weekly'],
    ['ArrowRight', 'Monthly'],
  ] as const) {
    fireEvent.keyDown(document.activeElement ?? document.body, { key });
    expect(tab(focused)).toHaveFocus();
  }
  // Still the preview: its selection shows the first period until the live board arrives, but the
  // tab order has followed the focus, so Shift+Tab leaves the tabs from here.
  expect(tab('Weekly')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Monthly')).toHaveAttribute('tabindex', '0');
  expect(tab('Weekly')).toHaveAttribute('tabindex', '-1');

  expect(await screen.findByRole('table', { name: 'Monthly leaderboard' })).toBeInTheDocument();
  expect(tab('Monthly')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Monthly')).toHaveFocus();
  expect(firstPlayer()).toHaveTextContent('PredictorPro');
  await act(async () => undefined);
});
