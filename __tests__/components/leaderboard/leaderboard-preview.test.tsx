import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeferredLeaderboardView } from '@/components/leaderboard/deferred-leaderboard-view';
import { LeaderboardPreview } from '@/components/leaderboard/leaderboard-preview';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';

/** The markup with React's generated ids made equal, which differ between a server and a client render. */
const withoutIds = (html: string) => html.replace(/_[A-Za-z]_[A-Za-z0-9]+_/g, 'ID');

describe('the leaderboard preview', () => {
  it('is the markup a visitor’s live board has, so the export shows the same and nothing moves at the swap', () => {
    expect(withoutIds(renderToStaticMarkup(<LeaderboardPreview />))).toBe(withoutIds(renderToStaticMarkup(<LeaderboardView />)));
  });

  it('gives way to the live board once its code has loaded', async () => {
    render(<DeferredLeaderboardView preview={<p>preview</p>} />);
    expect(screen.getByText('preview')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('preview')).toBeNull();
    await act(async () => undefined);
  });
});
