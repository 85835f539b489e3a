// One transaction's changes, made from what memory holds now for the keys an action touched: a
// key still in memory is written with its current record, a key gone from memory is deleted.
// Writing memory's current record (not the record as the action left it) means actions made
// while an earlier save was in flight, or after one failed, are saved together and in order.

import type { GameData } from '../../model/game';
import type { Changes, Delete, Put } from './commit';
import type { Revisions } from './load';
import { SINGLE_RECORD_KEY, type DataStore, type Meta, type RecordValues } from './record-stores';
import type { TouchedKeys } from './touched-keys';
import { walletHeadsFromLedger } from './wallet-heads';

export type MemoryGame = GameData & { meta: Meta };

function recordsOf(game: MemoryGame, store: DataStore): readonly { id?: string }[] | null {
  switch (store) {
    case 'markets':
      return game.markets;
    case 'accounts':
      return game.accounts;
    case 'positions':
      return game.positions;
    case 'ledger':
      return game.ledger;
    case 'leagues':
      return game.leagues;
    case 'operatedLeagues':
      return game.operatedLeagues;
    case 'memberships':
      return game.memberships;
    default:
      return null;
  }
}

export function changesFromMemory(game: MemoryGame, touched: TouchedKeys, revisions: Revisions): Changes {
  const puts: { [S in DataStore]?: Put<RecordValues[S]>[] } = {};
  const deletes: { [S in DataStore]?: Delete[] } = {};
  for (const store of Object.keys(touched) as DataStore[]) {
    const keys = touched[store] ?? [];
    if (keys.length === 0) continue;
    const baseRev = (key: string) => revisions[store]?.[key] ?? 0;
    if (store === 'wallets') {
      for (const [key, head] of walletHeadsFromLedger(keys, game.ledger)) {
        if (head === undefined) (deletes.wallets ??= []).push({ key, baseRev: baseRev(key) });
        else (puts.wallets ??= []).push({ value: head, baseRev: baseRev(key) });
      }
      continue;
    }
    const records = recordsOf(game, store);
    if (records === null) {
      const value = store === 'settings' ? game.settings : { ...game.meta, seededAt: game.seededAt };
      (puts[store] as Put<unknown>[] | undefined) = [{ value, baseRev: baseRev(SINGLE_RECORD_KEY) }];
      continue;
    }
    const wanted = new Set(keys);
    const found = new Map<string, unknown>();
    for (const record of records) if (record.id !== undefined && wanted.has(record.id)) found.set(record.id, record);
    for (const key of keys) {
      const value = found.get(key);
      if (value === undefined) (deletes[store] ??= []).push({ key, baseRev: baseRev(key) });
      else ((puts[store] ??= []) as Put<unknown>[]).push({ value, baseRev: baseRev(key) });
    }
  }
  return { puts, deletes } as Changes;
}
