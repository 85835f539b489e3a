import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import CHROMIUM_FLAGS from '../scripts/chromium-flags.json';
import { expect, expectNoSeriousAxeViolations, test, waitForCards, watchPage, watchPolicy } from './fixtures';
import { adminRowOf, logIn, logInAsAdmin, logOut, openAdminPanel, openBet, PLAYER, signUp } from './players';

const T20 = 'Will India win the next T20 international against Australia?';
const CARD = 'Add PredictoPlay to your home screen';
const CARD_HI = 'PredictoPlay को अपनी होम स्क्रीन पर जोड़ें';

test.describe('installable', () => {
  test.setTimeout(90_000);

  for (const [path, manifest] of [['/', '/manifest.webmanifest'], ['/hi', '/hi/manifest.webmanifest']] as const) {
    test(`Chromium reports no installability errors on ${path}`, async ({ problems, baseURL }) => {
      // Playwright's contexts are off the record, where Chromium installs nothing ('in-incognito'):
      // this check needs a profile on disk, and the worker every other journey blocks.
      const profile = mkdtempSync(join(tmpdir(), 'predictoplay-install-'));
      const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS, baseURL, serviceWorkers: 'allow' });
      try {
        await watchPolicy(context, problems);
        const page = context.pages()[0] ?? (await context.newPage());
        watchPage(page, problems);
        await page.goto(path);
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
        expect(installabilityErrors).toEqual([]);
        const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
        expect(new URL(url).pathname).toBe(manifest);
        // The head script caught the browser's install prompt and kept it for the card.
        await page.waitForFunction(() => (window as unknown as { predictoplayInstallPrompt?: Event }).predictoplayInstallPrompt instanceof Event);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }
});

/** Asha (logged in) bets on the T20 question; the admin gives its result; Asha logs back in, on Home. */
async function firstSettledBet(page: Page) {
  const dialog = await openBet(page, T20);
  await dialog.getByRole('button', { name: /YES/ }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
  await logOut(page);
  await logInAsAdmin(page);
  await openAdminPanel(page);
  await adminRowOf(page, T20).getByRole('button', { name: 'Result: YES', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Result: YES', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await page.goto('/');
  await logOut(page);
  await logIn(page, PLAYER.email, PLAYER.password);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Waits until a reloaded Home has read the player and had the time to load the card's code. */
async function settledHome(page: Page, path = '/') {
  await page.goto(path);
  await waitForCards(page);
  await expect(page.getByRole('button', { name: /Account menu|खाते का मेनू/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the home-screen card comes after a first settled bet, fits 360 px in both languages, and once dismissed stays gone', async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);

  await firstSettledBet(page);
  const card = page.getByRole('region', { name: CARD });
  await expect(card).toBeVisible();
  // Headless Chromium gives no install prompt here: the card gives the steps.
  await expect(card.getByText(/Open your browser’s menu|tap the ⋮ menu|Tap the Share button/)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, name] of [['/hi', CARD_HI], ['/', CARD]] as const) {
    await settledHome(page, path);
    await expect(page.getByRole('region', { name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolations(page);
  }

  await page.getByRole('region', { name: CARD }).getByRole('button', { name: 'No thanks' }).click();
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Prediction games, made simple', level: 2 })).toBeFocused();
  await settledHome(page);
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { name: CARD })).toHaveCount(0);
});
