// A fresh in-memory IndexedDB per test (fake-indexeddb's factory, so no test sees another's
// records), the game's database opened in it, and a played game saved into it record by record.

import { IDBFactory } from 'fake-indexeddb';
import type { GameData } from '@/lib/model/game';
import { commitChanges, type Changes } from '@/lib/storage/idb/commit';
import { openGameDatabase, type GameDatabase } from '@/lib/storage/idb/database';

export const AT = new Date('2026-12-01T10:00:00.000Z');
export const now = () => AT;

export async function openFresh(factory: IDBFactory = new IDBFactory()): Promise<{ db: GameDatabase; factory: IDBFactory }> {
  const opened = await openGameDatabase({ factory });
  if (!opened.ok) throw new Error(`open failed: ${opened.reason}`);
  return { db: opened.db, factory };
}

/** Every record of a game as new puts (based on rev 0). */
export function putsOf(data: GameData): Changes {
  const fresh = <T>(values: readonly T[]) => values.map((value) => ({ value, baseRev: 0 }));
  return {
    puts: {
      markets: fresh(data.markets),
      accounts: fresh(data.accounts),
      positions: fresh(data.positions),
      ledger: fresh(data.ledger),
      leagues: fresh(data.leagues ?? []),
      operatedLeagues: fresh(data.operatedLeagues ?? []),
      memberships: fresh(data.memberships ?? []),
      settings: fresh([data.settings]),
      meta: fresh([{ seededAt: data.seededAt, movedFromLocalStorage: null }]),
    },
  };
}

export async function saveGame(db: GameDatabase, data: GameData): Promise<void> {
  const result = await commitChanges(db, putsOf(data));
  if (result.status !== 'saved') throw new Error(`seeding failed: ${result.reason}`);
}

/** Everything stored, raw (wrappers included), by store: to see that a failure changed nothing. */
export async function snapshot(db: GameDatabase) {
  const stores = ['markets', 'accounts', 'positions', 'ledger', 'leagues', 'operatedLeagues', 'memberships', 'settings', 'meta', 'quarantine'] as const;
  const all = await Promise.all(stores.map((store) => db.getAll(store)));
  return Object.fromEntries(stores.map((store, index) => [store, all[index]]));
}

export const byId = <T extends { id: string }>(records: readonly T[]) => [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
