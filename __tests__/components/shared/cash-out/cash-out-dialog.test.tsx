import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { YourPosition } from '@/components/shared/market-card/your-position';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useToastStore } from '@/lib/store/toast-store';
import { applyNow, currentAccount, logInAs, marketById, startApp, testContext, untilSaved } from '../../players';

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);

let player: Account;

/** Market '1' with the crowd evened out at 1,000 coins a side, then the player's bets on it. */
function evenCrowdWith(...stakes: number[]) {
  useGameStore.setState({ markets: useGameStore.getState().markets.map((market) => (market.id === '1' ? { ...market, yesCoins: 1000, noCoins: 1000, totalPool: 2000 } : market)) });
  for (const amount of stakes) {
    const placed = applyNow((data) => placeBet(data, { accountId: player.id, marketId: '1', choice: 'YES', amount }, testContext()));
    if (!placed.ok) throw new Error(placed.reason);
  }
}

async function openDialog() {
  const user = userEvent.setup();
  render(<YourPosition marketId="1" />);
  await user.click(await screen.findByRole('button', { name: 'Cash out' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Cash out' }) };
}

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
  act(() => useClockStore.setState({ now: Date.now() }));
});

describe('the cash-out dialog', () => {
  it('offers no cash-out without a bet, and one beside the line with one', async () => {
    const { unmount } = render(<YourPosition marketId="1" />);
    // The player's line loads on demand: once it says there is no bet, there is no Cash out either.
    await screen.findByText('You: no prediction yet');
    expect(screen.queryByRole('button', { name: 'Cash out' })).not.toBeInTheDocument();
    unmount();
    evenCrowdWith(100);
    render(<YourPosition marketId="1" />);
    expect(await screen.findByRole('button', { name: 'Cash out' })).toBeInTheDocument();
  });

  it('shows the value and what is given up before confirming, for the whole bet by default', async () => {
    evenCrowdWith(100);
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription(marketById('1').question);
    expect(within(dialog).getByLabelText('Coins to cash out')).toHaveValue(100);
    // 1,100 of 2,100 on YES: 1.8 × q is past 0.9, so 90 back.
    expect(within(dialog).getByText('You get 90 coins back')).toBeInTheDocument();
    expect(within(dialog).getByText('You give up: a win of 180 coins if YES wins')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cash out 100 coins' })).toBeEnabled();
    expect(currentAccount(player.id).coins).toBe(1400);
  });

  it('cashes out on confirm, closes and says so', async () => {
    evenCrowdWith(100);
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cash out 100 coins' }));
    // Never 'already cashed out' while it is being made: the confirmed quote stays until the dialog closes.
    expect(screen.queryByText(/already settled or cashed out/)).not.toBeInTheDocument();
    await untilSaved();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentAccount(player.id).coins).toBe(1490);
    expect(toasts()).toContain('Cashed out: 90 coins back');
    expect(screen.getByText('Cashed out 90')).toBeInTheDocument();
  });

  it('cashes out a part the player types', async () => {
    evenCrowdWith(100);
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText('Coins to cash out');
    await user.clear(field);
    await user.type(field, '40');
    expect(within(dialog).getByText('You get 36 coins back')).toBeInTheDocument();
    expect(within(dialog).getByText('60 coins stays in play')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cash out 40 coins' }));
    await untilSaved();
    expect(currentAccount(player.id).coins).toBe(1436);
  });

  it('says why a bad part cannot be cashed out and changes nothing', async () => {
    evenCrowdWith(100);
    const { user, dialog } = await openDialog();
    const field = within(dialog).getByLabelText('Coins to cash out');
    await user.clear(field);
    await user.type(field, '95');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Leave at least 10 coins in the bet, or cash out the whole bet.'));
    expect(within(dialog).queryByText(/You get/)).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Cash out 95 coins' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(currentAccount(player.id).coins).toBe(1400);
    expect(useGameStore.getState().positions[0]?.cashOuts).toBeUndefined();
  });

  it('lets the player choose which bet when they hold more than one', async () => {
    evenCrowdWith(100, 50);
    const { user, dialog } = await openDialog();
    const which = within(dialog).getByRole('group', { name: 'Which bet' });
    await user.click(within(which).getByRole('radio', { name: 'YES · 50 coins' }));
    expect(within(dialog).getByLabelText('Coins to cash out')).toHaveValue(50);
    await user.click(within(dialog).getByRole('button', { name: 'Cash out 50 coins' }));
    await untilSaved();
    expect(currentAccount(player.id).coins).toBe(1350 + 45);
  });
});
