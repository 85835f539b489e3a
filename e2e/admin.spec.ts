import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, waitForCards } from './fixtures';
import { adminRowOf, balanceChip, createPrediction, localDateTime, logIn, logInAsAdmin, logOut, openAdminPanel, openBet, PLAYER, signUp } from './players';
import { editStoredRecord, plantRecords, quarantined, storedGame, storedRecords } from './stored';

/** The value of the admin tile whose term reads `label`. */
function tileValue(page: Page, label: string) {
  return page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function expectTile(page: Page, label: string, value: string) {
  await expect(tileValue(page, label)).toHaveText(value);
}

const rowOf = adminRowOf;

const CASES = [
  { action: 'Result: YES', confirm: 'Result: YES', status: 'Result: YES', card: 'Result: YES', result: 'Won', balance: '1,080', winnings: '180' },
  { action: 'Result: NO', confirm: 'Result: NO', status: 'Result: NO', card: 'Result: NO', result: 'Lost', balance: '900', winnings: '0' },
  { action: 'Cancel question', confirm: 'Cancel question', status: 'Cancelled: coins returned', card: 'Cancelled: coins returned', result: 'Cancelled: 100 coins returned', balance: '1,000', winnings: '0' },
] as const;

test.describe('admin', () => {
  for (const outcome of CASES) {
    test(`creates a market, a player bets YES, ${outcome.action} settles it: ${outcome.result}`, async ({ page }) => {
      const question = `Will the ${outcome.action} test market settle cleanly?`;
      await signUp(page);
      await logOut(page);

      await logInAsAdmin(page);
      await openAdminPanel(page);
      await expectTile(page, 'Players', '2');
      await expectTile(page, 'Open questions', '9');
      await createPrediction(page, question, 'Finance');
      await expectTile(page, 'Open questions', '10');
      await expect(rowOf(page, question)).toContainText('Finance');
      await expect(rowOf(page, question)).toContainText('Open');

      // On Home at once, without a reload.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect(page.getByRole('heading', { name: question })).toBeVisible();
      await logOut(page);

      await logIn(page, PLAYER.email, PLAYER.password);
      await expect(balanceChip(page)).toHaveText('1,000');
      const dialog = await openBet(page, question);
      await dialog.getByRole('button', { name: /YES/ }).click();
      await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
      await expect(balanceChip(page)).toHaveText('900');
      await logOut(page);

      await logInAsAdmin(page);
      await openAdminPanel(page);
      await expect(rowOf(page, question).getByRole('cell').nth(2)).toHaveText('1');
      await rowOf(page, question).getByRole('button', { name: outcome.action, exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(question);
      await expect(confirm).toContainText('1 open prediction');
      await confirm.getByRole('button', { name: outcome.confirm, exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(rowOf(page, question)).toContainText(outcome.status);
      await expect(rowOf(page, question).getByRole('button')).toHaveCount(0);
      await expectTile(page, 'Results given today', '1');
      await expectTile(page, 'Open questions', '9');
      await expect(tileValue(page, 'Coins put on questions')).toHaveText(/^[\d.,]+[KL]? coins$/);

      await page.getByRole('tab', { name: 'Players' }).click();
      const playerRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: PLAYER.username }) });
      await expect(playerRow).toContainText(PLAYER.email);
      await expect(playerRow).toContainText(outcome.balance);
      await expect(playerRow.getByRole('cell').last()).toHaveText('1');
      await logOut(page);

      await logIn(page, PLAYER.email, PLAYER.password);
      await expect(balanceChip(page)).toHaveText(outcome.balance);
      await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: question }) }).getByRole('button', { name: outcome.card })).toBeDisabled();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('tab', { name: 'History' }).click();
      const historyRow = rowOf(page, question);
      await expect(historyRow).toContainText(outcome.result);
      await expect(historyRow.getByRole('cell').nth(3)).toHaveText(outcome.winnings);

      const saved = await storedGame(page);
      const credits = saved.state.ledger.filter((entry) => entry.description.endsWith(question) && !entry.description.startsWith('Bet placed'));
      expect(credits).toHaveLength(outcome.result === 'Lost' ? 0 : 1);
    });
  }
});


