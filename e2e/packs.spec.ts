import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test, waitForCards, watchPage } from './fixtures';
import { activate, expectFocusOn, tabTo } from './keyboard';
import { adminRowOf, createPrediction, logInAsAdmin, openAdminPanel } from './players';
import { storedGame } from './stored';

const CRICKET = 'Will the pack-travelling cricket question arrive intact?';
const MARKETS = 'Will the pack-travelling index question arrive intact?';

/** From a fresh page: Home, logged in as the admin, on the admin panel. */
async function openPanelAsAdmin(page: Page) {
  await page.goto('/');
  await waitForCards(page);
  await logInAsAdmin(page);
  await openAdminPanel(page);
}

const importField = (page: Page) => page.getByLabel('Import pack');

function packBuffer(markets: unknown[]) {
  return Buffer.from(JSON.stringify({ format: 'predictoplay-question-pack', version: 1, exportedAt: new Date().toISOString(), markets }));
}

test.describe('question packs', () => {
  test('a pack exported in one browser adds exactly its questions in a fresh one, and importing it again adds none', async ({ page, browser, baseURL, problems }, testInfo) => {
    // Two browsers, each logging in and creating or importing: on a busy machine this outlasts 30 s.
    test.setTimeout(90_000);
    await openPanelAsAdmin(page);
    await createPrediction(page, CRICKET, 'Sports');
    await createPrediction(page, MARKETS, 'Finance');
    await page.getByRole('checkbox', { name: `Select ${CRICKET}` }).check();
    await page.getByRole('checkbox', { name: `Select ${MARKETS}` }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected (2)' }).click();
    const file = testInfo.outputPath((await download).suggestedFilename());
    await (await download).saveAs(file);
    expect(file).toMatch(/predictoplay-questions-\d{4}-\d{2}-\d{2}\.json$/);
    const pack = JSON.parse(await readFile(file, 'utf8')) as { markets: { id: string; question: string }[] };
    // In catalogue order, newest first.
    expect(pack.markets.map((market) => market.question)).toEqual([MARKETS, CRICKET]);
    expect(JSON.stringify(pack)).not.toMatch(/totalPool|isResolved/);

    const context = await browser.newContext({ baseURL });
    const fresh = await context.newPage();
    watchPage(fresh, problems);
    await openPanelAsAdmin(fresh);
    const before = (await storedGame(fresh)).state.markets;
    await importField(fresh).setInputFiles(file);
    const summary = fresh.getByRole('dialog', { name: 'Pack imported' });
    await expect(summary).toHaveAccessibleDescription('Added 2 questions.');
    await expect(summary.getByRole('region', { name: 'Added' }).getByRole('listitem')).toHaveText([MARKETS, CRICKET]);
    await expectNoSeriousAxeViolations(fresh);
    await summary.getByRole('button', { name: 'Done' }).click();
    await expect(summary).toBeHidden();
    await expect(importField(fresh)).toBeFocused();

    for (const question of [CRICKET, MARKETS]) await expect(adminRowOf(fresh, question)).toContainText('Open');
    // The database keeps records by id, not in the order shown: the markets there before, unchanged, and the pack's two.
    const after = (await storedGame(fresh)).state.markets;
    const beforeIds = new Set(before.map((market) => market.id));
    const added = after.filter((market) => !beforeIds.has(market.id));
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((market) => beforeIds.has(market.id))).toEqual(before);
    expect(added.map((market) => market.id).sort()).toEqual(pack.markets.map((market) => market.id).sort());
    expect(added.every((market) => market.totalPool === 0 && market.totalYes + market.totalNo === 0)).toBe(true);

    await importField(fresh).setInputFiles(file);
    const again = fresh.getByRole('dialog', { name: 'Nothing imported' });
    await expect(again).toHaveAccessibleDescription('Added no questions. Skipped 2: 2 already exist.');
    await again.getByRole('button', { name: 'Done' }).click();
    expect((await storedGame(fresh)).state.markets).toHaveLength(before.length + 2);

    await fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    for (const question of [CRICKET, MARKETS]) await expect(fresh.getByRole('heading', { name: question })).toBeVisible();
    await fresh.reload();
    for (const question of [CRICKET, MARKETS]) await expect(fresh.getByRole('heading', { name: question })).toBeVisible();
    await context.close();
  });

  test('a question that has ended is refused, the rest is added, and a file that is no pack changes nothing', async ({ page }) => {
    const ended = 'Will the question that already ended be refused?';
    const open = 'Will the open question beside it be added?';
    await openPanelAsAdmin(page);
    await importField(page).setInputFiles({
      name: 'mixed.json',
      mimeType: 'application/json',
      buffer: packBuffer([
        { id: 'ended-one', question: ended, category: 'News', endTime: new Date(Date.now() - 86_400_000).toISOString() },
        { id: 'open-one', question: open, category: 'Entertainment', endTime: new Date(Date.now() + 5 * 86_400_000).toISOString() },
      ]),
    });
    const summary = page.getByRole('dialog', { name: 'Pack imported' });
    await expect(summary).toHaveAccessibleDescription('Added 1 question. Skipped 1: 1 has ended.');
    await expect(summary.getByRole('region', { name: 'Skipped' })).toHaveText(`Skipped“${ended}”: Has ended.`);
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
    await expect(adminRowOf(page, open)).toContainText('Entertainment');
    await expect(adminRowOf(page, ended)).toHaveCount(0);

    const stored = await storedGame(page);
    await importField(page).setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('these are my notes') });
    await expect(page.getByRole('alert').filter({ hasText: 'not JSON' })).toHaveText('This file is not a question pack: it is not JSON. Nothing was imported.');
    await expectNoSeriousAxeViolations(page);
    expect((await storedGame(page)).revs).toEqual(stored.revs);
    await importField(page).setInputFiles({ name: 'future.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'predictoplay-question-pack', version: 9, markets: [] })) });
    await expect(page.getByRole('alert').filter({ hasText: 'newer version' })).toBeVisible();
    expect((await storedGame(page)).revs).toEqual(stored.revs);
  });

  test('ticking, exporting and importing all work from the keyboard', async ({ page }) => {
    await openPanelAsAdmin(page);
    const first = page.getByRole('checkbox').first();
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const exportSelected = page.getByRole('button', { name: 'Export selected (1)' });
    const download = page.waitForEvent('download');
    await activate(page, exportSelected, { backwards: true });
    expect((await download).suggestedFilename()).toMatch(/^predictoplay-questions-/);

    const chooser = page.waitForEvent('filechooser');
    await activate(page, importField(page), { key: 'Space' });
    await (await chooser).setFiles({
      name: 'one.json',
      mimeType: 'application/json',
      buffer: packBuffer([{ id: 'keyboard-one', question: 'Will the keyboard-imported question arrive?', category: 'Sports', endTime: new Date(Date.now() + 86_400_000).toISOString() }]),
    });
    const summary = page.getByRole('dialog', { name: 'Pack imported' });
    await expect(summary.getByRole('button', { name: 'Done' })).toBeVisible();
    await activate(page, summary.getByRole('button', { name: 'Done' }));
    await expect(summary).toBeHidden();
    await expectFocusOn(importField(page));
  });
});
