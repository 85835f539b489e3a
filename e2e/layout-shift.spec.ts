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

interface LargestPaint {
  tag: string;
  text: string;
  url: string;
}

// The home page's largest paint must not wait for JavaScript: whatever it is, the exported HTML
// already holds it, so a phone paints it as soon as the HTML and CSS arrive.
for (const width of [412, 1280]) {
  test(`the home page's largest element at ${width} px is in the exported HTML`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 823 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const largest = await page.evaluate(
      () =>
        new Promise<LargestPaint>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
            resolve({ tag: entry.element?.tagName ?? '', text: entry.element?.textContent?.trim() ?? '', url: entry.url });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    const html = await (await request.get('/')).text();
    expect(largest.tag).not.toBe('');
    if (largest.url) expect(html).toContain(new URL(largest.url).pathname);
    else expect(html).toContain(largest.text.slice(0, 40));
  });
}
