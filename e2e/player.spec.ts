import { expect, test, waitForCards } from './fixtures';
import { balanceChip, logIn, logOut, openBet, PLAYER, signUp } from './players';
import { everythingStored, failWrites, storedDatabase, storedGame } from './stored';

const T20 = 'Will India win the next T20 international against Australia?';
const BITCOIN = 'Will Bitcoin close the week above 1 lakh US dollars?';

test.describe('a player', () => {
  test('signs up, gets 1,000 coins and stays logged in after a reload', async ({ page }) => {
    await signUp(page);
    await expect(balanceChip(page)).toHaveText('1,000');
    await expect.poll(async () => (await storedGame(page)).state.accounts.map((account) => account.email)).toEqual(['asha@example.com']);
    // Everything stored, the database's records and localStorage: the address, never the password.
    const saved = JSON.stringify(await everythingStored(page));
    expect(saved).toContain('asha@example.com');
    expect(saved).not.toContain(PLAYER.password);
    await page.reload();
    await expect(balanceChip(page)).toHaveText('1,000');
  });

  test('meets every rule of the bet dialog and sees the bet kept after a reload', async ({ page }) => {
    await signUp(page);
    const dialog = await openBet(page, T20);
    const amount = dialog.getByLabel('Amount');
    const confirm = dialog.getByRole('button', { name: 'Confirm Prediction' });
    await expect(amount).toHaveValue('100');
    await expect(dialog.getByText('180 coins')).toBeVisible();
    await expect(confirm).toBeDisabled();

    // Committed on blur or Enter, clamped to 10..balance.
    const commits: [string, string][] = [
      ['', '10'],
      ['-5', '10'],
      ['0', '10'],
      ['1.5', '10'],
      ['5000', '1000'],
      // Chromium reports an overflowing number as an empty value, which is not a number: 10.
      ['1e309', '10'],
    ];
    for (const [typed, committed] of commits) {
      await amount.fill(typed);
      await amount.blur();
      await expect(amount).toHaveValue(committed);
    }
    await amount.fill('');
    await amount.pressSequentially('abc');
    await amount.press('Enter');
    await expect(amount).toHaveValue('10');

    // Quick amounts, the live potential win and the 50% warning.
    const warning = dialog.getByText("You're betting more than 50% of your balance. Play responsibly!");
    await dialog.getByRole('button', { name: '500', exact: true }).click();
    await expect(amount).toHaveValue('500');
    await expect(dialog.getByText('900 coins')).toBeVisible();
    await expect(warning).toBeHidden();
    await amount.fill('501');
    await expect(warning).toBeVisible();
    await dialog.getByRole('button', { name: '250', exact: true }).click();
    await expect(warning).toBeHidden();

    await dialog.getByRole('button', { name: /YES/ }).click();
    await expect(dialog.getByRole('button', { name: /YES/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(confirm).toBeEnabled();
    await confirm.dblclick();
    await expect(dialog.getByRole('button', { name: 'Placing...' })).toBeDisabled();
    await expect(page.getByText('Prediction placed! You bet 250 coins on YES')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(balanceChip(page)).toHaveText('750');

    const saved = await storedGame(page);
    expect(saved.state.positions).toHaveLength(1);
    expect(saved.state.positions[0]).toMatchObject({ choice: 'YES', amount: 250, potentialWin: 450, status: 'open' });

    await page.reload();
    await expect(balanceChip(page)).toHaveText('750');
    await page.goto('/wallet');
    const history = page.getByRole('list', { name: 'Transactions, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(`Bet placed: ${T20}`);
    await expect(history.getByRole('listitem').first()).toContainText('−250');
    await expect(history.getByRole('listitem').last()).toContainText('Welcome bonus');
    await expect(history.getByRole('listitem').last()).toContainText('+1,000');
  });

  test('cannot bet on an ended prediction', async ({ page }) => {
    await signUp(page);
    const ended = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /50 mm of rain/ }) });
    await expect(ended.getByRole('button', { name: 'Ended' })).toBeDisabled();
  });

  test('claims the daily bonus once and adds coins from the wallet', async ({ page }) => {
    await signUp(page);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Win Rate' })).toContainText('—');
    await page.getByRole('button', { name: 'Claim 50 coins' }).click();
    await expect(balanceChip(page)).toHaveText('1,050');
    await expect(page.getByText(/Claimed today\. Next bonus in/)).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Claimed today\. Next bonus in/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim 50 coins' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Coins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coins' });
    await expect(dialog).toContainText("Coins are free: they can't be bought or turned into money");
    await expect(dialog.getByRole('radio', { name: '500 coins', exact: true })).toBeChecked();
    await dialog.getByText('2,500 coins', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: '2,500 coins' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add 2,500 coins' }).click();
    await expect(dialog).toBeHidden();
    await expect(balanceChip(page)).toHaveText('3,550');
    const history = page.getByRole('list', { name: 'Transactions, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText('Added coins');
    await expect(history.getByRole('listitem').first()).toContainText('+2,500');
  });

  test('a wrong password changes nothing; logout then login restores the account', async ({ page }) => {
    await signUp(page);
    const dialog = await openBet(page, BITCOIN);
    await dialog.getByRole('button', { name: /NO/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(balanceChip(page)).toHaveText('900');
    await page.goto('/wallet');
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);

    const before = await everythingStored(page);
    await logIn(page, PLAYER.email, 'not the password');
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
    expect(await everythingStored(page)).toEqual(before);
    await page.keyboard.press('Escape');

    await logIn(page, PLAYER.email.toUpperCase(), PLAYER.password);
    await expect(balanceChip(page)).toHaveText('900');
    await page.goto('/wallet');
    await expect(page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem')).toHaveCount(2);
  });

  test('a login with an address that has no account here is refused and leaves no account behind', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    // Once the first visit's seeding is saved, nothing more is written on its own.
    await expect.poll(async () => (await storedDatabase(page))?.markets.length).toBe(9);
    const before = await everythingStored(page);
    await logIn(page, 'new@example.com', 'whatever1');
    const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('No account with this email in this browser');
    expect(await everythingStored(page)).toEqual(before);
    expect((await storedGame(page)).state.accounts.map((account) => account.email)).not.toContain('new@example.com');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect((await storedGame(page)).state.accounts).toEqual([]);

    // The refusal offers sign-up with the address kept.
    await logIn(page, 'new@example.com', 'whatever1');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const join = page.getByRole('dialog', { name: 'Join PredictoPlay' });
    await expect(join.getByLabel('Email')).toHaveValue('new@example.com');
    await expect(join.getByLabel('Phone (optional)')).not.toHaveAttribute('required');
  });

  test('the admin address with any password gives an admin session', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await logIn(page, 'admin@predictoplay.com', 'anything');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Admin Panel', 'Logout']);
  });

  test('two pages of one browser stay in step within a second', async ({ page, context }) => {
    await signUp(page);
    const other = await context.newPage();
    await other.goto('/wallet');
    await expect(balanceChip(other)).toHaveText('1,000');

    const dialog = await openBet(page, T20);
    await dialog.getByRole('button', { name: /YES/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(balanceChip(other)).toHaveText('900', { timeout: 1000 });

    // The other page now writes; its write is based on the bet, not on what it loaded first.
    await other.getByRole('button', { name: 'Claim 50 coins' }).click();
    await expect(balanceChip(other)).toHaveText('950');
    await expect(balanceChip(page)).toHaveText('950', { timeout: 1000 });
    const saved = await storedGame(page);
    expect(saved.state.positions).toHaveLength(1);
    expect(saved.state.ledger).toHaveLength(3);
    await other.close();
  });

  test('a storage that fails mid-bet keeps the bet and debit together in memory and says so', async ({ page }) => {
    await signUp(page);
    await expect.poll(async () => (await storedGame(page)).state.accounts).toHaveLength(1);
    const before = await everythingStored(page);
    // IndexedDB refuses every write from here on, as a full disk does.
    await failWrites(page);
    const dialog = await openBet(page, T20);
    await dialog.getByRole('button', { name: /NO/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(page.getByText('Prediction placed! You bet 100 coins on NO. Kept in this tab only until storage works again.')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByRole('status').filter({ hasText: 'not letting PredictoPlay save' })).toBeVisible();
    // Neither the bet nor its debit reached storage: everything is as it was.
    expect(await everythingStored(page)).toEqual(before);
  });
});
