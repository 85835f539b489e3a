import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForCards, watchPage } from './fixtures';
import { balanceChip, openBet, signUp } from './players';
import { storedGame } from './stored';

// Issue 32's whole round in two minutes: a new player's own tutorial question is first on Home,
// takes a YES bet, and once its two minutes have passed (the page's clock moved on) the first page
// load tosses the practice coin and pays: 1.8x the coins on heads, nothing on tails, exactly once
// though two pages of the browser load at the same moment and one reloads again.
//
// The coin is one byte from crypto.getRandomValues (lib/store/tutorial-actions.ts); the test pins
// every one-byte draw before any script runs, so it decides heads or tails. Ids ask for more bytes
// and stay random.

const QUESTION = 'Will the practice coin land heads?';
const START = Date.parse('2026-11-22T12:00:00.000Z');

function pinCoin(context: BrowserContext, byte: number) {
  return context.addInitScript((pinned) => {
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      if (array instanceof Uint8Array && array.length === 1) {
        array[0] = pinned;
        return array;
      }
      return real(array as never) as T;
    };
  }, byte);
}

const tutorialCard = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: QUESTION }) });

for (const { side, byte, result, balance, won } of [
  { side: 'heads', byte: 0, result: 'Result: YES', balance: '1,080', won: 1 },
  { side: 'tails', byte: 255, result: 'Result: NO', balance: '900', won: 0 },
]) {
  test(`the tutorial lands ${side} by itself after two minutes and pays once across two tabs and a reload`, async ({ page, problems }) => {
    const context = page.context();
    await pinCoin(context, byte);
    await page.clock.install({ time: START });
    await signUp(page);

    // First on Home, open, for this player.
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(QUESTION);
    const dialog = await openBet(page, QUESTION);
    await dialog.getByRole('button', { name: /^YES/ }).click();
    await dialog.getByLabel('Amount').fill('100');
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(page.getByText('Prediction placed! You bet 100 coins on YES')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');

    // A second tab of the same browser, on Home too.
    const other = await context.newPage();
    watchPage(other, problems);
    await other.goto('/');
    await waitForCards(other);
    await expect(tutorialCard(other)).toBeVisible();

    // Two and a half minutes on; both pages load at the same moment.
    await page.clock.fastForward('02:30');
    await Promise.all([page.reload(), other.reload()]);
    for (const each of [page, other]) {
      await expect(tutorialCard(each).getByText(`The coin landed ${side}.`)).toBeVisible();
      await expect(tutorialCard(each).getByRole('button', { name: result })).toBeDisabled();
      await expect(balanceChip(each)).toHaveText(balance);
    }
    await page.reload();
    await expect(balanceChip(page)).toHaveText(balance);

    const saved = await storedGame(page);
    const tutorial = saved.state.markets.find((market) => market.question === QUESTION);
    expect(tutorial).toMatchObject({ isResolved: true, outcome: side === 'heads' ? 'YES' : 'NO', coinDraw: { byte } });
    expect(saved.state.ledger.filter((entry) => entry.kind === 'win')).toHaveLength(won);
    expect(saved.state.accounts[0]?.coins).toBe(Number(balance.replace(',', '')));

    await page.goto('/wallet');
    const history = page.getByRole('list', { name: 'Transactions, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(2 + won);
    if (won) await expect(history.getByRole('listitem').first()).toContainText('+180');
    await expect(history.getByRole('listitem').filter({ hasText: 'Won prediction' })).toHaveCount(won);
  });
}

test('an ended practice question says who gives its result', async ({ page }) => {
  await signUp(page);
  const ended = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /50 mm of rain/ }) });
  await expect(ended.getByText("Practice questions are settled by this browser's admin")).toBeVisible();
});
