import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BetDialog, JOIN_LEAGUE_FIRST, PLACING_DELAY_MS } from '@/components/shared/bet-dialog/bet-dialog';
import type { Account } from '@/lib/model/account';
import { UNSAVED_NOTICE } from '@/lib/storage/notices';
import { useGameStore } from '@/lib/store/game-store';
import { useNoticeStore } from '@/lib/store/notice-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { followLeagueInMemory, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../../leagues-fixture';
import { devanagariShare, inHindi } from '../../../i18n/hindi';
import { currentAccount, logInAs, marketById, refuseSaves, spendDownTo, startApp, storedGame, untilSaved } from '../../players';

const WARNING = "You're betting more than 50% of your balance. Play responsibly!";

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);
const amountField = () => screen.getByLabelText('Amount');
const potentialWin = () => screen.getByText('Potential win').nextElementSibling;
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Prediction' });
const quickBet = (name: string) => within(screen.getByRole('group', { name: 'Quick picks' })).getByRole('button', { name });

let player: Account;

/**
 * The Placing... delay runs out: the bet (or its refusal) is in memory at once, and the dialog
 * answers once its transaction is done.
 */
async function placingDelayPasses() {
  act(() => jest.advanceTimersByTime(PLACING_DELAY_MS));
  await untilSaved();
}

function renderDialog(marketId = '1', options: Parameters<typeof userEvent.setup>[0] = {}) {
  const onOpenChange = jest.fn();
  const user = userEvent.setup(options);
  render(<BetDialog market={marketById(marketId)} open onOpenChange={onOpenChange} />);
  return { user, onOpenChange, dialog: screen.getByRole('dialog') };
}

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
});

