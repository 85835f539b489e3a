import type { BrowserContext, Locator, Page } from '@playwright/test';
import { addQuestion, OFFICE, person, PRINTER, startLeague } from './browser-league';
import { expect, test, waitForCards, watchPage } from './fixtures';
import { balanceChip, openBet, signUp } from './players';
import { storedDatabase, storedGame, storedRecord } from './stored';

// The acceptance journey of issue 27: two pages of one browser (one context) stake the whole of
// one wallet at the same moment, and neither has heard of the other's bet (the announcement on
// the BroadcastChannel is lost). Every movement of a wallet rewrites that wallet's head record,
// so the later save meets a conflict and its replay refuses the stake that no longer fits: one
// bet is placed, the other is refused with its reason, and after a reload the account is whole,
// logged in, nothing in quarantine, the wallet at zero and equal to its ledger.

const REFUSAL = 'Not placed: another tab of this browser spent these coins.';
const T20 = 'Will India win the next T20 international against Australia?';
const COFFEE = 'Will the coffee machine be fixed?';
const OLGA = person('Olga');

/**
 * Before any script of any page of the context runs: what a page posts on a BroadcastChannel
 * reaches no other page, as when a tab's announcement has not arrived yet. So neither page
 * learns of the other's bet before it saves its own, whichever of the two saves first.
 */
function loseAnnouncements(context: BrowserContext) {
  return context.addInitScript(() => {
    BroadcastChannel.prototype.postMessage = function postMessage() {};
  });
}

/** A second page of the same context, held to the fixture page's no-error rules. */
async function secondPage(context: BrowserContext, problems: string[]) {
  const other = await context.newPage();
  watchPage(other, problems);
  await other.goto('/');
  await waitForCards(other);
  return other;
}

/** Opens the bet dialog on `question`, picks YES and types the whole balance the dialog shows. */
async function stakeEverything(page: Page, question: string, balanceLabel: string, coins: string) {
  const dialog = await openBet(page, question);
  await expect(dialog.getByRole('term').filter({ hasText: balanceLabel })).toBeVisible();
  await expect(dialog.getByRole('definition').first()).toHaveText(`${coins} coins`);
  await dialog.getByRole('button', { name: /^YES/ }).click();
  await dialog.getByLabel('Amount').fill(coins.replace(/,/g, ''));
  await expect(dialog.getByRole('button', { name: 'Confirm Prediction' })).toBeEnabled();
  return dialog;
}

/** Waits until the page has either placed its bet or been refused, and says which. */
async function outcomeOf(page: Page, dialog: Locator, coins: string): Promise<'placed' | 'refused'> {
  const placed = page.getByText(`Prediction placed! You bet ${coins} coins on YES`);
  const refused = dialog.getByRole('alert').filter({ hasText: REFUSAL });
  await expect(placed.or(refused)).toBeVisible({ timeout: 15_000 });
  return (await placed.isVisible()) ? 'placed' : 'refused';
}

/** Both dialogs confirmed together; one page placed its bet, the other was refused with the reason. */
async function confirmBothAtOnce(pages: [Page, Page], dialogs: [Locator, Locator], coins: string) {
  await Promise.all(dialogs.map((dialog) => dialog.getByRole('button', { name: 'Confirm Prediction' }).click()));
  const outcomes = await Promise.all(pages.map((page, index) => outcomeOf(page, dialogs[index] as Locator, coins)));
  expect([...outcomes].sort()).toEqual(['placed', 'refused']);
  const refusedAt = outcomes.indexOf('refused');
  const refused = pages[refusedAt] as Page;
  const dialog = dialogs[refusedAt] as Locator;
  // The refused page shows what is saved: nothing left to stake, and it says why, also as a notice.
  await expect(dialog.getByRole('definition').first()).toHaveText('0 coins');
  await expect(refused.getByRole('status').filter({ hasText: `${REFUSAL} What you see now is what is saved.` })).toBeVisible();
  await expect(pages[1 - refusedAt]?.getByRole('dialog', { name: 'Make Your Prediction' }) as Locator).toBeHidden();
}

/** After a reload: still logged in, and the stored wallet is at zero, equal to its ledger, its head naming its newest entry. */
async function expectWholeAtZero(page: Page, wallet: (stored: Awaited<ReturnType<typeof storedGame>>) => string) {
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const stored = await storedGame(page);
  expect((await storedDatabase(page))?.quarantine).toEqual([]);
  const account = stored.state.accounts.find((candidate) => candidate.email === OLGA.email);
  if (!account) throw new Error('the account is gone');
  const id = wallet(stored);
  const entries = stored.state.ledger.filter((entry) => entry.accountId === account.id && entry.wallet === id);
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  expect(entries.filter((entry) => entry.amount < 0)).toHaveLength(1);
  expect(stored.state.positions.filter((position) => position.accountId === account.id)).toEqual([expect.objectContaining({ choice: 'YES', amount: 1000 })]);
  const head = await storedRecord<{ lastEntryId: string }>(page, 'wallets', `${account.id}/${id}`);
  expect(head.value.lastEntryId).toBe(entries.at(-1)?.id);
  return account;
}

test.describe('two pages of one browser staking one wallet at the same moment', () => {
  test.beforeEach(async ({ context }) => {
    await loseAnnouncements(context);
  });

  for (const [where, other] of [
    ['on the same league question', PRINTER],
    ['on two questions of the league', COFFEE],
  ] as const) {
    test(`the whole league balance ${where}: one bet placed, the other refused; the league wallet stays at zero after a reload`, async ({ page, context, problems }) => {
      test.setTimeout(90_000);
      // The operator plays in their own league: starting it follows it with its 1,000 coins.
      await startLeague(page, OLGA.username);
      await addQuestion(page, PRINTER);
      if (other !== PRINTER) await addQuestion(page, other);
      await page.goto('/');
      const second = await secondPage(context, problems);
      const label = `Your coins in ${OFFICE}`;
      const dialogs = [await stakeEverything(page, PRINTER, label, '1,000'), await stakeEverything(second, other, label, '1,000')] as [Locator, Locator];

      await confirmBothAtOnce([page, second], dialogs, '1,000');

      for (const tab of [page, second]) {
        await expectWholeAtZero(tab, (stored) => stored.state.leagues[0]?.id ?? 'no league');
        await tab.goto('/wallet');
        await expect(tab.getByRole('region', { name: OFFICE, exact: true }).getByText('0 coins', { exact: true })).toBeVisible();
      }
    });
  }

  test('the whole practice balance: one bet placed, the other refused; the practice wallet stays at zero after a reload', async ({ page, context, problems }) => {
    await signUp(page, OLGA);
    await expect(balanceChip(page)).toHaveText('1,000');
    const second = await secondPage(context, problems);
    await expect(balanceChip(second)).toHaveText('1,000');
    const dialogs = [await stakeEverything(page, T20, 'Your coins', '1,000'), await stakeEverything(second, T20, 'Your coins', '1,000')] as [Locator, Locator];

    await confirmBothAtOnce([page, second], dialogs, '1,000');

    for (const tab of [page, second]) {
      const account = await expectWholeAtZero(tab, () => 'practice');
      expect(account.coins).toBe(0);
      await expect(balanceChip(tab)).toHaveText('0');
    }
  });
});
