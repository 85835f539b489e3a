import { expectNoSeriousAxeViolations, expectOnlyFailedLoads, PAGES, test } from './fixtures';
import { expect } from '@playwright/test';

for (const width of [375, 1280]) {
  test(`no serious accessibility violation on any page at ${width} px`, async ({ page, problems }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    }
    // The unknown path is a real 404: the only console error it may leave.
    expectOnlyFailedLoads(problems);
  });
}
