import { expectNoSeriousAxeViolations, expectOnlyFailedLoads, PAGES, test, waitForCards } from './fixtures';
import { expect } from '@playwright/test';
import { openBet, openLogin, signUp } from './players';

for (const width of [375, 1280]) {
  test(`no serious accessibility violation on any page at ${width} px`, async ({ page, problems }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    }
    // The unknown path is a real 404: the only console error it may leave.
    expectOnlyFailedLoads(problems);
  });

  test(`no serious accessibility violation with each dialog and menu open at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await waitForCards(page);
    await openLogin(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Choose a username.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await signUp(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    const bet = await openBet(page, /T20 international/);
    await bet.getByRole('button', { name: /YES/ }).click();
    await bet.getByLabel('Amount').fill('900');
    await expect(bet.getByText(/Play responsibly/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.goto('/wallet');
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Add Coins' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Coins' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
