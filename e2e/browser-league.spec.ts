import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  addQuestion,
  betYes,
  expectLinkSaid,
  expectNoPrivateKey,
  gappedUpdateLink,
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
  withSignatureChanged,
} from './browser-league';
import { admit, picksLink } from './league-picks';
import { entryOf, signUp } from './players';
import { storedGame } from './stored';

// The acceptance journey of a league run from the browser (issue 20): an operator and a player in
// two browsers, carried only by links. A bet pays once the operator counted it (issue 29): the
// player sends picks, the operator collects them and admits the player before resolving. Every page is watched: no console error, and no request
// leaves the site (the keys never do: the links are decoded here to show they hold none).

const SHOTS = '/tmp/shots-n';
const SETTLED = `${OFFICE}: 1 question got its result: you won 180`;
const wins = (ledger: { kind: string }[]) => ledger.filter((entry) => entry.kind === 'win');

test('an operator runs Office Cup by links: the player joins, bets, is paid once; bad links change nothing', async ({ page, browser, problems }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const operator = page;
  await startLeague(operator, 'Olga');
  await addQuestion(operator, PRINTER);
  const invite = await readLink(operator, 'Invite link');
  const { state: operatorState } = await storedGame(operator);
  const privateD = operatorState.operatedLeagues[0]?.privateJwk.d ?? '';
  expect(privateD.length).toBeGreaterThan(20);
  expectNoPrivateKey(invite, privateD);
  expect(Buffer.from(invite.slice(invite.indexOf('=') + 1), 'base64url').subarray(0, 4).toString('latin1')).toBe('PPL2');
  await operator.setViewportSize({ width: 375, height: 800 });
  await expect(operator.locator('html')).toHaveJSProperty('scrollWidth', 375);
  await operator.screenshot({ path: `${SHOTS}/operator-league-375.png`, fullPage: true });
  await operator.setViewportSize({ width: 1280, height: 900 });

  // The player sees the league before anything is stored, then joins.
  const player = await newBrowser(browser, problems, { width: 375, height: 800 });
  await signUp(player, person('Ravi'));
  await openLink(player, invite);
  const join = player.getByRole('region', { name: `Join ${OFFICE}?` });
  await expect(join.getByText('League code', { exact: true })).toBeVisible();
  const fingerprint = await join.getByRole('definition').first().textContent();
  await expect(join).toContainText(PRINTER);
  await expect(join).toContainText('1,000 coins');
  expect(new URL(player.url()).hash).toBe('');
  expect((await storedGame(player)).state.leagues).toEqual([]);
  await expect(player.locator('html')).toHaveJSProperty('scrollWidth', 375);
  await player.screenshot({ path: `${SHOTS}/join-375.png`, fullPage: true });
  await join.getByRole('button', { name: 'Join league' }).click();
  await expectLinkSaid(player, 'status', `You joined ${OFFICE}.`);
  await expect(leagueCard(player).getByText('1,000 coins').first()).toBeVisible();
  await expect(leagueCard(player)).toContainText(fingerprint ?? 'no fingerprint');

  await betYes(player, PRINTER);
  await player.goto('/leagues');
  await expect(leagueCard(player).getByText('900 coins').first()).toBeVisible();

  // The player sends picks; the operator opens them and admits the player: the bet counts.
  const picks = await picksLink(player);
  await openLink(operator, picks);
  await expectLinkSaid(operator, 'status', 'Picks from Ravi: 1 new');
  await admit(operator, 'Ravi');

  // The operator resolves YES; the update link pays the player once.
  await resolve(operator, PRINTER, 'YES');
  const update = await readLink(operator, 'Update link');
  expectNoPrivateKey(update, privateD);
  await openLink(player, update);
  await expectLinkSaid(player, 'status', SETTLED);
  await expect(leagueCard(player).getByText('1,080 coins').first()).toBeVisible();
  const paid = await storedGame(player);
  expect(paid.state.positions).toEqual([expect.objectContaining({ choice: 'YES', amount: 100, status: 'won' })]);
  expect(wins(paid.state.ledger)).toHaveLength(1);
  await player.goto('/wallet');
  const wallet = player.getByRole('region', { name: OFFICE, exact: true });
  await expect(wallet.getByText('1,080 coins')).toBeVisible();
  await expect(wallet.getByRole('list', { name: `${OFFICE} transactions, newest first` }).getByText('Won prediction')).toHaveCount(1);
  await player.getByRole('button', { name: 'Account menu' }).click();
  await player.getByRole('menuitem', { name: 'Profile' }).click();
  await player.getByRole('tab', { name: 'History' }).click();
  await expect(entryOf(player, PRINTER)).toContainText('Won');

  // The same link again: applied already, nothing more paid.
  const before = await playerRecords(player);
  await openLink(player, update);
  await expectLinkSaid(player, 'status', `${OFFICE} is up to date.`);
  await expect(player.getByText(SETTLED)).toHaveCount(0);
  expect(await playerRecords(player)).toEqual(before);
  expect(wins((await storedGame(player)).state.ledger)).toHaveLength(1);

  // One character of the signature changed.
  await openLink(player, withSignatureChanged(update));
  await expectLinkSaid(player, 'alert', `This link failed the check: it was not sent by the organiser of ${OFFICE}, or it was changed on the way. Ask the organiser for the link again.`);
  expect(await playerRecords(player)).toEqual(before);

  // Another browser starts a league of the same name: its update is not this league's.
  const impostor = await newBrowser(browser, problems);
  await startLeague(impostor, 'Ivan');
  await addQuestion(impostor, PRINTER);
  await resolve(impostor, PRINTER, 'NO');
  const impostorUpdate = await readLink(impostor, 'Update link');
  await openLink(player, impostorUpdate);
  await expectLinkSaid(player, 'alert', 'This update link is not from the organiser of any league you are in. Ask your organiser for the invite link.');
  expect(await playerRecords(player)).toEqual(before);
  await expect(leagueCard(player).getByText('1,080 coins').first()).toBeVisible();

  // Two more events; an update carrying only the last skips one, and applies nothing.
  await addQuestion(operator, 'Will the coffee machine be fixed?');
  await addQuestion(operator, 'Will the lift work all week?');
  const gapped = await gappedUpdateLink(operator, 5);
  expectNoPrivateKey(gapped, privateD);
  await openLink(player, gapped);
  await expectLinkSaid(player, 'alert', 'this link starts at step 5, and this phone has up to step 3');
  expect(await playerRecords(player)).toEqual(before);

  // The whole update still applies after all that.
  await openLink(player, await readLink(operator, 'Update link'));
  await expectLinkSaid(player, 'status', `${OFFICE}: 2 questions added`);
  // The card's balance, and the same on each open question's card in it.
  await expect(leagueCard(player).getByText('1,080 coins').first()).toBeVisible();
  expect(wins((await storedGame(player)).state.ledger)).toHaveLength(1);
  await expect(runSection(operator).getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveCount(3);
  await player.context().close();
  await impostor.context().close();
});
