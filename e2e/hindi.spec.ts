import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { signUp } from './players';

// Issue 31's journeys in Hindi: a browser that ranks Hindi first lands on the Hindi pages before
// anything is painted, every screen reads in Hindi, the switch goes to English and back keeping
// the page, and the Hindi pages work with no JavaScript at all.

// data/markets.ts, the first sample's Hindi (the journeys cannot import the app's compiled messages).
const T20_HINDI = 'क्या भारत ऑस्ट्रेलिया के ख़िलाफ़ अगला T20 इंटरनेशनल मैच जीतेगा?';
/** Names people typed (data/leaderboard.ts's players, the journey's own) are not Hindi and are not counted. */
const TYPED_NAMES = [
  ...['BetMaster', 'BullRunner', 'CryptoKing', 'FastFingers', 'FutureSeeker', 'GoalGetter', 'LuckyStrike', 'MarketMaven'],
  ...['NightOwl', 'OracleVision', 'PredictorPro', 'SmartPicker', 'StarGazer', 'TrendSpotter', 'WiseGuess', 'Asha', 'PredictoPlay'],
];

/** The share of letters in `main` (names people typed and email addresses left out) that are Devanagari. */
async function devanagariShareOf(page: Page, selector = 'main'): Promise<number> {
  const text = await page.locator(selector).first().innerText();
  // An email address (the demo admin's) is an address, not words in a language.
  const cleaned = TYPED_NAMES.reduce((rest, name) => rest.split(name).join(' '), text).replace(/\S+@\S+/g, ' ');
  const letters = [...cleaned].filter((char) => /\p{L}|\p{M}/u.test(char));
  return letters.filter((char) => /[\u0900-\u097F]/.test(char)).length / Math.max(letters.length, 1);
}

test.describe('a browser that reads Hindi first', () => {
  test.use({ locale: 'hi-IN' });

  test('lands on the Hindi Home before the first paint, keeping query and fragment', async ({ page }) => {
    const painted: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) painted.push(new URL(frame.url()).pathname);
    });
    await page.goto('/?q=T20#predictions');
    await expect(page).toHaveURL(/\/hi\?q=T20#predictions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await waitForCards(page);
    expect(await devanagariShareOf(page)).toBeGreaterThanOrEqual(0.9);
  });

  test('a link inside the app to the Hindi Home is followed without a reload, its payload served at /hi.txt', async ({ page }) => {
    // The client router of the /hi build asks for /hi.txt, not /hi/index.txt (scripts/merge-locale-exports.mjs).
    const payload = await page.request.get('/hi.txt');
    expect(payload.status()).toBe(200);
    expect(await payload.text()).toBe(await (await page.request.get('/hi/index.txt')).text());
    await page.goto('/hi/faq');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.getByRole('banner').locator('a[href="/hi"]').first().click();
    await expect(page).toHaveURL(/\/hi$/);
    await waitForCards(page);
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });

  test('reads every main screen and the login and bet dialogs in Hindi, and a bet’s toast too', async ({ page }) => {
    await page.goto('/hi');
    await waitForCards(page);
    // The login dialog, from a card's 'Login to Play'.
    await page.getByRole('banner').getByRole('button', { name: 'लॉग इन', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'फिर से स्वागत है!' });
    await expect(login).toBeVisible();
    expect(await devanagariShareOf(page, '[role="dialog"]')).toBeGreaterThanOrEqual(0.9);
    await page.keyboard.press('Escape');

    // Signing up is the English helper's job: for it the choice is English, then Hindi again.
    await page.evaluate(() => localStorage.setItem('predictoplay:language', 'en'));
    await signUp(page);
    await page.evaluate(() => localStorage.setItem('predictoplay:language', 'hi'));
    await page.goto('/hi');
    await waitForCards(page);
    expect(await devanagariShareOf(page)).toBeGreaterThanOrEqual(0.9);

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: T20_HINDI }) });
    await card.getByRole('button', { name: 'अनुमान लगाएँ' }).click();
    const dialog = page.getByRole('dialog', { name: 'अपना अनुमान लगाएँ' });
    await expect(dialog).toBeVisible();
    expect(await devanagariShareOf(page, '[role="dialog"]')).toBeGreaterThanOrEqual(0.9);
    await dialog.getByRole('button', { name: /^हाँ/ }).click();
    await dialog.getByLabel('कितने सिक्के').fill('100');
    await dialog.getByRole('button', { name: 'अनुमान पक्का करें' }).click();
    await expect(page.getByText('अनुमान लग गया! आपने हाँ पर 100 सिक्के लगाए')).toBeVisible();

    for (const path of ['/hi/prediction?id=1', '/hi/wallet', '/hi/leaderboard', '/hi/profile', '/hi/leagues']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const share = await devanagariShareOf(page);
      expect({ path, enough: share >= 0.9, share }).toMatchObject({ path, enough: true });
    }
  });

  test('switches to English and back on the same page with the query kept, and remembers the choice', async ({ page }) => {
    await page.goto('/hi/prediction?id=3');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('banner').getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/prediction\?id=3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    // The choice outranks the browser's Hindi: a reload stays in English.
    await page.reload();
    await expect(page).toHaveURL(/\/prediction\?id=3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('contentinfo').getByRole('link', { name: /हिन्दी/ }).click();
    await expect(page).toHaveURL(/\/hi\/prediction\?id=3$/);
    await page.reload();
    await expect(page).toHaveURL(/\/hi\/prediction\?id=3$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('a saved Hindi choice takes an English link to Hindi, fragment and all', async ({ page }) => {
    await page.goto('/hi');
    await page.evaluate(() => localStorage.setItem('predictoplay:language', 'hi'));
    // (The leagues page reads a #join fragment and clears it, so a page that keeps its fragment shows it here.)
    await page.goto('/faq?from=chat#answers');
    await expect(page).toHaveURL(/\/hi\/faq\?from=chat#answers$/);
  });

  test('has no serious accessibility problem on its main pages', async ({ page }) => {
    for (const path of ['/hi', '/hi/prediction?id=1', '/hi/leaderboard', '/hi/leagues', '/hi/faq']) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect({ path, serious: serious.map((violation) => violation.id) }).toEqual({ path, serious: [] });
    }
  });
});

test.describe('an English browser', () => {
  test('stays in English, and opens a shared Hindi link in Hindi', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page).toHaveURL(/\/wallet$/);
    await page.goto('/hi/prediction?id=1');
    await expect(page).toHaveURL(/\/hi\/prediction\?id=1$/);
    await expect(page.getByRole('heading', { level: 1, name: T20_HINDI })).toBeVisible();
  });

  test('a saved English choice takes a Hindi link back to English', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('predictoplay:language', 'en'));
    await page.goto('/hi/wallet?x=1#top');
    await expect(page).toHaveURL(/\/wallet\?x=1#top$/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, locale: 'hi-IN' });

  test('/hi/ and /hi still show Hindi text', async ({ page }) => {
    for (const path of ['/hi/', '/hi']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      expect(await devanagariShareOf(page, 'body')).toBeGreaterThanOrEqual(0.8);
    }
  });
});
