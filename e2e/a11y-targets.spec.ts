import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { signUp } from './players';

// The top bar's text contrast at the top of the page and once it has darkened.

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

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
      if (width === 375) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await settleBanner(page, false);
        await expectBannerContrast(page);
      }
    });
  }
});
