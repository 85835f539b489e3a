import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  addQuestion,
  betYes,
  expectLinkSaid,
  expectNoPrivateKey,
  leagueCard,
  newBrowser,
  OFFICE,
  openLink,
  person,
  playerRecords,
  PRINTER,
  readLink,
  resolve,
  runSection,
  startLeague,
} from './browser-league';
import { admit, picksLink } from './league-picks';
import { signUp } from './players';
import { storedGame } from './stored';

// The key file carries a league to another browser (issue 20's acceptance): whoever holds it runs
// the league, and the players' links from there apply. A league started elsewhere under the same
// name has another key, so it cannot touch the first one's questions. The picks the operator
// collected travel in the key file too: the bet counted before the move is paid after it.

const COFFEE = 'Will the coffee machine be fixed by Friday?';

test('the key file runs Office Cup from a third browser; a same-named league cannot touch it', async ({ page, browser, problems }, testInfo) => {
  test.setTimeout(180_000);
  const operator = page;
  await startLeague(operator, 'Olga');
  await addQuestion(operator, PRINTER);
  await addQuestion(operator, COFFEE, 2);
  const invite = await readLink(operator, 'Invite link');

  const player = await newBrowser(browser, problems);
  await signUp(player, person('Ravi'));
  await openLink(player, invite);
  await player.getByRole('region', { name: `Join ${OFFICE}?` }).getByRole('button', { name: 'Join league' }).click();
  await expectLinkSaid(player, 'status', `You joined ${OFFICE}.`);
  await betYes(player, COFFEE);
  await player.goto('/leagues');
  await expect(leagueCard(player).getByText('900 coins').first()).toBeVisible();
  // The player sends picks; the operator collects them and admits the player before moving.
  const picks = await picksLink(player);
  await openLink(operator, picks);
  await expectLinkSaid(operator, 'status', 'Picks from Ravi: 1 new');
  await admit(operator, 'Ravi');
  await expect(runSection(operator).getByRole('list', { name: 'Who is on which side' })).toContainText('YES: Ravi');

  // 'Download league key', under the section's Advanced: the only way the key leaves, as a file saved on this machine.
  await runSection(operator).locator('summary').filter({ hasText: 'Advanced' }).click();
  const [download] = await Promise.all([operator.waitForEvent('download'), runSection(operator).getByRole('button', { name: 'Download league key file' }).click()]);
  const keyPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(keyPath);
  const keyFile = JSON.parse(readFileSync(keyPath, 'utf8'));
  expect(keyFile).toMatchObject({ format: 'predictoplay-league-key', version: 1, privateJwk: { kty: 'EC', crv: 'P-256' } });
  expectNoPrivateKey(invite, keyFile.privateJwk.d);

  // A third browser takes the league over from the file and resolves the question.
  const keeper = await newBrowser(browser, problems);
  await signUp(keeper, person('Tara'));
  await keeper.goto('/leagues');
  // The key file's field is under the page's Advanced, with what it said.
  const keyField = keeper.getByLabel('Run a league from its key file');
  await keeper.locator('details').filter({ has: keyField }).locator('summary').click();
  await keyField.setInputFiles(keyPath);
  await expect(keeper.getByRole('status').filter({ hasText: `You now run ${OFFICE} from this browser.` })).toBeVisible();
  await expect(runSection(keeper).getByRole('list', { name: 'Questions' })).toContainText(PRINTER);
  // The players and picks collected before came with the file: Ravi is admitted, his bet counted.
  await expect(runSection(keeper).getByRole('list', { name: 'Who is on which side' })).toContainText('YES: Ravi');
  await expect(runSection(keeper).getByRole('button', { name: 'Count Ravi' })).toHaveCount(0);
  await resolve(keeper, COFFEE, 'YES');
  const update = await readLink(keeper, 'Update link');
  expectNoPrivateKey(update, keyFile.privateJwk.d);

  await openLink(player, update);
  await expectLinkSaid(player, 'status', `${OFFICE}: 1 question got its result: you won 180`);
  await expect(leagueCard(player).getByText('1,080 coins').first()).toBeVisible();
  const paid = await storedGame(player);
  expect(paid.state.positions).toEqual([expect.objectContaining({ choice: 'YES', status: 'won' })]);
  const first = paid.state.leagues[0];
  expect(first?.seq).toBe(4);

  // Another browser starts its own 'Office Cup' and settles its copy of the question: another key.
  const impostor = await newBrowser(browser, problems);
  await startLeague(impostor, 'Ivan');
  await addQuestion(impostor, COFFEE);
  await resolve(impostor, COFFEE, 'NO');
  const impostorUpdate = await readLink(impostor, 'Update link');
  const impostorInvite = await readLink(impostor, 'Invite link');
  const before = await playerRecords(player);
  await openLink(player, impostorUpdate);
  await expectLinkSaid(player, 'alert', 'This update link is not from the organiser of any league you are in. Ask your organiser for the invite link.');
  expect(await playerRecords(player)).toEqual(before);

  // Its invite shows both fingerprints; joined, it is a separate league and the first is unchanged.
  await openLink(player, impostorInvite);
  const join = player.getByRole('region', { name: `Join ${OFFICE}?` });
  await expect(join.getByText('League code of this invite')).toBeVisible();
  await expect(join.getByText(`League code of the ${OFFICE} you are in`)).toBeVisible();
  await join.getByRole('button', { name: 'Join as a separate league' }).click();
  await expectLinkSaid(player, 'status', `You joined ${OFFICE}.`);
  await expect(leagueCard(player)).toHaveCount(2);
  const after = await storedGame(player);
  expect(after.state.leagues.find((league) => league.id === first?.id)).toEqual(first);
  expect(after.state.positions).toEqual(paid.state.positions);
  await expect(leagueCard(player).filter({ hasText: '1,080 coins' })).toHaveCount(1);
  await expect(leagueCard(player).filter({ hasText: '1,000 coins' })).toHaveCount(1);
  for (const other of [player, keeper, impostor]) await other.context().close();
});
