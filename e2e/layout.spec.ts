import { expect, expectOnlyFailedLoads, test, waitForCards } from './fixtures';

test.describe('the top bar', () => {
  test('at 375 px keeps the links in the bottom tab bar and navigates from it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Wallet' })).toBeHidden();
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await tabs.getByRole('link', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(tabs.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
  });

  test('fits a 360 px phone with a long balance and a long platform name: nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    await waitForCards(page);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
    await dialog.getByLabel('Email').fill('admin@predictoplay.com');
    await dialog.getByLabel('Password').fill('any password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.goto('/wallet');
    for (let top = 0; top < 10; top += 1) {
      await page.getByRole('button', { name: 'Add Coins', exact: true }).click();
      const topUp = page.getByRole('dialog', { name: 'Add Coins' });
      await topUp.getByText('10,000 coins', { exact: true }).click();
      await topUp.getByRole('button', { name: 'Add 10,000 coins' }).click();
      await expect(topUp).toBeHidden();
    }
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('1,01,500');
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Platform name').fill('The Grand Prediction League of Bengaluru');
    await page.getByRole('button', { name: 'Save settings' }).click();
    for (const path of ['/', '/wallet', '/admin', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    }
  });

  test('hides the bottom tab bar on a wide screen and shows the nav links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(page.locator('body > nav')).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(banner.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('darkens once the page has scrolled 20 pixels', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    const banner = page.getByRole('banner');
    const background = () => banner.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');
    await page.mouse.wheel(0, 400);
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  test('hides a hero image that fails to load', async ({ page, problems }) => {
    await page.route('**/images/hero.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /rising chart/ })).toHaveCount(0);
    // The browser reports the failed load this test arranged; nothing else may be reported.
    expectOnlyFailedLoads(problems);
  });
});
