import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import CHROMIUM_FLAGS from './scripts/chromium-flags.json';
import { E2E_PORT as PORT, LEAGUE_OUT, LEAGUE_PORT } from './e2e/league-fixture';

// E2E_PORT lets two checkouts of this repo run their journeys side by side.
// serve looks for serve.json inside the folder it serves, so the repo's is named explicitly, as
// `npm run serve` does: the same headers (the feed's and the worker's no-cache) in every journey.
const webServer = (dir: string, port: number) => ({
  // The same static server `npm start` uses, on its own port so a running `npm start` is no clash.
  command: `npx serve ${dir} --config ${join(process.cwd(), 'serve.json')} --listen tcp://127.0.0.1:${port} --no-clipboard`,
  url: `http://127.0.0.1:${port}`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The list as it runs, and every test's duration as JSON (scripts/e2e-times.mjs reads it): the figures
  // that say where the suite's time goes when it grows (docs/tests.md).
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every journey its time, pass or fail: 113 s against 93 s for the admin,
    // keyboard and player journeys (two alternating runs each). CI retries a failure once and keeps
    // that retry's trace; a run here, with no retry, records as before to keep what failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Journeys that route or count requests must see every one; the offline journey allows the worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Debian's Chromium, kept from calling home: the flags every script here launches it with.
      args: CHROMIUM_FLAGS,
    },
  },
  // The league build (scripts/build-league-fixture.sh, run by npm test) is served beside the
  // normal one for e2e/site-league.spec.ts, which says how to make it when it is missing.
  webServer: [
    webServer('out', PORT),
    ...(existsSync(LEAGUE_OUT) ? [webServer(LEAGUE_OUT, LEAGUE_PORT)] : []),
  ],
});