describe('BetDialog', () => {
  it('is titled Make Your Prediction and described by the question', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Make Your Prediction');
    expect(dialog).toHaveAccessibleDescription(marketById('1').question);
    expect(within(dialog).getByRole('group', { name: 'Your prediction' })).toBeInTheDocument();
  });

  it("shows each side's share of the coins staked, not of the players", () => {
    const { dialog } = renderDialog();
    const market = marketById('1');
    const yes = Math.round((market.yesCoins / market.totalPool) * 100);
    const picker = within(dialog).getByRole('group', { name: 'Your prediction' });
    expect(picker).toHaveTextContent(`${yes}% of the crowd's coins`);
    expect(picker).toHaveTextContent(`${100 - yes}% of the crowd's coins`);
    expect(picker).not.toHaveTextContent('of players');
  });

  it('starts at 100 coins with a potential win of 180, updated live as the player types', async () => {
    const { user } = renderDialog();
    expect(amountField()).toHaveValue(100);
    expect(amountField()).toHaveAccessibleDescription('Whole coins from 10 up to your balance.');
    expect(potentialWin()).toHaveTextContent('180 coins');
    await user.clear(amountField());
    await user.type(amountField(), '250');
    expect(potentialWin()).toHaveTextContent('450 coins');
  });

  it('shows a potential win only for an amount it would stake: never a big win beside "not enough coins"', async () => {
    const { user } = renderDialog();
    await user.clear(amountField());
    await user.type(amountField(), '99999');
    expect(potentialWin()).not.toHaveTextContent(/\d/);
    expect(potentialWin()).toHaveTextContent("No win shown: this amount can't be bet");
    await user.clear(amountField());
    await user.type(amountField(), '5');
    expect(potentialWin()).not.toHaveTextContent(/\d/);
  });

  describe('clamps the amount when it is committed', () => {
    it.each([
      ['', 10],
      ['abc', 10],
      ['-5', 10],
      ['0', 10],
      ['1.5', 10],
      ['5000', 1500],
    ])('on blur: %p becomes %p', (typed, expected) => {
      renderDialog();
      fireEvent.change(amountField(), { target: { value: typed } });
      fireEvent.blur(amountField());
      expect(amountField()).toHaveValue(expected);
    });

    it.each([
      ['-5', 10],
      ['0', 10],
      ['1.5', 10],
      ['5000', 1500],
    ])('on Enter: %p becomes %p', async (typed, expected) => {
      const { user } = renderDialog();
      await user.clear(amountField());
      await user.type(amountField(), `${typed}{Enter}`);
      expect(amountField()).toHaveValue(expected);
      expect(amountField()).toHaveFocus();
    });

    it('on Enter: an empty field becomes 10', async () => {
      const { user } = renderDialog();
      await user.clear(amountField());
      await user.keyboard('{Enter}');
      expect(amountField()).toHaveValue(10);
    });

    // A number input hands the page '' for 1e309 (jsdom and Chromium both sanitise it): not a
    // number, so 0 and then 10, as the spec says. clampStake's own reading is tested in lib.

    it('on Tab away: 5000 becomes the balance', async () => {
      const { user } = renderDialog();
      await user.clear(amountField());
      await user.type(amountField(), '5000');
      await user.tab();
      expect(amountField()).toHaveValue(1500);
      expect(potentialWin()).toHaveTextContent('2,700 coins');
    });
  });

  describe('says why an amount cannot be staked', () => {
    it.each([
      ['', 'The minimum bet is 10 coins.'],
      ['0', 'The minimum bet is 10 coins.'],
      ['-5', 'The minimum bet is 10 coins.'],
      ['1.5', 'Bets are whole coins.'],
      ['5000', 'You do not have enough coins for this bet.'],
    ])('typed %p: %p, at the field, with Confirm disabled', async (typed, reason) => {
      const { user } = renderDialog();
      await user.click(screen.getByRole('button', { name: /^YES/ }));
      fireEvent.change(amountField(), { target: { value: typed } });
      expect(amountField()).toHaveAccessibleDescription(`Whole coins from 10 up to your balance. ${reason}`);
      expect(amountField()).toBeInvalid();
      expect(confirmButton()).toBeDisabled();
    });

    it('says nothing of the kind for an amount that can be staked', () => {
      renderDialog();
      expect(amountField()).toHaveAccessibleDescription('Whole coins from 10 up to your balance.');
      expect(amountField()).toBeValid();
    });

    it('when another tab spends the balance below an amount already committed', async () => {
      const { user } = renderDialog();
      await user.click(screen.getByRole('button', { name: /^YES/ }));
      fireEvent.change(amountField(), { target: { value: '1500' } });
      fireEvent.blur(amountField());
      expect(confirmButton()).toBeEnabled();
      act(() => spendDownTo(player, 900));
      expect(amountField()).toHaveValue(1500);
      expect(amountField()).toHaveAccessibleDescription(/You do not have enough coins for this bet\.$/);
      expect(confirmButton()).toBeDisabled();
      expect(currentAccount(player.id).coins).toBe(900);
    });

    it('once, in the alert, when the spend lands while the bet is placing', async () => {
      jest.useFakeTimers();
      const { user } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: /^YES/ }));
      fireEvent.change(amountField(), { target: { value: '1500' } });
      await user.click(confirmButton());
      act(() => spendDownTo(player, 900));
      await placingDelayPasses();
      expect(screen.getByRole('alert')).toHaveTextContent('You do not have enough coins for this bet.');
      expect(screen.getAllByText('You do not have enough coins for this bet.')).toHaveLength(1);
      expect(currentAccount(player.id).coins).toBe(900);
    });

    it.each([
      ['', '10'],
      ['5000', '1500'],
    ])('and a press on the disabled Confirm with %p stakes nothing, even once the blur commits %p', async (typed, committed) => {
      jest.useFakeTimers();
      const { user } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: /^YES/ }));
      fireEvent.change(amountField(), { target: { value: typed } });
      expect(confirmButton()).toBeDisabled();
      // What Chromium sends: pointerdown to the disabled button, the field's blur, then a click
      // on the button the commit has just enabled.
      fireEvent.pointerDown(confirmButton());
      fireEvent.blur(amountField());
      expect(amountField()).toHaveValue(Number(committed));
      expect(confirmButton()).toBeEnabled();
      fireEvent.click(confirmButton(), { detail: 1 });
      await placingDelayPasses();
      expect(useGameStore.getState().positions).toEqual([]);
      expect(currentAccount(player.id).coins).toBe(1500);
      // The next press, on the amount now shown, places it.
      await user.click(confirmButton());
      await placingDelayPasses();
      expect(currentAccount(player.id).coins).toBe(1500 - Number(committed));
    });

    it('when the balance is below the minimum bet', () => {
      spendDownTo(player, 5);
      renderDialog();
      expect(amountField()).toHaveAccessibleDescription(/The minimum bet is 10 coins\.$/);
    });
  });

  it('sets the amount from the quick bets', async () => {
    const { user } = renderDialog();
    for (const amount of [50, 100, 250, 500]) {
      await user.click(quickBet(String(amount)));
      expect(amountField()).toHaveValue(amount);
    }
  });

  it('disables the quick bets above a balance of 200', () => {
    spendDownTo(player, 200);
    renderDialog();
    expect(quickBet('50')).toBeEnabled();
    expect(quickBet('100')).toBeEnabled();
    expect(quickBet('250')).toBeDisabled();
    expect(quickBet('500')).toBeDisabled();
  });

  it('warns above half the balance, and not at or below it', async () => {
    const { user } = renderDialog();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '750');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await user.type(amountField(), '{Backspace}1');
    expect(amountField()).toHaveValue(751);
    expect(screen.getByRole('status')).toHaveTextContent(WARNING);
    await user.click(quickBet('500'));
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('keeps Confirm Prediction disabled until YES or NO is chosen', async () => {
    const { user } = renderDialog();
    const yes = screen.getByRole('button', { name: /^YES/ });
    const no = screen.getByRole('button', { name: /^NO/ });
    expect(confirmButton()).toBeDisabled();
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await user.click(no);
    expect(no).toHaveAttribute('aria-pressed', 'true');
    expect(confirmButton()).toBeEnabled();
    await user.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    expect(no).toHaveAttribute('aria-pressed', 'false');
    expect(confirmButton()).toBeEnabled();
  });

  it('shows Placing... for a second, then places one bet however often Confirm is pressed', async () => {
    jest.useFakeTimers();
    const { user, onOpenChange } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.dblClick(confirmButton());
    const placing = screen.getByRole('button', { name: 'Placing...' });
    expect(placing).toBeDisabled();
    fireEvent.click(placing);

    act(() => jest.advanceTimersByTime(PLACING_DELAY_MS - 1));
    expect(useGameStore.getState().positions).toHaveLength(0);
    expect(onOpenChange).not.toHaveBeenCalled();

    // Memory holds the bet at once; the dialog closes, and says so, once its transaction is done.
    act(() => jest.advanceTimersByTime(1));
    expect(useGameStore.getState().positions).toEqual([
      expect.objectContaining({ accountId: player.id, marketId: '1', choice: 'YES', amount: 100, potentialWin: 180 }),
    ]);
    expect(currentAccount(player.id).coins).toBe(1400);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
    await untilSaved();
    expect((await storedGame())?.positions).toEqual(useGameStore.getState().positions);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toasts()).toEqual(['Prediction placed! You bet 100 coins on YES']);

    act(() => jest.advanceTimersByTime(10 * PLACING_DELAY_MS));
    expect(useGameStore.getState().positions).toHaveLength(1);
  });

  it('places the amount typed, on NO', async () => {
    jest.useFakeTimers();
    const { user, onOpenChange } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^NO/ }));
    await user.clear(amountField());
    await user.type(amountField(), '250');
    await user.click(confirmButton());
    await placingDelayPasses();
    expect(currentAccount(player.id).coins).toBe(1250);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toasts()).toEqual(['Prediction placed! You bet 250 coins on NO']);
  });

  it('groups the digits of a large bet in its toast', async () => {
    jest.useFakeTimers();
    const { user } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.clear(amountField());
    await user.type(amountField(), '1000');
    await user.click(confirmButton());
    await placingDelayPasses();
    expect(toasts()).toEqual(['Prediction placed! You bet 1,000 coins on YES']);
  });

  it('says the bet is kept in this tab only when storage refuses to save it', async () => {
    const before = await storedGame();
    refuseSaves();
    jest.useFakeTimers();
    const { user, onOpenChange } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.click(confirmButton());
    await placingDelayPasses();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(currentAccount(player.id).coins).toBe(1400);
    expect(toasts()).toEqual(['Prediction placed! You bet 100 coins on YES. Kept in this tab only until storage works again.']);
    expect(useNoticeStore.getState().notices).toEqual([UNSAVED_NOTICE]);
    expect(await storedGame()).toEqual(before);
  });

  it('says why and places nothing when the player logs out while the bet is placing', async () => {
    jest.useFakeTimers();
    const { user, onOpenChange } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.click(confirmButton());
    act(() => useSessionStore.setState({ accountId: null }));
    await placingDelayPasses();
    expect(screen.getByRole('alert')).toHaveTextContent('Log in to make a prediction.');
    expect(useGameStore.getState().positions).toEqual([]);
    expect(currentAccount(player.id).coins).toBe(1500);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('says why and places nothing when the market ends before the bet lands', async () => {
    jest.useFakeTimers();
    const { user, onOpenChange } = renderDialog('6', { advanceTimers: jest.advanceTimersByTime });
    jest.setSystemTime(Date.now() + 43 * 60_000);
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.click(confirmButton());
    await placingDelayPasses();
    expect(screen.getByRole('alert')).toHaveTextContent('This question has ended and takes no more predictions.');
    expect(screen.getByRole('button', { name: 'Confirm Prediction' })).toBeEnabled();
    expect(useGameStore.getState().positions).toEqual([]);
    expect(currentAccount(player.id).coins).toBe(1500);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closes on Escape, but not while the bet is placing', async () => {
    jest.useFakeTimers();
    const { user, onOpenChange } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.click(confirmButton());
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await placingDelayPasses();
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Escape before anything is chosen', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(useGameStore.getState().positions).toEqual([]);
  });

  it('keeps focus inside the dialog', async () => {
    const { user, dialog } = renderDialog();
    await user.click(screen.getByRole('button', { name: /^NO/ }));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    confirmButton().focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirmButton()).toHaveFocus();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});

describe('BetDialog on a league question', () => {
  const question = leagueQuestion(SITE_LEAGUE_ID, 1);

  function renderLeagueDialog() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<BetDialog market={question} open onOpenChange={jest.fn()} />);
    return { user };
  }

  it('shows and checks against the player’s league balance, not practice coins', async () => {
    followLeagueInMemory(makeLeague({ startingCoins: 400 }), [question], [player.id]);
    const { user } = renderLeagueDialog();
    expect(screen.getByText('Your coins in Site League').nextElementSibling).toHaveTextContent('400 coins');
    // 500 is above the league's 400, though well within 1,500 practice coins.
    expect(quickBet('500')).toBeDisabled();
    await user.click(quickBet('250'));
    expect(screen.getByRole('status')).toHaveTextContent(WARNING);
    await user.clear(amountField());
    await user.type(amountField(), '5000{Enter}');
    expect(amountField()).toHaveValue(400);
  });

  it('asks a player who has not joined the league to join it first, and cannot confirm', async () => {
    followLeagueInMemory(makeLeague(), [question], []);
    const { user } = renderLeagueDialog();
    expect(screen.getByRole('alert')).toHaveTextContent(JOIN_LEAGUE_FIRST());
    await user.click(screen.getByRole('button', { name: /YES/ }));
    expect(confirmButton()).toBeDisabled();
  });

  it('asks a player who left the league to join it again, though its wallet still holds coins', async () => {
    followLeagueInMemory(makeLeague(), [question], [player.id]);
    const membership = { id: `${SITE_LEAGUE_ID}:${player.id}`, leagueId: SITE_LEAGUE_ID, accountId: player.id, status: 'left' as const, changedAt: new Date().toISOString() };
    useGameStore.setState({ memberships: [membership] });
    const { user } = renderLeagueDialog();
    expect(screen.getByRole('alert')).toHaveTextContent(JOIN_LEAGUE_FIRST());
    await user.click(screen.getByRole('button', { name: /YES/ }));
    expect(confirmButton()).toBeDisabled();
  });

  it('places a league bet from the league’s coins, leaving practice coins alone', async () => {
    jest.useFakeTimers();
    followLeagueInMemory(makeLeague(), [question], [player.id]);
    const { user } = renderLeagueDialog();
    await user.click(screen.getByRole('button', { name: /^YES/ }));
    await user.click(confirmButton());
    await placingDelayPasses();
    // A league bet first makes the player's key in the league (Web Crypto, then a save): the toast
    // follows, in real time once the placing delay has run out.
    jest.useRealTimers();
    await waitFor(() => expect(toasts()).toEqual([expect.stringContaining('Prediction placed! You bet 100 coins on YES')]));
    expect(currentAccount(player.id).coins).toBe(1500);
    const leagueCoins = useGameStore.getState().ledger.filter((entry) => entry.accountId === player.id && entry.wallet === SITE_LEAGUE_ID);
    expect(leagueCoins.reduce((sum, entry) => sum + entry.amount, 0)).toBe(900);
    expect(useGameStore.getState().positions[0]?.id).toMatch(/^[a-z2-7]{16}\.[0-9a-f]{16}$/);
  });

  it('says a practice question’s win pays 1.8×, beside the potential win', () => {
    renderDialog('1');
    expect(screen.getByText(/pays 1\.8×/)).toBeInTheDocument();
    expect(screen.getByText('Potential win')).toBeInTheDocument();
  });

  it('in a pool-share league, estimates the typed stake on the chosen side at the counted crowd, and shows no fixed potential win', async () => {
    const counted = { seq: 1, crowd: [{ questionId: question.id, yesCoins: 600, noCoins: 400, yesPlayers: 3, noPlayers: 2 }], standings: [], judged: [] };
    followLeagueInMemory(makeLeague({ payout: 'pool', snapshot: counted, snapshotAt: '2026-11-22T06:00:00.000Z' }), [question], [player.id]);
    const user = userEvent.setup();
    render(<BetDialog market={question} open onOpenChange={jest.fn()} />);
    expect(screen.queryByText('Potential win')).toBeNull();
    expect(screen.queryByText(/pays 1\.8×/)).toBeNull();
    // Before a side is chosen, both: 1,100 over 700 on YES, over 500 on NO.
    expect(screen.getByText('If YES wins now: about 1.5× · 157 for 100')).toBeInTheDocument();
    expect(screen.getByText('If NO wins now: about 2.2× · 220 for 100')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^NO/ }));
    await user.clear(amountField());
    await user.type(amountField(), '400');
    // NO: 1,400 over 800.
    expect(screen.getByText('If NO wins now: about 1.7× · 700 for 400')).toBeInTheDocument();
    expect(screen.queryByText(/If YES wins now/)).toBeNull();
    expect(screen.getByText(/as of 22 Nov 2026/)).toHaveTextContent('The final figure depends on the crowd when the question ends.');
  });

  it('in a pool-share league not yet counted, says the estimate comes once the organiser counts', () => {
    followLeagueInMemory(makeLeague({ payout: 'pool' }), [question], [player.id]);
    renderLeagueDialog();
    expect(screen.queryByText('Potential win')).toBeNull();
    expect(screen.getByText(/estimate .* comes once the organiser counts/)).toBeInTheDocument();
  });

  it('keeps the practice balance for a practice question', () => {
    followLeagueInMemory(makeLeague({ startingCoins: 400 }), [question], [player.id]);
    renderDialog('1');
    expect(screen.getByText('Your coins').nextElementSibling).toHaveTextContent('1,500 coins');
  });
});

