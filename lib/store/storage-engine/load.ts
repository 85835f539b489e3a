// Reading more after start-up: an account that logs in, every player's records, the positions
// on one market, and everything start-up read again for a page back from the back/forward cache.
// Each is read once (the loaded sets remember what was), and joined into memory through adopt.

import { loadStartup } from '../../storage/idb/load';
import { SINGLE_RECORD_KEY } from '../../storage/idb/record-stores';
import { adopt, adoptSingle, withTakenAlong } from './adopt';
import { open } from './open';
import { type EngineState, now, reportQuarantine } from './state';
import { goneInScope, readScope, type ReadScope, type Reads } from './reads';
import { useGameStore } from '../game-store';

/** Reads one scope and joins it into memory, letting go of what it no longer holds there. */
async function readInto(engine: EngineState, scope: ReadScope): Promise<boolean> {
  const opened = await open(engine);
  if (opened.kind !== 'open') return false;
  const read = await readScope(opened.db, scope, now);
  if (engine.closed || !read.result.ok) return false;
  reportQuarantine(read.result.quarantine);
  adopt(engine, read.result.records, read.result.revisions, withTakenAlong(read.result.quarantine, goneInScope(useGameStore.getState(), read)));
  return true;
}

/** The records of an account that logs in after start-up. */
export async function loadAccountRecords(engine: EngineState, accountId: string): Promise<void> {
  if (engine.everythingLoaded || engine.loadedAccounts.has(accountId)) return;
  if (await readInto(engine, { accountId })) engine.loadedAccounts.add(accountId);
}

/** Every player's records: the leaderboard, the admin's screens and a restore need them all. */
export async function loadAllRecords(engine: EngineState): Promise<void> {
  if (engine.everythingLoaded) return;
  if (await readInto(engine, { everyone: true })) engine.everythingLoaded = true;
}

/** Every position on one market: its chart, and settling it. */
export async function loadMarketPositions(engine: EngineState, marketId: string): Promise<void> {
  if (engine.everythingLoaded || engine.loadedMarkets.has(marketId)) return;
  if (await readInto(engine, { marketId })) engine.loadedMarkets.add(marketId);
}

/** Re-reads what start-up read, for a page back from the back/forward cache (it missed the announcements). */
export async function refreshFromDatabase(engine: EngineState, accountId: string | null): Promise<void> {
  if (engine.mode.kind !== 'open') return;
  const read = await loadStartup(engine.mode.db, accountId, { now });
  if (!read.ok) return;
  reportQuarantine(read.quarantine);
  const { settings, meta, ...entities } = read.records;
  const { settings: settingsRevs, meta: metaRevs, ...entityRevs } = read.revisions;
  // The account's own records were read whole: what memory holds of them and the read did not find is gone.
  const gone = accountId === null ? {} : goneInScope(useGameStore.getState(), { scope: { accountId }, result: { ...read, records: { positions: entities.positions, ledger: entities.ledger } } });
  adopt(engine, entities, entityRevs, withTakenAlong(read.quarantine, gone));
  adoptSingle(engine, 'settings', settings, settingsRevs?.[SINGLE_RECORD_KEY]);
  adoptSingle(engine, 'meta', meta, metaRevs?.[SINGLE_RECORD_KEY]);
}

/** What an action declares it reads, each read once: before the action runs (see reads.ts). */
export async function loadReads(engine: EngineState, reads: Reads): Promise<void> {
  if (reads.everyone) return loadAllRecords(engine);
  await Promise.all([...(reads.accounts ?? []).map((id) => loadAccountRecords(engine, id)), ...(reads.positionsOf ?? []).map((id) => loadMarketPositions(engine, id))]);
}
