// Start-up: moves a game from the old single key into the database, then reads what the first
// screens need (the catalogue and the logged-in account's records) into memory as stored. Any
// failure leaves the game playing in memory only, with the player told progress isn't saved.

import { DEFAULT_SETTINGS } from '../../model/empty-game';
import { EMPTY_META } from '../../model/meta';
import type { Account } from '../../model/account';
import { writeBootHints } from '../../storage/boot-hints';
import { leagueSetAsideNotice, quarantineNotice } from '../../storage/notices';
import { setAsideDisagreeingAccounts } from '../../storage/idb/account-consistency';
import type { GameDatabase } from '../../storage/idb/database';
import { loadStartup, type Revisions, type StartupRecords } from '../../storage/idb/load';
import { byCreation } from '../../storage/idb/merge-records';
import { LIST_KINDS, RECORD_KINDS, type ListKind } from '../../model/record-kinds';
import type { GameData } from '../../model/game';
import { moveOldGameAtStartUp } from '../../storage/idb/move-at-start-up';
import { ADMIN_EMAIL } from '../../account/admin-email';
import { browserStorage } from '../browser-storage';
import { gameDataOf, useGameStore } from '../game-store';
import { useSessionStore } from '../session-store';
import { open } from './open';
import { type EngineState, goMemoryOnly, notify, now } from './state';

export type StartOutcome = 'database' | 'memory-only';

export interface StartOptions {
  /**
   * Whether an old game kept in the old local key is moved in first: a page's start-up does it. The
   * service worker has no local storage, and runs only for a browser whose pages registered its
   * periodic sync, pages that had already moved their game in at their own start-up.
   */
  moveOldGame?: boolean;
}

/** Accounts that disagree with their records are set aside (account-consistency.ts); a session on one ends. */
async function setAsideDisagreeing(db: GameDatabase, records: StartupRecords, read: Revisions, accountId: string | null): Promise<Account[]> {
  const gone = await setAsideDisagreeingAccounts(db, records, read, accountId === null ? [] : [accountId], { adminEmail: ADMIN_EMAIL, at: now().toISOString() });
  if (gone.size === 0) return records.accounts;
  if (accountId !== null && gone.has(accountId)) useSessionStore.setState({ accountId: null });
  return records.accounts.filter((account) => !gone.has(account.id));
}

export async function startGameStorage(engine: EngineState, accountId: string | null, { moveOldGame = true }: StartOptions = {}): Promise<StartOutcome> {
  const opened = await open(engine);
  if (opened.kind !== 'open') return 'memory-only';
  const moved = moveOldGame ? await moveOldGameAtStartUp(opened.db, browserStorage, now, ADMIN_EMAIL) : { ok: true as const, notice: null };
  if (moved.notice) notify(moved.notice);
  if (!moved.ok) {
    engine.mode = { kind: 'memory-only' };
    useGameStore.setState(moved.game ?? gameDataOf(useGameStore.getInitialState()));
    return 'memory-only';
  }
  const read = await loadStartup(opened.db, accountId, { now });
  if (!read.ok) {
    goMemoryOnly(engine);
    return 'memory-only';
  }
  const accounts = await setAsideDisagreeing(opened.db, read.records, read.revisions, accountId);
  // Closed while reading (a test's next browser): memory is no longer this engine's to fill.
  if (engine.closed) return 'memory-only';
  const setAside = read.quarantine.setAside.length + (read.records.accounts.length - accounts.length);
  if (setAside > 0) notify(quarantineNotice(setAside));
  if (read.quarantine.alongside.length > 0) notify(leagueSetAsideNotice(read.quarantine.alongside.length));
  engine.meta = read.records.meta ?? EMPTY_META;
  // Nothing of this tab's is in memory yet, so the records are taken as read.
  // Every collection the registry holds as a list, in its order (positions and entries oldest first).
  const collections = Object.fromEntries(
    LIST_KINDS.map((name) => {
      const records = name === 'accounts' ? accounts : (read.records[name] as { id: string; createdAt?: string }[]);
      return [name, RECORD_KINDS[name].ordered ? [...(records as { id: string; createdAt: string }[])].sort(byCreation) : records];
    }),
  ) as Pick<GameData, ListKind>;
  useGameStore.setState({ ...collections, settings: read.records.settings ?? DEFAULT_SETTINGS, seededAt: engine.meta.seededAt });
  engine.revisions = read.revisions;
  if (accountId !== null) engine.loadedAccounts.add(accountId);
  writeBootHints({ seededAt: engine.meta.seededAt });
  return 'database';
}
