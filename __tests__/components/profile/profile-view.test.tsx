import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileView } from '@/components/profile/profile-view';
import { cashOutPosition } from '@/lib/betting/cash-out';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import type { Choice } from '@/lib/model/position';
import { settleMarket, type Outcome } from '@/lib/settlement/settlement';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { addCoins } from '@/lib/wallet/free-coins';
import { applyNow, currentAccount, logInAs, marketById, startApp, storedGame, testContext } from '../players';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/profile', useRouter: () => ({ push: mockPush }) }));

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);

/** The value beside a label in a list of figures (a <dt> and its <dd>). */
function figure(label: string, container: HTMLElement = document.body): Element | null {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling;
}

const header = () => screen.getByRole('region', { name: 'Player' });
/** The figures under the header: the first list of figures after it. */
const tiles = () => header().nextElementSibling as HTMLElement;

function bet(account: Account, marketId: string, choice: Choice, amount: number) {
  const placed = applyNow((data) => placeBet(data, { accountId: account.id, marketId, choice, amount }, testContext()));
  if (!placed.ok) throw new Error(`bet refused: ${placed.reason}`);
}

let settleClock = Date.now();
/** Settles through the store, each settlement a second after the last so streak order is fixed. */
function settle(marketId: string, outcome: Outcome) {
  settleClock += 1000;
  const settled = applyNow((data) => settleMarket(data, marketId, outcome, { ...testContext(), nowMs: settleClock }));
  if (!settled.ok) throw new Error(`settle refused: ${settled.reason}`);
}

function renderProfile() {
  const user = userEvent.setup();
  render(<ProfileView />);
  return { user };
}

let player: Account;

beforeEach(async () => {
  mockPush.mockReset();
  await startApp();
  useClockStore.setState({ now: Date.now() });
  settleClock = Date.now();
  player = logInAs('p@example.com');
});

