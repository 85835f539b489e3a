// Sets up players through the real stores, the way the app would after a login, without paying
// for 600,000 PBKDF2 iterations in every test.

import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account, PasswordHash } from '@/lib/model/account';
import type { GameData } from '@/lib/model/game';
import type { Market } from '@/lib/model/market';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { applyGame, useGameStore } from '@/lib/store/game-store';
import type { OpContext } from '@/lib/game/operation';
import type { OpOutcome } from '@/lib/store/players-slice';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { openLegacyLoginAccount } from '../lib/game-fixtures';
import { stored } from '../lib/store/stored-game';

export const PLACEHOLDER_PASSWORD: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

/**
 * Applies an operation to memory as an action does, and starts its save without waiting: the
 * screens under test render from memory, and what reaches storage is tested in lib/store.
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

/** What the game store last wrote to localStorage. */
export function storedGame(): GameData | null {
  return localStorage.getItem(STORAGE_KEYS.game) === null ? null : stored().state;
}
