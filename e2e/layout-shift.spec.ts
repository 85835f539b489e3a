import { expect, test } from './fixtures';

declare global {
  interface Window {
    cumulativeShift: number;
  }
}

// Saved state loads after the exported HTML paints; placeholders must hold the space it needs.
for (const path of ['/', '/prediction?id=1', '/leaderboard', '/wallet']) {
  test(`no layout shift while ${path} loads`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      window.cumulativeShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.cumulativeShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.cumulativeShift)).toBeLessThan(0.01);
  });
}
