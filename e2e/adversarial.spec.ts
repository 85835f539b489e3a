import type { Page } from '@playwright/test';
import type { GameData } from '@/lib/model/game';
import { expect, test, waitForCards } from './fixtures';
import { V8_ENVELOPE } from './old-game';
import { balanceChip, openBet, signUp } from './players';
import {
  allowWrites,
  DATABASE_VERSION,
  editStoredRecord,
  failWrites,
  failWritesFromTheStart,
  newerAppNote,
  plantRecords,
  quarantined,
  refuseIndexedDBOpen,
  removeIndexedDB,
  storedDatabase,
  storedGame,
  throwOnIndexedDB,
  upgradeDatabaseAsNewerApp,
  type DataStore,
  type StoredRecord,
} from './stored';

// Faults set up in a real browser. Each test checks that nothing is lost (what could not be read
// is kept in the quarantine as it was, data of a newer app stays byte for byte, no coin moves on
// a refused amount) and that the player is told. The game lives in IndexedDB, one record each:
// the tests tamper with records there as another program could, and with the old localStorage
// key, which the app still reads once to move an older game.

const GAME = 'predictoplay:game';
const SESSION = 'predictoplay:session';
const T20 = 'Will India win the next T20 international against Australia?';
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

const UNREADABLE = /Your saved game data could not be read/;
const SET_ASIDE = /parts? of your saved game could not be read \(damaged, or saved by a newer version of PredictoPlay\)/;
const UNSAVED = /not letting PredictoPlay save/;
const KEPT_IN_TAB = 'Kept in this tab only until storage works again.';

/** Confirms a bet on T20 and, while it is placing, makes every write throw as a full storage does. */
async function confirmWhileStorageFills(page: Page, choice: RegExp) {
  const dialog = await openBet(page, T20);
  await dialog.getByRole('button', { name: choice }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog.getByRole('button', { name: 'Placing...' })).toBeVisible();
  await failWrites(page);
}

/**
 * A player signs up; one stored record (picked from the game) is edited in the database, then a
 * reload: the edited record is kept in the quarantine as it was, left out of the game, and the
 * player is told. Returns the key of the record.
 */
async function expectTamperedRecordKeptAside(page: Page, store: DataStore, pick: (game: GameData) => string, edit: (record: StoredRecord) => unknown) {
  await signUp(page);
  const key = pick((await storedGame(page)).state);
  const tampered = await editStoredRecord(page, store, key, edit);
  await page.reload();
  await waitForCards(page);
  await expect(notice(page, SET_ASIDE)).toBeVisible();
  expect(await quarantined(page)).toEqual([{ from: store, key, reason: 'invalid', problem: expect.any(String), at: expect.any(String), record: tampered }]);
  return key;
}

const theAccount = (game: GameData) => game.accounts[0]?.id ?? 'none';

/** Waits for a first visit to finish seeding, so the page writes nothing more on its own. */
async function settle(page: Page) {
  await page.goto('/');
  await waitForCards(page);
  await expect.poll(async () => (await storedDatabase(page))?.markets.length).toBe(9);
}

function writeRaw(page: Page, key: string, text: string) {
  return page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, text] as const);
}

function readRaw(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Every set-aside copy of a localStorage key (only the session lives there now) as [key with its time replaced by T, text], sorted. */
function keptAside(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('predictoplay:corrupt:'))
      .map((key) => [key.replace(/:\d+$/, ':T'), localStorage.getItem(key)] as const)
      .sort(),
  );
}

/** The quarantine as [where from, what was stored]. */
async function quarantinedAs(page: Page) {
  return (await quarantined(page)).map((entry) => [entry.from, entry.record] as const);
}

function notice(page: Page, text: RegExp) {
  return page.getByRole('status').getByText(text);
}

async function expectNoInjectedMarkup(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const inline = await page.locator('script:not([src])').allTextContents();
  expect(inline.filter((text) => text.includes('__xss'))).toEqual([]);
}

