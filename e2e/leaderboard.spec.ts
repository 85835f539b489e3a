import { expect, test } from './fixtures';
import { balanceChip, PLAYER, signUp } from './players';

test.describe('the leaderboard cannot be bought', () => {
  test('ten 10,000-coin top-ups leave a new player last, with 0 net winnings, on every period and on the profile', async ({ page }) => {
    await signUp(page);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    for (let step = 1; step <= 10; step += 1) {
      await page.getByRole('button', { name: 'Add Coins' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Coins' });
      await dialog.getByText('10,000 coins', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Add 10,000 coins' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(balanceChip(page)).toHaveText('1,01,000');

    await page.goto('/leaderboard');
    const rows = page.getByRole('table').getByRole('row');
    const you = rows.filter({ hasText: 'You' });
    for (const period of ['Weekly', 'Monthly', 'All-time']) {
      await page.getByRole('tab', { name: period }).click();
      await expect(page.getByRole('table', { name: `${period} leaderboard` })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: 'Net winnings' })).toBeVisible();
      await expect(you).toHaveCount(1);
      await expect(rows.last()).toContainText('You');
      const cells = you.getByRole('cell');
      await expect(cells.nth(0)).toHaveText('#11');
      await expect(cells.nth(1)).toHaveText('0');
      await expect(cells.nth(4)).toContainText('No predictions with a result yet');
      await expect(rows.nth(1).getByRole('rowheader')).toContainText('Sample');
      await expect(page.getByRole('list', { name: 'Top three' })).not.toContainText('You');
      await expect(page.getByText('Players on this board', { exact: true })).toBeVisible();
    }
    await expect(you.getByRole('rowheader')).toContainText(PLAYER.username);

    await page.goto('/profile');
    const header = page.getByRole('region', { name: PLAYER.username });
    await expect(header.getByText('#11', { exact: true })).toBeVisible();
  });
});
