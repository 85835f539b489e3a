import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';

const firstPlayer = () => within(screen.getByRole('table')).getAllByRole('rowheader')[0];

describe('LeaderboardView', () => {
  it('starts on the weekly table', () => {
    render(<LeaderboardView />);
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Weekly rankings' })).toBeInTheDocument();
    expect(firstPlayer()).toHaveTextContent('TrendSpotter');
  });

  it('shows each period’s own table', async () => {
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(screen.getByRole('table', { name: 'Monthly rankings' })).toBeInTheDocument();
    expect(firstPlayer()).toHaveTextContent('PredictorPro');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('table', { name: 'All-time rankings' })).toBeInTheDocument();
    expect(firstPlayer()).toHaveTextContent('CryptoKing');
  });

  it('has a rankings table with rank, player, coins, wins and accuracy for ten players', () => {
    render(<LeaderboardView />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Rank', 'Player', 'Coins', 'Wins', 'Accuracy']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('6,850')).toBeInTheDocument();
    expect(within(table).getByText('85.7%')).toBeInTheDocument();
  });

  it('puts the top three on a podium with a medal per rank, in rank order', () => {
    render(<LeaderboardView />);
    const podium = screen.getByRole('list', { name: 'Top three' });
    const places = within(podium).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(within(places[0]!).getByRole('img', { name: '1st place' })).toHaveTextContent('🥇');
    expect(within(places[1]!).getByRole('img', { name: '2nd place' })).toHaveTextContent('🥈');
    expect(within(places[2]!).getByRole('img', { name: '3rd place' })).toHaveTextContent('🥉');
    // 2-1-3 on wide screens comes from CSS order.
    expect(places[0]!.className).toContain('md:order-2');
    expect(places[1]!.className).toContain('md:order-1');
    expect(places[2]!.className).toContain('md:order-3');
  });
});
