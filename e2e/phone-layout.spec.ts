import type { Page } from '@playwright/test';
import { expect, expectOnlyFailedLoads, PAGES, test, waitForCards } from './fixtures';
import { createPrediction, logInAsAdmin, openAdminPanel, openLogin } from './players';
import { upgradeDatabaseAsNewerApp } from './stored';

// A phone's first screen: the game comes before the marketing, and nothing scrolls sideways.
const PHONE = { width: 375, height: 667 };
const T20 = 'Will India win the next T20 international against Australia?';

/** Signs up a fresh player from the page it is on (login no longer creates accounts). */
async function signUpHere(page: Page) {
  await openLogin(page);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join PredictoPlay' });
  await dialog.getByLabel('Username').fill('Meera');
  await dialog.getByLabel('Email').fill('meera@example.com');
  await dialog.getByLabel('Phone').fill('+91 98765 43210');
  await dialog.getByLabel('Password', { exact: true }).fill('a long password');
  await dialog.getByLabel('Confirm password').fill('a long password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** The button is on the first screen, above the bottom tab bar that covers the screen's foot. */
async function expectInFirstScreen(page: Page, label: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: label }) }).first();
  const box = await card.getByRole('button', { name: label }).boundingBox();
  const bar = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  expect(box, label).not.toBeNull();
  expect(bar?.y ?? 0, 'the tab bar').toBeGreaterThan(PHONE.height / 2);
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
}

test.describe('the first screen of a 375 x 667 phone', () => {
  test.use({ viewport: PHONE });

  test('Home shows the first open question’s Login to Play button, then Predict Now once logged in', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await expectInFirstScreen(page, 'Login to Play');
    // The marketing cards follow the list on a phone.
    const list = await page.getByRole('heading', { name: 'Trending predictions' }).boundingBox();
    const marketing = await page.getByRole('heading', { name: 'Prediction games, made simple' }).boundingBox();
    expect(list?.y ?? Infinity).toBeLessThan(marketing?.y ?? 0);

    await signUpHere(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInFirstScreen(page, 'Predict Now');
  });

  test('the detail page shows its question once, its predict button on the first screen and the chart below it', async ({ page }) => {
    await page.goto('/prediction?id=1');
    await expect(page.getByRole('heading', { level: 1, name: T20 })).toBeVisible();
    await expect(page.getByRole('heading', { name: T20 })).toHaveCount(1);
    await expect(page.getByText(T20, { exact: true })).toHaveCount(1);
    await expectInFirstScreen(page, 'Login to Play');

    await signUpHere(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectInFirstScreen(page, 'Predict Now');
    const button = await page.getByRole('button', { name: 'Predict Now' }).boundingBox();
    const chart = await page.getByRole('heading', { name: 'YES share after each bet' }).boundingBox();
    expect(chart?.y ?? 0).toBeGreaterThan((button?.y ?? Infinity) + (button?.height ?? 0));
  });

  test('the detail page leaves its decorative image out on a phone and shows it on a wide screen', async ({ page }) => {
    const image = page.locator('main article img[src="/images/markets/1.svg"]');
    await page.goto('/prediction?id=1');
    await expect(page.getByRole('heading', { level: 1, name: T20 })).toBeVisible();
    await expect(image).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(image).toBeVisible();
  });
});

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
}

test.describe('a 360 px phone never scrolls sideways', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test.setTimeout(90_000);

  test('on any page, logged out', async ({ page, problems }) => {
    for (const path of PAGES) await expectNoSidewaysScroll(page, path);
    // The unknown path is a real 404: the only console error it may leave.
    expectOnlyFailedLoads(problems);
  });

  test('on any page, logged in as a player', async ({ page, problems }) => {
    await page.goto('/');
    await waitForCards(page);
    await signUpHere(page);
    for (const path of PAGES) await expectNoSidewaysScroll(page, path);
    expectOnlyFailedLoads(problems);
  });

  test('on the admin page and its tabs, logged in as the admin', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await logInAsAdmin(page);
    await expectNoSidewaysScroll(page, '/admin');
    for (const tab of ['Players', 'Settings']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectPageFits(page, tab);
    }
  });
});

test('on a phone the rankings are cards, and a wide table scrolls inside its own box and says so', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/leaderboard');
  // Below 640 px the rankings are a list of cards, each field with its label; no table to scroll.
  await expect(page.getByRole('list', { name: /leaderboard|standings/i }).first()).toBeVisible();
  await expect(page.getByRole('table')).toBeHidden();
  await logInAsAdmin(page);
  await page.goto('/admin');
  const table = page.getByRole('region').filter({ has: page.getByRole('table') }).first();
  await expect(table).toBeVisible();
  await expect(page.getByText('Scroll sideways for more').first()).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('Scroll sideways for more')).toBeHidden();
});

test('the admin table’s resolve actions are visible at 1280 px without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForCards(page);
  await logInAsAdmin(page);
  await page.goto('/admin');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: T20 }) });
  for (const name of ['Result: YES', 'Result: NO', 'Cancel question']) {
    const box = await row.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.x ?? Infinity) + (box?.width ?? 0), name).toBeLessThanOrEqual(1280);
  }
  const region = page.getByRole('region').filter({ has: page.getByRole('table') }).first();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('the detail page’s title is its question, and an unknown id keeps the not-found title', async ({ page }) => {
  await page.goto('/prediction?id=1');
  await expect(page).toHaveTitle(`${T20} · PredictoPlay`);
  await page.goto('/prediction?id=nope');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Prediction Not Found/);
});

test('the storage notice wraps on a phone and, once dismissed, stays dismissed for the session', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A newer app's database, which this app cannot open: the notice comes on every load until dismissed.
  await page.goto('/faq');
  await upgradeDatabaseAsNewerApp(page);
  await page.goto('/');
  await waitForCards(page);
  const notice = page.getByRole('status').getByText(/newer version of PredictoPlay/);
  await expect(notice).toBeVisible();
  await expectPageFits(page, 'Home with a notice');
  expect((await notice.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await waitForCards(page);
  await expect(page.getByText(/newer version of PredictoPlay/)).toHaveCount(0);
});

test('a question with a long unbroken word wraps: its admin row keeps its actions in view, and its pages fit a phone', async ({ page }) => {
  const question = `Will ${'Supercalifragilistic'.repeat(6)} trend tomorrow?`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForCards(page);
  await logInAsAdmin(page);
  await openAdminPanel(page);
  await createPrediction(page, question);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: question }) });
  const region = page.getByRole('region', { name: 'Questions' });
  await expect(row.getByRole('button', { name: 'Cancel question' })).toBeVisible();
  expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const voidBox = await row.getByRole('button', { name: 'Cancel question' }).boundingBox();
  expect((voidBox?.x ?? Infinity) + (voidBox?.width ?? 0)).toBeLessThanOrEqual(1280);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: question })).toBeVisible();
  await page.getByRole('link', { name: question }).click();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expectPageFits(page, 'the detail page');
  await page.goto('/');
  await waitForCards(page);
  await expectPageFits(page, 'Home');
});

async function expectPageFits(page: Page, where: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
}
