import { defineConfig } from '@playwright/test';
import CHROMIUM_FLAGS from './scripts/chromium-flags.json';

// E2E_PORT lets two checkouts of this repo run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Journeys that route or count requests must see every one; the offline journey allows the worker.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Debian's Chromium, kept from calling home: the flags every script here launches it with.
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    // The same static server `npm start` uses, on its own port so a running `npm start` is no clash.
    command: `npx serve out --listen tcp://127.0.0.1:${PORT} --no-clipboard`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
