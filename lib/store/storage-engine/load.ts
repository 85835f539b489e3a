// Reading more after start-up: an account that logs in, every player's records, the positions
// on one market, and everything start-up read again for a page back from the back/forward cache.
// Each is read once (the loaded sets remember what was), and joined into memory through adopt.

import type { GameData } from '../../model/game';
import type { GameDatabase } from '../../storage/idb/database';
import { loadStartup, readAccountRecords, readAllPlayRecords, readMarketPositions, type ReadResult } from '../../storage/idb/load';
import { SINGLE_RECORD_KEY } from '../../storage/idb/record-stores';
import { adopt, adoptSingle, withTakenAlong } from './adopt';
import { open } from './open';
import { type EngineState, now, reportQuarantine } from './state';
import type { Reads } from './reads';

async function readInto(engine: EngineState, read: (db: GameDatabase) => Promise<ReadResult<{ positions: GameData['positions']; ledger: GameData['ledger'] }>>): Promise<boolean> {
  const opened = await open(engine);
  if (opened.kind !== 'open') return false;
  const result = await read(opened.db);
  if (!result.ok) return false;
  reportQuarantine(result.quarantine);
  adopt(engine, result.records, result.revisions, withTakenAlong(result.quarantine));
  return true;
}

/** The records of an account that logs in after start-up. */
export async function loadAccountRecords(engine: EngineState, accountId: string): Promise<void> {
  if (engine.everythingLoaded || engine.loadedAccounts.has(accountId)) return;
  if (await readInto(engine, (db) => readAccountRecords(db, accountId, { now }))) engine.loadedAccounts.add(accountId);
}

/** Every player's records: the leaderboard, the admin's screens and a restore need them all. */
export async function loadAllRecords(engine: EngineState): Promise<void> {
  if (engine.everythingLoaded) return;
  if (await readInto(engine, (db) => readAllPlayRecords(db, { now }))) engine.everythingLoaded = true;
}

/** Every position on one market: its chart, and settling it. */
export async function loadMarketPositions(engine: EngineState, marketId: string): Promise<void> {
  if (engine.everythingLoaded || engine.loadedMarkets.has(marketId)) return;
  const loaded = await readInto(engine, async (db) => {
    const read = await readMarketPositions(db, marketId, { now });
    return read.ok ? { ...read, records: { positions: read.records, ledger: [] } } : read;
  });
  if (loaded) engine.loadedMarkets.add(marketId);
}

/** Re-reads what start-up read, for a page back from the back/forward cache (it missed the announcements). */
export async function refreshFromDatabase(engine: EngineState, accountId: string | null): Promise<void> {
  if (engine.mode.kind !== 'open') return;
  const read = await loadStartup(engine.mode.db, accountId, { now });
  if (!read.ok) return;
  reportQuarantine(read.quarantine);
  const { settings, meta, ...entities } = read.records;
  const { settings: settingsRevs, meta: metaRevs, ...entityRevs } = read.revisions;
  adopt(engine, entities, entityRevs, withTakenAlong(read.quarantine));
  adoptSingle(engine, 'settings', settings, settingsRevs?.[SINGLE_RECORD_KEY]);
  adoptSingle(engine, 'meta', meta, metaRevs?.[SINGLE_RECORD_KEY]);
}

/** What an action declares it reads, each read once: before the action runs (see reads.ts). */
export async function loadReads(engine: EngineState, reads: Reads): Promise<void> {
  if (reads.everyone) return loadAllRecords(engine);
  await Promise.all([...(reads.accounts ?? []).map((id) => loadAccountRecords(engine, id)), ...(reads.positionsOf ?? []).map((id) => loadMarketPositions(engine, id))]);
}
