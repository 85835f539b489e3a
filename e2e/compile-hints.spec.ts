import { expect, test } from './fixtures';

// Issue 33: every script a page's HTML loads starts with V8's compile hint
// (scripts/perf/compile-hints.mjs), so Chromium compiles it while streaming it, off the main thread;
// code the page loads later, on demand, is compiled lazily as before.

const HINT = '//# allFunctionsCalledOnLoad\n';

for (const path of ['/', '/prediction?id=1', '/hi/leaderboard']) {
  test(`${path}: the scripts in its HTML are hinted for eager compilation, its on-demand code is not`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const inHtml = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="(\/[^"]+\.js)"/gi)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]));
    expect(inHtml.length).toBeGreaterThan(3);
    for (const src of inHtml) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(true);

    const later: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/\/_next\/static\/.+\.js$/.test(pathname) && !inHtml.includes(pathname)) later.push(pathname);
    });
    await page.goto(path);
    await expect.poll(() => later.length).toBeGreaterThan(0);
    for (const src of later) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(false);
  });
}
