import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { openBet, signUp } from './players';
import { storedGame } from './stored';

// Market 9 starts with no players, so its shares are plain: one YES player is 100% YES, and the
// same player taking NO as well makes it 50%.
const DERBY = 'Will the home side score in the first 10 minutes of tonight’s derby?';

async function bet(page: Page, side: 'YES' | 'NO') {
  const dialog = await openBet(page, DERBY);
  await dialog.getByRole('button', { name: new RegExp(side) }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(page.getByText(`Prediction placed! You bet 100 coins on ${side}`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('the detail page', () => {
  test('charts the YES share after each bet, says the first and latest values in words, and stays axe clean', async ({ page }) => {
    await page.goto('/prediction?id=9');
    const chart = page.getByRole('region', { name: 'YES share after each bet' });
    await expect(chart.getByRole('img', { name: /no bet on this prediction has been recorded in this browser yet/i })).toBeVisible();

    await signUp(page);
    await bet(page, 'YES');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DERBY }) });
    await expect(card.getByText('YES 100%')).toBeVisible();
    await bet(page, 'NO');
    await expect(card.getByText('YES 50%')).toBeVisible();

    await card.getByRole('link', { name: DERBY }).click();
    await expect(page.getByRole('heading', { name: DERBY, level: 1 })).toBeVisible();
    const sentence = 'YES share of the coins went from 50% before the bets recorded here to 50% after the latest, over 2 bets.';
    await expect(chart.getByRole('img', { name: sentence })).toBeVisible();
    await expect(chart.getByText(sentence)).toBeVisible();
    expect((await storedGame(page)).state.positions.map((position) => position.yesShareAfter)).toEqual([100, 50]);
    await expectNoSeriousAxeViolations(page);

    await page.reload();
    await expect(chart.getByRole('img', { name: sentence })).toBeVisible();
    // The drawing never widens the page on a 360 px phone.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(chart.getByRole('img', { name: sentence })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('Share copies the link where there is no share sheet, and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Chromium on Linux has no share sheet; taken away all the same, so the test means the same everywhere.
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await page.goto('/prediction?id=9');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/prediction?id=9`);
    await expectNoSeriousAxeViolations(page);
  });

  test('Share opens the share sheet with the question and link where the browser has one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: ShareData) => (shared.push(data), Promise.resolve()) });
    });
    await page.goto('/prediction?id=9');
    await page.getByRole('button', { name: 'Share' }).click();
    const origin = new URL(page.url()).origin;
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([{ title: DERBY, url: `${origin}/prediction?id=9` }]);
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });

  test('Share shows the link to copy by hand when the clipboard refuses', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }) });
    });
    await page.goto('/prediction?id=9');
    await page.getByRole('button', { name: 'Share' }).click();
    const origin = new URL(page.url()).origin;
    await expect(page.getByText(`Could not copy the link. Copy it by hand: ${origin}/prediction?id=9`)).toBeVisible();
  });
});
