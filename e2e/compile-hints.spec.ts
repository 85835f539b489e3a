import { expect, test } from './fixtures';

// Issue 33: every script chunk the served export gives a visit, the ones in the page's HTML and the
// ones start-up loads after it, starts with V8's compile hint (scripts/perf/compile-hints.mjs), so
// Chromium compiles it while streaming it, off the main thread. The legacy polyfill is left as it is.

const HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of ['/', '/prediction?id=1', '/hi/leaderboard']) {
  test(`${path}: every script chunk of the visit is hinted for eager compilation`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const sources = (pattern: RegExp) => [...html.matchAll(pattern)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
    const inHtml = sources(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="(\/[^"]+\.js)"/gi);
    const legacy = sources(/<script\b(?=[^>]*\bnoModule\b)[^>]*\bsrc="(\/[^"]+\.js)"/gi);
    expect(inHtml.length).toBeGreaterThan(3);

    const later: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\/_next\/static\/chunks\/.+\.js$/.test(pathname) && !inHtml.includes(pathname)) later.push(pathname);
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => later.length).toBeGreaterThan(0);

    for (const src of [...inHtml, ...later]) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(true);
    for (const src of legacy) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(false);
  });
}
