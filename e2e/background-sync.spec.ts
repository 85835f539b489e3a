import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LEAGUE_BASE_URL, LEAGUE_FIXTURE_ROOT, LEAGUE_OUT } from './league-fixture';
import { openBet, signUp } from './players';
import { storedGame } from './stored';

// The service worker's Periodic Background Sync of the site league's feed (issue 32, point 4),
// against the league build (scripts/build-league-fixture.sh). The browser wakes the worker when it
// decides; here the DevTools protocol wakes it (ServiceWorker.dispatchPeriodicSyncEvent) at the
// very moment a page applies the same feed: the worker and the page each verify and apply it with
// their own storage engine, and the bet is paid once.
test.use({ baseURL: LEAGUE_BASE_URL, serviceWorkers: 'allow' });

const QUESTION = "Will the site league's first question settle in this journey?";
/** lib/store/background-sync.ts BACKGROUND_FEED_TAG. */
const TAG = 'predictoplay-league-feed';

if (!existsSync(LEAGUE_OUT) || !existsSync(LEAGUE_FIXTURE_ROOT)) {
  throw new Error(`No league build: run \`bash scripts/build-league-fixture.sh\` first (npm test does), with the same E2E_PORT.`);
}

const leagueId = (): string => JSON.parse(readFileSync(join(LEAGUE_FIXTURE_ROOT, 'data', 'league', 'league.json'), 'utf8')).leagueId;

/** The operator's command line, in a copy of the fixture's LEAGUE_ROOT (the fixture stays as built). */
function league(root: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'league', '--', ...args], { env: { ...process.env, LEAGUE_ROOT: root }, encoding: 'utf8' });
}

/** The id DevTools gives the worker registered for the site's root scope. */
async function rootRegistrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const root = registrations.find((registration) => registration.scopeURL === `${LEAGUE_BASE_URL}/` && !registration.isDeleted);
      if (root) resolve(root.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

const wins = (ledger: { id: string; kind: string; amount: number }[]) => ledger.filter((entry) => entry.id.startsWith(`${leagueId()}:`) && entry.kind === 'win');
const leagueBalance = (ledger: { wallet?: string; amount: number }[]) => ledger.filter((entry) => entry.wallet === leagueId()).reduce((sum, entry) => sum + entry.amount, 0);

async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Sign up, bet 100 on YES, send the picks; the operator collects them, resolves YES and publishes,
 * and the new feed is served to this browser's pages and worker alike (routed, so the served
 * export stays as built for the journeys beside this one); the page has not read it yet.
 */
async function betAndPublishTheResult(page: Page, root: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  await signUp(page);
  await waitForWorker(page);
  const dialog = await openBet(page, QUESTION);
  await dialog.getByRole('button', { name: /^YES/ }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/leagues');
  const send = page.getByRole('region', { name: 'Send my picks (Site League)' });
  await send.getByRole('button', { name: 'Send my picks' }).click();
  const field = send.getByRole('textbox', { name: 'Picks link' });
  await expect(field).toHaveValue(/\/leagues#picks=/);
  const picks = join(root, 'picks.txt');
  writeFileSync(picks, `${await field.inputValue()}\n`);
  // A new player is admitted by the command; the pick arrived before the question closes, so it counts.
  league(root, 'picks', picks);
  league(root, 'resolve', `${leagueId()}.1`, 'YES');
  league(root, 'publish');
  const published = readFileSync(join(root, 'public', 'league', 'feed.json'), 'utf8');
  // The context's routes also answer the service worker's own requests (Chromium).
  await page.context().route('**/league/feed.json', (route) => route.fulfill({ contentType: 'application/json', body: published, headers: { 'cache-control': 'no-cache' } }));
}

/** Runs `journey` with a copy of the fixture's league (the fixture stays as built). */
async function withLeagueCopy(journey: (root: string) => Promise<void>) {
  const root = mkdtempSync(join(tmpdir(), 'predictoplay-sync-run-'));
  cpSync(LEAGUE_FIXTURE_ROOT, root, { recursive: true });
  try {
    await journey(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const wake = (cdp: CDPSession, registrationId: string) => cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin: LEAGUE_BASE_URL, registrationId, tag: TAG });

async function expectPaidOnce(page: Page) {
  await page.reload();
  const stored = await storedGame(page);
  expect(wins(stored.state.ledger).map((entry) => entry.amount)).toEqual([180]);
  expect(leagueBalance(stored.state.ledger)).toBe(1080);
  expect(stored.state.positions).toEqual([expect.objectContaining({ status: 'won', amount: 100 })]);
  await page.goto('/leagues');
  await expect(page.getByRole('article', { name: 'Site League' }).getByText('1,080 coins').first()).toBeVisible();
  return stored;
}

test('woken in the background, the worker fetches the feed and pays the settled bet, and pays nothing more when woken again', async ({ page, context }) => {
  test.setTimeout(150_000);
  await withLeagueCopy(async (root) => {
    await betAndPublishTheResult(page, root);
    const cdp = await context.newCDPSession(page);
    const registrationId = await rootRegistrationId(cdp);
    // No page reads the new feed (the open one checks again only in five minutes): the worker alone applies it.
    const workerRead = context.waitForEvent('request', (request) => new URL(request.url()).pathname === '/league/feed.json' && request.serviceWorker() !== null);
    await wake(cdp, registrationId);
    await workerRead;
    await expect.poll(async () => wins((await storedGame(page)).state.ledger).length, { timeout: 15_000 }).toBe(1);
    const paid = await expectPaidOnce(page);

    await wake(cdp, registrationId);
    await page.waitForTimeout(2_000);
    const again = await storedGame(page);
    expect(again.state.ledger).toEqual(paid.state.ledger);
    expect(again.revs).toEqual(paid.revs);
  });
});

test('the worker woken for the feed and a page applying it at the same moment pay the bet once', async ({ page, context }) => {
  test.setTimeout(150_000);
  await withLeagueCopy(async (root) => {
    await betAndPublishTheResult(page, root);
    const cdp = await context.newCDPSession(page);
    const registrationId = await rootRegistrationId(cdp);
    // At the same moment: the page reloads (and applies the feed as it starts) while the worker is woken.
    const workerRead = context.waitForEvent('request', (request) => new URL(request.url()).pathname === '/league/feed.json' && request.serviceWorker() !== null);
    const pageRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/league/feed.json');
    await Promise.all([page.reload(), wake(cdp, registrationId), workerRead, pageRead]);
    await expect.poll(async () => wins((await storedGame(page)).state.ledger).length, { timeout: 15_000 }).toBe(1);
    // Both have finished: whichever saved second was replayed on the first one's records.
    await page.waitForTimeout(2_000);
    await expectPaidOnce(page);
  });
});
