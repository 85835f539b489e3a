import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { logIn, logOut, PLAYER, signUp } from './players';

// The visitor's first tap: 'Login to Play' opens the account dialog, sign-up for a browser with
// no account, and the player lands in the bet dialog of the question they tapped.
const PHONE = { width: 375, height: 667 };
const BITCOIN = 'Will Bitcoin close the week above 1 lakh US dollars?';

function cardOf(page: Page, question: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) });
}

async function expectFocusInside(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test.describe("a visitor's first tap on a 375 px phone", () => {
  test.use({ viewport: PHONE });

  test('taps Login to Play on a Home card, signs up, and lands in that question’s bet dialog', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    const card = cardOf(page, BITCOIN);
    await card.getByRole('button', { name: 'Login to Play' }).click();

    const join = page.getByRole('dialog', { name: 'Join PredictoPlay' });
    await expect(join).toBeVisible();
    // The rule is there before any submit, under the field and read with it.
    const password = join.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await expect(join.getByText('At least 8 characters.')).toBeVisible();
    await expectNoSidewaysScroll(page);

    await join.getByLabel('Username').fill(PLAYER.username);
    await join.getByLabel('Email').fill(PLAYER.email);
    await password.fill(PLAYER.password);
    await join.getByLabel('Confirm password').fill(PLAYER.password);
    await join.getByRole('button', { name: 'Create Account' }).click();

    const bet = page.getByRole('dialog', { name: 'Make Your Prediction' });
    await expect(bet).toBeVisible();
    await expect(bet).toHaveAccessibleDescription(BITCOIN);
    await expect(join).toBeHidden();
    await expectFocusInside(bet);
    await expectNoSidewaysScroll(page);

    // The bet goes through from there, and the dialog does not come back by itself.
    await bet.getByRole('button', { name: /YES/ }).click();
    await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(page.getByText(/^Prediction placed! You bet 100 coins on YES/)).toBeVisible();
    await expect(bet).toBeHidden();
    await expect(card.getByRole('button', { name: 'Predict Now' })).toBeFocused();
  });

  test('taps Login to Play on a detail page and lands in its bet dialog there', async ({ page }) => {
    await page.goto('/prediction?id=2');
    await expect(page.getByRole('heading', { level: 1, name: BITCOIN })).toBeVisible();
    await page.getByRole('button', { name: 'Login to Play' }).click();
    const join = page.getByRole('dialog', { name: 'Join PredictoPlay' });
    await join.getByLabel('Username').fill(PLAYER.username);
    await join.getByLabel('Email').fill(PLAYER.email);
    await join.getByLabel('Password', { exact: true }).fill(PLAYER.password);
    await join.getByLabel('Confirm password').fill(PLAYER.password);
    await join.getByRole('button', { name: 'Create Account' }).click();
    const bet = page.getByRole('dialog', { name: 'Make Your Prediction' });
    await expect(bet).toHaveAccessibleDescription(BITCOIN);
    await expectFocusInside(bet);
    await expect(page).toHaveURL(/\/prediction\?id=2$/);
  });

  test('a second visitor in a browser that has an account is greeted by Welcome Back! and lands in the bet dialog too', async ({ page }) => {
    await signUp(page);
    await logOut(page);
    const card = cardOf(page, BITCOIN);
    await card.getByRole('button', { name: 'Login to Play' }).click();
    const welcome = page.getByRole('dialog', { name: 'Welcome Back!' });
    await expect(welcome).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await expect(card.getByRole('button', { name: 'Login to Play' })).toBeFocused();

    // Closed, the tap is forgotten: a later login from the top bar opens no bet dialog.
    await logIn(page, PLAYER.email, PLAYER.password);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await logOut(page);

    await card.getByRole('button', { name: 'Login to Play' }).click();
    await welcome.getByLabel('Email').fill(PLAYER.email);
    await welcome.getByLabel('Password').fill(PLAYER.password);
    await welcome.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Make Your Prediction' })).toHaveAccessibleDescription(BITCOIN);
  });
});
