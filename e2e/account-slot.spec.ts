import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { signUp } from './players';
import { storedDatabase } from './stored';

// The stores load after React has taken over the page, once the storage codec has arrived. These
// journeys hold that codec back (its chunk carries the schema's messages) so that what the player
// does with the top bar's Login button surely happens before the stores load.
const CODEC_MARKER = 'Expected a date and time';

type Slot = Window & { slot?: Element };

// A chunk still on its way when a journey ends must not fail the route handler after it.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

async function holdTheStores(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(CODEC_MARKER)) await held;
    await route.fulfill({ response, body });
  });
  return release;
}

/** Waits until React has taken over the server-rendered account slot, and keeps hold of that element. */
async function grabSlotOnceLive(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    if (!button || !Object.keys(button).some((key) => key.startsWith('__reactProps'))) return false;
    (window as Slot).slot = button;
    return true;
  });
}

const isStillTheSlot = (page: Page) => page.evaluate(() => (window as Slot).slot?.isConnected === true && document.activeElement === (window as Slot).slot);
/** The stores have loaded once start-up has read the database and seeded the catalogue into it. */
const storesLoaded = async (page: Page) => ((await storedDatabase(page))?.markets.length ?? 0) > 0;

test('a Login press made before the stores load opens the dialog, which stays open, and Escape returns focus to the same button', async ({ page }) => {
  const release = await holdTheStores(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeVisible();
  await grabSlotOnceLive(page);
  expect(await storesLoaded(page)).toBe(false);

  await login.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await expect(dialog).toBeVisible();
  expect(await storesLoaded(page)).toBe(false);

  release();
  await expect.poll(() => storesLoaded(page)).toBe(true);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
  expect(await isStillTheSlot(page)).toBe(true);
  await waitForCards(page);
});

test('focus on Login before the stores load stays on the same button when it becomes the player’s account menu', async ({ page }) => {
  await signUp(page);
  const release = await holdTheStores(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeVisible();
  await grabSlotOnceLive(page);
  await login.focus();

  release();
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toBeFocused();
  expect(await isStillTheSlot(page)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
});
