import { inflateRawSync } from 'node:zlib';
import { expect, type Browser, type Page } from '@playwright/test';
import { watchPage } from './fixtures';
import { localDateTime, openBet, signUp } from './players';
import { storedGame } from './stored';

// Steps of the journeys of a league run from the browser (e2e/browser-league*.spec.ts), each
// through the screens by role and label, and the reading of a link's bytes a test must do itself.

export const OFFICE = 'Office Cup';
export const PRINTER = 'Will the office printer work on Monday?';

export const person = (name: string) => ({ username: name, email: `${name.toLowerCase()}@example.com`, phone: '+91 98765 43210', password: 'correct horse' });

/** A new browser: its own storage, watched for console errors and requests that leave the site. */
export async function newBrowser(browser: Browser, problems: string[], viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block', acceptDownloads: true });
  const page = await context.newPage();
  watchPage(page, problems);
  return page;
}

export const runSection = (page: Page, name = OFFICE) => page.getByRole('region', { name: `Run ${name}` });
export const leagueCard = (page: Page, name = OFFICE) => page.getByRole('article', { name });

/** Signs up as `name`, then starts a league on /leagues with the default 1,000 starting coins (and, unless told, the fixed rule). */
export async function startLeague(page: Page, name: string, league = OFFICE, payout: 'fixed' | 'pool' = 'fixed') {
  await signUp(page, person(name));
  await page.goto('/leagues');
  await page.getByRole('button', { name: 'Start a league' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a league' });
  await expect(dialog.getByLabel('Starting coins')).toHaveValue('1,000');
  await dialog.getByLabel('League name').fill(league);
  await expect(dialog.getByRole('radio', { name: /^Fixed/ })).toBeChecked();
  if (payout === 'pool') await dialog.getByRole('radio', { name: /^Share the pool/ }).check();
  await dialog.getByRole('button', { name: 'Start the league' }).click();
  // The same dialog then invites the group: its link is shared from the organiser's section later.
  const invite = page.getByRole('dialog', { name: 'Invite your group' });
  await expect(invite.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/leagues#join=/);
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();
  await expect(runSection(page, league)).toBeVisible();
}

/** Adds a question ending `days` from now from the operator's section. */
export async function addQuestion(page: Page, question: string, days = 1, league = OFFICE) {
  await runSection(page, league).getByRole('button', { name: 'Add a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a question' });
  await dialog.getByLabel('Question').fill(question);
  await dialog.getByLabel('End time').fill(await localDateTime(page, days));
  await dialog.getByRole('button', { name: 'Add the question' }).click();
  await expect(dialog).toBeHidden();
  await expect(runSection(page, league).getByRole('list', { name: 'Questions' })).toContainText(question);
}

/** Resolves through the confirm step. */
export async function resolve(page: Page, question: string, outcome: 'YES' | 'NO', league = OFFICE) {
  await runSection(page, league).getByRole('button', { name: `Result: ${outcome} (${question})` }).click();
  await page.getByRole('alertdialog', { name: `Give the result ${outcome}?` }).getByRole('button', { name: `Result: ${outcome}` }).click();
  await expect(runSection(page, league).getByRole('list', { name: 'Questions' }).getByRole('listitem').filter({ hasText: question })).toContainText(`Result: ${outcome}`);
}

/** Makes and reads the 'Invite link' or 'Update link' of the operator's section. */
export async function readLink(page: Page, label: 'Invite link' | 'Update link', league = OFFICE) {
  const section = runSection(page, league);
  const field = section.getByRole('textbox', { name: label });
  const shown = (await field.count()) > 0 ? await field.inputValue() : '';
  await section.getByRole('button', { name: label, exact: true }).click();
  // Signed again on every click, and ECDSA signatures differ each time: a new link is the new one.
  await expect(field).toHaveValue(label === 'Invite link' ? /\/leagues#join=/ : /\/leagues#update=/);
  await expect(field).not.toHaveValue(shown);
  return field.inputValue();
}

/** Opens a league link from elsewhere (a fresh load, as a chat app's link would) and waits until it is handled. */
export async function openLink(page: Page, link: string) {
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The alert or status the opened link left, and an address with no fragment. */
export async function expectLinkSaid(page: Page, role: 'status' | 'alert', text: string) {
  // Verifying, inflating and saving take a moment on a loaded machine.
  await expect(page.getByRole(role).filter({ hasText: text }).first()).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).hash).toBe('');
}

/** Bets 100 on YES on a league question from Home. */
export async function betYes(page: Page, question: string) {
  await page.goto('/');
  const dialog = await openBet(page, question);
  await dialog.getByRole('button', { name: /^YES/ }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
}

/** The stored records a refused or replayed link must leave exactly as they were. */
export async function playerRecords(page: Page) {
  const { state } = await storedGame(page);
  return { ledger: state.ledger, positions: state.positions, leagues: state.leagues, memberships: state.memberships };
}

/** A link's bytes: 'PPL' with its version digit and kind (5), signature (64), public key (65), then the payload, inflated here. */
export function linkPayloadText(link: string): string {
  const bytes = Buffer.from(link.slice(link.indexOf('=') + 1), 'base64url');
  expect(['PPL1', 'PPL2']).toContain(bytes.subarray(0, 4).toString('latin1'));
  const payload = bytes.subarray(5 + 64 + 65);
  return (bytes[4] === 2 ? inflateRawSync(payload) : payload).toString('utf8');
}

/** No private key field, nor the private key itself, anywhere in a link, raw or inflated. */
export function expectNoPrivateKey(link: string, privateD: string) {
  const raw = Buffer.from(link.slice(link.indexOf('=') + 1), 'base64url').toString('latin1');
  const text = linkPayloadText(link);
  for (const seen of [link, raw, text]) {
    expect(seen).not.toContain('privateJwk');
    expect(seen).not.toContain('"d"');
    expect(seen).not.toContain(privateD);
  }
  // A link the screens make is wire version 2, with its signed time and the organiser's snapshot
  // (the counted crowd, standings and judged picks: public numbers); the hand-made gapped one is version 1.
  const v2 = raw.startsWith('PPL2');
  const signed = v2 ? { signedAt: expect.any(String), snapshot: { seq: expect.any(Number), crowd: expect.any(Array), standings: expect.any(Array), judged: expect.any(Array) } } : {};
  expect(JSON.parse(text)).toEqual({ league: expect.any(String), name: expect.any(String), ...signed, events: expect.any(Array) });
}

/**
 * An update that skips events: the operator's own events from `fromSeq`, signed in the operator's
 * page with its stored key (Web Crypto, nothing imported), as the screens never make one. It is
 * wire version 1 (signature over the body only), which browsers still read: old links still apply.
 */
export async function gappedUpdateLink(operator: Page, fromSeq: number): Promise<string> {
  const { state } = await storedGame(operator);
  const league = state.operatedLeagues[0];
  if (!league) throw new Error('no operated league');
  return operator.evaluate(
    async ({ privateJwk, publicKey, id, events, name, from }) => {
      const decode = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
      const json = new TextEncoder().encode(JSON.stringify({ league: id, name, events: events.filter((event: { seq: number }) => event.seq >= from) }));
      const key = decode(publicKey);
      const body = new Uint8Array([...key, ...json]);
      const signing = await crypto.subtle.importKey('jwk', privateJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
      const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signing, body));
      const wire = new Uint8Array([...new TextEncoder().encode('PPL1'), 1, ...signature, ...body]);
      const text = btoa(String.fromCharCode(...wire)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      return `${location.origin}/leagues#update=${text}`;
    },
    { privateJwk: league.privateJwk, publicKey: league.publicKey, id: league.id, events: league.events, name: OFFICE, from: fromSeq },
  );
}

/** One character of the signature (bytes 5 to 68, characters 7 to 91) changed. */
export function withSignatureChanged(link: string): string {
  const at = link.indexOf('=') + 1 + 30;
  return `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
}
