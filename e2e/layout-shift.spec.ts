import type { Page } from '@playwright/test';
import { expect, test, waitForCards, watchPage } from './fixtures';
import { logOut, openBet, signUp } from './players';

declare global {
  interface Window {
    cumulativeShift: number;
    /** The layout shifts of anything inside a prediction card, with what moved. */
    cardShifts: string[];
  }
}

/** Sums, from the first paint, every layout shift not caused by input, in `window.cumulativeShift`. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.cumulativeShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.cumulativeShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// Saved state loads after the exported HTML paints; placeholders must hold the space it needs.
for (const path of ['/', '/prediction?id=1', '/leaderboard', '/wallet']) {
  test(`no layout shift while ${path} loads`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await watchLayoutShifts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.cumulativeShift)).toBeLessThan(0.01);
  });
}

// A logged-in player's reload: the exported HTML knows no session, so what only a player sees (the
// balance, their stake on every card) must land in space already kept for it.
test('no layout shift while Home loads for a logged-in player with a stake', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signUp(page);
  const bet = await openBet(page, /T20 international/);
  await bet.getByRole('button', { name: /YES/ }).click();
  await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(bet).toBeHidden();
  await watchLayoutShifts(page);
  await page.reload();
  await expect(page.getByText('You: 100 on YES · pays 180')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.cumulativeShift)).toBeLessThan(0.01);
});

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
    // Text may be split by inline tags in the HTML (the hero heading's coloured half): compare the words.
    else expect(html.replace(/<[^>]*>/g, '')).toContain(largest.text.slice(0, 40));
  });
}

/** Bets 100 coins on the derby (no players at first) from the page's logged-in player. */
async function betOnDerby(page: Page, side: 'YES' | 'NO') {
  const dialog = await openBet(page, /tonight’s derby/);
  await dialog.getByRole('button', { name: new RegExp(side) }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
}

// A bet in another tab changes the shares on this page with no input here, so any shift counts:
// the YES bar must grow by transform alone, moving nothing in or around the card. The shares go
// from 50% to 67%, so both bars are drawn before and after and the NO bar's edge would move.
test('no layout shift when the card bars take a new share', async ({ page, context, problems }) => {
  await signUp(page);
  await betOnDerby(page, 'YES');
  await betOnDerby(page, 'NO');
  await logOut(page);
  await signUp(page, { username: 'Second', email: 'second@example.com', phone: '', password: 'second password' });
  const home = await context.newPage();
  watchPage(home, problems);
  await home.setViewportSize({ width: 412, height: 823 });
  await home.addInitScript(() => {
    window.cumulativeShift = 0;
    window.cardShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        window.cumulativeShift += entry.value;
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('article')) window.cardShifts.push(`${element.tagName}.${element.className}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await home.goto('/');
  await waitForCards(home);
  const card = home.getByRole('article').filter({ has: home.getByRole('heading', { name: /tonight’s derby/ }) });
  await expect(card.getByText('YES 50%')).toBeVisible();
  // Only what is on screen can shift.
  await card.scrollIntoViewIfNeeded();
  await home.waitForLoadState('networkidle');
  await home.evaluate(() => {
    window.cumulativeShift = 0;
    window.cardShifts = [];
  });

  await betOnDerby(page, 'YES');
  await expect(card.getByText('YES 67%')).toBeVisible();
  // Past the bar's half-second transition.
  await home.waitForTimeout(1000);
  expect(await home.evaluate(() => window.cardShifts)).toEqual([]);
  expect(await home.evaluate(() => window.cumulativeShift)).toBeLessThan(0.01);
  await home.close();
});
