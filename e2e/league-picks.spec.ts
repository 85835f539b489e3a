import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { addQuestion, expectLinkSaid, leagueCard, OFFICE, openLink, person, PRINTER, readLink, resolve, runSection, startLeague, withSignatureChanged } from './browser-league';
import { admit, bet, collectPasted, joinedPlayer, picksLink } from './league-picks';
import { signUp, standingsEntries } from './players';
import { storedGame } from './stored';

// Issue 29's acceptance journey: an organiser and two players in three browsers, carried only by
// links. Picks travel back to the organiser, whose browser is the witness: a bet counts only if
// its picks link arrived before the result; the update carries the counted crowd and standings.

const SHOTS = '/tmp/shots-picks';

test('two players bet on opposite sides, send picks; the organiser collects, resolves and shares; a late bet is not counted', async ({ page, browser, problems }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const organiser = page;
  await startLeague(organiser, 'Olga');
  await addQuestion(organiser, PRINTER);
  const invite = await readLink(organiser, 'Invite link');

  const asha = await joinedPlayer(browser, problems, 'Asha', invite);
  const ravi = await joinedPlayer(browser, problems, 'Ravi', invite);

  await bet(asha, PRINTER, 'YES', 200);
  await bet(ravi, PRINTER, 'NO', 100);
  const ashaPicks = await picksLink(asha);
  const raviPicks = await picksLink(ravi);
  await expect(leagueCard(asha).getByText('All your bets are sent.')).toBeHidden();
  await asha.screenshot({ path: `${SHOTS}/player-leagues-375.png`, fullPage: true });
  await axeAtBothWidths(asha);

  // A picks link with one changed character is refused and changes nothing.
  const before = (await storedGame(organiser)).state.operatedLeagues[0];
  expect(await collectPasted(organiser, `Ravi: ${withSignatureChanged(raviPicks)}`)).toEqual([expect.stringContaining('1 picks link not counted')]);
  expect((await storedGame(organiser)).state.operatedLeagues[0]).toEqual(before);

  // Asha's link opened in the organiser's browser; Ravi's pasted inside a block of chat text.
  await openLink(organiser, ashaPicks);
  await expectLinkSaid(organiser, 'status', 'Picks from Asha: 1 new');
  const chat = `26/11/2026, 9:01 pm - Ravi: here are mine\n26/11/2026, 9:02 pm - Ravi: ${raviPicks}\n26/11/2026, 9:03 pm - Asha: 👍`;
  expect(await collectPasted(organiser, chat)).toEqual(['Picks from Ravi: 1 new (new player: choose Count to include these)']);
  await expect(runSection(organiser).getByRole('group', { name: /New player: Asha/ })).toBeVisible();
  await admit(organiser, 'Asha');
  await admit(organiser, 'Ravi');
  await expect(runSection(organiser).getByRole('list', { name: 'Who is on which side' })).toContainText('YES: Asha · NO: Ravi');
  await organiser.setViewportSize({ width: 375, height: 800 });
  await organiser.screenshot({ path: `${SHOTS}/organiser-leagues-375.png`, fullPage: true });
  await axeAtBothWidths(organiser);

  // Asha bets again, but her picks reach the organiser only after the result: late.
  await bet(asha, PRINTER, 'YES', 100);
  await resolve(organiser, PRINTER, 'YES');
  const firstUpdate = await readLink(organiser, 'Update link');
  const lateLink = await picksLink(asha);
  expect(await collectPasted(organiser, lateLink)).toEqual(['Picks from Asha: 1 late']);
  const update = await readLink(organiser, 'Update link');

  // Ravi tops up practice coins: his league coins do not move.
  await ravi.goto('/wallet');
  await ravi.getByRole('button', { name: 'Add Coins' }).click();
  const topUp = ravi.getByRole('dialog', { name: 'Add Coins' });
  await topUp.getByText('10,000 coins', { exact: true }).click();
  await topUp.getByRole('button', { name: 'Add 10,000 coins' }).click();
  await expect(topUp).toBeHidden();

  await openLink(asha, firstUpdate);
  // Since the last visit: said once above the fold, kept on the league's card.
  await expect(asha.getByText(`${OFFICE}: you won 360 on 1 question · now 1st of 2`, { exact: true })).toBeVisible({ timeout: 15_000 });
  await asha.reload();
  await expect(asha.getByRole('region', { name: `What happened (${OFFICE})` })).toContainText('you won 360 on 1 question');
  await expect(asha.getByRole('status').filter({ hasText: 'you won 360' })).toHaveCount(0);
  await openLink(asha, update);
  await expect(asha.getByRole('status').filter({ hasText: 'Not counted' }).first()).toBeVisible({ timeout: 15_000 });
  await openLink(ravi, update);

  for (const [player, name, balance] of [[asha, 'Asha', '1,160'], [ravi, 'Ravi', '900']] as const) {
    const { state } = await storedGame(player);
    const question = state.markets.find((market: { question: string }) => market.question === PRINTER);
    // The counted crowd: both stakes, and not Asha's late bet.
    expect(question).toMatchObject({ isResolved: true, outcome: 'YES', yesCoins: 200, noCoins: 100, totalYes: 1, totalNo: 1 });
    await player.goto('/leagues');
    await expect(leagueCard(player).getByText(`${balance} coins`).first()).toBeVisible();
    await player.goto('/leaderboard');
    await player.getByRole('combobox', { name: 'Board' }).selectOption({ label: OFFICE });
    await player.getByRole('tab', { name: 'All time' }).click();
    const rows = standingsEntries(player, 'All-time standings');
    await expect(rows.nth(0)).toContainText('Asha');
    await expect(rows.nth(1)).toContainText('Ravi');
    await expect(rows.filter({ hasText: name })).toContainText('You');
  }
  const { state: ashaState } = await storedGame(asha);
  expect(ashaState.positions.map((position: { amount: number; status: string }) => [position.amount, position.status]).sort()).toEqual([
    [100, 'refunded'],
    [200, 'won'],
  ]);
  expect(ashaState.ledger.filter((entry: { description: string }) => entry.description.startsWith('Not counted: sent after the result'))).toHaveLength(1);
  await asha.screenshot({ path: `${SHOTS}/player-leaderboard-375.png`, fullPage: true });
  await axeAtBothWidths(asha);
});

/** axe with no serious or critical violation at a phone's width and a desktop's, ending at the desktop's. */
async function axeAtBothWidths(page: import('@playwright/test').Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await expectNoSeriousAxeViolations(page);
  }
}

test('the invite step after starting a league is axe-clean at 375 and 1280 px', async ({ page }) => {
  await signUp(page, person('Olga'));
  await page.goto('/leagues');
  await page.getByRole('button', { name: 'Start a league' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a league' });
  await dialog.getByLabel('League name').fill(OFFICE);
  await dialog.getByRole('button', { name: 'Start the league' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite your group' });
  await expect(invite.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
  await expect(invite.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  await axeAtBothWidths(page);
});