test.describe('admin access', () => {
  test('a visitor and a player at /admin see the not-found screen and no admin content', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Admin Panel')).toHaveCount(0);

    await signUp(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Result: |Cancel question|New question/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Logout']);
  });

  test('a player whose stored account is flagged admin gets no admin panel; the data is set aside', async ({ page }) => {
    await signUp(page);
    const account = (await storedGame(page)).state.accounts[0];
    if (!account) throw new Error('no account stored');
    const tampered = await editStoredRecord(page, 'accounts', account.id, (record) => {
      record.value.isAdmin = true;
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
    await expect(page.getByRole('status').first()).toContainText('1 part of your saved game could not be read');
    expect(await quarantined(page)).toEqual([{ from: 'accounts', key: account.id, reason: 'invalid', problem: expect.any(String), at: expect.any(String), record: tampered }]);
  });
});

test.describe('admin panel', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await logInAsAdmin(page);
    await openAdminPanel(page);
  });

  for (const width of [375, 1280]) {
    test(`no serious accessibility violation in any tab or dialog at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Cancel question' }) }).first().getByRole('button', { name: 'Cancel question' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Cancel question' }).first()).toBeFocused();

      await page.getByRole('button', { name: 'New question' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add question' }).click();
      await expect(page.getByText('Enter a question.')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'New question' })).toBeFocused();

      for (const tab of ['Players', 'Settings']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectNoSeriousAxeViolations(page);
      }
    });
  }

  test('says the admin role is a demo convenience and retitles the page', async ({ page }) => {
    await expect(page.getByText('not a lock on anything')).toBeVisible();
    await expect(page).toHaveTitle('Admin Panel · PredictoPlay');
  });

  test('the create form refuses bad input at its fields and saves nothing; markup stays text', async ({ page }) => {
    const before = (await storedGame(page)).state.markets.length;
    await page.getByRole('button', { name: 'New question' }).click();
    const dialog = page.getByRole('dialog', { name: 'New question' });
    const question = dialog.getByLabel('Question');
    const submit = dialog.getByRole('button', { name: 'Add question' });
    await expect(dialog.getByLabel('Category')).toHaveValue('Sports');

    await submit.click();
    await expect(question).toHaveAccessibleDescription(/Enter a question\./);
    await expect(dialog.getByLabel('End time')).toHaveAccessibleDescription(/Choose the date and time/);
    await expect(question).toBeFocused();

    await question.fill('Too short');
    await submit.click();
    await expect(question).toHaveAccessibleDescription(/at least 10 characters/);

    await question.fill(`${'x'.repeat(200)}?`);
    await submit.click();
    await expect(question).toHaveAccessibleDescription(/at most 200 characters; this one has 201/);

    await question.fill('Will this question ever end');
    await submit.click();
    await expect(question).toHaveAccessibleDescription(/question mark/);

    await question.fill('Will this question be fine?');
    await dialog.getByLabel('End time').fill(await localDateTime(page, -1));
    await submit.click();
    await expect(dialog.getByLabel('End time')).toHaveAccessibleDescription(/must be in the future/);
    await dialog.getByLabel('End time').fill(await localDateTime(page, 400));
    await submit.click();
    await expect(dialog.getByLabel('End time')).toHaveAccessibleDescription(/within a year/);

    const markup = `<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">${'a'.repeat(10_000)}?`;
    await question.fill(markup);
    await submit.click();
    await expect(question).toHaveAccessibleDescription(/at most 200 characters/);
    expect((await storedGame(page)).state.markets).toHaveLength(before);

    // Short markup is a valid question: it is stored and shown as text, never run.
    const shortMarkup = '<img src=x onerror="window.__pwned = true"> <b>Bold</b> move?';
    await question.fill(shortMarkup);
    await dialog.getByLabel('End time').fill(await localDateTime(page, 2));
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('rowheader', { name: shortMarkup })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: shortMarkup })).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });

  test('a market created here shows at once on Home in another open page', async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto('/');
    await waitForCards(other);
    await createPrediction(page, 'Will the other tab see this market at once?');
    await expect(other.getByRole('heading', { name: 'Will the other tab see this market at once?' })).toBeVisible({ timeout: 2000 });
    await other.close();
  });

  test('settings change the brand, the title and the daily bonus; bad values change nothing', async ({ page }) => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    const bonus = page.getByLabel('Daily bonus amount');
    await expect(bonus).toHaveValue('50');
    for (const bad of ['0', '10001', '1.5', 'abc']) {
      await bonus.fill(bad);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(bonus).toHaveAccessibleDescription(/whole number of coins from 1 to 10,000/);
    }
    expect((await storedGame(page)).state.settings).toEqual({ platformName: 'PredictoPlay', dailyBonus: 50 });

    await page.getByLabel('Platform name').fill('QuizBazaar');
    await bonus.fill('75');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'QuizBazaar' })).toBeVisible();
    await page.goto('/wallet');
    await expect(page).toHaveTitle('Wallet · QuizBazaar');
    await expect(page.getByRole('button', { name: 'Claim 75 coins' })).toBeVisible();
  });

  test('the predictions table pages through 5,000 markets', async ({ page }) => {
    await expect.poll(async () => (await storedRecords(page, 'markets')).length).toBe(9);
    const [template] = await storedRecords(page, 'markets');
    if (!template) throw new Error('no market stored');
    const extra = Array.from({ length: 4991 }, (_, index) => ({
      ...template,
      value: { ...template.value, id: `bulk-${index}`, question: `Bulk market number ${index + 1}?`, createdAt: new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString() },
    }));
    await plantRecords(page, 'markets', extra);
    await page.reload();
    await expect(page.getByText('Showing 1–20 of 5,000 questions')).toBeVisible();
    const region = page.getByRole('region', { name: 'Questions' });
    await expect(region.getByRole('row')).toHaveCount(21);
    const pages = page.getByRole('navigation', { name: 'Question pages' });
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 21–40 of 5,000 questions')).toBeVisible();
    await expect(pages).toContainText('Page 2 of 250');
  });
});

