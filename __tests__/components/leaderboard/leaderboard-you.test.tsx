import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';
import type { Account, Position } from '@/lib/game-data';
import { useClockStore } from '@/lib/store/clock-store';
import { commitGame } from '@/lib/store/game-store';
import { DAY_MS } from '@/lib/time';
import { logInAs, startApp } from '../players';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const youRows = () => bodyRows().filter((row) => within(row).queryByText('You'));
const rankOf = (row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent;
const coinsOf = (row: HTMLElement) => within(row).getAllByRole('cell')[1]?.textContent;

/** A settled win of `potentialWin` coins for the account, settled `daysAgo` days before NOW. */
function winFor(account: Account, potentialWin: number, daysAgo: number, id = `win-${daysAgo}`) {
  const settledAt = new Date(NOW - daysAgo * DAY_MS).toISOString();
  const position: Position = {
    id,
    accountId: account.id,
    marketId: '1',
    question: 'Will India win the next T20 international against Australia?',
    choice: 'YES',
    amount: Math.ceil(potentialWin / 1.8),
    potentialWin,
    createdAt: new Date(NOW - daysAgo * DAY_MS - 60_000).toISOString(),
    status: 'won',
    settledAt,
    yesShareAfter: null,
  };
  commitGame((data) => ({ ok: true, data: { ...data, positions: [...data.positions, position] } }));
}

async function showPeriod(user: ReturnType<typeof userEvent.setup>, period: 'Weekly' | 'Monthly' | 'All-time') {
  await user.click(screen.getByRole('tab', { name: period }));
  expect(screen.getByRole('table', { name: `${period} rankings` })).toBeInTheDocument();
}

beforeEach(async () => {
  await startApp();
  useClockStore.setState({ now: NOW });
});

describe('LeaderboardView with a logged-in player', () => {
  it('shows the ten sample players and no You row to a visitor', async () => {
    const user = userEvent.setup();
    render(<LeaderboardView />);
    for (const period of ['Weekly', 'Monthly', 'All-time'] as const) {
      await showPeriod(user, period);
      expect(bodyRows()).toHaveLength(10);
      expect(screen.queryByText('You')).not.toBeInTheDocument();
    }
  });

  it('leaves the player out until the clock is running', () => {
    logInAs('p@example.com');
    useClockStore.setState({ now: null });
    render(<LeaderboardView />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText('You')).not.toBeInTheDocument();
  });

  it('ranks a new player with 1,500 coins #11 all-time, after the ten', async () => {
    logInAs('p@example.com');
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await showPeriod(user, 'All-time');
    const rows = bodyRows();
    expect(rows).toHaveLength(11);
    const you = youRows();
    expect(you).toHaveLength(1);
    expect(rows[10]).toBe(you[0]);
    expect(rankOf(you[0]!)).toBe('#11');
    expect(within(you[0]!).getByRole('rowheader')).toHaveTextContent('Player');
    expect(coinsOf(you[0]!)).toBe('1,500');
    expect(rows.map(rankOf)).toEqual(Array.from({ length: 11 }, (_, index) => `#${index + 1}`));
    expect(within(screen.getByRole('list', { name: 'Top three' })).queryByText('You')).not.toBeInTheDocument();
  });

  it('puts a player with a 10,000-coin win this week first in Weekly and on the podium', () => {
    const player = logInAs('p@example.com');
    winFor(player, 10_000, 0);
    render(<LeaderboardView />);
    expect(screen.getByRole('table', { name: 'Weekly rankings' })).toBeInTheDocument();
    const [first] = bodyRows();
    expect(youRows()).toEqual([first]);
    expect(rankOf(first!)).toBe('#1');
    expect(coinsOf(first!)).toBe('10,000');
    expect(within(first!).getByText('100%')).toBeInTheDocument();
    // TrendSpotter moves down to #2.
    expect(within(bodyRows()[1]!).getByRole('rowheader')).toHaveTextContent('TrendSpotter');
    expect(rankOf(bodyRows()[1]!)).toBe('#2');

    const places = within(screen.getByRole('list', { name: 'Top three' })).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(within(places[0]!).getByRole('img', { name: '1st place' })).toBeInTheDocument();
    expect(within(places[0]!).getByText('You')).toBeInTheDocument();
    expect(places[0]).toHaveTextContent('10,000 coins');
    expect(within(places[1]!).queryByText('You')).not.toBeInTheDocument();
  });

  it('counts a win settled 10 days ago in Monthly but not in Weekly', async () => {
    const player = logInAs('p@example.com');
    winFor(player, 10_000, 10);
    const user = userEvent.setup();
    render(<LeaderboardView />);

    // Weekly: no winnings in the last seven days, so last.
    const weeklyYou = youRows();
    expect(weeklyYou).toHaveLength(1);
    expect(rankOf(weeklyYou[0]!)).toBe('#11');
    expect(coinsOf(weeklyYou[0]!)).toBe('0');

    // Monthly: 10,000 sits below LuckyStrike's 10,400 and above GoalGetter's 9,100.
    await showPeriod(user, 'Monthly');
    const monthlyYou = youRows();
    expect(monthlyYou).toHaveLength(1);
    expect(rankOf(monthlyYou[0]!)).toBe('#8');
    expect(coinsOf(monthlyYou[0]!)).toBe('10,000');
    expect(within(bodyRows()[6]!).getByRole('rowheader')).toHaveTextContent('LuckyStrike');
    expect(within(bodyRows()[8]!).getByRole('rowheader')).toHaveTextContent('GoalGetter');

    // All-time ranks by balance, which the win (added directly here) did not change.
    await showPeriod(user, 'All-time');
    expect(rankOf(youRows()[0]!)).toBe('#11');
  });

  it('counts a win settled 31 days ago in neither Weekly nor Monthly', async () => {
    const player = logInAs('p@example.com');
    winFor(player, 50_000, 31);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    expect(rankOf(youRows()[0]!)).toBe('#11');
    await showPeriod(user, 'Monthly');
    expect(rankOf(youRows()[0]!)).toBe('#11');
  });

  it('follows the clock: a win drops out of Weekly once it is more than seven days old', () => {
    const player = logInAs('p@example.com');
    winFor(player, 10_000, 6);
    render(<LeaderboardView />);
    expect(rankOf(youRows()[0]!)).toBe('#1');
    act(() => useClockStore.setState({ now: NOW + 2 * DAY_MS }));
    expect(rankOf(youRows()[0]!)).toBe('#11');
  });
});
