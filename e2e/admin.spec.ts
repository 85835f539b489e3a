import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { balanceChip, logIn, logOut, openBet, PLAYER, signUp, storedGame } from './players';

const ADMIN_EMAIL = 'admin@predictoplay.com';

async function logInAsAdmin(page: Page) {
  await logIn(page, ADMIN_EMAIL, 'any password');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

async function openAdminPanel(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
}

/** A date-time-local value `days` from now, in the browser's own zone. */
function localDateTime(page: Page, days: number) {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days);
}

async function createPrediction(page: Page, question: string, category = 'Sports') {
  await page.getByRole('button', { name: 'Create Prediction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Prediction' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Category').selectOption(category);
  await dialog.getByLabel('End time').fill(await localDateTime(page, 3));
  await dialog.getByRole('button', { name: 'Create Prediction' }).click();
  await expect(dialog).toBeHidden();
}

/** The value of the admin tile whose term reads `label`. */
function tileValue(page: Page, label: string) {
  return page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function expectTile(page: Page, label: string, value: string) {
  await expect(tileValue(page, label)).toHaveText(value);
}

function rowOf(page: Page, question: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: question, exact: true }) });
}

const CASES = [
  { action: 'Resolve YES', confirm: 'Resolve YES', status: 'Resolved YES', result: 'Won', balance: '1,080', winnings: '180' },
  { action: 'Resolve NO', confirm: 'Resolve NO', status: 'Resolved NO', result: 'Lost', balance: '900', winnings: '0' },
  { action: 'Void', confirm: 'Void prediction', status: 'Void', result: 'Refunded', balance: '1,000', winnings: '100' },
] as const;

test.describe('admin', () => {
  for (const outcome of CASES) {
    test(`creates a market, a player bets YES, ${outcome.action} settles it: ${outcome.result}`, async ({ page }) => {
      const question = `Will the ${outcome.status} test market settle cleanly?`;
      await signUp(page);
      await logOut(page);

      await logInAsAdmin(page);
      await openAdminPanel(page);
      await expectTile(page, 'Total Users', '2');
      await expectTile(page, 'Active Predictions', '9');
      await createPrediction(page, question, 'Finance');
      await expectTile(page, 'Active Predictions', '10');
      await expect(rowOf(page, question)).toContainText('Finance');
      await expect(rowOf(page, question)).toContainText('Active');

      // On Home at once, without a reload.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { name: question })).toBeVisible();
      await logOut(page);

      await logIn(page, PLAYER.email, PLAYER.password);
      await expect(balanceChip(page)).toHaveText('1,000');
      const dialog = await openBet(page, question);
      await dialog.getByRole('button', { name: /YES/ }).click();
      await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
      await expect(balanceChip(page)).toHaveText('900');
      await logOut(page);

      await logInAsAdmin(page);
      await openAdminPanel(page);
      await expect(rowOf(page, question).getByRole('cell').nth(1)).toHaveText('1');
      await rowOf(page, question).getByRole('button', { name: outcome.action, exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(question);
      await expect(confirm).toContainText('1 open prediction');
      await confirm.getByRole('button', { name: outcome.confirm, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(rowOf(page, question)).toContainText(outcome.status);
      await expect(rowOf(page, question).getByRole('button')).toHaveCount(0);
      await expectTile(page, 'Resolved Today', '1');
      await expectTile(page, 'Active Predictions', '9');
      await expect(tileValue(page, 'Total Pool')).toHaveText(/^₹[\d.]+[KL]?$/);

      await page.getByRole('tab', { name: 'Users' }).click();
      const playerRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: PLAYER.username }) });
      await expect(playerRow).toContainText(PLAYER.email);
      await expect(playerRow).toContainText(outcome.balance);
      await expect(playerRow.getByRole('cell').last()).toHaveText('1');
      await logOut(page);

      await logIn(page, PLAYER.email, PLAYER.password);
      await expect(balanceChip(page)).toHaveText(outcome.balance);
      await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) }).getByRole('button', { name: outcome.status })).toBeDisabled();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('tab', { name: 'History' }).click();
      const historyRow = rowOf(page, question);
      await expect(historyRow).toContainText(outcome.result);
      await expect(historyRow.getByRole('cell').nth(3)).toHaveText(outcome.winnings);

      const saved = await storedGame(page);
      const credits = saved.state.ledger.filter((entry: { description: string }) => entry.description.endsWith(question) && !entry.description.startsWith('Bet placed'));
      expect(credits).toHaveLength(outcome.result === 'Lost' ? 0 : 1);
    });
  }
});

