import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { addQuestion, leagueCard, OFFICE, openLink, person, PRINTER, readLink, resolve, startLeague } from './browser-league';
import { admit, bet, collectPasted, joinedPlayer, picksLink } from './league-picks';
import { createPrediction, logInAsAdmin, logOut, openAdminPanel, openBet, signUp, standingsEntries } from './players';
import { storedGame } from './stored';

// Issue 30's acceptance journeys: a league that shares the pool, played in three browsers and
// carried only by links; and a practice cash-out priced by the local crowd.

test('in a pool-share league a counted cash-out returns 90%, the winner is paid the whole pool and the loser nothing, and both browsers agree with the standings', async ({ page, browser, problems }) => {
  test.setTimeout(300_000);
  const organiser = page;
  await startLeague(organiser, 'Olga', OFFICE, 'pool');
  await expect(leagueCard(organiser)).toContainText('Share the pool');
  await addQuestion(organiser, PRINTER);
  const invite = await readLink(organiser, 'Invite link');

  const asha = await joinedPlayer(browser, problems, 'Asha', invite, 'Share the pool');
  const ravi = await joinedPlayer(browser, problems, 'Ravi', invite, 'Share the pool');

  // The bet dialog of a pool-share league shows an estimate, never the fixed rule's figure.
  await asha.goto('/');
  const dialog = await openBet(asha, PRINTER);
  await dialog.getByRole('button', { name: /^YES/ }).click();
  await dialog.getByLabel('Amount').fill('200');
  await expect(dialog).toContainText('If YES wins now');
  await expect(dialog).not.toContainText('Potential win');
  await expectNoSeriousAxeViolations(asha);
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
  await bet(ravi, PRINTER, 'NO', 100);

  expect(await collectPasted(organiser, `${await picksLink(asha)}\n${await picksLink(ravi)}`)).toHaveLength(2);
  await admit(organiser, 'Asha');
  await admit(organiser, 'Ravi');

  // Once counted, Asha cashes half of her bet out: in a league that shares the pool, 90% of it.
  const counted = await readLink(organiser, 'Update link');
  await openLink(asha, counted);
  await expect(asha.getByRole('status').filter({ hasText: OFFICE }).first()).toBeVisible({ timeout: 15_000 });
  await asha.goto('/');
  const card = asha.getByRole('article').filter({ has: asha.getByRole('heading', { name: PRINTER }) });
  await expect(card).toContainText('If YES wins now');
  await card.getByRole('button', { name: 'Cash out' }).click();
  const cashOut = asha.getByRole('dialog', { name: 'Cash out' });
  await cashOut.getByLabel('Coins to cash out').fill('100');
  await expect(cashOut).toContainText('You get 90 coins back');
  await expectNoSeriousAxeViolations(asha);
  await cashOut.getByRole('button', { name: 'Cash out 100 coins' }).click();
  await expect(cashOut).toBeHidden();
  expect(await collectPasted(organiser, await picksLink(asha))).toEqual(['Picks from Asha: 1 cash-out']);

  // The pool: 100 still staked by each, and the 10 coins the cash-out left in it.
  await resolve(organiser, PRINTER, 'YES');
  const update = await readLink(organiser, 'Update link');

  // Asha: 1,000 − 200 staked + 90 cashed out + 210 won; Ravi: 1,000 − 100 staked.
  for (const [player, name, balance] of [[asha, 'Asha', '1,100'], [ravi, 'Ravi', '900']] as const) {
    await openLink(player, update);
    await expect(player.getByRole('status').filter({ hasText: OFFICE }).first()).toBeVisible({ timeout: 15_000 });
    await player.goto('/leagues');
    await expect(leagueCard(player).getByText(`${balance} coins`).first()).toBeVisible();
    await player.goto('/leaderboard');
    await player.getByRole('combobox', { name: 'Board' }).selectOption({ label: OFFICE });
    await player.getByRole('tab', { name: 'All time' }).click();
    await expect(standingsEntries(player, 'All-time standings').filter({ hasText: name })).toContainText(balance);
  }
  const { state } = await storedGame(asha);
  expect(state.positions.map((position: { amount: number; status: string }) => [position.amount, position.status])).toEqual([[200, 'won']]);
  expect(state.ledger.filter((entry: { kind: string }) => entry.kind === 'win').map((entry: { amount: number }) => entry.amount)).toEqual([210]);
  expect(state.ledger.filter((entry: { kind: string }) => entry.kind === 'cash-out').map((entry: { amount: number }) => entry.amount)).toEqual([90]);
  const { state: raviState } = await storedGame(ravi);
  expect(raviState.positions.map((position: { status: string }) => position.status)).toEqual(['lost']);
  expect(raviState.ledger.filter((entry: { kind: string }) => entry.kind === 'win')).toEqual([]);
});

const COIN = 'Will the coin toss at the office match land heads?';

test('in practice, a cash-out at a 50% crowd returns 90 of 100 and both histories say Cashed out', async ({ page }) => {
  await page.goto('/');
  await logInAsAdmin(page);
  await openAdminPanel(page);
  await createPrediction(page, COIN);
  await page.goto('/');
  const admin = await openBet(page, COIN);
  await admin.getByRole('button', { name: /^NO/ }).click();
  await admin.getByLabel('Amount').fill('100');
  await admin.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(admin).toBeHidden();
  await logOut(page);

  await signUp(page, person('Asha'));
  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: COIN }) });
  await expect(card).toContainText('pays 1.8×');
  const bet = await openBet(page, COIN);
  await bet.getByRole('button', { name: /^YES/ }).click();
  await bet.getByLabel('Amount').fill('100');
  await bet.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(bet).toBeHidden();

  await card.getByRole('button', { name: /^Cash out/ }).click();
  const dialog = page.getByRole('dialog', { name: /Cash out/ });
  await expect(dialog).toContainText('You get 90 coins back');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cash out 100 coins' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);

  await page.goto('/wallet');
  await expect(page.getByText(`Cashed out: ${COIN}`)).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('row').filter({ hasText: COIN })).toContainText('Cashed out');
  const { state } = await storedGame(page);
  const mine = state.ledger.filter((entry: { kind: string; amount: number }) => entry.kind === 'cash-out');
  expect(mine.map((entry: { amount: number }) => entry.amount)).toEqual([90]);
});
