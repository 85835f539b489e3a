import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { logInAsAdmin, openBet, signUp } from './players';

// Issue 31's acceptance: at 360 px nothing scrolls sideways and no text is clipped, in English
// and in Hindi, logged out and logged in, at the default text size and with the text at 130%
// (as a phone's large system font makes it: Tailwind's sizes are rem, so the root's size scales
// them all). One test per route keeps the suite parallel; the sign-up is shared by both languages.

const WIDTH = 360;
const ROUTES = ['/', '/prediction?id=1', '/wallet', '/leaderboard', '/profile', '/leagues', '/admin', '/faq', '/how-it-works', '/privacy', '/terms', '/contact'];
const T20 = 'Will India win the next T20 international against Australia?';

test.use({ viewport: { width: WIDTH, height: 740 } });

function inHindi(route: string) {
  return route === '/' ? '/hi' : `/hi${route}`;
}

/**
 * What overflows at this width: the page's own sideways scroll, text cut by an ellipsis, a
 * control or heading whose text is wider than its box (clipped or spilling out), a heading
 * squeezed narrower than four letters, and text beyond the screen's edge inside a box that hides it. A box that scrolls sideways on purpose
 * (a table in an `overflow-x: auto` region) is fine, and so is what it holds.
 */
function overflowsAt(width: number): string[] {
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > width) found.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);

  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const label = element.getAttribute('aria-label');
    return `<${element.localName}> "${text || label || ''}"`;
  };
  const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll';
  const insideScrollBox = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (scrolls(getComputedStyle(parent))) return true;
    }
    return false;
  };
  // The brand wraps its name onto a clipped second line on purpose (components/layout/brand-link.tsx),
  // so a narrow bar shows the logo alone: a clip downwards there is the design, not a cut word.
  const brandName = document.querySelector('header [data-testid="brand-name"]');

  // Its logo, though, is whole.
  const brand = brandName?.closest('a');
  const logo = brand?.firstElementChild;
  if (brand && logo && brand.clientWidth < logo.getBoundingClientRect().width) found.push(`the logo is cut to ${brand.clientWidth} px`);

  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || element.getClientRects().length === 0 || element === brand) continue;
    if (element.closest('.sr-only, [aria-hidden="true"] svg, svg')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'inline' || style.visibility === 'hidden') continue;
    const clips = (axis: string) => axis === 'hidden' || axis === 'clip';
    const wider = element.scrollWidth > element.clientWidth + 1;
    const control = element.matches('button, a, h1, h2, h3, h4, h5, h6, [role="button"], [role="tab"], [role="menuitem"], label, th, dt');

    if (wider && !scrolls(style)) {
      if (style.textOverflow === 'ellipsis' && clips(style.overflowX)) found.push(`${describe(element)} ends in an ellipsis`);
      else if (control && clips(style.overflowX)) found.push(`${describe(element)} is clipped (${element.scrollWidth} > ${element.clientWidth} px)`);
      else if (control) found.push(`${describe(element)} spills out of its box (${element.scrollWidth} > ${element.clientWidth} px)`);
    }
    const taller = element.scrollHeight > element.clientHeight + 1;
    if (control && taller && clips(style.overflowY)) {
      found.push(`${describe(element)} is cut at the bottom (${element.scrollHeight} > ${element.clientHeight} px)`);
    }
    // A heading squeezed by its neighbours into a word a line (or a letter a line) is cut up, if not clipped.
    const words = (element.textContent ?? '').trim();
    if (element.matches('h1, h2, h3') && words.length > 3 && element.clientWidth < 4 * Number.parseFloat(style.fontSize)) {
      found.push(`${describe(element)} is squeezed to ${element.clientWidth} px`);
    }
    // Text past the screen's edge that an overflow: hidden ancestor keeps from scrolling the page.
    const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (hasText && element.getBoundingClientRect().right > width + 1 && !insideScrollBox(element)) {
      found.push(`${describe(element)} runs past the screen's edge`);
    }
  }
  return found;
}

/** Loads a page (the saved language is the page's own, so the head script never redirects) and notes what overflows, at 100% and 130% text. */
async function overflowsOn(page: Page, path: string, who: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // What a tap would open is measured too: the leagues' 'Advanced', the FAQ's answers.
  await page.evaluate(async () => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    await document.fonts.ready;
  });
  const found: string[] = [];
  for (const size of ['100%', '130%']) {
    await page.evaluate((fontSize) => {
      document.documentElement.style.fontSize = fontSize;
    }, size);
    found.push(...(await page.evaluate(overflowsAt, WIDTH)).map((problem) => `${path}, ${who}, text ${size}: ${problem}`));
    // The admin's other tabs are screens of their own, and so are the profile's (Settings holds
    // the notifications switch).
    if ((path.endsWith('/admin') && who.includes('admin')) || (path.endsWith('/profile') && who.includes('player'))) {
      const tabs = page.getByRole('tab');
      for (let index = 1; index < (await tabs.count()); index += 1) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        found.push(...(await page.evaluate(overflowsAt, WIDTH)).map((problem) => `${path} tab ${index}, ${who}, text ${size}: ${problem}`));
      }
      await tabs.first().click();
    }
    // A visitor's first tap opens sign-up: its dialog at this width too.
    if ((path === '/' || path === '/hi') && who === 'logged out') {
      await page.getByRole('article').first().getByRole('button').last().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      found.push(...(await page.evaluate(overflowsAt, WIDTH)).map((problem) => `${path} sign-up, ${who}, text ${size}: ${problem}`));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  return found;
}

test.describe('a 360 px phone, in English and Hindi, logged out and in, at 100% and 130% text', () => {
  test.beforeEach(async ({ page }) => {
    // Storage is shared by both languages: each page finds its own language saved, so neither redirects.
    await page.addInitScript(() => {
      const hindi = location.pathname === '/hi' || location.pathname.startsWith('/hi/');
      localStorage.setItem('predictoplay:language', hindi ? 'hi' : 'en');
    });
  });

  for (const route of ROUTES) {
    test(`${route} neither scrolls sideways nor clips text`, async ({ page }) => {
      const found: string[] = [];
      for (const path of [route, inHindi(route)]) found.push(...(await overflowsOn(page, path, 'logged out')));

      let who = 'a player';
      if (route === '/admin') {
        who = 'the admin';
        await page.goto('/');
        await waitForCards(page);
        await logInAsAdmin(page);
      } else {
        await signUp(page);
        if (['/wallet', '/profile', '/leaderboard', '/'].includes(route)) {
          // A bet, so the history, the rankings and the cards have rows to show.
          const dialog = await openBet(page, T20);
          await dialog.getByRole('button', { name: /YES/ }).click();
          await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
          await expect(page.getByRole('banner').getByTestId('balance')).toHaveText('900');
          who = 'a player with a bet';
        }
      }
      for (const path of [route, inHindi(route)]) found.push(...(await overflowsOn(page, path, who)));
      expect(found).toEqual([]);
    });
  }
});