async function placeBet(page: Page, question: string, choice: 'YES' | 'NO', amount?: string) {
  const dialog = await openBet(page, question);
  if (amount !== undefined) await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByRole('button', { name: new RegExp(choice) }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog).toBeHidden();
}

/** The rows of the profile's History tab, reached without a reload so memory is kept. */
async function historyRows(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('tab', { name: 'History' }).click();
  return page.getByRole('region', { name: 'Prediction history' }).getByRole('rowheader');
}

/** The stored coins of every account. */
async function storedCoins(page: Page) {
  return (await storedGame(page)).state.accounts.map((account) => account.coins);
}

/** The id of the stored market asking `question`. */
async function marketId(page: Page, question: RegExp) {
  const market = (await storedGame(page)).state.markets.find((candidate) => question.test(candidate.question));
  if (!market) throw new Error(`no market ${question}`);
  return market.id;
}

// '{"broken":' in every key, on every page, and a corrupt record and a newer one: storage.spec.ts.
test.describe('1. unreadable or foreign stored data', () => {
  test('valid JSON of the wrong shape in each key and each store is kept aside as it was, and play goes on', async ({ page }) => {
    await settle(page);
    const shapes: [string, string][] = [
      ['[1,2,3]', '"just a string"'],
      [JSON.stringify({ version: 8, rev: 1, state: { markets: 'none' } }), JSON.stringify({ version: 1, rev: 1, state: { accountId: 42 } })],
      ['null', '{}'],
    ];
    for (const [index, [game, session]] of shapes.entries()) {
      await page.evaluate(() => localStorage.clear());
      await writeRaw(page, GAME, game);
      await writeRaw(page, SESSION, session);
      await page.reload();
      await waitForCards(page);
      await expect(page.getByRole('article')).toHaveCount(9);
      await expect(notice(page, UNREADABLE)).toBeVisible();
      await expect(notice(page, /Your saved login could not be read/)).toBeVisible();
      expect(await keptAside(page)).toEqual([['predictoplay:corrupt:session:T', session]]);
      // The old game key is kept whole in the quarantine, one entry per value found, and cleared.
      expect(await quarantinedAs(page)).toEqual(shapes.slice(0, index + 1).map(([text]) => ['localStorage:predictoplay:game', text]));
      expect(await readRaw(page, GAME)).toBeNull();
    }
    // Playing on writes again; what was set aside stays as it was.
    await signUp(page);
    await expect(balanceChip(page)).toHaveText('1,000');
    expect((await keptAside(page)).map(([, text]) => text)).toEqual(['{}']);
    expect((await quarantinedAs(page)).map(([, text]) => text)).toEqual(shapes.map(([text]) => text));

    // A record of the wrong shape in every store of the database.
    const accountId = theAccount((await storedGame(page)).state);
    const odd: [DataStore, unknown][] = [
      ['markets', { v: 1, rev: 1, value: { id: 'odd-market', markets: 'none' } }],
      ['accounts', { value: { id: 'odd-account' } }],
      ['positions', { v: 1, rev: 1, value: { id: 'odd-position', accountId, amount: '100' } }],
      ['ledger', { v: 'one', rev: 1, value: { id: 'odd-entry', accountId } }],
      ['settings', [1, 2, 3]],
    ];
    for (const [store, record] of odd) await plantRecords(page, store, [record]);
    await page.reload();
    await waitForCards(page);
    await expect(notice(page, /^5 parts of your saved game could not be read/)).toBeVisible();
    // The nine samples and the player's own practice-coin question.
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(balanceChip(page)).toHaveText('1,000');
    expect((await quarantinedAs(page)).slice(shapes.length)).toEqual(expect.arrayContaining(odd));
    expect(await quarantined(page)).toHaveLength(shapes.length + odd.length);
    await placeBet(page, T20, 'YES');
    await expect(balanceChip(page)).toHaveText('900');
    await page.goto('/wallet');
    await expect(page.getByRole('button', { name: 'Claim 50 coins' })).toBeVisible();
  });

  test('a stored value whose keys shadow store actions is kept aside, and the actions still run', async ({ page }) => {
    await settle(page);
    // If merged, these would replace the store's seeding action and its setState with strings.
    const shadowing = JSON.stringify({ ...V8_ENVELOPE, state: { ...V8_ENVELOPE.state, seededAt: null, seedCatalogueIfNew: 'pwned', setState: 'pwned' } });
    const headShadowing = JSON.stringify({ ...V8_ENVELOPE, setState: 'pwned' });
    const inValue = await marketId(page, /^Will Bitcoin/);
    const inWrapper = await marketId(page, /^Will Parliament/);
    const records = [
      await editStoredRecord(page, 'markets', inValue, (record) => {
        Object.assign(record.value, { setState: 'pwned' });
      }),
      await editStoredRecord(page, 'markets', inWrapper, (record) => {
        Object.assign(record, { setState: 'pwned' });
      }),
    ];
    await plantRecords(page, 'settings', [{ v: 1, rev: 1, value: { platformName: 'PredictoPlay', dailyBonus: 50, seedCatalogueIfNew: 'pwned' } }]);
    for (const text of [shadowing, headShadowing]) {
      await page.evaluate(() => localStorage.clear());
      await writeRaw(page, GAME, text);
      await page.reload();
      await waitForCards(page);
      await expect(notice(page, UNREADABLE)).toBeVisible();
      expect((await quarantinedAs(page)).filter(([from]) => from === 'localStorage:predictoplay:game').at(-1)).toEqual(['localStorage:predictoplay:game', text]);
    }
    const kept = await quarantinedAs(page);
    expect(kept).toEqual(expect.arrayContaining([['markets', records[0]], ['markets', records[1]], ['settings', expect.objectContaining({ value: expect.objectContaining({ seedCatalogueIfNew: 'pwned' }) })]]));
    expect(kept).toHaveLength(5);
    await expect(page.getByRole('article')).toHaveCount(7);
    await signUp(page);
    await placeBet(page, T20, 'YES');
    await expect(balanceChip(page)).toHaveText('900');
    const stored = await storedDatabase(page);
    expect(JSON.stringify({ ...stored, quarantine: [] })).not.toContain('pwned');
  });

  test('data from a newer app is never migrated or overwritten, through play and a reload', async ({ page }) => {
    await settle(page);
    // A newer app's values in the old localStorage key and in the session's.
    const game = JSON.stringify({ version: 999, rev: 7, state: { positions: 'a format this app does not know' } });
    const session = JSON.stringify({ version: 999, rev: 2, state: { who: 'someone' } });
    await writeRaw(page, GAME, game);
    await writeRaw(page, SESSION, session);
    await page.reload();
    await waitForCards(page);
    await expect(notice(page, /Your saved game data comes from a newer version of PredictoPlay/)).toBeVisible();
    await expect(notice(page, /Your saved login comes from a newer version/)).toBeVisible();
    await expect(notice(page, /game data.*will not save over it/)).toBeVisible();

    // Play: sign up, bet, claim the bonus. Nothing of it is written over the newer data.
    await signUp(page);
    await placeBet(page, T20, 'NO');
    await expect(balanceChip(page)).toHaveText('900');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet', exact: true }).click();
    await page.getByRole('button', { name: 'Claim 50 coins' }).click();
    await expect(balanceChip(page)).toHaveText('950');
    expect(await readRaw(page, GAME)).toBe(game);
    expect(await readRaw(page, SESSION)).toBe(session);
    for (let load = 0; load < 3; load += 1) {
      await page.reload();
      await expect(notice(page, /game data comes from a newer version/)).toBeVisible();
    }
    expect(await readRaw(page, GAME)).toBe(game);
    expect(await readRaw(page, SESSION)).toBe(session);
    // One copy of the session however often it is loaded (a copy per load would fill the quota);
    // the game's key is left where it is, so nothing of it goes to the quarantine either.
    expect(await keptAside(page)).toEqual([['predictoplay:corrupt:session:T', session]]);
    expect(await quarantined(page)).toEqual([]);

    // A newer app's database: this app cannot open it, so it plays from memory and writes nothing.
    await upgradeDatabaseAsNewerApp(page);
    const before = await storedDatabase(page);
    expect(before?.version).toBe(DATABASE_VERSION + 1);
    await page.goto('/');
    await waitForCards(page);
    await expect(notice(page, /Your saved game data comes from a newer version of PredictoPlay.*will not save over it/)).toBeVisible();
    await signUp(page, { username: 'Ravi', email: 'ravi@example.com', phone: '', password: 'another horse' });
    await placeBet(page, T20, 'YES');
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    for (let load = 0; load < 3; load += 1) {
      await page.reload();
      await expect(notice(page, /game data comes from a newer version/)).toBeVisible();
    }
    expect(await storedDatabase(page)).toEqual(before);
    expect(await newerAppNote(page)).toEqual({ written: 'by a newer PredictoPlay' });
  });

  test('a newer app that takes the database while this page plays is not written over, and the page says so', async ({ page }) => {
    await signUp(page);
    await upgradeDatabaseAsNewerApp(page);
    const before = await storedDatabase(page);
    await placeBet(page, T20, 'YES');
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(notice(page, UNSAVED)).toBeVisible();
    expect(await storedDatabase(page)).toEqual(before);
    expect(before?.version).toBe(DATABASE_VERSION + 1);
    expect((before?.accounts[0] as StoredRecord | undefined)?.value).toMatchObject({ coins: 1000 });
    expect(await newerAppNote(page)).toEqual({ written: 'by a newer PredictoPlay' });
  });

  for (const [problem, edit] of [
    ['a missing version', (record: StoredRecord) => ({ rev: record.rev, value: record.value })],
    ['a string version', (record: StoredRecord) => ({ ...record, v: String(record.v) })],
  ] as const) {
    test(`a stored record with ${problem} is kept aside, not guessed at`, async ({ page }) => {
      await expectTamperedRecordKeptAside(page, 'accounts', theAccount, edit);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      // The rest of the game is as it was; the account is gone from it, kept only in the quarantine.
      const fresh = await storedGame(page);
      expect(fresh.state.accounts).toEqual([]);
      // The nine samples and the practice-coin question of the account set aside, kept as it was.
      expect(fresh.state.markets).toHaveLength(10);
    });
  }
});

