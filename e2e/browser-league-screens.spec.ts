import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { localDateTime, signUp } from './players';

// The screens of a league run from the browser, as a smoke: start it, add a question, read its
// invite link, each dialog axe-clean, and the join screen another browser sees. Screenshots at
// 375 px go to /tmp/shots-bl/ to be looked at. The two-browser journeys are another spec's.

const SHOTS = '/tmp/shots-bl';
const QUESTION = 'Will the office printer work on Monday?';

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.use({ viewport: { width: 375, height: 800 } });

async function startOfficeCup(page: Page) {
  await signUp(page);
  await page.goto('/leagues');
  await page.getByRole('button', { name: 'Start a league' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a league' });
  await expect(dialog.getByLabel('Starting coins')).toHaveValue('1,000');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel('League name').fill('Office Cup');
  await dialog.getByRole('button', { name: 'Start the league' }).click();
  // The same dialog then invites the group, with the link to share.
  const invite = page.getByRole('dialog', { name: 'Invite your group' });
  await expect(invite.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/leagues#join=/);
  await expectNoSeriousAxeViolations(page);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByRole('article', { name: 'Office Cup' }).getByText('You run this league')).toBeVisible();
}

async function addQuestion(page: Page) {
  const section = page.getByRole('region', { name: 'Run Office Cup' });
  await section.getByRole('button', { name: 'Add a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByRole('button', { name: 'Add the question' }).click();
  await expect(dialog.getByText('Enter a question.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByLabel('Question').fill(QUESTION);
  await dialog.getByLabel('End time').fill(await localDateTime(page, 1));
  await dialog.getByRole('button', { name: 'Add the question' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('list', { name: 'Questions' })).toContainText(QUESTION);
}

test('an operator starts a league, adds a question and reads its invite link; the join screen shows it to another browser', async ({ page, browser }) => {
  await startOfficeCup(page);
  await addQuestion(page);
  const section = page.getByRole('region', { name: 'Run Office Cup' });

  await section.getByRole('button', { name: `Result: YES (${QUESTION})` }).click();
  await expect(page.getByRole('alertdialog', { name: 'Give the result YES?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(section.getByRole('button', { name: `Result: YES (${QUESTION})` })).toBeFocused();

  // Leave is under the card's Advanced, with the league code.
  await page.getByRole('article', { name: 'Office Cup' }).locator('summary').filter({ hasText: 'Advanced' }).click();
  await page.getByRole('article', { name: 'Office Cup' }).getByRole('button', { name: /Leave league/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave Office Cup?' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');

  await section.getByRole('button', { name: 'Invite link' }).click();
  const invite = await section.getByRole('textbox', { name: 'Invite link' }).inputValue();
  expect(invite).toMatch(/\/leagues#join=[A-Za-z0-9_-]+$/);
  await expect(section.getByText('Anyone with this link can read it')).toBeVisible();
  await section.getByRole('button', { name: 'Update link' }).click();
  await expect(section.getByRole('textbox', { name: 'Update link' })).toHaveValue(/\/leagues#update=/);
  // The files and the key are under the section's Advanced.
  await section.locator('summary').filter({ hasText: 'Advanced' }).click();
  await expect(section.getByRole('button', { name: 'Download league key file' })).toBeVisible();
  await expect(section.getByText('Whoever has this file runs the league.', { exact: false })).toBeVisible();
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 375);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/leagues-operator-375.png`, fullPage: true });

  // Another browser, logged out: the preview, and nothing stored before joining.
  const other = await browser.newContext({ viewport: { width: 375, height: 800 }, serviceWorkers: 'block' });
  const visitor = await other.newPage();
  await visitor.goto(invite);
  const join = visitor.getByRole('region', { name: 'Join Office Cup?' });
  await expect(join.getByText('League code', { exact: true })).toBeVisible();
  await expect(join).toContainText(QUESTION);
  await expect(join).toContainText('1,000 coins');
  await expect(join.getByText('Log in to join')).toBeVisible();
  expect(new URL(visitor.url()).hash).toBe('');
  await expect(visitor.getByRole('list', { name: 'Your leagues' })).toHaveCount(0);
  await expect(visitor.locator('html')).toHaveJSProperty('scrollWidth', 375);
  await expectNoSeriousAxeViolations(visitor);
  await visitor.screenshot({ path: `${SHOTS}/join-375.png`, fullPage: true });

  // Signed up, the same link joins on the click, and only then.
  await signUp(visitor, { username: 'Ravi', email: 'ravi@example.com', phone: '+91 98765 43211', password: 'correct horse' });
  await visitor.goto(invite);
  await visitor.getByRole('region', { name: 'Join Office Cup?' }).getByRole('button', { name: 'Join league' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'You joined Office Cup.' })).toBeVisible();
  await expect(visitor.getByRole('article', { name: 'Office Cup' })).toContainText('1,000 coins');
  await expect(visitor.getByRole('article', { name: 'Office Cup' }).getByText('You run this league')).toHaveCount(0);
  await other.close();
});

/** Sums, from the first paint, every layout shift not caused by input, in `window.cumulativeShift`. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { cumulativeShift: number }).cumulativeShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { cumulativeShift: number }).cumulativeShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// What appears once the saved game has loaded (the tools, the empty state) lands in space kept for it.
for (const width of [375, 1280]) {
  test(`no layout shift while /leagues loads for a visitor at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await watchLayoutShifts(page);
    await page.goto('/leagues');
    await expect(page.getByText('Log in to start a league')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { cumulativeShift: number }).cumulativeShift)).toBe(0);
  });
}
