import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';
import type { Account } from '@/lib/model/account';
import type { Position } from '@/lib/model/position';
import { useClockStore } from '@/lib/store/clock-store';
import { DAY_MS } from '@/lib/display/time';
import { addCoins } from '@/lib/wallet/free-coins';
import { applyNow, currentAccount, logInAs, startApp, testContext } from '../players';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const youRows = () => bodyRows().filter((row) => within(row).queryByText('You'));
const cell = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index]?.textContent;
const rankOf = (row: HTMLElement) => cell(row, 0);
const netOf = (row: HTMLElement) => cell(row, 1);
const settledOf = (row: HTMLElement) => cell(row, 2);
const accuracyOf = (row: HTMLElement) => cell(row, 4);

/** A position of `amount` coins for the account, settled (won, lost or refunded) `daysAgo` days before NOW. */
function settledFor(account: Account, status: Position['status'], amount: number, daysAgo: number, id = `${status}-${daysAgo}-${amount}`) {
  const position: Position = {
    id,
    accountId: account.id,
    marketId: '1',
    wallet: 'practice',
    question: 'Will India win the next T20 international against Australia?',
    choice: 'YES',
    amount,
    potentialWin: Math.floor(amount * 1.8),
    createdAt: new Date(NOW - daysAgo * DAY_MS - 60_000).toISOString(),
    status,
    settledAt: new Date(NOW - daysAgo * DAY_MS).toISOString(),
    yesShareAfter: null,
  };
  applyNow((data) => ({ ok: true, data: { ...data, positions: [...data.positions, position] } }));
}