// A balance of -5 or 1.5, a ledger that does not sum to the balance (storage.spec.ts) and an
// admin flag without the admin address (admin.spec.ts) have their own tests.
test.describe('2. tampered money and roles', () => {
  const TAMPERS: [string, DataStore, (game: GameData) => string, (record: StoredRecord) => unknown, boolean][] = [
    ['a balance of 2^53', 'accounts', theAccount, (record) => void Object.assign(record.value, { coins: 2 ** 53 }), false],
    ['a prize pool of 2^53', 'markets', (game) => game.markets[0]?.id ?? 'none', (record) => void Object.assign(record.value, { totalPool: 2 ** 53 }), true],
  ];
  for (const [tamper, store, pick, edit, stillLoggedIn] of TAMPERS) {
    test(`game data with ${tamper} is kept aside and never shown`, async ({ page }) => {
      await expectTamperedRecordKeptAside(page, store, pick, edit);
      // In whatever grouping: no figure of 2^53 anywhere on the page.
      expect((await page.locator('body').innerText()).replace(/[^\d\n]/g, '')).not.toContain(String(2 ** 53));
      await page.goto('/wallet');
      if (stillLoggedIn) await expect(balanceChip(page)).toHaveText('1,000');
      else await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
      expect((await page.locator('body').innerText()).replace(/[^\d\n]/g, '')).not.toContain(String(2 ** 53));
    });
  }

  for (const [tamper, dailyBonus] of [
    ['a daily bonus of 2^53', 2 ** 53],
    ['a daily bonus of -5', -5],
  ] as const) {
    test(`game data with ${tamper} is kept aside and never shown`, async ({ page }) => {
      await signUp(page);
      // Settings are stored once the admin first saves them: as if they had been.
      const planted = { v: 1, rev: 1, value: { platformName: 'PredictoPlay', dailyBonus } };
      await plantRecords(page, 'settings', [planted]);
      await page.reload();
      await waitForCards(page);
      await expect(notice(page, SET_ASIDE)).toBeVisible();
      expect(await quarantined(page)).toEqual([{ from: 'settings', key: 'current', reason: 'invalid', problem: expect.any(String), at: expect.any(String), record: planted }]);
      expect((await page.locator('body').innerText()).replace(/[^\d\n]/g, '')).not.toContain(String(2 ** 53));
      await page.goto('/wallet');
      // The default bonus, not the stored one.
      await expect(page.getByRole('button', { name: 'Claim 50 coins' })).toBeVisible();
      expect((await page.locator('body').innerText()).replace(/[^\d\n]/g, '')).not.toContain(String(2 ** 53));
    });
  }
});

