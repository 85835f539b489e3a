import { expect, type Browser, type Page } from '@playwright/test';
import { expectLinkSaid, leagueCard, newBrowser, OFFICE, openLink, person, runSection } from './browser-league';
import { openBet, signUp } from './players';

// Steps of the picks journeys (e2e/league-picks.spec.ts): a player betting and sending picks, the
// organiser collecting them, each through the screens by role and label.

/** Bets `amount` on `side` of a league question from Home. */
export async function bet(page: Page, question: string, side: 'YES' | 'NO', amount: number) {
  await page.goto('/');
  const dialog = await openBet(page, question);
  await dialog.getByRole('button', { name: new RegExp(`^${side}`) }).click();
  await dialog.getByLabel('Amount').fill(String(amount));
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
}

/** 'Send my picks' on the league's card: the picks link the share block shows. */
export async function picksLink(page: Page, league = OFFICE): Promise<string> {
  await page.goto('/leagues');
  const send = leagueCard(page, league).getByRole('region', { name: `Send my picks (${league})` });
  await send.getByRole('button', { name: 'Send my picks' }).click();
  const field = send.getByRole('textbox', { name: 'Picks link' });
  await expect(field).toHaveValue(/\/leagues#picks=/);
  return field.inputValue();
}

/** The organiser pastes chat text into 'Collect picks' and reads what each line said. */
export async function collectPasted(page: Page, text: string, league = OFFICE): Promise<string[]> {
  await page.goto('/leagues');
  const section = runSection(page, league);
  await section.getByLabel('Chat text or picks links').fill(text);
  await section.getByRole('button', { name: 'Collect', exact: true }).click();
  const said = section.getByRole('status', { name: 'What was collected' }).getByRole('listitem');
  await expect(said.first()).toBeVisible({ timeout: 15_000 });
  return said.allTextContents();
}

/** Admits a new player from the organiser's section. */
export async function admit(page: Page, name: string, league = OFFICE) {
  await page.goto('/leagues');
  await runSection(page, league).getByRole('button', { name: `Count ${name}`, exact: true }).click();
  await expect(runSection(page, league).getByRole('button', { name: `Count ${name}`, exact: true })).toHaveCount(0);
}

/** A new phone-sized browser where `name` signs up and joins the league by its invite; `says` is checked on the join screen first. */
export async function joinedPlayer(browser: Browser, problems: string[], name: string, invite: string, says?: string): Promise<Page> {
  const player = await newBrowser(browser, problems, { width: 375, height: 800 });
  await signUp(player, person(name));
  await openLink(player, invite);
  const join = player.getByRole('region', { name: `Join ${OFFICE}?` });
  if (says !== undefined) await expect(join).toContainText(says);
  await join.getByRole('button', { name: 'Join league' }).click();
  await expectLinkSaid(player, 'status', `You joined ${OFFICE}.`);
  return player;
}
