// Takes full-page screenshots of every page at phone and desktop widths, for looking at.
// Usage: node scripts/screenshots.mjs [baseURL] [outDir]   (serve the export first: npm start)
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = process.argv[3] ?? 'screenshots/tmp';
const PAGES = ['/', '/prediction?id=1', '/prediction?id=nope', '/wallet', '/leagues', '/leaderboard', '/profile', '/admin', '/how-it-works', '/faq', '/contact', '/privacy', '/terms', '/missing-page'];
const WIDTHS = [375, 1280];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8')),
});
for (const width of WIDTHS) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of PAGES) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = (path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home') + `-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL_PAGE === '1' });
  }
  await page.close();
}
await browser.close();
console.log(`Screenshots in ${outDir}`);
