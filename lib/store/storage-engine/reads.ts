// What an action declares it reads beyond what start-up read: every player's records, some
// accounts' own, or every position on some questions. The engine reads them before the action
// runs and again, fresh, before a replay, so no caller loads anything first.

import type { GameDatabase } from '../../storage/idb/database';
import { readAccountRecords, readAllPlayRecords, readMarketPositions, type AccountRecords, type ReadResult } from '../../storage/idb/load';
import type { RecordValues } from '../../storage/idb/record-stores';

export interface Reads {
  /** Every player's positions and ledger: an admin's settlement, a restore. */
  everyone?: boolean;
  /** These accounts' own records: a login. */
  accounts?: readonly string[];
  /** Every position on these questions: a league update that settles them. */
  positionsOf?: readonly string[];
}

type Read = ReadResult<Partial<AccountRecords> & { positions?: RecordValues['positions'][] }>;

/** The reads, each from the database as it is now. */
export function readDeclared(db: GameDatabase, reads: Reads, now: () => Date): Promise<Read[]> {
  if (reads.everyone) return Promise.all([readAllPlayRecords(db, { now })]);
  return Promise.all([
    ...(reads.accounts ?? []).map((id) => readAccountRecords(db, id, { now })),
    ...(reads.positionsOf ?? []).map((id) => readMarketPositions(db, id, { now }).then((read): Read => (read.ok ? { ...read, records: { positions: read.records } } : read))),
  ]);
}

export const NO_READS: Reads = {};
