// Sets up players through the real stores, the way the app would after a login, without paying
// for 600,000 PBKDF2 iterations in every test.

import { IDBObjectStore } from 'fake-indexeddb';
import { act } from 'react';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account, PasswordHash } from '@/lib/model/account';
import type { GameData } from '@/lib/model/game';
import type { Market } from '@/lib/model/market';
import { openGameDatabase } from '@/lib/storage/idb/database';
import { ledgerOrder, positionOrder } from '@/lib/storage/idb/merge-records';
import type { Meta } from '@/lib/storage/idb/record-stores';
import { DEFAULT_SETTINGS } from '@/lib/model/empty-game';
import { gameDataOf, useGameStore } from '@/lib/store/game-store';
import { applyGame, loadGameStorage } from '@/lib/store/commit-game';
import type { OpContext } from '@/lib/game/operation';
import type { OpOutcome } from '@/lib/store/commit-types';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { openLegacyLoginAccount } from '../lib/game-fixtures';

export const PLACEHOLDER_PASSWORD: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

/**
 * Applies an operation to memory as an action does, and starts its save without waiting: the
 * screens under test render from memory. storedGame() and storageSnapshot() wait for the save.
 */
export function applyNow<R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R): R {
  return applyGame(operation).result;
}

let idCounter = 0;
export function testContext() {
  return { nowMs: Date.now(), newId: () => `test-${(idCounter += 1)}` };
}

/** Loads the stores as the app does on start, seeding the nine sample markets. */
export async function startApp(): Promise<void> {
  await hydrateStores(Date.now());
}

/** Opens an account as logins did before issue 16 (1,500 coins; an admin for the admin address) and starts its session. */
export function logInAs(email = 'p@example.com'): Account {
  const opened = applyNow((data) => openLegacyLoginAccount(data, { email, password: PLACEHOLDER_PASSWORD }, ADMIN_EMAIL, testContext()));
  if (!opened.ok) throw new Error(`could not open ${email}: ${opened.reason}`);
  useSessionStore.setState({ accountId: opened.account.id });
  return opened.account;
}

export function logInAsAdmin(): Account {
  return logInAs(ADMIN_EMAIL);
}

/** Brings the balance down by betting the difference on market '1'. */
export function spendDownTo(account: Account, balance: number): void {
  const amount = currentAccount(account.id).coins - balance;
  const placed = applyNow((data) => placeBet(data, { accountId: account.id, marketId: '1', choice: 'NO', amount }, testContext()));
  if (!placed.ok) throw new Error(`could not spend ${amount}: ${placed.reason}`);
}

export function currentAccount(id: string): Account {
  const account = useGameStore.getState().accounts.find((candidate) => candidate.id === id);
  if (!account) throw new Error(`no account ${id}`);
  return account;
}

export function marketById(id: string): Market {
  const market = useGameStore.getState().markets.find((candidate) => candidate.id === id);
  if (!market) throw new Error(`no market ${id}`);
  return market;
}

/**
 * Resolves once every save begun so far has finished. Saves run one after another, so a save of
 * nothing, queued behind them, ends after them; it changes neither memory nor any record.
 */
export async function savesSettled(): Promise<void> {
  const storage = await loadGameStorage();
  const data = gameDataOf(useGameStore.getState());
  await storage.saveAction(data, data, { operation: (game) => ({ ok: true, data: game }), nowMs: Date.now(), ids: [], reads: {}, outcome: { ok: true, data } });
}

const STORES = ['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships', 'notifyOptIns', 'settings', 'meta', 'quarantine'] as const;

type RawRecords = Record<(typeof STORES)[number], unknown[]>;

/** Every record in the game's database as stored (wrapped, with its rev), opened beside the app's own connection. */
async function readDatabase(): Promise<RawRecords> {
  const opened = await openGameDatabase();
  if (!opened.ok) throw new Error(`the test could not open the database: ${opened.reason}`);
  try {
    const read = await Promise.all(STORES.map((store) => opened.db.getAll(store)));
    return Object.fromEntries(STORES.map((store, index) => [store, read[index]])) as RawRecords;
  } finally {
    opened.db.close();
  }
}

const unwrap = <T>(records: unknown[]) => records.map((record) => (record as { value: T }).value);

/**
 * What the game's IndexedDB records hold, once every save begun so far has finished, in the
 * order memory keeps them; null when nothing of the game is stored.
 */
export async function storedGame(): Promise<GameData | null> {
  await savesSettled();
  const raw = await readDatabase();
  if ((['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships', 'notifyOptIns', 'settings', 'meta'] as const).every((store) => raw[store].length === 0)) return null;
  const [meta] = unwrap<Meta>(raw.meta);
  const [settings] = unwrap<GameData['settings']>(raw.settings);
  return {
    markets: unwrap<GameData['markets'][number]>(raw.markets),
    seededAt: meta?.seededAt ?? null,
    accounts: unwrap<GameData['accounts'][number]>(raw.accounts),
    ledger: unwrap<GameData['ledger'][number]>(raw.ledger).sort(ledgerOrder),
    positions: unwrap<GameData['positions'][number]>(raw.positions).sort(positionOrder),
    settings: settings ?? DEFAULT_SETTINGS,
    leagues: unwrap<GameData['leagues'][number]>(raw.leagues),
    operatedLeagues: unwrap<GameData['operatedLeagues'][number]>(raw.operatedLeagues),
    memberships: unwrap<GameData['memberships'][number]>(raw.memberships),
    notifyOptIns: unwrap<GameData['notifyOptIns'][number]>(raw.notifyOptIns),
  };
}

/**
 * Everything this app keeps in the browser, once every save begun so far has finished: each
 * localStorage key and every IndexedDB record as stored, revs included. Equal snapshots before
 * and after an action show that it saved nothing.
 */
export async function storageSnapshot(): Promise<{ localStorage: Record<string, string | null>; records: RawRecords }> {
  await savesSettled();
  const keys = Object.keys(localStorage).sort();
  return { localStorage: Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])), records: await readDatabase() };
}

/**
 * Makes IndexedDB refuse every write as a full disk does: each put throws QuotaExceededError,
 * so the transaction is aborted and nothing of it is kept. Restored after the test.
 */
export function refuseSaves(): jest.SpyInstance {
  return jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

/**
 * Waits, inside act, for every save begun so far and for what the screens do once it resolves
 * (a toast, a dialog closing). Works under jest's fake timers too: jsdom has no setImmediate to
 * fake, so fake-indexeddb runs its requests on Node's own.
 */
export async function untilSaved(): Promise<void> {
  await act(() => savesSettled());
}
