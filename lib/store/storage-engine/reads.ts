// What an action declares it reads beyond what start-up read: every player's records, some
// accounts' own, or every position on some questions. The engine reads them before the action
// runs and again, fresh, before a replay, so no caller loads anything first. Each read covers a
// scope whole, so a record memory holds in that scope that the read did not find is gone from
// storage (another tab deleted it: a restore, a deleted account) and memory lets go of it too.

import { ACCOUNT_KINDS, RECORD_KINDS, type ListKind } from '../../model/record-kinds';
import type { GameData } from '../../model/game';
import type { GameDatabase } from '../../storage/idb/database';
import { readAccountRecords, readAllPlayRecords, readMarketPositions, type AccountRecords, type ReadResult } from '../../storage/idb/load';
import type { GoneKeys } from '../../storage/idb/memory-records';

export interface Reads {
  /** Every player's positions and ledger: an admin's settlement, a restore. */
  everyone?: boolean;
  /** These accounts' own records: a login. */
  accounts?: readonly string[];
  /** Every position on these questions: a league update that settles them. */
  positionsOf?: readonly string[];
}

/** What one read covers whole. */
export type ReadScope = { everyone: true } | { accountId: string } | { marketId: string };

export type ScopedRead = { scope: ReadScope; result: ReadResult<Partial<AccountRecords>> };

/** An account's own kinds that memory holds (positions, ledger entries). */
const PLAY_KINDS = ACCOUNT_KINDS.filter((name): name is Extract<typeof name, ListKind> => RECORD_KINDS[name].holding === 'list');

type PlayRecord = { id: string; accountId: string; marketId?: string };

function inScope(scope: ReadScope, kind: ListKind, record: PlayRecord): boolean {
  if ('everyone' in scope) return true;
  if ('accountId' in scope) return record.accountId === scope.accountId;
  return kind === 'positions' && record.marketId === scope.marketId;
}

/** The records memory holds in the scope that the read did not find. */
export function goneInScope(held: GameData, { scope, result }: ScopedRead): GoneKeys {
  const gone: GoneKeys = {};
  if (!result.ok) return gone;
  for (const kind of PLAY_KINDS) {
    if ('marketId' in scope && kind !== 'positions') continue;
    const found = new Set(((result.records[kind] ?? []) as PlayRecord[]).map((record) => record.id));
    const ids = (held[kind] as PlayRecord[]).filter((record) => inScope(scope, kind, record) && !found.has(record.id)).map((record) => record.id);
    if (ids.length > 0) gone[kind] = ids;
  }
  return gone;
}

/** One scope, read from the database as it is now. */
export async function readScope(db: GameDatabase, scope: ReadScope, now: () => Date): Promise<ScopedRead> {
  if ('everyone' in scope) return { scope, result: await readAllPlayRecords(db, { now }) };
  if ('accountId' in scope) return { scope, result: await readAccountRecords(db, scope.accountId, { now }) };
  const read = await readMarketPositions(db, scope.marketId, { now });
  return { scope, result: read.ok ? { ...read, records: { positions: read.records } } : read };
}

/** The scopes an action's reads cover. */
export function scopesOf(reads: Reads): ReadScope[] {
  if (reads.everyone) return [{ everyone: true }];
  return [...(reads.accounts ?? []).map((accountId) => ({ accountId })), ...(reads.positionsOf ?? []).map((marketId) => ({ marketId }))];
}
