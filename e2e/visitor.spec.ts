import { expect, expectOnlyFailedLoads, test, waitForCards } from './fixtures';

const CATEGORIES = ['Sports', 'Finance', 'News', 'Entertainment'];

async function cardNumbers(page: import('@playwright/test').Page, label: 'Players' | 'Pool') {
  const texts = await page.getByRole('article').locator(`dt:text-is("${label}") + dd`).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('a visitor', () => {
  test('browses nine cards, filters by each category and keeps the filter on reload', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    const filters = page.getByRole('group', { name: 'Filter by category' });
    for (const category of CATEGORIES) {
      await filters.getByRole('button', { name: new RegExp(category) }).click();
      await expect(page).toHaveURL(new RegExp(`category=${category}`));
      const badges = page.getByRole('article').getByText(category, { exact: true });
      const count = await page.getByRole('article').count();
      expect(count).toBeGreaterThanOrEqual(2);
      await expect(badges).toHaveCount(count);
    }
    await page.reload();
    await waitForCards(page);
    await expect(filters.getByRole('button', { name: /Entertainment/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Entertainment');
    await page.getByLabel('Category', { exact: true }).selectOption('All');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('article')).toHaveCount(9);
  });

  test('searches the questions, with the category, kept in the URL; an empty result offers to clear', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('BITCOIN week');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText('Will Bitcoin close the week above 1 lakh US dollars?');
    await expect(page).toHaveURL(/[?&]q=BITCOIN\+week/);

    await page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: /Sports/ }).click();
    await expect(page.getByText('No predictions match “BITCOIN week” here.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/?q=sensex&category=Finance');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('sensex');
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('sorts by players, end time and pool, checked by the numbers, open questions first', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    // The ended rain question (615 players) awaits its result after every open one.
    const players = await cardNumbers(page, 'Players');
    expect(players.at(-1)).toBe(615);
    expect(players.slice(0, -1)).toEqual(players.slice(0, -1).sort((a, b) => b - a));

    await page.getByLabel('Sort by').selectOption('Highest Pool');
    await expect(page).toHaveURL(/sort=pool/);
    const openPools = [2_84_500, 4_12_000, 5_30_250, 1_87_600, 96_800, 61_400, 1_21_900, 0].sort((a, b) => b - a);
    await expect.poll(() => cardNumbers(page, 'Pool')).toEqual([...openPools, 44_300]);

    await page.getByLabel('Sort by').selectOption('Ending Soon');
    await expect(page).toHaveURL(/sort=ending/);
    const times = page.getByRole('article').locator('p:has(> span.sr-only)');
    await expect(times.first()).toContainText(/\d+m$/);
    await expect(times.last()).toContainText('Ended');
    await expect(page.getByRole('article').first().getByRole('link')).toHaveText('Will the Sensex close above 80,000 today?');
  });

  test('opens with filters from a shared URL and ignores invalid ones', async ({ page }) => {
    await page.goto('/?category=Finance&sort=pool');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByLabel('Sort by')).toHaveValue('pool');
    await page.goto('/?category=%3Cscript%3Ealert(1)%3C/script%3E&sort=x');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('All');
    await expect(page.getByLabel('Sort by')).toHaveValue('trending');
    await expect(page.locator('body')).not.toContainText('<script>');
  });

  test('reaches a detail page from a card, and comes back to the same filter', async ({ page }) => {
    await page.goto('/?category=Sports');
    await waitForCards(page);
    const first = page.getByRole('article').first().getByRole('link');
    const question = await first.textContent();
    await first.click();
    await expect(page).toHaveURL(/\/prediction\?id=\d$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question ?? '');
    await expect(page.getByText('Total Players')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Coins in the pool' })).toBeVisible();
    await expect(page.getByText('Time Remaining')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login to Play' })).toBeEnabled();
    await page.goBack();
    await expect(page).toHaveURL(/category=Sports/);
    await waitForCards(page);
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name: /Sports/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('sees the ended market as Ended on its detail page', async ({ page }) => {
    await page.goto('/prediction?id=7');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('50 mm of rain');
    await expect(page.getByRole('button', { name: 'Ended' })).toBeDisabled();
    await expect(page.locator('dd', { hasText: /^Ended$/ })).toBeVisible();
  });

  test('meets Prediction Not Found for a missing or unknown id', async ({ page }) => {
    for (const path of ['/prediction', '/prediction?id=999', '/prediction?id=../../x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Prediction Not Found' })).toBeVisible();
      await expect(page.getByText("The prediction you're looking for doesn't exist. Explore other predictions!")).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('gets a styled 404 with status 404 for an unknown path', async ({ page, problems }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expectOnlyFailedLoads(problems);
  });

  test('follows every footer link to a real page', async ({ page }) => {
    const pages = [
      ['How it works', /\/how-it-works$/, 'How it works'],
      ['FAQ', /\/faq$/, 'Frequently asked questions'],
      ['Contact', /\/contact$/, 'Contact'],
      ['Privacy', /\/privacy$/, 'Privacy'],
      ['Terms', /\/terms$/, 'Terms of play'],
    ] as const;
    for (const [link, url, heading] of pages) {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // 'Predictions' went to Home too (issue 32): Home's own link is the one.
    await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Predictions' })).toHaveCount(0);
    await page.goto('/privacy');
    await expect(page.getByRole('main').getByText(/stays in this browser/).first()).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('main').getByText(/Play coins are not money/).first()).toBeVisible();
  });

  test('switches leaderboard tabs, each with its own table', async ({ page }) => {
    await page.goto('/leaderboard');
    const firstPlayer = page.getByRole('table').getByRole('rowheader').first();
    await expect(page.getByRole('table', { name: 'Weekly leaderboard' })).toBeVisible();
    await expect(firstPlayer).toContainText('TrendSpotter');
    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(firstPlayer).toContainText('PredictorPro');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'All-time' })).toBeFocused();
    await expect(firstPlayer).toContainText('CryptoKing');
    // Summary tiles computed from the board on screen: ten sample players, their net winnings, their settled predictions.
    const tile = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(tile('Players on this board')).toHaveText(/10$/);
    await expect(tile('Net winnings of the top 10')).toHaveText(/6\.7L coins$/);
    await expect(tile('Predictions with a result on this board')).toHaveText(/\d/);
    await expect(page.getByRole('table').getByRole('rowheader').first()).toContainText('Sample');
    await expect(page.locator('body')).not.toContainText(/50,000\+|₹|1,000\+/);
  });

  test('shows the podium 2-1-3 on a wide screen and 1-2-3 stacked on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/leaderboard');
    const places = page.getByRole('list', { name: 'Top three' }).getByRole('listitem');
    // The export's board is swapped for the live one after load; measure until the order holds, not mid-swap.
    const positions = (axis: 'x' | 'y') => Promise.all([0, 1, 2].map(async (index) => (await places.nth(index).boundingBox())?.[axis] ?? Number.NaN));
    const inOrder = ([a, b, c]: number[]) => a! < b! && b! < c!;
    await expect.poll(async () => {
      const [first, second, third] = await positions('x');
      return inOrder([second!, first!, third!]);
    }).toBe(true);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(async () => inOrder(await positions('y'))).toBe(true);
  });

  test('asks for a login on wallet and profile, and sees no admin panel', async ({ page }) => {
    for (const path of ['/wallet', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    }
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Admin Panel|Give the result|Cancel question|New question/);
    await expect(page.getByRole('link', { name: /admin/i })).toHaveCount(0);
  });
});
