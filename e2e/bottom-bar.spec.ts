import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { signUp } from './players';

// Issue 32's 'home that fits a thumb': below 640 px the main routes sit in a tab bar at the
// bottom of the screen, in both languages, and nothing on a page ends up hidden behind it.

const PHONE = { width: 375, height: 667 };

const LANGUAGES = [
  {
    name: 'English',
    prefix: '',
    label: 'Main',
    tabs: ['Home', 'Leagues', 'Wallet', 'Leaderboard', 'Profile'],
    paths: ['/', '/leagues', '/wallet', '/leaderboard', '/profile'],
  },
  {
    name: 'Hindi',
    prefix: '/hi',
    label: 'मुख्य',
    tabs: ['होम', 'लीग', 'बटुआ', 'लीडरबोर्ड', 'प्रोफ़ाइल'],
    paths: ['/hi', '/hi/leagues', '/hi/wallet', '/hi/leaderboard', '/hi/profile'],
  },
] as const;

test.beforeEach(async ({ page }) => {
  // Each page finds its own language saved, so the head script never redirects between them.
  await page.addInitScript(() => {
    const hindi = location.pathname === '/hi' || location.pathname.startsWith('/hi/');
    localStorage.setItem('predictoplay:language', hindi ? 'hi' : 'en');
  });
});

function tabBar(page: Page, label: string): Locator {
  return page.getByRole('navigation', { name: label });
}

/** Scrolls to the very bottom and checks that the page's last element ends above the bar. */
async function expectNothingBehindTheBar(page: Page, bar: Locator, where: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight), { message: where }).toBe(true);
  const barBox = await bar.boundingBox();
  const last = await page.evaluate(() => {
    // The deepest last element of the page's content: the footer's fine print, or main's last line if there were no footer.
    let element: Element | null = document.querySelector('footer') ?? document.querySelector('main');
    while (element?.lastElementChild) element = element.lastElementChild;
    const box = element?.getBoundingClientRect();
    return box ? { bottom: box.bottom, text: element?.textContent?.slice(0, 40) } : null;
  });
  expect(barBox, where).not.toBeNull();
  expect(last, where).not.toBeNull();
  // Half a pixel for the rounding of a bar whose height is in rem.
  expect(last?.bottom ?? Infinity, `${where}: "${last?.text}" ends under the bar`).toBeLessThanOrEqual((barBox?.y ?? 0) + 0.5);
}

for (const language of LANGUAGES) {
  test.describe(`the bottom tab bar at 375 px in ${language.name}`, () => {
    test.use({ viewport: PHONE });

    test('reaches every main route, marks the one on screen, hides nothing and is axe clean', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`${language.prefix}/faq`);
      const bar = tabBar(page, language.label);
      await expect(bar).toBeVisible();
      // The bar replaced the hamburger: the top bar has no menu button and no links of its own here.
      await expect(page.getByRole('banner').getByRole('button', { name: /menu|मेन्यू/i })).toHaveCount(0);
      await expect(bar.getByRole('link')).toHaveText([...language.tabs]);
      await expect(bar.locator('[aria-current]')).toHaveCount(0);

      for (const [index, name] of language.tabs.entries()) {
        const tab = bar.getByRole('link', { name, exact: true });
        await tab.click();
        await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${language.paths[index]}$`));
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(tab).toHaveAttribute('aria-current', 'page');
        await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
        // Thumb-sized, and at the very bottom of the screen.
        for (const box of await bar.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
          expect(box.height, name).toBeGreaterThanOrEqual(48);
        }
        const barBox = await bar.boundingBox();
        expect((barBox?.y ?? 0) + (barBox?.height ?? 0), name).toBeCloseTo(PHONE.height, 0);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousAxeViolations(page);
        await expectNothingBehindTheBar(page, bar, language.paths[index] ?? name);
      }
    });

    test('keeps the language switch and the Login button in the top bar, and a visitor’s Profile tab asks them to log in', async ({ page }) => {
      await page.goto(language.paths[0]);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: language.name === 'English' ? 'हिन्दी' : 'English' })).toBeVisible();
      await expect(banner.getByRole('button', { name: language.name === 'English' ? 'Login' : 'लॉग इन' }).first()).toBeVisible();
      await tabBar(page, language.label).getByRole('link', { name: language.tabs[4] }).click();
      await expect(page.getByRole('heading', { level: 1, name: language.name === 'English' ? /log in/i : /लॉग इन/ })).toBeVisible();
    });
  });

  test(`at 360 px in ${language.name}, with the text at 130%, the tab labels fit and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(language.paths[3]);
    const bar = tabBar(page, language.label);
    await expect(bar).toBeVisible();
    for (const size of ['100%', '130%']) {
      await page.evaluate((fontSize) => {
        document.documentElement.style.fontSize = fontSize;
      }, size);
      const fit = await bar.evaluate((nav) => ({
        page: document.documentElement.scrollWidth,
        bar: nav.scrollWidth,
        cut: [...nav.querySelectorAll('a')].filter((link) => link.scrollWidth > link.clientWidth || link.getBoundingClientRect().right > 360).map((link) => link.textContent),
      }));
      expect(fit, size).toEqual({ page: 360, bar: 360, cut: [] });
      await expectNothingBehindTheBar(page, bar, `text ${size}`);
    }
  });
}

test('a player’s Profile tab opens their profile, and a toast rises above the bar', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page);
  const bar = tabBar(page, 'Main');
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const barTop = (await bar.boundingBox())?.y ?? 0;
  // Once it has slid in: it enters from below the screen's edge.
  await expect.poll(async () => {
    const box = await toast.boundingBox();
    return (box?.y ?? Infinity) + (box?.height ?? 0);
  }).toBeLessThanOrEqual(barTop);
  await bar.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText('Asha').first()).toBeVisible();
});

test('at 375 px, Tab never leaves focus hidden behind the bar', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/faq');
  const bar = tabBar(page, 'Main');
  const barTop = (await bar.boundingBox())?.y ?? 0;
  for (let stop = 0; stop < 30; stop += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      return { inBar: Boolean(active.closest('body > nav')), bottom: active.getBoundingClientRect().bottom, name: active.textContent?.slice(0, 30) };
    });
    if (focus && !focus.inBar) expect(focus.bottom, `"${focus.name}" is under the bar`).toBeLessThanOrEqual(barTop);
  }
});

test('from 640 px the top bar has the links and the tab bar is gone', async ({ page }) => {
  await page.setViewportSize({ width: 639, height: 700 });
  await page.goto('/');
  const [header, bottom] = [page.getByRole('banner').locator('nav'), page.locator('body > nav')];
  await expect(bottom).toBeVisible();
  await expect(header).toBeHidden();
  await page.setViewportSize({ width: 640, height: 700 });
  await expect(bottom).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Home', 'Wallet', 'Leaderboard']);
  // The body no longer keeps room for a bar that is not there.
  expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
});
