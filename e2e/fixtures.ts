import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Every journey runs from clean storage and fails on any console error or warning, hydration
 * message, security policy violation or request that leaves 127.0.0.1.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page, browser }, use) => {
      const problems: string[] = [];
      await watchPolicy(page.context(), problems);
      watchPage(page, problems);
      // A context a journey opens itself (a second player, a fresh browser) is watched the same way.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext.apply(browser, args);
        await watchPolicy(context, problems);
        return context;
      };
      // Teardown runs after a failed test too, so the next test of this worker gets the browser back as it was.
      await use(problems);
      browser.newContext = newContext;
      expect(problems).toEqual([]);
    },
    { auto: true },
  ],
});

const POLICY_BINDING = '__predictoplayPolicyViolation';

/**
 * Notes every `securitypolicyviolation` in every page and frame of a context: a page that needs
 * the policy relaxed fails its journey, whether or not the browser also logs the refusal.
 */
export async function watchPolicy(context: BrowserContext, problems: string[]) {
  await context.exposeBinding(POLICY_BINDING, (_source, violation: string) => {
    problems.push(`security policy violation: ${violation}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname} (${event.sample})`);
    });
  }, POLICY_BINDING);
}

/** Notes the same problems for a page a test opens itself, such as a second page of the context. */
export function watchPage(page: Page, problems: string[]) {
  page.on('console', (message) => {
    const text = message.text();
    // Playwright's own note where a journey blocks the service worker (playwright.config.ts).
    if (text === 'Service Worker registration blocked by Playwright') return;
    // The first line only: a stack frame named `rehydrate` in a logged error is no hydration warning.
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text.split('\n')[0] ?? '')) {
      // A failed load's text names no resource; its location does, so a flaky 404 says what it was.
      const where = /^Failed to load resource/.test(text) ? ` (${message.location().url})` : '';
      problems.push(`console ${message.type()}: ${text}${where}`);
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

/**
 * Waits until the saved catalogue has loaded and the live cards are on screen: the exported HTML's
 * previews (issue 33) are articles too, but with no button in them.
 */
export async function waitForCards(page: Page) {
  await expect(page.getByRole('article').first().getByRole('button').first()).toBeVisible();
}

export async function expectNoSeriousAxeViolations(page: Page) {
  // A toast still sliding in is half transparent: axe would measure its contrast against a blend of
  // it and what lies below. What a player reads is the settled page, so every animation and
  // transition that ends (not a spinner's endless one) is let finish first. Without traces recorded,
  // the journeys reach here fast enough to catch a toast mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
