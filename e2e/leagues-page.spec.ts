import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousAxeViolations, test, waitForCards } from './fixtures';

// The Leagues page on a deploy with no league (a fresh clone): an honest empty state, axe-clean
// on a phone and a wide screen, reachable from the nav; Home keeps no empty League filter.
// Screenshots go to /tmp/shots-ui/ to be looked at. The journey with a real feed is league-journey's.

const SHOTS = '/tmp/shots-ui';
const WIDTHS = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'wide', width: 1280, height: 900 },
] as const;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('/leagues says no league is followed yet and how to start or join one, and is axe-clean', async ({ page }) => {
      await page.goto('/leagues');
      await expect(page).toHaveTitle(/^Leagues/);
      await expect(page.getByRole('heading', { level: 1, name: 'Leagues' })).toBeVisible();
      const empty = page.getByText('You are in no league yet.', { exact: false });
      await expect(empty).toBeVisible();
      await expect(empty).toContainText('Start one for your group');
      await expect(empty).toContainText('open the invite link someone sent you');
      await expect(page.getByRole('list', { name: 'Your leagues' })).toHaveCount(0);
      await expect(page.locator('html')).toHaveJSProperty('scrollWidth', size.width);
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/leagues-${size.name}.png`, fullPage: true });
    });

    test('Home has no League filter while no league is followed', async ({ page }) => {
      await page.goto('/');
      await waitForCards(page);
      await expect(page.getByLabel('League', { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/home-${size.name}.png` });
    });

    test('a link to a league this browser does not follow shows every question and says so', async ({ page }) => {
      await page.goto('/?league=k7dq3mzpa2xw4rbt');
      await waitForCards(page);
      await expect(page.getByText('The league in this link is not one you joined in this browser')).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(9);
    });
  });
}

test('the nav leads to Leagues, on a phone through its bottom tab bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.screenshot({ path: `${SHOTS}/menu-phone.png` });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leagues' }).click();
  await expect(page).toHaveURL(/\/leagues\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leagues' })).toBeVisible();
});
