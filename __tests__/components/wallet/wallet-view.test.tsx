import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WalletView } from '@/components/wallet/wallet-view';
import type { Account } from '@/lib/model/account';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { claimDailyBonusForSession } from '@/lib/store/player-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { placeBet } from '@/lib/betting/place-bet';
import { settleMarket } from '@/lib/settlement/settlement';
import { addCoins } from '@/lib/wallet/free-coins';
import { followLeagueInMemory, leagueEntry, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';
import { applyNow, currentAccount, logInAs, marketById as currentMarket, spendDownTo, startApp, storedGame, testContext } from '../players';

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);
const tile = (name: string) => screen.getByRole('region', { name });
const totalBalance = () => screen.getByRole('region', { name: 'Coins you have' });
const historyRows = () => within(screen.getByRole('list', { name: 'Transactions, newest first' })).getAllByRole('listitem');

let player: Account;

function renderWallet() {
  const user = userEvent.setup();
  render(<WalletView />);
  return { user };
}

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
  useClockStore.setState({ now: Date.now() });
});

describe('WalletView', () => {
  it('shows nothing without a logged-in player', () => {
    useSessionStore.setState({ accountId: null });
    const { container } = render(<WalletView />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the total balance with Indian digit grouping', () => {
    for (let step = 0; step < 10; step += 1) {
      applyNow((data) => addCoins(data, player.id, 10000, testContext()));
    }
    renderWallet();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    expect(within(tile('Coins you have')).getByText('Coins you have')).toBeInTheDocument();
    expect(totalBalance()).toHaveTextContent('1,01,500 coins');
  });

  it('claims the daily bonus of 50 once, then says when the next one comes', async () => {
    const { user } = renderWallet();
    const bonus = tile('Daily Bonus');
    expect(within(bonus).getByText('50 free coins once a day.')).toBeInTheDocument();
    await user.click(within(bonus).getByRole('button', { name: 'Claim 50 coins' }));
    // Memory takes the claim at once; the toast follows once it is saved.
    expect(currentAccount(player.id).coins).toBe(1550);
    expect(totalBalance()).toHaveTextContent('1,550 coins');
    expect(within(bonus).getByRole('status')).toHaveTextContent(/^Claimed today\. Next bonus in (\d+h )?\d+m\.$/);
    expect(within(bonus).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['Daily bonus claimed! +50 coins']));
    expect((await storedGame())?.accounts.find((account) => account.id === player.id)?.coins).toBe(1550);

    // Another tab, or a stale button, cannot claim it again today.
    await expect(claimDailyBonusForSession()).resolves.toEqual({ ok: false, reason: 'already-claimed' });
    expect(currentAccount(player.id).coins).toBe(1550);
    const bonuses = useGameStore.getState().ledger.filter((entry) => entry.description === 'Daily login bonus');
    expect(bonuses).toHaveLength(1);
    expect((await storedGame())?.ledger.filter((entry) => entry.description === 'Daily login bonus')).toEqual(bonuses);
  });

  it('moves focus from the claim button to the message that replaces it, not to the page', async () => {
    const { user } = renderWallet();
    const bonus = tile('Daily Bonus');
    within(bonus).getByRole('button', { name: 'Claim 50 coins' }).focus();
    await user.keyboard('{Enter}');
    // In the render that takes the button away, not once the claim is saved.
    expect(within(bonus).getByRole('status')).toHaveFocus();
    await waitFor(() => expect(toasts()).toEqual(['Daily bonus claimed! +50 coins']));
    expect(within(bonus).getByRole('status')).toHaveFocus();
  });

  it('opens Add Coins with the six free choices and no price, 500 chosen', async () => {
    const { user } = renderWallet();
    await user.click(screen.getByRole('button', { name: 'Add Coins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coins' });
    expect(dialog).toHaveAccessibleDescription("Coins are free: they can't be bought or turned into money, and have no cash value. You are never charged.")
    expect(dialog).not.toHaveTextContent(/₹|Rs\.?\s?\d|price/i);
    const group = within(dialog).getByRole('group', { name: 'Choose an amount' });
    const choices = ['100 coins', '500 coins', '1,000 coins', '2,500 coins', '5,000 coins', '10,000 coins'];
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(choices.length);
    choices.forEach((coins, index) => {
      const radio = radios[index] as HTMLElement;
      expect(radio.closest('label')).toHaveTextContent(`${coins}Free`);
      expect(radio).toHaveAccessibleName(coins);
    });
    expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(expect.stringContaining('500 coins'));
    expect(within(dialog).getByRole('button', { name: 'Add 500 coins' })).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: /^2,500 coins/ }));
    expect(within(dialog).getByRole('button', { name: 'Add 2,500 coins' })).toBeInTheDocument();
  });

  it('adds 500 coins with an Added coins entry, and closes', async () => {
    const { user } = renderWallet();
    await user.click(within(tile('Add Coins')).getByRole('button', { name: 'Choose amount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Coins' });
    await user.click(within(dialog).getByRole('button', { name: 'Add 500 coins' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toasts()).toEqual(['500 coins added to your wallet']));
    expect(currentAccount(player.id).coins).toBe(2000);
    expect(totalBalance()).toHaveTextContent('2,000 coins');
    expect((await storedGame())?.accounts.find((account) => account.id === player.id)?.coins).toBe(2000);
    const [newest] = historyRows();
    expect(newest).toHaveTextContent('Added coins');
    expect(newest).toHaveTextContent('Credit +500');
  });

  it('shows a dash for the win rate before anything has settled', () => {
    renderWallet();
    const winRate = tile('Win Rate');
    expect(within(winRate).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(within(winRate).getByText('No predictions with a result yet')).toBeInTheDocument();
  });

  it('shows the win rate once predictions have settled', () => {
    applyNow((data) => ({
      ok: true,
      data: {
        ...data,
        positions: [
          { id: 'a', accountId: player.id, marketId: '7', question: 'q', choice: 'YES', amount: 10, potentialWin: 18, createdAt: new Date().toISOString(), status: 'won', settledAt: new Date().toISOString(), yesShareAfter: null, wallet: 'practice' },
          { id: 'b', accountId: player.id, marketId: '7', question: 'q', choice: 'NO', amount: 10, potentialWin: 18, createdAt: new Date().toISOString(), status: 'lost', settledAt: new Date().toISOString(), yesShareAfter: null, wallet: 'practice' },
          { id: 'c', accountId: player.id, marketId: '7', question: 'q', choice: 'NO', amount: 10, potentialWin: 18, createdAt: new Date().toISOString(), status: 'lost', settledAt: new Date().toISOString(), yesShareAfter: null, wallet: 'practice' },
        ],
      },
    }));
    renderWallet();
    expect(within(tile('Win Rate')).getByText('33.3%')).toBeInTheDocument();
  });

  it('lists transactions newest first with signed amounts', async () => {
    spendDownTo(player, 1400);
    const { user } = renderWallet();
    await user.click(within(tile('Daily Bonus')).getByRole('button', { name: 'Claim 50 coins' }));
    await waitFor(() => expect(toasts()).toEqual(['Daily bonus claimed! +50 coins']));
    const rows = historyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Daily bonus');
    expect(rows[0]).toHaveTextContent('Credit +50');
    expect(rows[1]).toHaveTextContent('Bet placed: Will India win the next T20 international against Australia?');
    expect(rows[1]).toHaveTextContent('Debit −100');
    expect(rows[2]).toHaveTextContent('Starting coins');
    expect(rows[2]).toHaveTextContent('Credit +1,500');
  });

  it('calls a cancelled stake coming back Coins returned, and a win Won prediction, never Winnings', () => {
    const question = currentMarket('1').question;
    for (const [marketId, outcome] of [['1', 'VOID'], ['2', 'YES']] as const) {
      const placed = applyNow((data) => placeBet(data, { accountId: player.id, marketId, choice: 'YES', amount: 100 }, testContext()));
      if (!placed.ok) throw new Error(placed.reason);
      const settled = applyNow((data) => settleMarket(data, marketId, outcome, testContext()));
      if (!settled.ok) throw new Error(settled.reason);
    }
    renderWallet();
    const refund = historyRows().find((row) => row.textContent?.includes(`Coins returned: ${question}`));
    expect(refund).toHaveTextContent('Credit +100');
    expect(historyRows().some((row) => row.textContent?.includes(`Won prediction: ${currentMarket('2').question}`))).toBe(true);
    expect(screen.getByRole('region', { name: 'Transaction History' })).not.toHaveTextContent(/winnings/i);
    // The void settled nothing: one win of one settled prediction.
    expect(within(tile('Win Rate')).getByText('100%')).toBeInTheDocument();
  });
});

describe('WalletView with a league', () => {
  const question = leagueQuestion(SITE_LEAGUE_ID, 1);

  it('shows the practice wallet first, then the league’s own balance and history, apart', async () => {
    followLeagueInMemory(makeLeague(), [question], [player.id]);
    useGameStore.setState((state) => ({
      ledger: [
        ...state.ledger,
        leagueEntry(SITE_LEAGUE_ID, player.id, -100, { id: 'league-bet:stake', kind: 'bet', description: `Bet placed: ${question.question}` }),
      ],
    }));
    renderWallet();
    expect(totalBalance()).toHaveTextContent('1,500 coins');
    expect(totalBalance()).toHaveTextContent('Practice coins. Each league’s coins are kept apart, below.');
    expect(historyRows().map((row) => row.textContent)).not.toContainEqual(expect.stringContaining('League starting coins'));

    const league = await screen.findByRole('region', { name: 'Site League' });
    expect(league).toHaveTextContent('900 coins');
    const rows = within(within(league).getByRole('list', { name: 'Site League transactions, newest first' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(`Bet placed: ${question.question}`),
      expect.stringContaining('League starting coins'),
    ]);
    // The practice wallet's section comes before the league's.
    expect(totalBalance().compareDocumentPosition(league) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no league the player has no coins in', () => {
    followLeagueInMemory(makeLeague(), [question], []);
    renderWallet();
    expect(screen.queryByRole('region', { name: /Site League/ })).not.toBeInTheDocument();
    expect(totalBalance()).not.toHaveTextContent('Practice coins');
  });
});
