import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { LEAGUE_BASE_URL, LEAGUE_FIXTURE_ROOT, LEAGUE_OUT } from './league-fixture';
import { picksLink } from './league-picks';
import { openBet, signUp } from './players';

// Results as notifications, no server (issue 32): a player who opted in bets on the site league's
// question and sends their picks; the operator counts them, gives the result and publishes; the
// page that applies the feed shows one notification through the service worker's registration,
// and the same feed again shows none.
test.use({ baseURL: LEAGUE_BASE_URL, serviceWorkers: 'allow' });
// The journey redeploys the served feed (restored after): one journey at a time.
test.describe.configure({ mode: 'default' });

const QUESTION = "Will the site league's first question settle in this journey?";
const FEED = join(LEAGUE_OUT, 'league', 'feed.json');

if (!existsSync(LEAGUE_OUT) || !existsSync(LEAGUE_FIXTURE_ROOT)) {
  throw new Error(`No league build: run \`bash scripts/build-league-fixture.sh\` first (npm test does), with the same E2E_PORT.`);
}

const leagueId = (): string => JSON.parse(readFileSync(join(LEAGUE_FIXTURE_ROOT, 'data', 'league', 'league.json'), 'utf8')).leagueId;

/** The operator's command line, in a copy of the fixture's LEAGUE_ROOT (the fixture stays as built). */
function league(root: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'league', '--', ...args], { env: { ...process.env, LEAGUE_ROOT: root }, encoding: 'utf8' });
}

/** Waits for this page's read of the feed and the apply after it. */
async function feedRead(page: Page, reload: () => Promise<unknown>) {
  const response = page.waitForResponse((each) => new URL(each.url()).pathname === '/league/feed.json');
  await reload();
  await response;
  await page.waitForTimeout(1_000);
}

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** The notifications the worker's registration shows now. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
  });
}

test('an opted-in player gets one notification when a feed settles their bet, and none when the same feed is applied again', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: LEAGUE_BASE_URL });
  const root = mkdtempSync(join(tmpdir(), 'predictoplay-notify-run-'));
  cpSync(LEAGUE_FIXTURE_ROOT, root, { recursive: true });
  const shipped = readFileSync(FEED, 'utf8');
  try {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await signUp(page);

    // Opting in: the permission is granted already, so the tap saves it on.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const notify = page.getByRole('switch', { name: 'Notify me on this phone when my bets settle' });
    await notify.click();
    await expect(notify).toHaveAttribute('aria-checked', 'true');

    await page.goto('/');
    const dialog = await openBet(page, QUESTION);
    await dialog.getByRole('button', { name: /^YES/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(dialog).toBeHidden();
    expect(await shownNotifications(page)).toEqual([]);

    // A bet settles once the operator counted it: the player's picks link reaches the operator,
    // who collects it, gives the result and publishes.
    const picks = join(root, 'chat.txt');
    writeFileSync(picks, `${await picksLink(page, 'Site League')}\n`);
    league(root, 'picks', picks);
    league(root, 'resolve', `${leagueId()}.1`, 'YES');
    league(root, 'publish');
    cpSync(join(root, 'public', 'league', 'feed.json'), FEED);

    await feedRead(page, () => page.reload());
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(1);
    const [first] = await shownNotifications(page);
    expect(first).toMatchObject({
      // 180 paid for 100 staked; the only player in the standings.
      title: 'Site League: you won 80 · 1st of 1',
      body: '1 prediction won\nTap to see the league.',
      tag: `predictoplay-league-${leagueId()}`,
      data: { url: `/leagues#league-${leagueId()}` },
    });

    // Closed, then the same feed applied again (a reload, and the online event): nothing new.
    await page.evaluate(async () => {
      for (const shown of await (await navigator.serviceWorker.ready).getNotifications()) shown.close();
    });
    await feedRead(page, () => page.reload());
    await feedRead(page, () => page.evaluate(() => window.dispatchEvent(new Event('online'))));
    expect(await shownNotifications(page)).toEqual([]);
  } finally {
    writeFileSync(FEED, shipped);
    rmSync(root, { recursive: true, force: true });
  }
});
