import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PredictionsTable } from '@/components/admin/predictions-table';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import type { Choice } from '@/lib/model/position';
import type { Market } from '@/lib/model/market';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useToastStore } from '@/lib/store/toast-store';
import { makeMarket } from '../../lib/game-fixtures';
import { applyNow, currentAccount, logInAs, logInAsAdmin, marketById, startApp, storedGame, testContext } from '../players';

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);

/** The table row headed by a market's question. */
function rowOf(question: string): HTMLElement {
  const row = screen.getByRole('rowheader', { name: question }).closest('tr');
  if (!row) throw new Error(`no row for ${question}`);
  return row;
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

function bet(account: Account, marketId: string, choice: Choice, amount: number) {
  const placed = applyNow((data) => placeBet(data, { accountId: account.id, marketId, choice, amount }, testContext()));
  if (!placed.ok) throw new Error(`bet refused: ${placed.reason}`);
}

function setMarket(id: string, changes: Partial<Market>) {
  useGameStore.setState((state) => ({ markets: state.markets.map((market) => (market.id === id ? { ...market, ...changes } : market)) }));
}

function manyMarkets(count: number): Market[] {
  return Array.from({ length: count }, (_, index) =>
    makeMarket({ id: String(index + 1), question: `Will generated market ${index + 1} resolve YES?`, createdAt: '2026-01-01T00:00:00.000Z' }),
  );
}

let player: Account;

beforeEach(async () => {
  await startApp();
  useClockStore.setState({ now: Date.now() });
  player = logInAs('p@example.com');
  logInAsAdmin();
});

describe('PredictionsTable', () => {
  it('shows each market’s question, category, participants and status', () => {
    render(<PredictionsTable />);
    const table = screen.getByRole('table', { name: 'All questions, newest first' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Select', 'Question', 'Category', 'Players', 'Status', 'Actions']);
    expect(bodyRows()).toHaveLength(9);

    const market = marketById('2');
    const row = rowOf(market.question);
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    expect(within(row).getByText('2,730')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
  });

  it('leaves league questions out: the practice admin cannot resolve them', () => {
    const league = makeMarket({ id: 'k7dq3mzpa2xw4rbt.1', question: 'Will the league question stay off this table?', leagueId: 'k7dq3mzpa2xw4rbt' });
    useGameStore.setState((state) => ({ markets: [...state.markets, league] }));
    render(<PredictionsTable />);
    expect(bodyRows()).toHaveLength(9);
    expect(screen.queryByRole('rowheader', { name: league.question })).not.toBeInTheDocument();
  });

  it('marks an unresolved market past its end time as awaiting a result, and only that one', () => {
    setMarket('2', { endTime: new Date(Date.now() - 60_000).toISOString() });
    setMarket('3', { endTime: new Date(Date.now() - 60_000).toISOString(), isResolved: true, outcome: 'NO' });
    render(<PredictionsTable />);
    expect(within(rowOf(marketById('2').question)).getByText('Ended: waiting for a result')).toBeInTheDocument();
    expect(within(rowOf(marketById('3').question)).queryByText('Ended: waiting for a result')).not.toBeInTheDocument();
    expect(screen.getAllByText('Ended: waiting for a result')).toHaveLength(
      useGameStore.getState().markets.filter((market) => !market.isResolved && Date.parse(market.endTime) <= Date.now()).length,
    );
  });

  it('lists the markets newest first', () => {
    render(<PredictionsTable />);
    const questions = within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);
    const expected = [...useGameStore.getState().markets]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((market) => market.question);
    expect(questions).toEqual(expected);
  });

  it.each([
    ['YES', 'Result: YES'],
    ['NO', 'Result: NO'],
    ['VOID', 'Cancelled: coins returned'],
  ] as const)('shows a market resolved %s as %s with no actions', (outcome, status) => {
    setMarket('3', { isResolved: true, outcome, resolvedAt: new Date().toISOString() });
    render(<PredictionsTable />);
    const row = rowOf(marketById('3').question);
    expect(within(row).getByText(status)).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row).getByText('Done')).toBeInTheDocument();
  });

  it('offers Resolve YES, Resolve NO and Void on every unresolved market', () => {
    render(<PredictionsTable />);
    for (const row of bodyRows()) {
      const buttons = within(row).getAllByRole('button').map((button) => button.textContent);
      expect(buttons).toEqual(['Result: YES', 'Result: NO', 'Cancel question']);
    }
  });

  it('asks before resolving, naming the market and counting its open predictions', async () => {
    bet(player, '1', 'YES', 100);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const question = marketById('1').question;
    await user.click(within(rowOf(question)).getByRole('button', { name: 'Result: YES' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give the result: YES?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(question));
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining(
        'Every open YES prediction wins 1.8 times its coins and every open NO prediction is marked Lost (1 open prediction). This cannot be undone.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Result: YES' })).toBeInTheDocument();
  });

  it('counts plural open predictions and says what Resolve NO does', async () => {
    bet(player, '1', 'YES', 100);
    bet(player, '1', 'NO', 50);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.click(within(rowOf(marketById('1').question)).getByRole('button', { name: 'Result: NO' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give the result: NO?' });
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining('Every open NO prediction wins 1.8 times its coins and every open YES prediction is marked Lost (2 open predictions).'),
    );
  });

  it('changes nothing on Cancel and gives focus back to the button that opened it', async () => {
    bet(player, '1', 'YES', 100);
    const before = JSON.stringify(useGameStore.getState());
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const opener = within(rowOf(marketById('1').question)).getByRole('button', { name: 'Result: YES' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(JSON.stringify(useGameStore.getState())).toBe(before);
    expect(within(rowOf(marketById('1').question)).getByText('Open')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on Escape without settling', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.click(within(rowOf(marketById('1').question)).getByRole('button', { name: 'Cancel question' }));
    await screen.findByRole('alertdialog', { name: 'Cancel this question?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(marketById('1').isResolved).toBe(false);
  });

  it('resolves YES on confirm: pays floor(stake × 1.8), shows Resolved YES and moves focus to the table', async () => {
    bet(player, '1', 'YES', 137);
    expect(currentAccount(player.id).coins).toBe(1500 - 137);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const question = marketById('1').question;
    await user.click(within(rowOf(question)).getByRole('button', { name: 'Result: YES' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Result: YES' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The dialog closes at once; the toast follows once the settlement is saved.
    await waitFor(() => expect(toasts()).toEqual(['Result given: YES. Winners got 246 coins across 1 prediction.']));

    expect(currentAccount(player.id).coins).toBe(1500 - 137 + Math.floor(137 * 1.8));
    expect(marketById('1')).toEqual(expect.objectContaining({ isResolved: true, outcome: 'YES' }));
    expect(useGameStore.getState().positions).toEqual([expect.objectContaining({ status: 'won' })]);
    const row = rowOf(question);
    expect(within(row).getByText('Result: YES')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    const stored = await storedGame();
    expect(stored?.positions).toEqual([expect.objectContaining({ status: 'won' })]);
    expect(stored?.accounts.find((account) => account.id === player.id)?.coins).toBe(1500 - 137 + Math.floor(137 * 1.8));

    await waitFor(() => expect(screen.getByRole('region', { name: 'Questions' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('marks a losing side Lost and pays nothing on Resolve NO', async () => {
    bet(player, '1', 'YES', 100);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.click(within(rowOf(marketById('1').question)).getByRole('button', { name: 'Result: NO' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Result: NO' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasts()).toEqual(['Result given: NO. Winners got 0 coins across 1 prediction.']));
    expect(currentAccount(player.id).coins).toBe(1400);
    expect(useGameStore.getState().positions).toEqual([expect.objectContaining({ status: 'lost' })]);
    expect(within(rowOf(marketById('1').question)).getByText('Result: NO')).toBeInTheDocument();
  });

  it('refunds every open stake on Void', async () => {
    bet(player, '1', 'YES', 100);
    bet(player, '1', 'NO', 40);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const question = marketById('1').question;
    await user.click(within(rowOf(question)).getByRole('button', { name: 'Cancel question' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this question?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Every open prediction gets all its coins back (2 open predictions). This cannot be undone.'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel question' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasts()).toEqual(['Cancelled: 140 coins returned across 2 predictions.']));

    expect(currentAccount(player.id).coins).toBe(1500);
    expect(useGameStore.getState().positions.map((position) => position.status)).toEqual(['refunded', 'refunded']);
    const row = rowOf(question);
    expect(within(row).getByText('Cancelled: coins returned')).toBeInTheDocument();
    expect(within(row).queryByText(/result/i)).not.toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Questions' })).toHaveFocus());
  });

  it('settles once: a market another tab settled meanwhile is refused and nothing is paid twice', async () => {
    bet(player, '1', 'YES', 100);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.click(within(rowOf(marketById('1').question)).getByRole('button', { name: 'Result: YES' }));
    const dialog = await screen.findByRole('alertdialog');
    // Settled elsewhere while the dialog was open.
    act(() => setMarket('1', { isResolved: true, outcome: 'NO', resolvedAt: new Date().toISOString() }));
    await user.click(within(dialog).getByRole('button', { name: 'Result: YES' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasts()).toEqual(['This question already has its result. Nothing changed.']));
    expect(currentAccount(player.id).coins).toBe(1400);
  });

  it('refuses to settle a league question: its operator settles it', async () => {
    bet(player, '1', 'YES', 100);
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.click(within(rowOf(marketById('1').question)).getByRole('button', { name: 'Result: YES' }));
    const dialog = await screen.findByRole('alertdialog');
    act(() => setMarket('1', { leagueId: 'aaaabbbbccccdddd' }));
    await user.click(within(dialog).getByRole('button', { name: 'Result: YES' }));
    await waitFor(() => expect(toasts()).toEqual(['A league question gets its result from its organiser. Nothing changed.']));
    expect(currentAccount(player.id).coins).toBe(1400);
    expect(useGameStore.getState().positions.map((position) => position.status)).toEqual(['open']);
  });

  it('renders markup in a question as text', () => {
    const question = '<img src=x onerror=alert(1)> Will this stay text?';
    setMarket('1', { question });
    render(<PredictionsTable />);
    expect(screen.getByRole('rowheader', { name: question })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('counts a single market in the singular', () => {
    useGameStore.setState({ markets: manyMarkets(1) });
    render(<PredictionsTable />);
    expect(screen.getByText('Showing 1–1 of 1 question')).toBeInTheDocument();
  });

  describe('with 5,000 markets', () => {
    beforeEach(() => {
      useGameStore.setState({ markets: manyMarkets(5000) });
    });

    it('renders 20 rows a page and says which', () => {
      render(<PredictionsTable />);
      expect(bodyRows()).toHaveLength(20);
      const pager = screen.getByRole('navigation', { name: 'Question pages' });
      expect(within(pager).getByText('Showing 1–20 of 5,000 questions')).toBeInTheDocument();
      expect(within(pager).getByText('Page 1 of 250')).toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled();
    });

    it('moves between pages with Next and Previous', async () => {
      const user = userEvent.setup();
      render(<PredictionsTable />);
      const pager = screen.getByRole('navigation', { name: 'Question pages' });
      await user.click(within(pager).getByRole('button', { name: 'Next' }));
      expect(within(pager).getByText('Showing 21–40 of 5,000 questions')).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(20);
      expect(screen.getByRole('rowheader', { name: 'Will generated market 21 resolve YES?' })).toBeInTheDocument();
      expect(screen.queryByRole('rowheader', { name: 'Will generated market 1 resolve YES?' })).not.toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();

      await user.click(within(pager).getByRole('button', { name: 'Previous' }));
      expect(within(pager).getByText('Showing 1–20 of 5,000 questions')).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Will generated market 1 resolve YES?' })).toBeInTheDocument();
      expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    });

    it('Last jumps to page 250, where Next and Last are disabled; First comes back', () => {
      render(<PredictionsTable />);
      const pager = screen.getByRole('navigation', { name: 'Question pages' });
      const next = within(pager).getByRole('button', { name: 'Next' });
      expect(within(pager).getByRole('button', { name: 'First' })).toBeDisabled();
      fireEvent.click(within(pager).getByRole('button', { name: 'Last' }));
      expect(within(pager).getByRole('button', { name: 'Last' })).toBeDisabled();
      expect(within(pager).getByText('Page 250 of 250')).toBeInTheDocument();
      expect(within(pager).getByText('Showing 4,981–5,000 of 5,000 questions')).toBeInTheDocument();
      expect(next).toBeDisabled();
      expect(bodyRows()).toHaveLength(20);
      expect(screen.getByRole('rowheader', { name: 'Will generated market 5000 resolve YES?' })).toBeInTheDocument();
      fireEvent.click(next);
      expect(within(pager).getByText('Page 250 of 250')).toBeInTheDocument();
      fireEvent.click(within(pager).getByRole('button', { name: 'First' }));
      expect(within(pager).getByText('Page 1 of 250')).toBeInTheDocument();
    });
  });
});
