import { expect, expectOnlyFailedLoads, PAGES, test, waitForCards } from './fixtures';
import { logIn, openBet, signUp } from './players';

// Play coins are never money: India bans real-money online games, and nothing here may look like one.
const MONEY = /₹|\bRs\.?\s?\d|\bINR\b/;

async function expectNoMoneyOn(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  expect(text, `money on ${path}`).not.toMatch(MONEY);
}

test('no page shows a rupee sign or a price to a visitor', async ({ page, problems }) => {
  test.setTimeout(90_000);
  for (const path of PAGES) await expectNoMoneyOn(page, path);
  expectOnlyFailedLoads(problems);
});

test('no page shows a rupee sign to a player who has bet and topped up, nor the Add Coins dialog', async ({ page, problems }) => {
  test.setTimeout(90_000);
  await signUp(page);
  const bet = await openBet(page, /T20 international/);
  await bet.getByRole('button', { name: /YES/ }).click();
  await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(bet).toBeHidden();
  for (const path of PAGES) await expectNoMoneyOn(page, path);
  await page.goto('/wallet');
  await page.getByRole('button', { name: 'Add Coins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coins' });
  await expect(dialog).toContainText('free');
  expect(await dialog.innerText()).not.toMatch(MONEY);
  expectOnlyFailedLoads(problems);
});

test('the admin panel counts its pool in coins', async ({ page }) => {
  await page.goto('/');
  await waitForCards(page);
  await logIn(page, 'admin@predictoplay.com', 'anything');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expectNoMoneyOn(page, '/admin');
  const pool = page.getByRole('term').filter({ hasText: 'Coins put on questions' }).locator('xpath=following-sibling::dd[1]');
  await expect(pool).toHaveText(/^[\d.,]+[KL]? coins$/);
});