// How each of these amounts is committed (clamped) on blur or Enter: player.spec.ts.
test.describe('3. amounts that are not a stake', () => {
  test('a bad amount is refused at the field with the reason, and moves no coin', async ({ page }) => {
    await signUp(page);
    const dialog = await openBet(page, T20);
    await dialog.getByRole('button', { name: /YES/ }).click();
    const amount = dialog.getByLabel('Amount');
    const confirm = dialog.getByRole('button', { name: 'Confirm Prediction' });
    await expect(confirm).toBeEnabled();
    for (const [typed, reason] of [
      ['', 'The minimum bet is 10 coins.'],
      ['abc', 'The minimum bet is 10 coins.'],
      ['-5', 'The minimum bet is 10 coins.'],
      ['0', 'The minimum bet is 10 coins.'],
      ['1.5', 'Bets are whole coins.'],
      ['1e309', 'The minimum bet is 10 coins.'],
      ['5000', 'You do not have enough coins for this bet.'],
    ] as const) {
      // fill() refuses letters in a number field; typing them is what a player can do.
      await amount.fill('');
      await amount.pressSequentially(typed);
      await expect(amount, `typed ${typed}`).toHaveAccessibleDescription(`Whole coins from 10 up to your balance. ${reason}`);
      await expect(confirm).toBeDisabled();
      await confirm.click({ force: true });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(balanceChip(page)).toHaveText('1,000');
    await expect(page.getByText(/Prediction placed/)).toHaveCount(0);
    expect(await storedCoins(page)).toEqual([1000]);
    expect((await storedGame(page)).state.positions).toEqual([]);
  });

  test('pasted text becomes a whole stake within the balance, or none', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page);
    const dialog = await openBet(page, T20);
    const amount = dialog.getByLabel('Amount');
    // Chromium keeps only what a number field accepts from the paste; the amount is then
    // committed (whole coins, 10 up to the balance) and what the field shows is what is staked.
    for (const [pasted, committed] of [
      ['abc', '10'],
      [XSS, '10'],
      ['-5', '10'],
      ['1e309', '10'],
      ['12.5', '12'],
      ['  250  ', '250'],
      ['99999999999999999999', '1000'],
      ['1,000 coins', '1000'],
    ] as const) {
      await amount.fill('');
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await amount.focus();
      await page.keyboard.press('ControlOrMeta+V');
      await amount.blur();
      await expect(amount, `pasted ${pasted}`).toHaveValue(committed);
    }
    await expect(dialog.getByText('1,800 coins')).toBeVisible();
    await expect(dialog.getByRole('definition').first()).toHaveText('1,000 coins');
    await dialog.getByRole('button', { name: /NO/ }).click();
    await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
    await expect(page.getByText('Prediction placed! You bet 1,000 coins on NO')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('0');
    await expectNoInjectedMarkup(page);
  });

  test('an amount above a balance spent in another page is refused at the field, and only that page’s bet is debited', async ({ page, context }) => {
    await signUp(page);
    const dialog = await openBet(page, T20);
    await dialog.getByRole('button', { name: /YES/ }).click();
    await dialog.getByLabel('Amount').fill('1000');
    await dialog.getByLabel('Amount').blur();

    const other = await context.newPage();
    await other.goto('/');
    await waitForCards(other);
    await placeBet(other, T20, 'NO', '100');
    await expect(balanceChip(other)).toHaveText('900');

    // The first page learns of the spend: the stake of 1000 is now above its balance.
    await expect(dialog.getByRole('definition').first()).toHaveText('900 coins');
    await expect(dialog.getByRole('button', { name: 'Confirm Prediction' })).toBeDisabled();
    await expect(dialog.getByLabel('Amount')).toHaveAccessibleDescription(/You do not have enough coins for this bet\.$/);
    await expect(dialog.getByLabel('Amount')).toHaveValue('1000');
    await page.keyboard.press('Escape');
    await expect.poll(() => storedCoins(page)).toEqual([900]);
    await other.close();
  });

  test('Add Coins takes no typed amount: a forged choice adds only an offered amount', async ({ page }) => {
    await signUp(page);
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Add Coins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coins' });
    await expect(dialog.getByRole('spinbutton')).toHaveCount(0);
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await dialog.getByRole('radio').evaluateAll((radios) => radios.forEach((radio) => ((radio as HTMLInputElement).value = '-999999')));
    await dialog.getByRole('button', { name: 'Add 500 coins' }).click();
    await expect(balanceChip(page)).toHaveText('1,500');
  });
});

