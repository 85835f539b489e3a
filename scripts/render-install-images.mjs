// Draws the PNGs the web app manifest (app/manifest.ts) points to, with the Chromium every script
// here uses (no image tools on this machine):
//   icons: the 'any' icon from app/icon.svg (rounded, clear corners) and the 'maskable' one from
//     docs/icon-maskable.svg (full bleed), at 192 and 512 px, into public/icons/;
//   screenshots (with --screenshots and a served export: npm run build && npm run serve): Home in
//     each language, narrow (375×667 at 2×, 750×1334) and wide (1280×800), into public/screenshots/.
// Usage: node scripts/render-install-images.mjs [--screenshots [baseURL]]
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

const ICONS = [
  { svg: 'app/icon.svg', name: 'icon' },
  { svg: 'docs/icon-maskable.svg', name: 'icon-maskable' },
];
const ICON_SIZES = [192, 512];
const SHOTS = [
  { form: 'narrow', viewport: { width: 375, height: 667 }, scale: 2 },
  { form: 'wide', viewport: { width: 1280, height: 800 }, scale: 1 },
];
const LOCALES = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')).locales;
const BASE_LOCALE = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')).baseLocale;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8')),
});

mkdirSync('public/icons', { recursive: true });
for (const { svg, name } of ICONS) {
  const source = `data:image/svg+xml;base64,${readFileSync(svg).toString('base64')}`;
  for (const size of ICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body></html>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: `public/icons/${name}-${size}.png`, omitBackground: true });
    await page.close();
  }
}
console.log('icons in public/icons');

const at = process.argv.indexOf('--screenshots');
if (at >= 0) {
  const base = process.argv[at + 1] ?? 'http://127.0.0.1:3000';
  mkdirSync('public/screenshots', { recursive: true });
  // Inline markup, not an image address: the page's security policy allows no data: images.
  const ringsIcon = readFileSync('app/icon.svg', 'utf8');
  for (const locale of LOCALES) {
    for (const { form, viewport, scale } of SHOTS) {
      // No worker: the shot shows the page as served, and nothing is left installed in the profile.
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale, serviceWorkers: 'block', locale: 'en-IN' });
      const page = await context.newPage();
      await page.goto(`${base}${locale === BASE_LOCALE ? '/' : `/${locale}`}`);
      await page.locator('#predictions article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      // This machine has no colour emoji font: the brand's 🎯 is drawn as the rings of the icon
      // (a phone draws its own emoji), never as a missing-glyph box.
      await page.getByRole('banner').locator('a[href="/"] span[aria-hidden="true"], a[href^="/hi"] span[aria-hidden="true"]').first()
        .evaluate((mark, icon) => { mark.innerHTML = icon.replace('<svg ', '<svg width="100%" height="100%" '); }, ringsIcon);
      await page.screenshot({ path: `public/screenshots/home-${form}-${locale}.png` });
      await context.close();
    }
  }
  console.log('screenshots in public/screenshots');
}
await browser.close();
