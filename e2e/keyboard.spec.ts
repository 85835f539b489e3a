import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { activate, expectFocusOn, expectVisibleFocus, tabTo } from './keyboard';
import { balanceChip, PLAYER } from './players';

// Every journey here uses the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and Escape,
// with text typed key by key. tabTo checks on every stop that focus is visible and not on the body.

const T20 = 'Will India win the next T20 international against Australia?';
const ADMIN_EMAIL = 'admin@predictoplay.com';

function loginButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
}

function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Account menu' });
}

function cardOf(page: Page, question: string | RegExp) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) });
}

/** Types each value into the field focus is on, then Tab to the next field, whose focus must show. */
async function typeFields(page: Page, values: readonly string[]) {
  for (const [index, value] of values.entries()) {
    if (index > 0) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    }
    await page.keyboard.type(value);
  }
}

/** From Home: Login, switch to sign-up, fill it in and press Enter. Focus lands on the account menu. */
async function signUpByKeyboard(page: Page) {
  await page.goto('/');
  await waitForCards(page);
  await activate(page, loginButton(page));
  const login = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(login).toBeVisible();
  await activate(page, login.getByRole('button', { name: 'Sign up', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Join PredictoPlay' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Username'), { backwards: true });
  await typeFields(page, [PLAYER.username, PLAYER.email, PLAYER.phone, PLAYER.password, PLAYER.password]);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The Login button that opened the dialog has gone; the account menu in its place takes focus.
  await expectFocusOn(accountMenuButton(page));
}

async function logInByKeyboard(page: Page, email: string, password: string) {
  await activate(page, loginButton(page));
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Email'));
  await typeFields(page, [email, password]);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expectFocusOn(accountMenuButton(page));
}

/** Opens the account menu from its focused button with ArrowDown and picks `item` with the arrows. */
async function chooseFromAccountMenu(page: Page, item: string) {
  await tabTo(page, accountMenuButton(page), { backwards: true });
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  const wanted = menu.getByRole('menuitem', { name: item });
  for (let presses = 0; presses < 4 && !(await wanted.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page);
  }
  await expectFocusOn(wanted);
  await page.keyboard.press('Enter');
}

/** In the open bet dialog: picks `choice` with Space, types the stake and confirms with Enter. */
async function betByKeyboard(page: Page, choice: 'YES' | 'NO', stake: string) {
  const dialog = page.getByRole('dialog', { name: 'Make Your Prediction' });
  await expect(dialog).toBeVisible();
  const pick = dialog.getByRole('button', { name: new RegExp(choice) });
  await activate(page, pick, { key: 'Space' });
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, dialog.getByLabel('Amount'));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(stake);
  await activate(page, dialog.getByRole('button', { name: 'Confirm Prediction' }));
  await expect(page.getByText(`Prediction placed! You bet ${stake} coins on ${choice}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('by keyboard alone', () => {
  // Typing key by key and reading focus at every stop take longer than fill() and click().
  test.describe.configure({ timeout: 60_000 });

  test('a visitor signs up from the top bar', async ({ page }) => {
    await signUpByKeyboard(page);
    await expect(balanceChip(page)).toHaveText('1,000');
    await expect(page.getByText(`Welcome to PredictoPlay, ${PLAYER.username}!`)).toBeVisible();
  });

  test('a player reaches a toast with Alt+T, sees focus on it and on its close button, and closes it', async ({ page }) => {
    await signUpByKeyboard(page);
    const toast = page.getByRole('listitem').filter({ hasText: `Welcome to PredictoPlay, ${PLAYER.username}!` });
    await expect(toast).toBeVisible();
    // sonner's shortcut, named in the toaster's label, moves focus to its list of toasts.
    await page.keyboard.press('Alt+T');
    await tabTo(page, toast, { max: 2 });
    await activate(page, toast.getByRole('button', { name: 'Close toast' }), { max: 2 });
    await expect(toast).toBeHidden();
    // sonner gives focus back to where it was before the shortcut.
    await expectFocusOn(accountMenuButton(page));
  });

  test('a player logs out from the account menu and logs back in', async ({ page }) => {
    await signUpByKeyboard(page);
    await chooseFromAccountMenu(page, 'Logout');
    // The menu and its button have gone: focus moves to the Login button that replaces them.
    await expectFocusOn(loginButton(page));

    // Escape closes the login dialog and gives focus back to Login.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectFocusOn(loginButton(page));

    await logInByKeyboard(page, PLAYER.email, PLAYER.password);
    await expect(page.getByText(`Welcome back, ${PLAYER.username}!`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('1,000');
  });

  test('a player bets from a card on Home', async ({ page }) => {
    await signUpByKeyboard(page);
    const predict = cardOf(page, T20).getByRole('button', { name: 'Predict Now' });
    await activate(page, predict, { max: 60 });
    await expect(page.getByRole('dialog', { name: 'Make Your Prediction' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectFocusOn(predict);

    await page.keyboard.press('Enter');
    await betByKeyboard(page, 'YES', '150');
    await expectFocusOn(predict);
    await expect(balanceChip(page)).toHaveText('850');
  });

  test('a player opens a prediction from its card and bets on the detail page', async ({ page }) => {
    await signUpByKeyboard(page);
    await activate(page, cardOf(page, T20).getByRole('link', { name: T20 }), { max: 60 });
    await expect(page.getByRole('heading', { name: T20, level: 1 })).toBeVisible();
    const predict = page.getByRole('main').getByRole('button', { name: 'Predict Now' });
    await activate(page, predict, { max: 30 });
    await betByKeyboard(page, 'NO', '200');
    await expectFocusOn(predict);
    await expect(balanceChip(page)).toHaveText('800');
  });

  test('a player claims the daily bonus in the wallet', async ({ page }) => {
    await signUpByKeyboard(page);
    await activate(page, page.getByRole('link', { name: '1,000 coins, open wallet' }), { backwards: true });
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await activate(page, page.getByRole('button', { name: 'Claim 50 coins' }));
    await expect(page.getByText('Daily bonus claimed! +50 coins')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('1,050');
    // The button gives way to the message saying when the next bonus comes; focus goes with it.
    await expectFocusOn(page.getByRole('status').filter({ hasText: 'Claimed today.' }));
  });

  test('a player adds coins in the wallet', async ({ page }) => {
    await signUpByKeyboard(page);
    await activate(page, page.getByRole('link', { name: '1,000 coins, open wallet' }), { backwards: true });
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();

    const chooseAmount = page.getByRole('button', { name: 'Choose amount' });
    await activate(page, chooseAmount);
    const dialog = page.getByRole('dialog', { name: 'Add Coins' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(chooseAmount);

    const addCoins = page.getByRole('button', { name: 'Add Coins', exact: true });
    await activate(page, addCoins, { backwards: true });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio', { name: '500 coins', exact: true }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '1,000 coins' })).toBeChecked();
    await activate(page, dialog.getByRole('button', { name: 'Add 1,000 coins' }));
    await expect(dialog).toBeHidden();
    await expectFocusOn(addCoins);
    await expect(page.getByText('1,000 coins added to your wallet')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('2,000');
  });

  test('a visitor on a phone reaches the bottom tab bar from the end of the page and goes to the leaderboard from it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await waitForCards(page);
    // The bar comes last, where it is on screen: Shift+Tab from the page's start wraps round to it.
    const tabs = page.getByRole('navigation', { name: 'Main' });
    const leaderboard = tabs.getByRole('link', { name: 'Leaderboard' });
    await tabTo(page, tabs.getByRole('link', { name: 'Profile' }), { backwards: true, max: 3 });
    await activate(page, leaderboard, { backwards: true, max: 2 });
    await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
    await expect(leaderboard).toHaveAttribute('aria-current', 'page');
  });

  test('a visitor switches the leaderboard period with the arrow keys', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await activate(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }));
    await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();

    const tab = (name: string) => page.getByRole('tab', { name });
    await tabTo(page, tab('Weekly'));
    for (const [key, selected, caption] of [
      ['ArrowRight', 'Monthly', 'Monthly leaderboard'],
      ['End', 'All-time', 'All-time leaderboard'],
      ['ArrowRight', 'Weekly', 'Weekly leaderboard'],
      ['ArrowLeft', 'All-time', 'All-time leaderboard'],
      ['Home', 'Weekly', 'Weekly leaderboard'],
    ] as const) {
      await page.keyboard.press(key);
      await expect(tab(selected)).toHaveAttribute('aria-selected', 'true');
      await expectFocusOn(tab(selected));
      await expect(page.getByRole('table', { name: caption })).toBeVisible();
    }
    // Only the selected tab is a Tab stop: the next one is the panel.
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByRole('tabpanel', { name: 'Weekly' }));
  });

  test('a player switches the profile tabs, toggles a setting and backs out of deleting the account', async ({ page }) => {
    await signUpByKeyboard(page);
    await chooseFromAccountMenu(page, 'Profile');
    await expect(page.getByRole('heading', { name: PLAYER.username, level: 1 })).toBeVisible();

    const tab = (name: string) => page.getByRole('tab', { name });
    await tabTo(page, tab('Overview'));
    await page.keyboard.press('ArrowRight');
    await expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No predictions yet.')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Settings')).toHaveAttribute('aria-selected', 'true');
    await expectFocusOn(tab('Settings'));

    // The browser allows notifications here, so the switch turns on from the key alone.
    await page.context().grantPermissions(['notifications']);
    const notify = page.getByRole('switch', { name: 'Notify me on this phone when my bets settle' });
    await expect(notify).toHaveAttribute('aria-checked', 'false');
    await activate(page, notify, { key: 'Space' });
    await expect(notify).toHaveAttribute('aria-checked', 'true');

    const remove = page.getByRole('button', { name: 'Delete my account' });
    await activate(page, remove);
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expectFocusOn(remove);

    await page.keyboard.press('Enter');
    await activate(page, confirm.getByRole('button', { name: 'Cancel' }));
    await expect(confirm).toBeHidden();
    await expectFocusOn(remove);
    await expect(page.getByRole('heading', { name: PLAYER.username, level: 1 })).toBeVisible();
  });

  test.describe(() => {
    // The date field's segments follow the browser's locale; typeEndTime types them in en-US order.
    test.use({ locale: 'en-US' });

    test('the admin creates a prediction and resolves it', async ({ page }) => {
      const question = 'Will the keyboard-only market settle cleanly?';
      await page.goto('/');
      await waitForCards(page);
      await logInByKeyboard(page, ADMIN_EMAIL, 'any password');
      await chooseFromAccountMenu(page, 'Admin Panel');
      await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

      const create = page.getByRole('button', { name: 'New question' });
      await activate(page, create);
      const dialog = page.getByRole('dialog', { name: 'New question' });
      await expect(dialog).toBeVisible();
      await tabTo(page, dialog.getByLabel('Question'));
      await page.keyboard.type(question);
      await page.keyboard.press('Tab');
      await expectFocusOn(dialog.getByLabel('Category'));
      await page.keyboard.type('Finance');
      await expect(dialog.getByLabel('Category')).toHaveValue('Finance');
      await page.keyboard.press('Tab');
      await expectFocusOn(dialog.getByLabel('End time'));
      await typeEndTime(page, 3);
      await expect(dialog.getByLabel('End time')).not.toHaveValue('');
      await activate(page, dialog.getByRole('button', { name: 'Add question' }));
      await expect(dialog).toBeHidden();
      await expectFocusOn(create);

      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: question, exact: true }) });
      await expect(row).toContainText('Finance');
      const resolveYes = row.getByRole('button', { name: 'Result: YES' });
      await activate(page, resolveYes);
      const confirm = page.getByRole('alertdialog', { name: 'Give the result: YES?' });
      await expect(confirm).toContainText(question);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expectFocusOn(resolveYes);

      await page.keyboard.press('Enter');
      await activate(page, confirm.getByRole('button', { name: 'Result: YES', exact: true }));
      await expect(confirm).toBeHidden();
      await expect(row).toContainText('Result: YES');
      // The row's buttons have gone with the settlement; focus goes to the table they were in.
      await expectFocusOn(page.getByRole('region', { name: 'Questions' }));
    });
  });
});

/**
 * Types a date-time `days` ahead into the focused datetime-local field the way a keyboard user
 * does in an en-US browser: month, day and year (the year waits for ArrowRight, as it may have up
 * to six digits), then hours, minutes and A for AM; each other segment moves on once it is full.
 */
async function typeEndTime(page: Page, days: number) {
  const date = await page.evaluate((ahead) => {
    const when = new Date(Date.now() + ahead * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${pad(when.getMonth() + 1)}${pad(when.getDate())}${when.getFullYear()}`;
  }, days);
  await page.keyboard.type(date);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1030A');
}
