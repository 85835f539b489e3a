import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForCards, watchPage } from './fixtures';
import { E2E_PORT, LEAGUE_BASE_URL, LEAGUE_FIXTURE_ROOT, LEAGUE_OUT } from './league-fixture';
import { openBet, signUp } from './players';
import { storedGame } from './stored';

// The acceptance journey of the site's own league, against the export built with a league in it
// (scripts/build-league-fixture.sh: 'Site League', one question ending in two days). A league bet
// pays only once the organiser counted it (issue 29); the command line collects no picks yet, so
// the site's operator counts none: after the result, the bet stays open and no coin is made.
test.use({ baseURL: LEAGUE_BASE_URL });
// The journeys share the served feed, which the first one redeploys: one after the other.
test.describe.configure({ mode: 'default' });

const QUESTION = "Will the site league's first question settle in this journey?";
const FEED = join(LEAGUE_OUT, 'league', 'feed.json');
const SETTLED = 'Site League: 1 question got its result';

if (!existsSync(LEAGUE_OUT) || !existsSync(LEAGUE_FIXTURE_ROOT)) {
  throw new Error(`No league build: run \`bash scripts/build-league-fixture.sh\` first (npm test does), with the same E2E_PORT.`);
}

const leagueId = (): string => JSON.parse(readFileSync(join(LEAGUE_FIXTURE_ROOT, 'data', 'league', 'league.json'), 'utf8')).leagueId;

/** The operator's command line, in a copy of the fixture's LEAGUE_ROOT (the fixture stays as built). */
function league(root: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'league', '--', ...args], { env: { ...process.env, LEAGUE_ROOT: root }, encoding: 'utf8' });
}

/** `npm run build`'s league check (it reads the project it runs in), run in the copy. */
function checkBuild(root: string): string {
  const repo = process.cwd();
  return execFileSync(join(repo, 'node_modules', '.bin', 'tsx'), [join(repo, 'scripts', 'league', 'check-build.ts')], { cwd: root, encoding: 'utf8' });
}

/** Waits for this page's read of the feed and the apply after it (verifying and saving take a moment). */
async function feedRead(page: Page, reload: () => Promise<unknown>) {
  const response = page.waitForResponse((each) => new URL(each.url()).pathname === '/league/feed.json');
  await reload();
  await response;
  await page.waitForTimeout(1_000);
}

/** The league's card on /leagues: its name, fingerprint and the player's league balance. */
const leagueCard = (page: Page) => page.getByRole('article', { name: 'Site League' });

function leagueWins(ledger: { id: string }[]): string[] {
  const settled = new RegExp(`^${leagueId()}:\\d+:`);
  return ledger.map((entry) => entry.id).filter((id) => settled.test(id));
}