async function showPeriod(user: ReturnType<typeof userEvent.setup>, period: 'Weekly' | 'Monthly' | 'All-time') {
  await user.click(screen.getByRole('tab', { name: period }));
  expect(screen.getByRole('table', { name: `${period} leaderboard` })).toBeInTheDocument();
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

  it('ranks a new player last on every period with 0 net winnings and no accuracy yet', async () => {
    logInAs('p@example.com');
    const user = userEvent.setup();
    render(<LeaderboardView />);
    for (const period of ['Weekly', 'Monthly', 'All-time'] as const) {
      await showPeriod(user, period);
      const rows = bodyRows();
      expect(rows).toHaveLength(11);
      const you = youRows();
      expect(you).toHaveLength(1);
      expect(rows[10]).toBe(you[0]);
      expect(rankOf(you[0]!)).toBe('#11');
      expect(within(you[0]!).getByRole('rowheader')).toHaveTextContent('Player');
      expect(within(you[0]!).queryByText('Sample')).not.toBeInTheDocument();
      expect(netOf(you[0]!)).toBe('0');
      expect(settledOf(you[0]!)).toBe('0');
      expect(within(you[0]!).getByText('—')).toHaveAttribute('aria-hidden', 'true');
      expect(accuracyOf(you[0]!)).toContain('No predictions with a result yet');
      expect(rows.map(rankOf)).toEqual(Array.from({ length: 11 }, (_, index) => `#${index + 1}`));
      expect(within(screen.getByRole('list', { name: 'Top three' })).queryByText('You')).not.toBeInTheDocument();
    }
  });

  it('does not move the player for ten 10,000-coin top-ups', async () => {
    const player = logInAs('p@example.com');
    for (let step = 0; step < 10; step += 1) applyNow((data) => addCoins(data, player.id, 10_000, testContext()));
    expect(currentAccount(player.id).coins).toBe(101_500);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    for (const period of ['Weekly', 'Monthly', 'All-time'] as const) {
      await showPeriod(user, period);
      expect(rankOf(youRows()[0]!)).toBe('#11');
      expect(netOf(youRows()[0]!)).toBe('0');
    }
  });

  it('counts a voided question neither as won nor as settled', async () => {
    const player = logInAs('p@example.com');
    settledFor(player, 'refunded', 50_000, 1);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await showPeriod(user, 'All-time');
    expect(rankOf(youRows()[0]!)).toBe('#11');
    expect(netOf(youRows()[0]!)).toBe('0');
    expect(settledOf(youRows()[0]!)).toBe('0');
  });

  it('subtracts the stake of a lost prediction', () => {
    const player = logInAs('p@example.com');
    settledFor(player, 'lost', 300, 1);
    settledFor(player, 'won', 100, 2);
    render(<LeaderboardView />);
    const [you] = youRows();
    expect(netOf(you!)).toBe('-220');
    expect(settledOf(you!)).toBe('2');
    expect(accuracyOf(you!)).toBe('50%');
  });

  it('puts a player who netted 8,000 coins this week first in Weekly and on the podium', () => {
    const player = logInAs('p@example.com');
    settledFor(player, 'won', 10_000, 0);
    render(<LeaderboardView />);
    expect(screen.getByRole('table', { name: 'Weekly leaderboard' })).toBeInTheDocument();
    const [first] = bodyRows();
    expect(youRows()).toEqual([first]);
    expect(rankOf(first!)).toBe('#1');
    expect(netOf(first!)).toBe('8,000');
    expect(within(first!).getByText('100%')).toBeInTheDocument();
    // TrendSpotter moves down to #2.
    expect(within(bodyRows()[1]!).getByRole('rowheader')).toHaveTextContent('TrendSpotter');
    expect(rankOf(bodyRows()[1]!)).toBe('#2');

    const places = within(screen.getByRole('list', { name: 'Top three' })).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(within(places[0]!).getByRole('img', { name: '1st place' })).toBeInTheDocument();
    expect(within(places[0]!).getByText('You')).toBeInTheDocument();
    expect(within(places[0]!).queryByText('Sample')).not.toBeInTheDocument();
    expect(places[0]).toHaveTextContent('8,000 coins');
    expect(places[0]).toHaveTextContent('1 win');
    expect(within(places[1]!).queryByText('You')).not.toBeInTheDocument();
    expect(within(places[1]!).getByText('Sample')).toBeInTheDocument();
  });

  it('counts a prediction settled 10 days ago in Monthly and All-time but not in Weekly', async () => {
    const player = logInAs('p@example.com');
    // Stakes 12,500, is paid 22,500: 10,000 net.
    settledFor(player, 'won', 12_500, 10);
    const user = userEvent.setup();
    render(<LeaderboardView />);

    // Weekly: nothing settled in the last seven days, so last.
    const weeklyYou = youRows();
    expect(weeklyYou).toHaveLength(1);
    expect(rankOf(weeklyYou[0]!)).toBe('#11');
    expect(netOf(weeklyYou[0]!)).toBe('0');

    // Monthly: 10,000 sits below LuckyStrike's 10,400 and above GoalGetter's 9,100.
    await showPeriod(user, 'Monthly');
    const monthlyYou = youRows();
    expect(monthlyYou).toHaveLength(1);
    expect(rankOf(monthlyYou[0]!)).toBe('#8');
    expect(netOf(monthlyYou[0]!)).toBe('10,000');
    expect(within(bodyRows()[6]!).getByRole('rowheader')).toHaveTextContent('LuckyStrike');
    expect(within(bodyRows()[8]!).getByRole('rowheader')).toHaveTextContent('GoalGetter');

    // All-time counts it too, below SmartPicker's 35,200.
    await showPeriod(user, 'All-time');
    expect(rankOf(youRows()[0]!)).toBe('#11');
    expect(netOf(youRows()[0]!)).toBe('10,000');
  });

  it('counts a prediction settled 31 days ago in neither Weekly nor Monthly', async () => {
    const player = logInAs('p@example.com');
    settledFor(player, 'won', 125_000, 31); // 1,00,000 net
    const user = userEvent.setup();
    render(<LeaderboardView />);
    expect(rankOf(youRows()[0]!)).toBe('#11');
    await showPeriod(user, 'Monthly');
    expect(rankOf(youRows()[0]!)).toBe('#11');
    await showPeriod(user, 'All-time');
    expect(rankOf(youRows()[0]!)).toBe('#2');
  });

  it('follows the clock: a win drops out of Weekly once it is more than seven days old', () => {
    const player = logInAs('p@example.com');
    settledFor(player, 'won', 10_000, 6);
    render(<LeaderboardView />);
    expect(rankOf(youRows()[0]!)).toBe('#1');
    act(() => useClockStore.setState({ now: NOW + 2 * DAY_MS }));
    expect(rankOf(youRows()[0]!)).toBe('#11');
  });
});
