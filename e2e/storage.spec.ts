import type { Page } from '@playwright/test';
import { expect, expectOnlyFailedLoads, PAGES, test, waitForCards } from './fixtures';
import { MOVED_LEDGER, MOVED_POSITIONS, SESSION_TEXT, V8_ACCOUNT, V8_ENVELOPE, V8_MARKETS, V8_SETTINGS, V8_TEXT } from './old-game';
import { balanceChip, openBet, signUp } from './players';
import {
  DATABASE_VERSION,
  editStoredRecord,
  everythingStored,
  failWrites,
  newerAppNote,
  quarantined,
  refuseIndexedDBOpen,
  storedDatabase,
  storedGame,
  storedRecord,
  upgradeDatabaseAsNewerApp,
  type StoredRecord,
} from './stored';

const T20 = 'Will India win the next T20 international against Australia?';
const UNSAVED = /not letting PredictoPlay save/;
const KEPT_IN_TAB = 'Kept in this tab only until storage works again.';
const SET_ASIDE = /could not be read \(damaged, or saved by a newer version of PredictoPlay\), so (it was|they were) kept aside in this browser and the rest of your game loaded/;

/** Old localStorage values written before the page's first script, on its first load only (a reload keeps what the app made of them). */
function plantBeforeFirstLoad(page: Page, values: Record<string, string>) {
  return page.addInitScript((planted) => {
    if (sessionStorage.getItem('e2e:planted')) return;
    sessionStorage.setItem('e2e:planted', 'yes');
    for (const [key, value] of Object.entries(planted)) localStorage.setItem(key, value);
  }, values);
}