describe('BetDialog in Hindi', () => {
  inHindi();

  it('asks in Hindi: its heading, the crowd, the amount and Confirm', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('अपना अनुमान लगाएँ');
    expect(within(dialog).getByRole('heading', { name: 'अपना अनुमान लगाएँ' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'आपका अनुमान' })).toHaveTextContent(/हाँ.*लोगों के सिक्कों का \d+%.*नहीं/);
    expect(within(dialog).getByLabelText('कितने सिक्के')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'अनुमान पक्का करें' })).toBeDisabled();
    // The question is a sample's English here (its Hindi comes with the page's question); the rest reads Hindi.
    const text = (dialog.textContent ?? '').replace(marketById('1').question, '');
    expect(devanagariShare(text)).toBeGreaterThan(0.8);
  });

  it('warns in Hindi above half the balance', async () => {
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText('कितने सिक्के'));
    await user.type(screen.getByLabelText('कितने सिक्के'), '751');
    expect(screen.getByRole('status')).toHaveTextContent('आप अपने आधे से ज़्यादा सिक्के लगा रहे हैं। सोच-समझकर खेलें!');
  });

  it('says Placing... and then the toast in Hindi', async () => {
    jest.useFakeTimers();
    const { user } = renderDialog('1', { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: /^हाँ/ }));
    await user.click(screen.getByRole('button', { name: 'अनुमान पक्का करें' }));
    expect(screen.getByRole('button', { name: 'लगाया जा रहा है...' })).toBeDisabled();
    await placingDelayPasses();
    expect(toasts()).toEqual(['अनुमान लग गया! आपने हाँ पर 100 सिक्के लगाए']);
  });
});
