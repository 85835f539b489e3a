import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, expectOnlyFailedLoads, PAGES, test, waitForCards } from './fixtures';
import { logIn, openBet, openLogin, signUp } from './players';
import { smallTargets } from './targets';

// Touch targets at 375 px, axe with the dialogs and menus quality.spec.ts and admin.spec.ts leave
// closed, and the top bar's text contrast at the top of the page and once it has darkened.

const PLAYER_PAGES = ['/', '/prediction?id=1', '/wallet', '/leaderboard', '/profile'];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Collects the targets under 24 px in the current state, labelled with where they were found. */
async function collectSmallTargets(page: Page, where: string, into: string[]) {
  for (const target of await smallTargets(page)) into.push(`${where}: ${target}`);
}

async function logInAsAdmin(page: Page) {
  await logIn(page, 'admin@predictoplay.com', 'any password');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test.describe('touch targets at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every target a visitor can press is at least 24 px square', async ({ page, problems }) => {
    test.setTimeout(90_000);
    const small: string[] = [];
    for (const path of PAGES) {
      await openPage(page, path);
      await collectSmallTargets(page, path, small);
    }
    // The unknown path is a real 404: the only console error it may leave.
    expectOnlyFailedLoads(problems);

    await openPage(page, '/');
    await waitForCards(page);
    // The skip link is visually hidden until it has focus; it is measured then.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await collectSmallTargets(page, 'skip link', small);
    await openLogin(page);
    await collectSmallTargets(page, 'login dialog', small);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await collectSmallTargets(page, 'sign-up dialog', small);
    expect(small).toEqual([]);
  });

  test('every target a player can press is at least 24 px square, in dialogs, menus and toasts too', async ({ page }) => {
    test.setTimeout(90_000);
    const small: string[] = [];
    await signUp(page);
    await expect(page.getByRole('button', { name: 'Close toast' })).toBeVisible();
    await collectSmallTargets(page, 'home with a toast', small);
    const bet = await openBet(page, /T20 international/);
    await collectSmallTargets(page, 'bet dialog', small);
    await bet.getByRole('button', { name: /YES/ }).click();
    await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(bet).toBeHidden();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await collectSmallTargets(page, 'account menu', small);
    await page.keyboard.press('Escape');

    for (const path of PLAYER_PAGES) {
      await openPage(page, path);
      await collectSmallTargets(page, path, small);
    }
    for (const tab of ['History', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await collectSmallTargets(page, `profile ${tab}`, small);
    }
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await collectSmallTargets(page, 'delete-account dialog', small);
    await page.keyboard.press('Escape');
    await openPage(page, '/wallet');
    await page.getByRole('button', { name: 'Add Coins', exact: true }).click();
    await collectSmallTargets(page, 'top-up dialog', small);
    expect(small).toEqual([]);
  });

  test('every target in the admin panel is at least 24 px square, in its dialogs too', async ({ page }) => {
    const small: string[] = [];
    await openPage(page, '/');
    await logInAsAdmin(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await collectSmallTargets(page, 'admin account menu', small);
    await page.keyboard.press('Escape');
    await openPage(page, '/admin');
    await collectSmallTargets(page, 'admin predictions', small);
    await page.getByRole('button', { name: 'Result: YES' }).first().click();
    await collectSmallTargets(page, 'resolve dialog', small);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New question' }).click();
    await collectSmallTargets(page, 'create dialog', small);
    await page.keyboard.press('Escape');
    for (const tab of ['Players', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await collectSmallTargets(page, `admin ${tab}`, small);
    }
    expect(small).toEqual([]);
  });

  test('a question short enough for one line still links with a 24 px target, on its card and in the history', async ({ page }) => {
    // Every seeded question wraps at 375 px, which hides how tall a one-line link is.
    const question = 'Rain today?';
    await openPage(page, '/');
    await logInAsAdmin(page);
    await openPage(page, '/admin');
    await page.getByRole('button', { name: 'New question' }).click();
    const dialog = page.getByRole('dialog', { name: 'New question' });
    await dialog.getByLabel('Question').fill(question);
    const endTime = await page.evaluate(() => {
      const date = new Date(Date.now() + 3 * 86_400_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    });
    await dialog.getByLabel('End time').fill(endTime);
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await expect(dialog).toBeHidden();

    await openPage(page, '/');
    const bet = await openBet(page, question);
    await bet.getByRole('button', { name: /YES/ }).click();
    await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(bet).toBeHidden();
    const small: string[] = [];
    await collectSmallTargets(page, 'home', small);
    await openPage(page, '/profile');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('link', { name: question })).toBeVisible();
    await collectSmallTargets(page, 'profile history', small);
    expect(small).toEqual([]);
  });
});

// quality.spec.ts opens the login, sign-up, bet and top-up dialogs and the account menu at both widths;
// admin.spec.ts the create and Void dialogs at both; profile.spec.ts the delete-account dialog at 1280 px.
test.describe('axe with the remaining dialogs and menus open', () => {
  test('the delete-account dialog, the admin menu and the resolve YES and NO dialogs at 375 px', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await signUp(page);
    await openPage(page, '/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await logInAsAdmin(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    // admin.spec.ts checks the Void confirm and the create dialog; YES and NO have their own colours.
    await openPage(page, '/admin');
    for (const [outcome, title] of [['Result: YES', 'Give the result: YES?'], ['Result: NO', 'Give the result: NO?']]) {
      await page.getByRole('button', { name: outcome }).first().click();
      await expect(page.getByRole('alertdialog', { name: title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
    }
  });
});

/**
 * Runs axe's colour-contrast rule on the top bar alone. No node may be left "incomplete" (axe's
 * word for a background it cannot work out), or a pass would say nothing; some node must pass.
 */
async function expectBannerContrast(page: Page) {
  const results = await new AxeBuilder({ page }).include('header').withRules(['color-contrast']).analyze();
  const nodes = (list: typeof results.violations) => list.flatMap((rule) => rule.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? node.any.map((check) => check.message).join('; ')}`));
  expect(nodes(results.violations)).toEqual([]);
  expect(nodes(results.incomplete)).toEqual([]);
  expect(nodes(results.passes).length).toBeGreaterThan(0);
}

/** Waits until the bar's colour transition has finished, so axe reads the final colours. */
async function settleBanner(page: Page, scrolled: boolean) {
  const banner = page.getByRole('banner');
  await expect(banner).toHaveAttribute('data-scrolled', String(scrolled));
  await banner.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

test.describe('the top bar text contrast', () => {
  for (const width of [375, 1280]) {
    test(`meets WCAG AA at the top of the page and once scrolled, for a visitor and a player, at ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      for (const who of ['visitor', 'player'] as const) {
        if (who === 'player') await signUp(page);
        else await openPage(page, '/');
        await waitForCards(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await settleBanner(page, false);
        await expectBannerContrast(page);
        // Deep enough that the hero's gradient and the cards pass under the bar.
        for (const top of [400, 1500]) {
          await page.evaluate((y) => window.scrollTo(0, y), top);
          await settleBanner(page, true);
          await expectBannerContrast(page);
        }
      }
    });
  }
});