// The 10,000-character question with markup typed into Create Prediction: admin.spec.ts;
// ?category=<script>, ?sort=x and ?id=../../x: visitor.spec.ts.
test.describe('4. markup and oversized text', () => {
  test('a 10,000-character question with markup in stored market data is kept aside, never rendered', async ({ page }) => {
    await settle(page);
    const id = await marketId(page, /^Will Bitcoin/);
    const record = await editStoredRecord(page, 'markets', id, (stored) => {
      stored.value.question = `${XSS}${'a'.repeat(10_000)}?`;
    });
    await page.reload();
    await waitForCards(page);
    await expect(notice(page, SET_ASIDE)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(8);
    expect(await quarantined(page)).toEqual([{ from: 'markets', key: id, reason: 'invalid', problem: expect.any(String), at: expect.any(String), record }]);
    await expect(page.locator('body')).not.toContainText('aaaaaaaaaa');
    await expectNoInjectedMarkup(page);
  });

  test('markup in a stored question of valid length is shown as text wherever the question appears', async ({ page }) => {
    await signUp(page);
    const target = { id: await marketId(page, /^Will India win the next T20/) };
    const question = `${XSS} Will this run?`;
    await editStoredRecord(page, 'markets', target.id, (record) => {
      record.value.question = question;
    });
    await page.reload();
    await waitForCards(page);
    await expect(page.getByRole('heading', { name: question })).toBeVisible();

    await placeBet(page, question, 'YES');
    await expect(balanceChip(page)).toHaveText('900');
    await expect(await historyRows(page)).toHaveText([question]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem').first()).toContainText(`Bet placed: ${question}`);
    await page.goto(`/prediction?id=${encodeURIComponent(target.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
    await expectNoInjectedMarkup(page);
  });

  test('markup in a stored platform name is shown as text in the top bar and the title', async ({ page }) => {
    await settle(page);
    const name = '<img src=x onerror="window.__xss=1">';
    await plantRecords(page, 'settings', [{ v: 1, rev: 1, value: { platformName: name, dailyBonus: 50 } }]);
    await page.goto('/wallet');
    await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    await expect(page).toHaveTitle(`Wallet · ${name}`);
    await expectNoInjectedMarkup(page);
  });

  test('markup and odd names in the URL fall back to defaults or Not Found, and nothing is echoed', async ({ page }) => {
    const payload = encodeURIComponent(XSS);
    await page.goto(`/?category=${payload}&sort=${payload}`);
    await waitForCards(page);
    await expect(page.getByRole('article')).toHaveCount(9);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('All');
    await expect(page.getByLabel('Sort by')).toHaveValue('trending');
    await expect(page.locator('body')).not.toContainText('__xss');
    await expectNoInjectedMarkup(page);

    // '../../x' itself has its own test in visitor.spec.ts.
    for (const id of [XSS, '__proto__', 'constructor', 'toString', '1 ', '%00', '1/../2']) {
      await page.goto(`/prediction?id=${encodeURIComponent(id)}`);
      await expect(page.getByRole('heading', { name: 'Prediction Not Found' })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('__xss');
      await expectNoInjectedMarkup(page);
    }
  });
});

// Storage methods that throw while browsing, and a failing write before the bet dialog opens:
// storage.spec.ts and player.spec.ts.
test.describe('5. storage that fails', () => {
  const FAULTS = {
    'throws on every access': () => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    },
    'is null': () => {
      Object.defineProperty(window, 'localStorage', { get: () => null });
    },
  } as const;

  for (const [fault, script] of Object.entries(FAULTS)) {
    test(`localStorage that ${fault}: play goes on in memory and the page says once that it is not saved`, async ({ page }) => {
      await page.addInitScript(script);
      await signUp(page);
      await expect(page.getByText(UNSAVED)).toHaveCount(1);
      await placeBet(page, T20, 'YES');
      await expect(balanceChip(page)).toHaveText('900');
      await expect(await historyRows(page)).toHaveCount(1);
      await expect(page.getByText(UNSAVED)).toHaveCount(1);
    });
  }

  const DATABASE_FAULTS = {
    'refuses to open': refuseIndexedDBOpen,
    'is missing': removeIndexedDB,
    'throws when reached': throwOnIndexedDB,
  } as const;

  for (const [fault, setUp] of Object.entries(DATABASE_FAULTS)) {
    test(`IndexedDB that ${fault}: play goes on in memory and the page says once that it is not saved`, async ({ page }) => {
      await setUp(page);
      await signUp(page);
      await expect(page.getByText(UNSAVED)).toHaveCount(1);
      await placeBet(page, T20, 'YES');
      await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
      await expect(balanceChip(page)).toHaveText('900');
      await expect(await historyRows(page)).toHaveCount(1);
      await expect(page.getByText(UNSAVED)).toHaveCount(1);
      expect(await storedDatabase(page)).toBeNull();
    });
  }

  test('a zero quota (reads work, every write throws): play in memory, told once, nothing stored', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await failWritesFromTheStart(page);
    await signUp(page);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await placeBet(page, T20, 'YES');
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(await historyRows(page)).toHaveCount(1);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const db = await storedDatabase(page);
    expect([db?.markets, db?.accounts, db?.positions, db?.ledger, db?.settings, db?.meta, db?.quarantine]).toEqual([[], [], [], [], undefined, undefined, []]);
  });

  test('quota exceeded just before a bet lands: bet and debit stay together, in memory and in storage', async ({ page }) => {
    await signUp(page);
    await confirmWhileStorageFills(page, /YES/);
    await expect(page.getByText(`Prediction placed! You bet 100 coins on YES. ${KEPT_IN_TAB}`)).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await expect(await historyRows(page)).toHaveCount(1);
    // Stored: neither the bet nor its debit.
    expect(await storedCoins(page)).toEqual([1000]);
    expect((await storedGame(page)).state.positions).toEqual([]);

    // Once writes work again, the next save carries both.
    await allowWrites(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet', exact: true }).click();
    await page.getByRole('button', { name: 'Claim 50 coins' }).click();
    await expect(balanceChip(page)).toHaveText('950');
    await expect.poll(() => storedCoins(page)).toEqual([950]);
    expect((await storedGame(page)).state.positions).toHaveLength(1);
    await page.reload();
    await expect(balanceChip(page)).toHaveText('950');
    await expect(await historyRows(page)).toHaveCount(1);
  });

  test('quota exceeded just before a bet lands, then a reload: the stored state has neither the bet nor the debit', async ({ page }) => {
    await signUp(page);
    await confirmWhileStorageFills(page, /NO/);
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await page.reload();
    await expect(balanceChip(page)).toHaveText('1,000');
    expect(await storedCoins(page)).toEqual([1000]);
    expect((await storedGame(page)).state.positions).toEqual([]);
    await expect(await historyRows(page)).toHaveCount(0);
    await expect(page.getByText('No predictions yet.')).toBeVisible();
  });
});
