import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { balanceChip, openBet, PLAYER, signUp } from './players';
import { plantRecords, quarantined, storedGame } from './stored';

const T20 = 'Will India win the next T20 international against Australia?';

async function openProfile(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: PLAYER.username, level: 1 })).toBeVisible();
}

test.describe('the profile', () => {
  test('shows the player’s own record, an open bet in the history and locked achievements with progress', async ({ page }) => {
    await signUp(page);
    const bet = await openBet(page, T20);
    await bet.getByRole('button', { name: /YES/ }).click();
    await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(balanceChip(page)).toHaveText('900');
    await openProfile(page);

    const header = page.getByRole('region', { name: PLAYER.username });
    await expect(header).toContainText(PLAYER.email);
    await expect(header).toContainText('900');
    await expect(header).toContainText('#11');
    await expect(header).toContainText('Bronze');
    await expect(page.getByRole('term').filter({ hasText: 'Total predictions' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1');

    await expect(page.getByRole('progressbar', { name: 'First Win progress' })).toHaveAttribute('aria-valuetext', '0 of 1 win');
    await expect(page.getByRole('progressbar', { name: '10 Predictions progress' })).toHaveAttribute('aria-valuetext', '1 of 10 predictions');

    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: T20 }) });
    await expect(row).toContainText('YES');
    await expect(row).toContainText('Open');
    await expectNoSeriousAxeViolations(page);
  });

  test('settings: switches are saved locally, the backup downloads without the password hash, delete asks first', async ({ page }) => {
    await signUp(page);
    await openProfile(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByLabel('Username')).toHaveValue(PLAYER.username);
    await expect(page.getByLabel('Username')).not.toBeEditable();
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
    await expect(page.getByText('no emails or text messages are ever sent')).toBeVisible();

    // Results reach this phone as notifications: no email or SMS switch promises what is never sent.
    await expect(page.getByRole('switch', { name: /Email|SMS/ })).toHaveCount(0);
    await page.context().grantPermissions(['notifications']);
    const notify = page.getByRole('switch', { name: 'Notify me on this phone when my bets settle' });
    await expect(notify).toHaveAttribute('aria-checked', 'false');
    await notify.click();
    await expect(notify).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('switch', { name: 'Notify me on this phone when my bets settle' })).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const text = await readFile(file, 'utf8');
    const backup = JSON.parse(text);
    expect(backup.format).toBe('predictoplay-backup');
    expect(backup.game.account.email).toBe(PLAYER.email);
    expect(text).not.toContain('"password"');
    expect(backup.game.ledger).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();
    expect((await storedGame(page)).state.accounts).toHaveLength(1);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(async () => (await storedGame(page)).state.accounts).toHaveLength(0);
  });

  test('Reset this browser’s data lists the accounts, offers the backup, asks to confirm, then starts afresh', async ({ page }) => {
    await signUp(page, { username: 'Second', email: 'second@example.com', phone: '', password: 'second password' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signUp(page);
    const bet = await openBet(page, T20);
    await bet.getByRole('button', { name: /YES/ }).click();
    await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(balanceChip(page)).toHaveText('900');
    // What was set aside earlier: a copy an older version kept in localStorage, and a record in the database's quarantine.
    await page.evaluate(() => localStorage.setItem('predictoplay:corrupt:game:1', 'kept aside'));
    const setAside = { from: 'markets', key: 'old-market', reason: 'invalid', problem: 'Not a stored record', at: '2026-01-01T00:00:00.000Z', record: 'kept aside' };
    await plantRecords(page, 'quarantine', [setAside]);
    await openProfile(page);
    await page.getByRole('tab', { name: 'Settings' }).click();

    await page.getByRole('button', { name: 'Reset this browser’s data' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Reset this browser’s data?');
    await expect(dialog.getByRole('list', { name: 'Accounts deleted (2)' }).getByRole('listitem')).toHaveText(['Second', PLAYER.username]);
    await expectNoSeriousAxeViolations(page);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download my data' }).click();
    expect(JSON.parse(await readFile(await (await download).path(), 'utf8')).game.account.email).toBe(PLAYER.email);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toHaveAccessibleName('Delete everything?');
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);
    // Every key and record of the game went; what was set aside stays. The catalogue is seeded afresh.
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('predictoplay:')).sort());
    expect(keys.filter((key) => key !== 'predictoplay:boot')).toEqual(['predictoplay:corrupt:game:1']);
    await expect.poll(async () => (await storedGame(page)).state.markets).toHaveLength(9);
    const game = (await storedGame(page)).state;
    expect(game.accounts).toEqual([]);
    expect(game.positions).toEqual([]);
    expect(game.ledger).toEqual([]);
    expect(await quarantined(page)).toEqual([setAside]);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  test('the leaderboard ranks the player as You', async ({ page }) => {
    await signUp(page);
    await page.goto('/leaderboard');
    await page.getByRole('tab', { name: 'All-time' }).click();
    const you = page.getByRole('row').filter({ hasText: 'You' });
    await expect(you).toHaveCount(1);
    await expect(you).toContainText('#11');
    await expect(you).toContainText(PLAYER.username);
    // Ranked by net winnings: nothing has settled, so 0, whatever the balance.
    await expect(you.getByRole('cell').nth(1)).toHaveText('0');
  });
});
