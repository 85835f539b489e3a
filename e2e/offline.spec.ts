import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectOnlyFailedLoads, test, waitForCards } from './fixtures';
import { balanceChip, openBet, signUp } from './players';
import { storedGame } from './stored';

// These journeys need the service worker every other journey blocks.
test.use({ serviceWorkers: 'allow' });

const ROUTES: Array<[string, string | RegExp]> = [
  ['/', /Predict the Future/i],
  ['/leaderboard', 'Leaderboard'],
  ['/prediction?id=1', /T20 international/],
  ['/wallet', 'Wallet'],
  ['/profile', 'Asha'],
  ['/admin', /./],
  ['/how-it-works', 'How it works'],
  ['/faq', 'Frequently asked questions'],
  ['/contact', 'Contact'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of play'],
];

const T20 = 'Will India win the next T20 international against Australia?';

async function waitForOfflineReady(page: Page) {
  // `ready` resolves once the worker is active, i.e. after it has precached the whole export.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('offline', () => {
  test.setTimeout(120_000);

  test('after one visit every route renders offline, a bet placed offline persists, and nothing is lost back online', async ({ page, context }) => {
    await signUp(page);
    await waitForOfflineReady(page);

    await context.setOffline(true);
    for (const [route, heading] of ROUTES) {
      await page.goto(route);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading }).first(), route).toBeVisible();
    }

    await page.goto('/');
    const dialog = await openBet(page, T20);
    await dialog.getByRole('button', { name: /^YES/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(balanceChip(page)).toHaveText('900');
    await page.reload();
    await expect(balanceChip(page)).toHaveText('900');
    // Client-side navigation offline too: the RSC payloads are precached.
    await page.getByRole('banner').getByRole('link', { name: 'Leaderboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();

    await context.setOffline(false);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('tabpanel', { name: 'History' }).getByRole('link', { name: T20 })).toBeVisible();
    const { state } = await storedGame(page);
    expect(state.positions).toEqual([expect.objectContaining({ question: T20, amount: 100, status: 'open' })]);
    expect(state.accounts[0]?.coins).toBe(900);
  });

  test('offline, an unknown path shows the site’s own 404 page, and a known one still shows itself', async ({ page, context, problems }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    // The fallback answers with the 404 status it stands for: the only console error allowed.
    expectOnlyFailedLoads(problems);
  });

  test('the worker caches only this site, and the app is installable', async ({ page }) => {
    await page.goto('/');
    await waitForOfflineReady(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(50);
    expect(cached.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
    for (const route of ['index.html', 'leaderboard.html', 'prediction.html', 'manifest.webmanifest', 'icons/icon-512.png']) {
      expect(cached.some((url) => new URL(url).pathname === `/${route}`), route).toBe(true);
    }

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ name: expect.stringContaining('PredictoPlay'), start_url: '/', display: 'standalone', theme_color: '#070b16' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((candidate: { sizes: string; purpose: string }) => candidate.sizes === size && candidate.purpose === 'maskable');
      expect(icon, size).toBeDefined();
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
  });
});

/** The static server `npm start` uses, over a directory of its own, so a test can deploy into it. */
function serveDirectory(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['node_modules/serve/build/main.js', dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--config', join(process.cwd(), 'serve.json')], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const poll = () =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => resolve(server),
        () => (Date.now() > deadline ? reject(new Error('serve did not start')) : setTimeout(poll, 200)),
      );
    poll();
  });
}

/** Changes the served copy as a new deploy would: Home's page and the worker that precaches it. */
function deployAgain(dir: string) {
  const index = join(dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/(<meta name="predictoplay-deploy" content=")[^"]*/, '$1deploy-2'));
  const worker = join(dir, 'sw.js');
  writeFileSync(worker, readFileSync(worker, 'utf8').replace(/url:"index\.html",revision:"[^"]+"/, 'url:"index.html",revision:"deploy-2"'));
}

test('a new deploy installs in the background while the open page keeps running the deploy it started with', async ({ page }) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 47;
  const dir = mkdtempSync(join(tmpdir(), 'predictoplay-deploy-'));
  cpSync('out', dir, { recursive: true });
  const server = await serveDirectory(dir, port);
  const deployOf = (current: Page) => current.locator('meta[name="predictoplay-deploy"]');
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await waitForOfflineReady(page);
    await page.reload();
    const firstDeploy = await deployOf(page).getAttribute('content');

    deployAgain(dir);
    // This visit finds the new worker and installs it, but the open page keeps the code it started
    // with, and still works: its login dialog loads from the old deploy's cache.
    await page.reload();
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
    await expect(deployOf(page)).toHaveAttribute('content', firstDeploy ?? '');
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeVisible();
    await expect(page.getByText('Updated: you now have the latest PredictoPlay.')).toHaveCount(0);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the first page of a new deploy says Updated, once', async ({ page }) => {
  await page.goto('/');
  await waitForOfflineReady(page);
  await page.reload();
  const deploy = await page.locator('meta[name="predictoplay-deploy"]').getAttribute('content');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('predictoplay:deploy'))).toBe(deploy);

  // As if this browser last ran an older deploy: the hand-over itself is the browser's part.
  await page.evaluate(() => localStorage.setItem('predictoplay:deploy', 'an-older-deploy'));
  await page.reload();
  await expect(page.getByText('Updated: you now have the latest PredictoPlay.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('predictoplay:deploy'))).toBe(deploy);

  await page.reload();
  await waitForCards(page);
  await expect(page.getByText('Updated: you now have the latest PredictoPlay.')).toHaveCount(0);
});