test('a visitor follows the site league and bets; a bet the operator did not count stays open after the result, and makes no coin', async ({ page, context, problems }) => {
  test.setTimeout(120_000);
  const root = mkdtempSync(join(tmpdir(), 'predictoplay-league-run-'));
  cpSync(LEAGUE_FIXTURE_ROOT, root, { recursive: true });
  const shipped = readFileSync(FEED, 'utf8');
  try {
    // A fresh visitor with no link: the league's question on Home, with the league's name as its badge.
    await page.goto('/');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: QUESTION }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Site League', { exact: true })).toBeVisible();

    await signUp(page);
    await page.goto('/leagues');
    await expect(leagueCard(page).getByText('1,000 coins').first()).toBeVisible();

    await page.goto('/');
    const dialog = await openBet(page, QUESTION);
    await dialog.getByRole('button', { name: /^YES/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/leagues');
    await expect(leagueCard(page).getByText('900 coins').first()).toBeVisible();

    // The operator resolves and publishes; the build's own check verifies the feed against the
    // committed key, and the feed alone is deployed again: the compiled key is unchanged.
    league(root, 'resolve', `${leagueId()}.1`, 'YES');
    league(root, 'publish');
    expect(checkBuild(root)).toContain('public/league/feed.json verifies, 3 events');
    cpSync(join(root, 'public', 'league', 'feed.json'), FEED);

    await feedRead(page, () => page.reload());
    await expect(page.getByText(SETTLED)).toHaveCount(1);
    await expect(page.getByText(/you won/)).toHaveCount(0);
    await page.goto('/leagues');
    await expect(leagueCard(page).getByText('900 coins').first()).toBeVisible();
    const { state } = await storedGame(page);
    expect(state.markets.find((market: { question: string }) => market.question === QUESTION)).toMatchObject({ isResolved: true, outcome: 'YES' });
    // Not counted: the stake stays out, waiting for the organiser to count it; nothing is paid.
    expect(state.positions).toEqual([expect.objectContaining({ status: 'open', amount: 100 })]);
    expect(leagueWins(state.ledger)).toHaveLength(0);

    // Reloading, a second tab and the same feed again pay nothing, and say nothing.
    await feedRead(page, () => page.reload());
    await feedRead(page, () => page.evaluate(() => window.dispatchEvent(new Event('online'))));
    await expect(page.getByText(SETTLED)).toHaveCount(0);
    const second = await context.newPage();
    watchPage(second, problems);
    await feedRead(second, () => second.goto('/leagues'));
    await expect(second.getByText(SETTLED)).toHaveCount(0);
    await expect(leagueCard(second).getByText('900 coins')).toBeVisible();
    await second.close();
    // The league wallet's own history has the stake and no win.
    await page.goto('/wallet');
    const wallet = page.getByRole('region', { name: 'Site League', exact: true });
    await expect(wallet.getByText('900 coins')).toBeVisible();
    await expect(wallet.getByRole('list', { name: 'Site League transactions, newest first' }).getByText('Won prediction')).toHaveCount(0);
    const after = await storedGame(page);
    expect(leagueWins(after.state.ledger)).toHaveLength(0);
    expect(after.state.ledger).toEqual(state.ledger);
    expect(after.state.positions).toEqual(state.positions);
  } finally {
    writeFileSync(FEED, shipped);
    rmSync(root, { recursive: true, force: true });
  }
});

for (const width of [412, 1280]) {
  test(`nothing on Home moves when the league arrives on a first visit, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 });
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The League select stands from the first paint on a deploy with a league, and the league's
    // name arrives into a select of fixed width. The feed is held back until the list has drawn,
    // as on a slow connection, so the league arrives into a page already laid out.
    await page.route('**/league/feed.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await feedRead(page, () => page.goto('/'));
    await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'League' })).toContainText('Site League');
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.0005);
  });
}

test('a tampered feed changes nothing and says it was not signed by the operator', async ({ page }) => {
  await page.goto('/');
  await waitForCards(page);
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  const before = await storedGame(page);

  // One byte of the signed update changed, as a compromised CDN might serve it.
  const feed = JSON.parse(readFileSync(FEED, 'utf8'));
  const bytes = Buffer.from(feed.update, 'base64url');
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
  await page.route('**/league/feed.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...feed, update: bytes.toString('base64url') }) }));

  await feedRead(page, () => page.reload());
  await expect(page.getByText('This link failed the check: it was not sent by the organiser of Site League, or it was changed on the way. Ask the organiser for the link again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  const after = await storedGame(page);
  expect(after.revs).toEqual(before.revs);
});

test.describe('with the service worker', () => {
  // This journey needs the worker every other journey blocks.
  test.use({ serviceWorkers: 'allow' });

  test('offline, the last feed still shows the league’s question, and the worker keeps only the feed it fetched', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Now the worker answers: this read of the feed goes through it, network first.
    await feedRead(page, () => page.reload());
    const cached = await page.evaluate(async () => {
      const found: Record<string, string[]> = {};
      for (const name of await caches.keys()) found[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      return found;
    });
    const withFeed = Object.entries(cached).filter(([, paths]) => paths.includes('/league/feed.json'));
    expect(withFeed.map(([name]) => name)).toEqual(['predictoplay-league-feed']);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
    await expect(page.getByRole('article').filter({ has: page.getByRole('heading', { name: QUESTION }) }).getByText('Site League', { exact: true })).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('a deploy without a league', () => {
  // The normal build: no data/league, so the key compiled in is empty.
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORT}` });

  test('asks for no feed at all', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/league/')) asked.push(request.url());
    });
    await page.goto('/');
    await waitForCards(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.waitForTimeout(1_500);
    expect(asked).toEqual([]);
  });
});
