import type { Page } from '@playwright/test';
import { expect, test, waitForCards } from './fixtures';
import { balanceChip, openBet, rawStoredGame, signUp } from './players';

// Faults set up in a real browser. Each test checks that nothing is lost (the original text is
// kept aside, data of a newer app stays byte for byte, no coin moves on a refused amount) and
// that the player is told. The stored format of positions and the ledger is not relied on:
// only the envelope head, accounts, markets and settings are tampered with, and money is read
// from the UI or `accounts[i].coins`.

const GAME = 'predictoplay:game';
const SESSION = 'predictoplay:session';
const T20 = 'Will India win the next T20 international against Australia?';
const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

const UNREADABLE = /Your saved game data could not be read/;
const UNSAVED = /not letting PredictoPlay save/;

type Envelope = { version: number; rev: number; state: Record<string, unknown> & { accounts: Record<string, unknown>[] } };

/** Confirms a bet on T20 and, while it is placing, makes every write throw as a full storage does. */
async function confirmWhileStorageFills(page: Page, choice: RegExp) {
  const dialog = await openBet(page, T20);
  await dialog.getByRole('button', { name: choice }).click();
  await dialog.getByRole('button', { name: 'Confirm Prediction' }).click();
  await expect(dialog.getByRole('button', { name: 'Placing...' })).toBeVisible();
  await page.evaluate(() => {
    const original = Storage.prototype.setItem;
    (window as { restoreSetItem?: () => void }).restoreSetItem = () => (Storage.prototype.setItem = original);
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/**
 * A player's stored game, edited and written back, then a reload: the edited text is kept aside
 * as it was, the player is told, and the page starts logged out.
 */
async function expectTamperedGameKeptAside(page: Page, edit: (envelope: Envelope) => unknown) {
  await signUp(page);
  const text = JSON.stringify(edit((await rawStoredGame(page)) as Envelope));
  await writeRaw(page, GAME, text);
  await page.reload();
  await waitForCards(page);
  await expect(notice(page, UNREADABLE)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(await keptAside(page)).toEqual([['predictoplay:corrupt:game:T', text]]);
}

/** Waits for a first visit to finish seeding, so the page writes nothing more on its own. */
async function settle(page: Page) {
  await page.goto('/');
  await waitForCards(page);
}

function writeRaw(page: Page, key: string, text: string) {
  return page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, text] as const);
}

function readRaw(page: Page, key: string) {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

/** Every set-aside copy as [key with its time replaced by T, text], sorted. */
function keptAside(page: Page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('predictoplay:corrupt:'))
      .map((key) => [key.replace(/:\d+$/, ':T'), localStorage.getItem(key)] as const)
      .sort(),
  );
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

// '{"broken":' in every key, on every page, has its own test in storage.spec.ts.
test.describe('1. unreadable or foreign stored data', () => {
  test('valid JSON of the wrong shape in each key is kept aside as it was, and play goes on', async ({ page }) => {
    await settle(page);
    const version = ((await rawStoredGame(page)) as Envelope).version;
    const shapes: [string, string][] = [
      ['[1,2,3]', '"just a string"'],
      [JSON.stringify({ version, rev: 1, state: { markets: 'none' } }), JSON.stringify({ version: 1, rev: 1, state: { accountId: 42 } })],
      ['null', '{}'],
    ];
    for (const [game, session] of shapes) {
      await page.evaluate(() => localStorage.clear());
      await writeRaw(page, GAME, game);
      await writeRaw(page, SESSION, session);
      await page.reload();
      await waitForCards(page);
      await expect(page.getByRole('article')).toHaveCount(9);
      await expect(notice(page, UNREADABLE)).toBeVisible();
      await expect(notice(page, /Your saved login session could not be read/)).toBeVisible();
      expect(await keptAside(page)).toEqual([
        ['predictoplay:corrupt:game:T', game],
        ['predictoplay:corrupt:session:T', session],
      ]);
    }
    // Playing on writes the keys again; the copies set aside stay as they were.
    await signUp(page);
    await expect(balanceChip(page)).toHaveText('1,000');
    expect((await keptAside(page)).map(([, text]) => text)).toEqual(['null', '{}']);
  });

  test('a stored value whose keys shadow store actions is kept aside, and the actions still run', async ({ page }) => {
    await settle(page);
    const saved = (await rawStoredGame(page)) as Envelope;
    // If merged, these would replace the store's seeding action and its setState with strings.
    const shadowing = JSON.stringify({ ...saved, state: { ...saved.state, seededAt: null, seedCatalogueIfNew: 'pwned', setState: 'pwned' } });
    const headShadowing = JSON.stringify({ ...saved, setState: 'pwned' });
    for (const text of [shadowing, headShadowing]) {
      await page.evaluate(() => localStorage.clear());
      await writeRaw(page, GAME, text);
      await page.reload();
      await waitForCards(page);
      await expect(page.getByRole('article')).toHaveCount(9);
      await expect(notice(page, UNREADABLE)).toBeVisible();
      expect(await keptAside(page)).toEqual([['predictoplay:corrupt:game:T', text]]);
    }
    await signUp(page);
    await placeBet(page, T20, 'YES');
    await expect(balanceChip(page)).toHaveText('900');
    expect(((await rawStoredGame(page)) as Envelope).state).not.toHaveProperty('setState');
  });

  test('data from a newer app is never migrated or overwritten, through play and a reload', async ({ page }) => {
    await settle(page);
    const game = JSON.stringify({ version: 999, rev: 7, state: { positions: 'a format this app does not know' } });
    const session = JSON.stringify({ version: 999, rev: 2, state: { who: 'someone' } });
    await writeRaw(page, GAME, game);
    await writeRaw(page, SESSION, session);
    await page.reload();
    await waitForCards(page);
    await expect(notice(page, /Your saved game data comes from a newer version of PredictoPlay/)).toBeVisible();
    await expect(notice(page, /Your saved login session comes from a newer version/)).toBeVisible();
    await expect(notice(page, /game data.*This tab will not save over it\./)).toBeVisible();

    // Play in memory: sign up, bet, claim the bonus. Nothing of it is written over the newer data.
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
    // One copy per key however often it is loaded: a copy per load would fill the quota.
    expect(await keptAside(page)).toEqual([
      ['predictoplay:corrupt:game:T', game],
      ['predictoplay:corrupt:session:T', session],
    ]);
  });

  test('data a newer app writes while this page plays is not written over, and the page says so', async ({ page }) => {
    await signUp(page);
    const future = JSON.stringify({ version: 999, rev: 99, state: { from: 'another tab of a newer app' } });
    await writeRaw(page, GAME, future);
    await placeBet(page, T20, 'YES');
    await expect(balanceChip(page)).toHaveText('900');
    await expect(notice(page, /game data comes from a newer version/)).toBeVisible();
    expect(await readRaw(page, GAME)).toBe(future);
    expect(await keptAside(page)).toEqual([['predictoplay:corrupt:game:T', future]]);
  });

  for (const [problem, edit] of [
    ['a missing version', (envelope: Envelope) => ({ rev: envelope.rev, state: envelope.state })],
    ['a string version', (envelope: Envelope) => ({ ...envelope, version: String(envelope.version) })],
  ] as const) {
    test(`game data with ${problem} is kept aside, not guessed at`, async ({ page }) => {
      await expectTamperedGameKeptAside(page, edit);
      // A fresh start is saved as the current version, beside the copy.
      const fresh = (await rawStoredGame(page)) as Envelope;
      expect(typeof fresh.version).toBe('number');
      expect(fresh.state.accounts).toEqual([]);
    });
  }
});

// A balance of -5 or 1.5, a ledger that does not sum to the balance (storage.spec.ts) and an
// admin flag without the admin address (admin.spec.ts) have their own tests.
test.describe('2. tampered money and roles', () => {
  for (const [tamper, edit] of [
    ['a balance of 2^53', (state: Envelope['state']) => Object.assign(state.accounts[0]!, { coins: 2 ** 53 })],
    ['a daily bonus of 2^53', (state: Envelope['state']) => Object.assign(state.settings as object, { dailyBonus: 2 ** 53 })],
    ['a daily bonus of -5', (state: Envelope['state']) => Object.assign(state.settings as object, { dailyBonus: -5 })],
    ['a prize pool of 2^53', (state: Envelope['state']) => Object.assign((state.markets as object[])[0]!, { totalPool: 2 ** 53 })],
  ] as const) {
    test(`game data with ${tamper} is kept aside and never shown`, async ({ page }) => {
      await expectTamperedGameKeptAside(page, (envelope) => {
        edit(envelope.state);
        return envelope;
      });
      // In whatever grouping: no figure of 2^53 anywhere on the page.
      expect((await page.locator('body').innerText()).replace(/[^\d\n]/g, '')).not.toContain(String(2 ** 53));
      await page.goto('/wallet');
      await expect(page.getByRole('heading', { name: 'Please Login' })).toBeVisible();
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
    expect(((await rawStoredGame(page)) as Envelope).state.accounts[0]).toMatchObject({ coins: 1000 });
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
    expect(((await rawStoredGame(page)) as Envelope).state.accounts[0]).toMatchObject({ coins: 900 });
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
    const envelope = (await rawStoredGame(page)) as Envelope;
    const markets = envelope.state.markets as { question: string }[];
    markets[0]!.question = `${XSS}${'a'.repeat(10_000)}?`;
    const text = JSON.stringify(envelope);
    await writeRaw(page, GAME, text);
    await page.reload();
    await waitForCards(page);
    await expect(notice(page, UNREADABLE)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(9);
    expect(await keptAside(page)).toEqual([['predictoplay:corrupt:game:T', text]]);
    await expect(page.locator('body')).not.toContainText('aaaaaaaaaa');
    await expectNoInjectedMarkup(page);
  });

  test('markup in a stored question of valid length is shown as text wherever the question appears', async ({ page }) => {
    await signUp(page);
    const envelope = (await rawStoredGame(page)) as Envelope;
    const markets = envelope.state.markets as { id: string; question: string }[];
    const target = markets.find((market) => market.question === T20)!;
    const question = `${XSS} Will this run?`;
    target.question = question;
    await writeRaw(page, GAME, JSON.stringify(envelope));
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
    const envelope = (await rawStoredGame(page)) as Envelope;
    const name = '<img src=x onerror="window.__xss=1">';
    Object.assign(envelope.state.settings as object, { platformName: name });
    await writeRaw(page, GAME, JSON.stringify(envelope));
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

  test('a zero quota (reads work, every write throws): play in memory, told once, nothing stored', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await signUp(page);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await placeBet(page, T20, 'YES');
    await expect(balanceChip(page)).toHaveText('900');
    await expect(await historyRows(page)).toHaveCount(1);
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('quota exceeded just before a bet lands: bet and debit stay together, in memory and in storage', async ({ page }) => {
    await signUp(page);
    await confirmWhileStorageFills(page, /YES/);
    await expect(page.getByText('Prediction placed! You bet 100 coins on YES')).toBeVisible();
    await expect(balanceChip(page)).toHaveText('900');
    await expect(page.getByText(UNSAVED)).toHaveCount(1);
    await expect(await historyRows(page)).toHaveCount(1);
    // Stored: neither the bet nor its debit.
    expect(((await rawStoredGame(page)) as Envelope).state.accounts[0]).toMatchObject({ coins: 1000 });

    // Once writes work again, the next save carries both.
    await page.evaluate(() => (window as { restoreSetItem?: () => void }).restoreSetItem?.());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wallet', exact: true }).click();
    await page.getByRole('button', { name: 'Claim 50 coins' }).click();
    await expect(balanceChip(page)).toHaveText('950');
    expect(((await rawStoredGame(page)) as Envelope).state.accounts[0]).toMatchObject({ coins: 950 });
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
    expect(((await rawStoredGame(page)) as Envelope).state.accounts[0]).toMatchObject({ coins: 1000 });
    await expect(await historyRows(page)).toHaveCount(0);
    await expect(page.getByText('No predictions yet.')).toBeVisible();
  });
});
