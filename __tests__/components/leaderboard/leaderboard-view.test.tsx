import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';

const firstPlayer = () => within(screen.getByRole('table')).getAllByRole('rowheader')[0];

describe('LeaderboardView', () => {
  it('starts on the weekly table', () => {
    render(<LeaderboardView />);
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table', { name: 'Weekly leaderboard' })).toBeInTheDocument();
    expect(firstPlayer()).toHaveTextContent('TrendSpotter');
  });

  it('shows each period’s own table', async () => {
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(screen.getByRole('table', { name: 'Monthly leaderboard' })).toBeInTheDocument();
    expect(firstPlayer()).toHaveTextContent('PredictorPro');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('table', { name: 'All-time leaderboard' })).toBeInTheDocument();
    expect(firstPlayer()).toHaveTextContent('CryptoKing');
  });

  it('has a rankings table by net winnings, with predictions with a result, wins and win rate, for ten players', () => {
    render(<LeaderboardView />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Rank', 'Player', 'Net winnings', 'Predictions with a result', 'Wins', 'Win rate']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1]!;
    // TrendSpotter: 12 wins at 85.7% is 14 settled.
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['#1', '6,850', '14', '12', '85.7%']);
    expect(screen.getByText(/Ranked by net winnings: coins won minus coins put in, on predictions that got their result in the period/)).toBeInTheDocument();
    expect(screen.getByText(/Added coins, bonuses and returned coins never count/)).toBeInTheDocument();
  });

  it('tags every sample player as Sample in the table and on the podium', () => {
    render(<LeaderboardView />);
    for (const row of within(screen.getByRole('table')).getAllByRole('rowheader')) {
      expect(within(row).getByText('Sample')).toBeVisible();
      expect(row).toHaveAccessibleName(expect.stringContaining('Sample'));
    }
    for (const place of within(screen.getByRole('list', { name: 'Top three' })).getAllByRole('listitem')) {
      expect(within(place).getByText('Sample')).toBeInTheDocument();
    }
  });

  it('shows summary tiles computed from the board on screen, not invented totals', async () => {
    const user = userEvent.setup();
    render(<LeaderboardView />);
    const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(tile('Players on this board')).toHaveTextContent('10');
    // 6,850 + 5,900 + 5,120 + 4,760 + 4,100 + 3,650 + 3,080 + 2,540 + 1,980 + 1,420
    expect(tile('Net winnings of the top 10')).toHaveTextContent('39.4K coins');
    const weeklySettled = [14, 13, 13, 12, 11, 12, 11, 10, 9, 8].reduce((sum, count) => sum + count, 0);
    expect(tile('Predictions with a result on this board')).toHaveTextContent(String(weeklySettled));
    await user.click(screen.getByRole('tab', { name: 'All-time' }));
    expect(tile('Net winnings of the top 10')).toHaveTextContent('6.7L coins');
    expect(document.body).not.toHaveTextContent(/50,000\+|₹|1,000\+/);
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
    expect(places[0]).toHaveTextContent('6,850 coins');
    expect(places[0]).toHaveTextContent('Net winnings');
    expect(places[0]).toHaveTextContent('12 wins · 85.7% win rate');
  });
});
