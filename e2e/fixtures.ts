import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/**
 * Every journey runs from clean storage and fails on any console error or warning, hydration
 * message or request that leaves 127.0.0.1.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchPage(page, problems);
      await use(problems);
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

/** Notes the same problems for a page a test opens itself, such as a second page of the context. */
export function watchPage(page: Page, problems: string[]) {
  page.on('console', (message) => {
    const text = message.text();
    // Playwright's own note where a journey blocks the service worker (playwright.config.ts).
    if (text === 'Service Worker registration blocked by Playwright') return;
    // The first line only: a stack frame named `rehydrate` in a logged error is no hydration warning.
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text.split('\n')[0] ?? '')) {
      problems.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', ''].includes(url.hostname) && !url.protocol.startsWith('data')) {
      problems.push(`request left the site: ${request.url()}`);
    }
  });
}

export { expect };

/** For a test that arranges a 404 itself: that is the only console error it may leave. */
export function expectOnlyFailedLoads(problems: string[]) {
  const failedLoads = problems.filter((problem) => /Failed to load resource.*404/.test(problem));
  expect(failedLoads.length).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...problems.filter((problem) => !failedLoads.includes(problem)));
}

/** Waits until the saved catalogue has loaded and the cards are on screen. */
export async function waitForCards(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible();
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

export const PAGES = [
  '/',
  '/prediction?id=1',
  '/prediction?id=nope',
  '/wallet',
  '/leagues',
  '/leaderboard',
  '/profile',
  '/admin',
  '/how-it-works',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/no-such-page',
];
