import { expect, type Page } from '@playwright/test';
import { waitForCards } from './fixtures';

export const PLAYER = { username: 'Asha', email: 'asha@example.com', phone: '+91 98765 43210', password: 'correct horse' };

export function balanceChip(page: Page) {
  return page.getByRole('banner').getByTestId('balance');
}

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeVisible();
}

/** Signs up from Home and waits for the logged-in top bar. */
export async function signUp(page: Page, player = PLAYER) {
  await page.goto('/');
  await waitForCards(page);
  await openLogin(page);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join PredictoPlay' });
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Phone').fill(player.phone);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  await dialog.getByLabel('Confirm password').fill(player.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export async function logIn(page: Page, email: string, password: string) {
  await openLogin(page);
  const dialog = page.getByRole('dialog', { name: 'Welcome Back!' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

/** Opens the bet dialog from the card whose heading names the question. */
export async function openBet(page: Page, question: string | RegExp) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) });
  await card.getByRole('button', { name: 'Predict Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make Your Prediction' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export const ADMIN_EMAIL = 'admin@predictoplay.com';

/** The admin address takes any password. */
export async function logInAsAdmin(page: Page) {
  await logIn(page, ADMIN_EMAIL, 'any password');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export async function openAdminPanel(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
}

/** A date-time-local value `days` from now, in the browser's own zone. */
export function localDateTime(page: Page, days: number) {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days);
}

/** Creates a prediction from the open admin panel, ending three days from now. */
export async function createPrediction(page: Page, question: string, category = 'Sports') {
  await page.getByRole('button', { name: 'New question' }).click();
  const dialog = page.getByRole('dialog', { name: 'New question' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('Category').selectOption(category);
  await dialog.getByLabel('End time').fill(await localDateTime(page, 3));
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await expect(dialog).toBeHidden();
}

/** The admin table's row for a question. */
export function adminRowOf(page: Page, question: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: question, exact: true }) });
}

/**
 * A history or standings entry named by its first field: the table's row on a wide screen, the
 * stacked card (a list item led by a heading) below 640 px, where the table is not shown.
 */
export function entryOf(page: Page, name: string | RegExp) {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) })
    .or(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) }));
}

/** The entries of a standings board (its caption names it), in rank order, on any screen width. */
export function standingsEntries(page: Page, caption: string) {
  return page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .or(page.getByRole('list', { name: caption }).getByRole('listitem'));
}
