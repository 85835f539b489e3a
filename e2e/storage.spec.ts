import { expect, expectOnlyFailedLoads, PAGES, test, waitForCards } from './fixtures';
import { balanceChip, openBet, signUp } from './players';

const KEYS = ['predictoplay:game', 'predictoplay:session'];

test.describe('saved data', () => {
  test('seeds the catalogue once and reads it back on later visits', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    const first = await page.evaluate(() => localStorage.getItem('predictoplay:game'));
    const envelope = JSON.parse(first ?? 'null');
    expect(envelope).toMatchObject({ version: 8, rev: 1 });
    expect(envelope.state.markets).toHaveLength(9);
    await page.reload();
    await waitForCards(page);
    const second = JSON.parse((await page.evaluate(() => localStorage.getItem('predictoplay:game'))) ?? 'null');
    expect(second.state).toEqual(envelope.state);
  });

  test('a corrupt value in every key: every page renders, the value is kept aside and a notice says so', async ({ page, problems }) => {
    for (const path of PAGES) {
      // Set up from a page that has finished its first-visit seeding, so it writes nothing more.
      await page.goto('/');
      await waitForCards(page);
      await page.evaluate((keys) => {
        localStorage.clear();
        for (const key of keys) localStorage.setItem(key, '{"broken":');
      }, KEYS);
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const status = page.getByRole('status').first();
      await expect(status).toContainText('Your saved game data could not be read');
      await expect(status).toContainText('Your saved login session could not be read');
      const kept = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('predictoplay:corrupt:'))
          .map((key) => [key, localStorage.getItem(key)]),
      );
      expect(kept.map(([key]) => key?.replace(/\d+$/, 'T')).sort()).toEqual(['predictoplay:corrupt:game:T', 'predictoplay:corrupt:session:T']);
      expect(kept.every(([, value]) => value === '{"broken":')).toBe(true);
    }
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    // PAGES includes an unknown path, a real 404: the only console error allowed.
    expectOnlyFailedLoads(problems);
  });

  test('data from a newer app is left untouched and a notice says so', async ({ page }) => {
    const future = JSON.stringify({ version: 999, rev: 3, state: { markets: 'from the future' } });
    await page.goto('/faq');
    await page.evaluate((value) => localStorage.setItem('predictoplay:game', value), future);
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('status')).toContainText('newer version of PredictoPlay');
    expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBe(future);
  });

  test('keeps playing in memory when localStorage throws, and says so once', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByText(/not letting PredictoPlay save/)).toHaveCount(1);
    await page.getByRole('button', { name: /Sports/ }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText(/not letting PredictoPlay save/)).toHaveCount(1);
  });

  test('a bet that storage refuses to save says it is kept in this tab only', async ({ page }) => {
    await signUp(page);
    const before = await page.evaluate(() => localStorage.getItem('predictoplay:game'));
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const dialog = await openBet(page, 'Will India win the next T20 international against Australia?');
    await dialog.getByRole('button', { name: /YES/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(page.getByText('Prediction placed! You bet 100 coins on YES. Kept in this tab only until storage works again.')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByText(/not letting PredictoPlay save/)).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBe(before);
  });

  for (const [tamper, change] of [
    ['a negative balance', 'coins = -5'],
    ['a fractional balance', 'coins = 1.5'],
    ['a balance its ledger does not sum to', 'coins = 5000'],
  ] as const) {
    test(`tampered game data with ${tamper} is set aside, never trusted`, async ({ page }) => {
      await signUp(page);
      const tampered = await page.evaluate((how) => {
        const envelope = JSON.parse(localStorage.getItem('predictoplay:game') ?? 'null');
        const account = envelope.state.accounts[0];
        account.coins = how === 'coins = -5' ? -5 : how === 'coins = 1.5' ? 1.5 : 5000;
        const text = JSON.stringify(envelope);
        localStorage.setItem('predictoplay:game', text);
        return text;
      }, change);
      await page.reload();
      await waitForCards(page);
      await expect(page.getByRole('status').first()).toContainText('Your saved game data could not be read');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      const kept = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('predictoplay:corrupt:game:'))
          .map((key) => localStorage.getItem(key)),
      );
      expect(kept).toEqual([tampered]);
    });
  }
});