async function placeBet(page: Page, question: string, choice: 'YES' | 'NO') {
  const dialog = await openBet(page, question);
  await dialog.getByRole('button', { name: new RegExp(choice) }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('saved data', () => {
  test('seeds the catalogue once, one record each, and reads it back on later visits without writing', async ({ page }) => {
    await page.goto('/');
    await waitForCards(page);
    await expect.poll(async () => (await storedDatabase(page))?.markets.length).toBe(9);
    const first = await storedDatabase(page);
    expect(first?.version).toBe(DATABASE_VERSION);
    expect(first?.markets.every((record) => (record as StoredRecord).v === 1 && (record as StoredRecord).rev === 1)).toBe(true);
    expect(first?.meta).toMatchObject({ v: 1, rev: 1, value: { seededAt: expect.any(String), movedFromLocalStorage: null } });
    // Nothing of the game is in localStorage.
    expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBeNull();
    await page.reload();
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    expect(await storedDatabase(page)).toEqual(first);
  });

  test('a corrupt value in every key: every page renders, the value is kept aside and a notice says so', async ({ page, problems }) => {
    let planted = 0;
    for (const path of PAGES) {
      // Set up from a page that has finished its first-visit seeding, so it writes nothing more.
      await page.goto('/');
      await waitForCards(page);
      await page.evaluate(() => {
        localStorage.clear();
        for (const key of ['predictoplay:game', 'predictoplay:session']) localStorage.setItem(key, '{"broken":');
      });
      planted += 1;
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const status = page.getByRole('status').first();
      await expect(status).toContainText('Your saved game data could not be read');
      await expect(status).toContainText('The original is kept aside in this browser.');
      await expect(status).toContainText('Your saved login could not be read');
      // The game's old key: kept whole in the database's quarantine, once per value found, and cleared.
      await expect.poll(async () => (await quarantined(page)).length).toBe(planted);
      const kept = await quarantined(page);
      expect(kept.every((entry) => entry.from === 'localStorage:predictoplay:game' && entry.reason === 'invalid' && entry.record === '{"broken":')).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBeNull();
      // The session still lives in localStorage, and its copy is kept there.
      const copies = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('predictoplay:corrupt:'))
          .map((key) => [key, localStorage.getItem(key)]),
      );
      expect(copies.map(([key, value]) => [key?.replace(/\d+$/, 'T'), value])).toEqual([['predictoplay:corrupt:session:T', '{"broken":']]);
    }
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    // PAGES includes an unknown path, a real 404: the only console error allowed.
    expectOnlyFailedLoads(problems);
  });

  for (const [problem, edit, reason] of [
    ['a corrupt record', (record: StoredRecord) => ({ ...record, value: { ...record.value, totalPool: 'lots' } }), 'invalid'],
    ['a record of a newer version', (record: StoredRecord) => ({ ...record, v: 2, value: { ...record.value, fromTheFuture: true } }), 'newer-version'],
  ] as const) {
    test(`${problem} goes to the quarantine as it was, the rest loads, and a notice says so`, async ({ page }) => {
      await signUp(page);
      await placeBet(page, T20, 'YES');
      await expect(page.getByText('Prediction placed! You bet 100 coins on YES')).toBeVisible();
      await expect(balanceChip(page)).toHaveText('900');
      const bitcoin = (await storedGame(page)).state.markets.find((market) => market.question.startsWith('Will Bitcoin'));
      if (!bitcoin) throw new Error('no Bitcoin market stored');
      const planted = await editStoredRecord(page, 'markets', bitcoin.id, edit);

      await page.reload();
      await waitForCards(page);
      await expect(page.getByRole('status').getByText(SET_ASIDE)).toBeVisible();
      await expect(page.getByRole('status').getByText(/^1 part of your saved game could not be read/)).toBeVisible();
      // The rest loaded: the other eight samples and the player's practice-coin question, the player, the balance, the bet.
      await expect(page.getByRole('article')).toHaveCount(9);
      await expect(page.getByRole('heading', { name: bitcoin.question })).toHaveCount(0);
      await expect(balanceChip(page)).toHaveText('900');
      await page.goto('/wallet');
      await expect(page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem').first()).toContainText(`Bet placed: ${T20}`);

      const kept = await quarantined(page);
      expect(kept).toEqual([{ from: 'markets', key: bitcoin.id, reason, problem: expect.any(String), at: expect.any(String), record: planted }]);
      const stored = await storedGame(page);
      expect(stored.state.markets.map((market) => market.id)).not.toContain(bitcoin.id);
      expect(stored.state.markets).toHaveLength(9);
      // Set aside once: a later visit finds nothing wanting and says nothing.
      await page.goto('/');
      await waitForCards(page);
      await expect(balanceChip(page)).toHaveText('900');
      await expect(page.getByText(SET_ASIDE)).toHaveCount(0);
      expect(await quarantined(page)).toHaveLength(1);
    });
  }

  test('data from a newer app is left untouched and a notice says so', async ({ page }) => {
    // A newer app's game in the old localStorage key: left as it was, never moved.
    const future = JSON.stringify({ version: 999, rev: 3, state: { markets: 'from the future' } });
    await page.goto('/faq');
    await page.evaluate((value) => localStorage.setItem('predictoplay:game', value), future);
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('status')).toContainText('newer version of PredictoPlay');
    expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBe(future);

    // A newer app's database: this app cannot open it, so it plays from memory and writes nothing.
    await upgradeDatabaseAsNewerApp(page);
    const before = await storedDatabase(page);
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('status')).toContainText('Your saved game data comes from a newer version of PredictoPlay');
    await expect(page.getByRole('status')).toContainText('will not save over it');
    expect(await storedDatabase(page)).toEqual(before);
    expect(before?.version).toBe(DATABASE_VERSION + 1);
    expect(await newerAppNote(page)).toEqual({ written: 'by a newer PredictoPlay' });
  });

  test('keeps playing in memory when IndexedDB refuses to open, and says so once', async ({ page }) => {
    await refuseIndexedDBOpen(page);
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await page.getByRole('button', { name: /Sports/ }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await signUp(page);
    await expect(balanceChip(page)).toHaveText('1,000');
    await placeBet(page, T20, 'YES');
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    expect(await storedDatabase(page)).toBeNull();
  });

  test('keeps playing in memory when localStorage throws, and says so once', async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await page.getByRole('button', { name: /Sports/ }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
  });

  test('a bet that storage refuses to save says it is kept in this tab only', async ({ page }) => {
    await signUp(page);
    const before = await everythingStored(page);
    await failWrites(page);
    const dialog = await openBet(page, T20);
    await dialog.getByRole('button', { name: /YES/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    expect(await everythingStored(page)).toEqual(before);
  });

  for (const [tamper, coins] of [
    ['a negative balance', -5],
    ['a fractional balance', 1.5],
    // Each record is sound on its own; only the ledger beside it shows the balance is made up.
    ['a balance its ledger does not sum to', 5000],
  ] as const) {
    test(`tampered game data with ${tamper} is set aside, never trusted`, async ({ page }) => {
      await signUp(page);
      const account = (await storedGame(page)).state.accounts[0];
      if (!account) throw new Error('no account stored');
      const tampered = await editStoredRecord(page, 'accounts', account.id, (record) => {
        record.value.coins = coins;
      });
      await page.reload();
      await waitForCards(page);
      await expect(page.getByRole('status').first()).toContainText('1 part of your saved game could not be read');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      expect(await quarantined(page)).toEqual([{ from: 'accounts', key: account.id, reason: 'invalid', problem: expect.any(String), at: expect.any(String), record: tampered }]);
      expect((await storedGame(page)).state.accounts).toEqual([]);
    });
  }
});

test.describe('the move from localStorage', () => {
  test('an old version 8 game moves into IndexedDB on the first load, balances intact, and the key says where it went', async ({ page }) => {
    await plantBeforeFirstLoad(page, { 'predictoplay:game': V8_TEXT, 'predictoplay:session': SESSION_TEXT });
    await page.goto('/');
    await waitForCards(page);
    await expect(balanceChip(page)).toHaveText('1,090');
    await expect(page.getByRole('article')).toHaveCount(2);

    const stored = await storedGame(page);
    expect(stored.state.accounts).toEqual([V8_ACCOUNT]);
    // Moved as they were; a sample among them may since have been given its Hindi (and today's
    // English) by start-up, which is not the move's doing.
    const asMoved = (markets: Record<string, unknown>[]) =>
      markets.map((market) => Object.fromEntries(Object.entries(market).filter(([field]) => field !== 'translations' && field !== 'description')));
    expect(asMoved(stored.state.markets)).toEqual(asMoved(V8_MARKETS as Record<string, unknown>[]));
    expect(stored.state.positions).toEqual(MOVED_POSITIONS);
    expect(stored.state.ledger).toEqual(MOVED_LEDGER);
    expect(stored.state.settings).toEqual(V8_SETTINGS);
    expect(await storedRecord(page, 'meta')).toEqual({
      v: 1,
      rev: 1,
      value: { seededAt: '2026-11-01T00:00:00.000Z', movedFromLocalStorage: { at: expect.any(String), fromVersion: 8, fromRev: 40 } },
    });
    expect(stored.quarantine).toEqual([]);
    // Replaced, only after the records were written, by the version 9 envelope that points at them.
    const key = JSON.parse((await page.evaluate(() => localStorage.getItem('predictoplay:game'))) ?? 'null');
    expect(key).toEqual({ version: 9, rev: 41, state: { movedTo: 'indexeddb', at: expect.any(String) } });
    await expect(page.getByRole('status')).toHaveText('');

    // What the player sees is the game as it was: the ledger, the settled and the open bet.
    await page.goto('/wallet');
    const transactions = page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
    await expect(transactions).toHaveCount(5);
    await expect(transactions.first()).toContainText(`Won prediction: ${T20}`);
    await expect(transactions.first()).toContainText('+180');
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('region', { name: 'Prediction history' }).getByRole('rowheader')).toHaveCount(2);

    // Moved once: later loads read the database and leave the key be; play is saved there.
    await page.goto('/');
    await placeBet(page, 'Will the monsoon arrive in Kerala before June 5?', 'YES');
    await expect(balanceChip(page)).toHaveText('990');
    await page.reload();
    await expect(balanceChip(page)).toHaveText('990');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('predictoplay:game'))) ?? 'null')).toEqual(key);
    expect((await storedGame(page)).state.accounts[0]?.coins).toBe(990);
    expect(await quarantined(page)).toEqual([]);
  });

  test('an old game written again after the move, by a tab of older code, is set aside and never merged', async ({ page }) => {
    await plantBeforeFirstLoad(page, { 'predictoplay:game': V8_TEXT, 'predictoplay:session': SESSION_TEXT });
    await page.goto('/');
    await waitForCards(page);
    await expect(balanceChip(page)).toHaveText('1,090');
    await placeBet(page, 'Will the monsoon arrive in Kerala before June 5?', 'YES');
    await expect(balanceChip(page)).toHaveText('990');

    // The old tab saves its copy, from before the bet, the old way, at its next rev: with a switch turned on.
    const oldTab = structuredClone(V8_ENVELOPE);
    oldTab.rev += 1;
    oldTab.state.accounts[0]!.notifications.sms = true;
    const written = JSON.stringify(oldTab);
    await page.evaluate((text) => localStorage.setItem('predictoplay:game', text), written);
    await page.reload();
    await waitForCards(page);
    await expect(page.getByRole('status')).toContainText('An older PredictoPlay tab saved your game the old way');
    await expect(balanceChip(page)).toHaveText('990');
    expect(await quarantined(page)).toEqual([
      { from: 'localStorage:predictoplay:game', key: 'predictoplay:game', reason: 'written-after-move', problem: expect.any(String), at: expect.any(String), record: written },
    ]);
    expect((await storedGame(page)).state.accounts.map((account) => [account.coins, account.notifications.sms])).toEqual([[990, false]]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('predictoplay:game'))) ?? 'null')).toMatchObject({ version: 9, state: { movedTo: 'indexeddb' } });
  });

  test('a move the database refuses leaves the old key exactly as it was, says so, and plays it from memory', async ({ page }) => {
    await plantBeforeFirstLoad(page, { 'predictoplay:game': V8_TEXT, 'predictoplay:session': SESSION_TEXT });
    // The database opens, but every write throws, as on a full disk.
    await page.addInitScript(() => {
      for (const write of ['put', 'add', 'delete', 'clear'] as const) {
        (IDBObjectStore.prototype as unknown as Record<string, unknown>)[write] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }
    });
    await page.goto('/');
    await waitForCards(page);
    await expect(page.getByRole('status')).toContainText('Your saved game could not be moved to the new way of saving in this browser, so it was left exactly as it was.');
    await expect(balanceChip(page)).toHaveText('1,090');
    expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBe(V8_TEXT);
    const db = await storedDatabase(page);
    expect([db?.markets, db?.accounts, db?.positions, db?.ledger, db?.settings, db?.meta]).toEqual([[], [], [], [], undefined, undefined]);
    // Playable, in this tab only.
    await placeBet(page, 'Will the monsoon arrive in Kerala before June 5?', 'YES');
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('990');
    expect(await page.evaluate(() => localStorage.getItem('predictoplay:game'))).toBe(V8_TEXT);
  });
});
