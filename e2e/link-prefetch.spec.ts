import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';

// Links fetch their page when a player reaches for them (components/ui/app-link.tsx), not when
// they scroll into view: start-up's main thread and a phone's data go to the page on screen.

/** The route payloads (RSC and segment files, all `.txt`) the page has asked for so far. */
function payloadRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.txt')) asked.push(url.pathname);
  });
  return asked;
}

test('Home fetches no other page while it loads, and a link’s page once a pointer reaches it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const asked = payloadRequests(page);
  await page.goto('/');
  await waitForCards(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  const leaderboard = page.getByRole('navigation').first().getByRole('link', { name: 'Leaderboard', exact: true });
  await leaderboard.hover();
  await expect.poll(() => asked.some((path) => path.startsWith('/leaderboard'))).toBe(true);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await leaderboard.click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});

test('a question’s link fetches its page when the keyboard reaches it', async ({ page }) => {
  const asked = payloadRequests(page);
  await page.goto('/');
  await waitForCards(page);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('article').first().getByRole('link').first().focus();
  await expect.poll(() => asked.some((path) => path.startsWith('/prediction'))).toBe(true);
});
