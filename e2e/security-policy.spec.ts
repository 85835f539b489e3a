import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inlineScripts, pagePolicy } from '../scripts/csp/page-policy';
import SERVE from '../serve.json';
import { E2E_PORT } from './league-fixture';
import { expect, test } from './fixtures';

// The site's security policy in its two halves: the header every response carries (serve.json)
// and the <meta> the build writes into each page with that page's script hashes. That no journey
// needs the policy relaxed is checked by every journey (e2e/fixtures.ts).

const SITE_HEADERS = SERVE.headers.find((entry) => entry.source === '**')?.headers ?? [];

/** Every page of the export as its address: out/leagues.html is /leagues, out/index.html is /. */
const EXPORTED_PAGES = readdirSync('out', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/${file.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`)
  .sort();

/** For a test that arranges a refusal itself: those are the only problems it may leave. */
function takeExpected(problems: string[], expected: RegExp): string[] {
  const taken = problems.filter((problem) => expected.test(problem));
  problems.splice(0, problems.length, ...problems.filter((problem) => !taken.includes(problem)));
  return taken;
}

test('the export has its pages', () => {
  expect(EXPORTED_PAGES).toEqual(expect.arrayContaining(['/', '/404', '/leagues', '/prediction', '/wallet']));
  expect(SITE_HEADERS.map((header) => header.key)).toContain('Content-Security-Policy');
});

for (const path of EXPORTED_PAGES) {
  test(`${path} is served with the site's headers and its own page policy, and runs under both`, async ({ page, request }) => {
    const response = await request.get(path);
    for (const { key, value } of SITE_HEADERS) expect(response.headers()[key.toLowerCase()], key).toBe(value);
    const html = await response.text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
    expect(meta?.[1]).toBe(pagePolicy(inlineScripts(html)));
    expect(meta?.[1]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+; /);
    expect(html.indexOf(meta?.[0] ?? '')).toBeLessThan(html.search(/<script\b/));

    // The page's own scripts run under its policy: its inline payload arrives, React hydrates, and
    // nothing is refused (the fixture fails the test on any violation).
    await page.goto(path);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await page.waitForFunction(() => '__next_f' in window && 'next' in window);
  });
}

test('an inline script the page policy does not name is refused', async ({ page, problems }) => {
  await page.route('**/wallet', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>document.documentElement.dataset.injected = "ran"</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/wallet');
  await page.waitForFunction(() => 'next' in window);
  // The journeys' own watch (e2e/fixtures.ts) is what reports it, beside the browser's console.
  await expect.poll(() => problems.find((problem) => problem.startsWith('security policy violation: script-src-elem refused inline on /wallet'))).toBeDefined();
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
  takeExpected(problems, /script-src|inline script/);
  // A later request for /wallet (the router's HEAD, say) may still be in the route when the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a page from another origin cannot frame /leagues', async ({ page, problems }) => {
  // Another origin on this machine: a real server, since Chromium keeps a page Playwright makes
  // up from framing a local address at all, which would pass this test for the wrong reason.
  const leagues = `http://127.0.0.1:${E2E_PORT}/leagues#join=x`;
  const other = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(`<!DOCTYPE html><title>Another site</title><iframe src="${leagues}"></iframe>`);
  });
  await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening));
  try {
    const { port } = other.address() as AddressInfo;
    const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
    await page.goto(`http://127.0.0.1:${port}/`);
    await refused;

    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).not.toContain('/leagues');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Leagues' })).toHaveCount(0);
    expect(takeExpected(problems, /frame-ancestors 'none'/)).toHaveLength(1);
  } finally {
    other.close();
  }
});