test('settling from two pages at once pays each position exactly once', async ({ page, context }) => {
  const question = 'Will two admin tabs pay this twice?';
  await signUp(page);
  await logOut(page);
  await logInAsAdmin(page);
  await openAdminPanel(page);
  await createPrediction(page, question);
  await logOut(page);
  await logIn(page, PLAYER.email, PLAYER.password);
  const bet = await openBet(page, question);
  await bet.getByRole('button', { name: /YES/ }).click();
  await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(balanceChip(page)).toHaveText('900');
  await logOut(page);
  await logInAsAdmin(page);
  await openAdminPanel(page);

  const other = await context.newPage();
  await other.goto('/admin');
  await expect(other.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  // Both pages ask before either settles.
  await rowOf(page, question).getByRole('button', { name: 'Result: YES' }).click();
  await rowOf(other, question).getByRole('button', { name: 'Result: YES' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Result: YES' }).click();
  // The other page has heard of the settlement (its row behind the dialog, hidden from the
  // accessibility tree while the dialog is open, says so) when it confirms: the case of a page that
  // has not heard yet is adversarial-sessions.spec.ts's, section 7.
  await expect(other.locator('tr', { hasText: question })).toContainText('Result: YES');
  await other.getByRole('alertdialog').getByRole('button', { name: 'Result: YES' }).click();
  await expect(other.getByText('This question already has its result. Nothing changed.')).toBeVisible();

  await other.reload();
  await expect(rowOf(other, question)).toContainText('Result: YES');
  const saved = await storedGame(page);
  const wins = saved.state.ledger.filter((entry) => entry.description === `Won prediction: ${question}`);
  expect(wins).toHaveLength(1);
  expect(wins[0]?.amount).toBe(180);
  await other.close();
});