describe('ProfileView', () => {
  it('shows nothing without a logged-in player', () => {
    useSessionStore.setState({ accountId: null });
    const { container } = render(<ProfileView />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('header', () => {
    it('shows the username, email, coins, rank and level of a new player', () => {
      renderProfile();
      expect(screen.getByRole('heading', { level: 1, name: 'Player' })).toBeInTheDocument();
      expect(within(header()).getByText('p@example.com')).toBeInTheDocument();
      expect(figure('Coins', header())).toHaveTextContent('1,500');
      // Below all ten sample players on the all-time board.
      expect(figure('Rank', header())).toHaveTextContent(/^#11$/);
      expect(figure('Level', header())).toHaveTextContent('Bronze');
    });

    it('keeps the rank #11 through ten 10,000-coin top-ups: coins bought for free are not winnings', () => {
      for (let step = 0; step < 10; step += 1) applyNow((data) => addCoins(data, player.id, 10_000, testContext()));
      expect(currentAccount(player.id).coins).toBe(101_500);
      renderProfile();
      expect(figure('Coins', header())).toHaveTextContent('1,01,500');
      expect(figure('Rank', header())).toHaveTextContent(/^#11$/);
    });

    it('ranks by all-time net winnings, as the leaderboard does', () => {
      // A 50,000 stake on a YES that wins pays 90,000: 40,000 net, below BetMaster's 42,100 and above WiseGuess's 38,700.
      for (let step = 0; step < 5; step += 1) applyNow((data) => addCoins(data, player.id, 10_000, testContext()));
      bet(player, '1', 'YES', 50_000);
      settle('1', 'YES');
      renderProfile();
      expect(figure('Rank', header())).toHaveTextContent(/^#9$/);
    });

    it('shows the rank as it changes with a settlement', async () => {
      for (let step = 0; step < 10; step += 1) applyNow((data) => addCoins(data, player.id, 10_000, testContext()));
      bet(player, '1', 'YES', 100_000);
      renderProfile();
      expect(figure('Rank', header())).toHaveTextContent(/^#11$/);
      // 1,80,000 paid for 1,00,000 staked: 80,000 net, below LuckyStrike's 87,200 and above MarketMaven's 76,800.
      act(() => settle('1', 'YES'));
      await waitFor(() => expect(figure('Rank', header())).toHaveTextContent(/^#4$/));
    });

    it('shows one level system: the level from settled predictions, and no leaderboard badge', () => {
      renderProfile();
      for (const badge of ['Legend', 'Master', 'Expert', 'Pro', 'Rising', 'Rookie']) expect(header()).not.toHaveTextContent(badge);
      expect(figure('Level', header())).toHaveTextContent(/^Bronze$/);
    });
  });

  describe('tiles', () => {
    it('show zeros and no accuracy before any prediction', () => {
      renderProfile();
      expect(figure('Total predictions')).toHaveTextContent('0');
      expect(figure('Correct')).toHaveTextContent('0');
      expect(figure('Win rate', tiles())).toHaveTextContent('No predictions with a result yet');
      expect(figure('Coins won')).toHaveTextContent('0');
    });

    it('are computed from the player’s positions', () => {
      bet(player, '1', 'YES', 100);
      bet(player, '2', 'YES', 155);
      bet(player, '3', 'YES', 100);
      bet(player, '4', 'NO', 50);
      bet(player, '5', 'NO', 70);
      settle('1', 'YES');
      settle('2', 'YES');
      settle('3', 'NO');
      settle('5', 'VOID');
      // Someone else's win counts for nothing here.
      const other = logInAs('other@example.com');
      bet(other, '4', 'YES', 100);
      settle('4', 'YES');
      useSessionStore.setState({ accountId: player.id });

      renderProfile();
      expect(figure('Total predictions')).toHaveTextContent('5');
      expect(figure('Correct')).toHaveTextContent('2');
      // 2 won of 4 decided; the void is neither.
      expect(figure('Win rate', tiles())).toHaveTextContent('50%');
      expect(figure('Coins won')).toHaveTextContent(String(Math.floor(100 * 1.8) + Math.floor(155 * 1.8)));
    });
  });

  describe('tabs', () => {
    it('switch between Overview, History and Settings by click and by arrow keys', async () => {
      const { user } = renderProfile();
      const tablist = screen.getByRole('tablist', { name: 'Profile sections' });
      expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'History', 'Settings']);
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('heading', { name: 'Streaks' })).toBeInTheDocument();

      await user.click(screen.getByRole('tab', { name: 'History' }));
      expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText(/No predictions yet/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Streaks' })).not.toBeInTheDocument();

      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
      expect(screen.getByRole('tabpanel', { name: 'Settings' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Account details' })).toBeInTheDocument();

      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'Streaks' })).toBeInTheDocument();

      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Home}');
      expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('overview', () => {
    it('shows the current and best streaks and the win rate', () => {
      // Won, won, lost, won: best 2, current 1, 75%.
      bet(player, '1', 'YES', 100);
      bet(player, '2', 'YES', 100);
      bet(player, '3', 'YES', 100);
      bet(player, '4', 'YES', 100);
      settle('1', 'YES');
      settle('2', 'YES');
      settle('3', 'NO');
      settle('4', 'YES');
      renderProfile();
      const streaks = screen.getByRole('region', { name: 'Streaks' });
      expect(figure('Current streak', streaks)).toHaveTextContent(/^1 win$/);
      expect(figure('Best streak', streaks)).toHaveTextContent(/^2 wins$/);
      expect(figure('Win rate', streaks)).toHaveTextContent('75%');
    });

    it('shows no win rate before anything has settled', () => {
      bet(player, '1', 'YES', 100);
      renderProfile();
      const streaks = screen.getByRole('region', { name: 'Streaks' });
      expect(figure('Current streak', streaks)).toHaveTextContent(/^0 wins$/);
      expect(figure('Win rate', streaks)).toHaveTextContent('No predictions with a result yet');
    });

    it('shows First Win locked with its progress, then unlocked after a win', async () => {
      bet(player, '1', 'YES', 100);
      renderProfile();
      const firstWin = screen.getByRole('listitem', { name: 'First Win' });
      expect(within(firstWin).getByText('Locked')).toBeInTheDocument();
      const progress = within(firstWin).getByRole('progressbar', { name: 'First Win progress' });
      expect(progress).toHaveAttribute('aria-valuenow', '0');
      expect(progress).toHaveAttribute('aria-valuetext', '0 of 1 win');
      expect(within(firstWin).getByText('0 of 1 win')).toBeInTheDocument();

      act(() => settle('1', 'YES'));
      await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'First Win' })).getByText('Unlocked')).toBeInTheDocument());
      expect(screen.queryByRole('progressbar', { name: 'First Win progress' })).not.toBeInTheDocument();
    });

    it('shows 10 Predictions progress, and unlocks it at ten', async () => {
      for (const id of ['1', '2', '3']) bet(player, id, 'YES', 10);
      renderProfile();
      const ten = screen.getByRole('listitem', { name: '10 Predictions' });
      expect(within(ten).getByText('3 of 10 predictions')).toBeInTheDocument();
      expect(within(ten).getByRole('progressbar', { name: '10 Predictions progress' })).toHaveAttribute('aria-valuenow', '30');

      act(() => {
        for (let step = 0; step < 7; step += 1) bet(player, '1', 'NO', 10);
      });
      await waitFor(() => expect(within(screen.getByRole('listitem', { name: '10 Predictions' })).getByText('Unlocked')).toBeInTheDocument());
    });

    it('shows 70% Win Rate locked until five have settled, then judged on accuracy', async () => {
      renderProfile();
      const accuracy = () => screen.getByRole('listitem', { name: '70% Win Rate' });
      expect(within(accuracy()).getByText('0 of 5 predictions with a result')).toBeInTheDocument();
      expect(within(accuracy()).getByRole('progressbar', { name: '70% Win Rate progress' })).toHaveAttribute('aria-valuenow', '0');

      // Four wins of five settled: 80%.
      act(() => {
        for (const id of ['1', '2', '3', '4', '5']) bet(player, id, 'YES', 10);
        settle('1', 'YES');
        settle('2', 'YES');
        settle('3', 'YES');
        settle('4', 'YES');
      });
      await waitFor(() => expect(within(accuracy()).getByText('4 of 5 predictions with a result')).toBeInTheDocument());
      act(() => settle('5', 'NO'));
      await waitFor(() => expect(within(accuracy()).getByText('Unlocked')).toBeInTheDocument());
      expect(within(accuracy()).queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('keeps 70% Win Rate locked below 70% once five have settled', () => {
      for (const id of ['1', '2', '3', '4', '5']) bet(player, id, 'YES', 10);
      settle('1', 'YES');
      settle('2', 'YES');
      settle('3', 'NO');
      settle('4', 'NO');
      settle('5', 'NO');
      renderProfile();
      const accuracy = screen.getByRole('listitem', { name: '70% Win Rate' });
      expect(within(accuracy).getByText('Locked')).toBeInTheDocument();
      expect(within(accuracy).getByText('40% of 70% win rate')).toBeInTheDocument();
    });
  });

  describe('history', () => {
    it('lists every position newest first with its result', async () => {
      const base = Date.now();
      const at = (offset: number) => ({ ...testContext(), nowMs: base + offset });
      const place = (marketId: string, choice: Choice, amount: number, offset: number) => {
        const placed = applyNow((data) => placeBet(data, { accountId: player.id, marketId, choice, amount }, at(offset)));
        if (!placed.ok) throw new Error(placed.reason);
      };
      place('1', 'YES', 100, 1000);
      place('2', 'NO', 200, 2000);
      place('3', 'YES', 50, 3000);
      place('4', 'YES', 40, 4000);
      settle('1', 'YES');
      settle('2', 'YES');
      settle('4', 'VOID');

      const { user } = renderProfile();
      await user.click(screen.getByRole('tab', { name: 'History' }));
      const table = within(screen.getByRole('region', { name: 'Prediction history' })).getByRole('table', { name: 'Your predictions, newest first' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(4);
      const summary = rows.map((row) => {
        const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
        return [within(row).getByRole('rowheader').textContent, ...cells.slice(0, 4)];
      });
      expect(summary).toEqual([
        // A cancelled question says its coins came back, and they are not listed as winnings.
        [marketById('4').question, 'YES', 'Cancelled: 40 coins returned', '40', '0'],
        [marketById('3').question, 'YES', 'Open', '50', '0'],
        [marketById('2').question, 'NO', 'Lost', '200', '0'],
        [marketById('1').question, 'YES', 'Won', '100', '180'],
      ]);
      expect(within(rows[3]!).getByRole('link', { name: marketById('1').question })).toHaveAttribute('href', '/prediction?id=1');
      const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
      expect(within(rows[0]!).getAllByRole('cell')[headers.indexOf('Coins won') - 1]).toHaveTextContent(/^0$/);
    });
  });

  describe('history of a cash-out', () => {
    it("says 'Cashed out' with the coins it returned", async () => {
      const placed = applyNow((data) => placeBet(data, { accountId: player.id, marketId: '1', choice: 'YES', amount: 100 }, testContext()));
      if (!placed.ok) throw new Error(placed.reason);
      const cashed = applyNow((data) => cashOutPosition(data, { accountId: player.id, positionId: placed.position.id, part: 100 }, testContext()));
      if (!cashed.ok) throw new Error(cashed.reason);
      const { user } = renderProfile();
      await user.click(screen.getByRole('tab', { name: 'History' }));
      const table = within(screen.getByRole('region', { name: 'Prediction history' })).getByRole('table');
      const row = within(table).getAllByRole('row')[1]!;
      expect(within(row).getByText(`Cashed out ${cashed.cashOut.value}`)).toBeInTheDocument();
    });
  });

  describe('settings', () => {
    async function openSettings() {
      const rendered = renderProfile();
      await rendered.user.click(screen.getByRole('tab', { name: 'Settings' }));
      // The settings load when their tab opens.
      await screen.findByLabelText('Username');
      return rendered;
    }

    it('shows the username and email read-only', async () => {
      await openSettings();
      expect(screen.getByLabelText('Username')).toHaveValue('Player');
      expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
      expect(screen.getByLabelText('Email')).toHaveValue('p@example.com');
      expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    });

    it('offers notifications on this phone, never by email or SMS', async () => {
      await openSettings();
      const section = screen.getByRole('region', { name: 'Notifications' });
      expect(within(section).getAllByRole('switch')).toEqual([within(section).getByRole('switch', { name: 'Notify me on this phone when my bets settle' })]);
      expect(screen.queryByRole('switch', { name: /Email|SMS/ })).not.toBeInTheDocument();
      expect(screen.getByText(/no emails or text messages are ever sent/)).toBeInTheDocument();
    });

    describe('Delete my account', () => {
      it('asks first, and Cancel keeps the account', async () => {
        const { user } = await openSettings();
        await user.click(screen.getByRole('button', { name: 'Delete my account' }));
        const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
        expect(dialog).toHaveAccessibleDescription(expect.stringContaining('This removes Player, its coins, transactions and predictions from this browser.'));
        await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(currentAccount(player.id).coins).toBe(1500);
        expect(useSessionStore.getState().accountId).toBe(player.id);
        expect(mockPush).not.toHaveBeenCalled();
        expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
      });

      it('removes the account with its data and logs out on confirm', async () => {
        bet(player, '1', 'YES', 100);
        const other = logInAs('other@example.com');
        useSessionStore.setState({ accountId: player.id });
        const { user } = await openSettings();
        await user.click(screen.getByRole('button', { name: 'Delete my account' }));
        const dialog = await screen.findByRole('alertdialog');
        await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

        await waitFor(() => expect(toasts()).toEqual(['Your account and everything in it were deleted from this browser.']));
        expect(useSessionStore.getState().accountId).toBeNull();
        const state = useGameStore.getState();
        expect(state.accounts.map((account) => account.id)).toEqual([other.id]);
        expect(state.positions).toEqual([]);
        expect(state.ledger.every((entry) => entry.accountId === other.id)).toBe(true);
        expect(mockPush).toHaveBeenCalledWith('/');
        expect(screen.queryByRole('heading', { name: 'Player' })).not.toBeInTheDocument();
        const stored = await storedGame();
        expect(stored?.accounts.map((account) => account.id)).toEqual([other.id]);
        expect(stored?.positions).toEqual([]);
        expect(stored?.ledger.every((entry) => entry.accountId === other.id)).toBe(true);
      });
    });
  });
});
