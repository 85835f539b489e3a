// Several browsers in one test, each with its own IndexedDB (a fake-indexeddb factory) and its own
// logged-in account, as the league tests need them: an organiser and players passing links.

import { IDBFactory } from 'fake-indexeddb';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { readLinkFragment } from '@/lib/league/league-link';
import type { GameData } from '@/lib/model/game';
import { commitGame } from '@/lib/store/commit-game';
import { closeGameStorage } from '@/lib/store/game-storage';
import { useGameStore } from '@/lib/store/game-store';
import { hydrateStores, resetHydrationForTests } from '@/lib/store/hydrate-stores';
import { resetLeagueActionsForTests } from '@/lib/store/league-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { FAKE_HASH, ok } from '../game-fixtures';

export const ORIGIN = 'https://predictoplay.test';

export interface Browser {
  factory: IDBFactory;
  accountId: string;
}

/** Switches the page to `factory`'s storage, as if another browser were in front of us, and logs `accountId` in. */
export async function switchTo(browser: Pick<Browser, 'factory'> & { accountId?: string }): Promise<void> {
  closeGameStorage();
  resetHydrationForTests();
  resetLeagueActionsForTests();
  Object.defineProperty(globalThis, 'indexedDB', { value: browser.factory, configurable: true, writable: true });
  useGameStore.setState(useGameStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
  useSessionStore.setState({ accountId: browser.accountId ?? null });
  await hydrateStores(Date.now());
}

/** A browser of its own with `username` signed up and logged in. */
export async function newBrowser(username: string): Promise<Browser> {
  const factory = new IDBFactory();
  await switchTo({ factory });
  const details = { username, email: `${username.toLowerCase()}@example.com`, phone: null, password: FAKE_HASH };
  const accountId = ok(await commitGame((data, ctx) => signUp(data, details, ADMIN_EMAIL, ctx))).account.id;
  useSessionStore.setState({ accountId });
  return { factory, accountId };
}

/** The bytes a league link (join, update or picks) carries in its fragment. */
export const bytesOf = (link: string | null) => (readLinkFragment(new URL(link as string).hash) as { bytes: Uint8Array }).bytes;

/** An account's balance in a league's wallet, by its ledger. */
export const walletOf = (game: Pick<GameData, 'ledger'>, accountId: string, leagueId: string) =>
  game.ledger.filter((entry) => entry.accountId === accountId && entry.wallet === leagueId).reduce((sum, entry) => sum + entry.amount, 0);
