// The game's storage: IndexedDB, record by record (lib/storage/idb). Loaded with the stores, not
// with the first paint. Memory (the game store) is the source for every screen; each action
// changes memory at once and is then saved in one transaction over exactly the records it
// touched. A save that fails keeps its records marked unsaved, so the next action's transaction
// carries them again; nothing in memory is lost. A record another tab changed first is a
// conflict: the records are read again and this tab's unsaved actions are replayed on top,
// with the same clock and ids, so nothing is paid twice.

import type { GameData } from '../model/game';
import { DEFAULT_SETTINGS } from '../model/empty-game';
import type { OpContext } from '../game/operation';
import { writeBootHints } from '../storage/boot-hints';
import {
  NEWER_GAME_NOTICE,
  UNSAVED_NOTICE,
  quarantineNotice,
  rebaseNotice,
} from '../storage/notices';
import { openChangeChannel, type ChangeChannel, type ChangedKeys } from '../storage/idb/broadcast';
import { changesFromMemory, type MemoryGame } from '../storage/idb/changes-from-memory';
import { clearGameRecords } from '../storage/idb/clear-records';
import { commitChanges } from '../storage/idb/commit';
import { openGameDatabase, type GameDatabase } from '../storage/idb/database';
import { loadStartup, type StartupRecords, readAccountRecords, readAllPlayRecords, readMarketPositions, readRecords, type ReadResult, type Revisions } from '../storage/idb/load';
import { ledgerOrder, positionOrder } from '../storage/idb/merge-records';
import { mergeIntoCollections, replaceTouched, type EntityRecords, type GoneKeys } from '../storage/idb/memory-records';
import { moveOldGameAtStartUp } from '../storage/idb/move-at-start-up';
import type { QuarantineOutcome } from '../storage/idb/quarantine';
import { setAsideDisagreeingAccounts } from '../storage/idb/account-consistency';
import type { Account } from '../model/account';
import { ENTITY_STORES, SINGLE_RECORD_KEY, type DataStore, type EntityStore, type Meta } from '../storage/idb/record-stores';
import { isNothingTouched, touchedKeys, type TouchedKeys } from '../storage/idb/touched-keys';
import { ADMIN_EMAIL } from '../account/admin-email';
import { browserStorage } from './browser-storage';
import { gameDataOf, useGameStore } from './game-store';
import { useNoticeStore } from './notice-store';
import { useSessionStore } from './session-store';
import { newId, replayContext } from './op-context';
import type { OpOutcome } from './players-slice';

/** An action not yet saved, kept to be replayed if another tab's change comes first. */
export interface UnsavedAction {
  operation: (data: GameData, ctx: OpContext) => OpOutcome;
  nowMs: number;
  ids: string[];
  /** Set when a replay on another tab's records refused it: it was undone, and never saved. */
  undone?: boolean;
}

type Mode = { kind: 'closed' } | { kind: 'open'; db: GameDatabase } | { kind: 'memory-only' };

const EMPTY_META: Meta = { seededAt: null, movedFromLocalStorage: null };
/** A conflict is another tab's save at the same moment; a few rounds settle any burst of them. */
const MAX_REBASES = 3;

let mode: Mode = { kind: 'closed' };
let opening: Promise<Mode> | null = null;
let channel: ChangeChannel | null = null;
let stopListening: (() => void) | null = null;
let revisions: Revisions = {};
let meta: Meta = EMPTY_META;
/** Unsaved keys, `store\nkey`, each with how many times it was touched (a save clears only what it saw). */
let unsaved = new Map<string, number>();
let unsavedActions: UnsavedAction[] = [];
let saving: Promise<unknown> = Promise.resolve();
const loadedAccounts = new Set<string>();
const loadedMarkets = new Set<string>();
let everythingLoaded = false;
/** Raised by closeGameStorage: work begun before it must not touch the storage opened after. */
let generation = 0;

const now = () => new Date();
const notify = (notice: Parameters<ReturnType<typeof useNoticeStore.getState>['addNotice']>[0]) => useNoticeStore.getState().addNotice(notice);
const unsavedKey = (store: DataStore, key: string) => `${store}\n${key}`;

function memory(): MemoryGame {
  return { ...gameDataOf(useGameStore.getState()), meta };
}

function markUnsaved(touched: TouchedKeys): void {
  for (const store of Object.keys(touched) as DataStore[]) {
    for (const key of touched[store] ?? []) {
      const id = unsavedKey(store, key);
      unsaved.set(id, (unsaved.get(id) ?? 0) + 1);
    }
  }
}

function unsavedTouched(): TouchedKeys {
  const touched: TouchedKeys = {};
  for (const id of unsaved.keys()) {
    const [store, key] = id.split('\n') as [DataStore, string];
    (touched[store] ??= []).push(key);
  }
  return touched;
}

function noteRevisions(read: Revisions): void {
  for (const store of Object.keys(read) as DataStore[]) Object.assign((revisions[store] ??= {}), read[store]);
}

/**
 * The revisions of records read that memory now holds as read: not those with a change of this
 * tab not yet saved, which keep the rev that change was made from, so that saving it finds the
 * other tab's newer record as a conflict (and replays this tab's change on it) instead of
 * writing over it.
 */
function adoptedRevisions(read: Revisions): Revisions {
  const adopted: Revisions = {};
  for (const store of Object.keys(read) as DataStore[]) {
    adopted[store] = Object.fromEntries(Object.entries(read[store] ?? {}).filter(([key]) => !unsaved.has(unsavedKey(store, key))));
  }
  return adopted;
}

function reportQuarantine(outcome: QuarantineOutcome): void {
  if (outcome.setAside.length > 0) notify(quarantineNotice(outcome.setAside.length));
}

function goMemoryOnly(notice = UNSAVED_NOTICE): Mode {
  mode = { kind: 'memory-only' };
  notify(notice);
  return mode;
}

/** Whether `id` of `store` has a change of this tab not yet saved. */
function isUnsaved(store: DataStore) {
  return (id: string) => unsaved.has(unsavedKey(store, id));
}

function knownRev(store: DataStore) {
  return (id: string) => revisions[store]?.[id];
}

/** Joins records read from the database into memory (see memory-records.ts), then notes their revisions. */
function adopt(read: EntityRecords, readRevs: Revisions, gone: GoneKeys = {}): void {
  const next = mergeIntoCollections(useGameStore.getState(), read, readRevs, gone, (store) => ({ knownRev: knownRev(store), isUnsaved: isUnsaved(store) }));
  noteRevisions(adoptedRevisions(readRevs));
  for (const store of Object.keys(gone) as EntityStore[]) for (const key of gone[store] ?? []) if (!unsaved.has(unsavedKey(store, key))) delete revisions[store]?.[key];
  if (Object.keys(next).length > 0) useGameStore.setState(next);
}

function open(): Promise<Mode> {
  if (mode.kind !== 'closed') return Promise.resolve(mode);
  const begun = generation;
  opening ??= openGameDatabase({
    onVersionChange: () => goMemoryOnly(),
    onClosed: () => goMemoryOnly(),
  }).then((opened) => {
    if (begun !== generation) {
      if (opened.ok) opened.db.close();
      return { kind: 'memory-only' } satisfies Mode;
    }
    opening = null;
    if (mode.kind !== 'closed') return mode;
    if (!opened.ok) return goMemoryOnly(opened.reason === 'newer-version' ? NEWER_GAME_NOTICE : UNSAVED_NOTICE);
    mode = { kind: 'open', db: opened.db };
    listenForChanges();
    followBackForwardCache();
    return mode;
  });
  return opening;
}

function listenForChanges(): void {
  channel = openChangeChannel();
  stopListening = channel?.listen((changed) => void adoptAnnounced(changed)) ?? null;
}

function stopListeningForChanges(): void {
  stopListening?.();
  channel?.close();
  channel = null;
  stopListening = null;
}

let backForwardFollowed = false;

/**
 * A page kept in the back/forward cache with a BroadcastChannel open is evicted by the first
 * announcement it receives, so going back reloads it instead of restoring it. The channel closes
 * as the page goes into the cache and opens again as it comes back (the page then reads again
 * what start-up read, see hydrate-stores.ts).
 */
function followBackForwardCache(): void {
  if (backForwardFollowed || typeof window === 'undefined') return;
  backForwardFollowed = true;
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) stopListeningForChanges();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && mode.kind === 'open' && channel === null) listenForChanges();
  });
}

export type StartOutcome = 'database' | 'memory-only';

/** Accounts that disagree with their records are set aside (account-consistency.ts); a session on one ends. */
async function setAsideDisagreeing(db: GameDatabase, records: StartupRecords, read: Revisions, accountId: string | null): Promise<Account[]> {
  const gone = await setAsideDisagreeingAccounts(db, records, read, accountId === null ? [] : [accountId], { adminEmail: ADMIN_EMAIL, at: now().toISOString() });
  if (gone.size === 0) return records.accounts;
  if (accountId !== null && gone.has(accountId)) useSessionStore.setState({ accountId: null });
  return records.accounts.filter((account) => !gone.has(account.id));
}

export async function startGameStorage(accountId: string | null): Promise<StartOutcome> {
  const opened = await open();
  if (opened.kind !== 'open') return 'memory-only';
  const moved = await moveOldGameAtStartUp(opened.db, browserStorage, now, ADMIN_EMAIL);
  if (moved.notice) notify(moved.notice);
  if (!moved.ok) {
    mode = { kind: 'memory-only' };
    useGameStore.setState(moved.game ?? gameDataOf(useGameStore.getInitialState()));
    return 'memory-only';
  }
  const read = await loadStartup(opened.db, accountId, { now });
  if (!read.ok) {
    goMemoryOnly();
    return 'memory-only';
  }
  const { markets, settings, positions, ledger, leagues } = read.records;
  const accounts = await setAsideDisagreeing(opened.db, read.records, read.revisions, accountId);
  const setAside = read.quarantine.setAside.length + (read.records.accounts.length - accounts.length);
  if (setAside > 0) notify(quarantineNotice(setAside));
  meta = read.records.meta ?? EMPTY_META;
  // Nothing of this tab's is in memory yet, so the records are taken as read.
  useGameStore.setState({
    markets,
    accounts,
    settings: settings ?? DEFAULT_SETTINGS,
    seededAt: meta.seededAt,
    positions: [...positions].sort(positionOrder),
    ledger: [...ledger].sort(ledgerOrder),
    leagues,
  });
  revisions = read.revisions;
  if (accountId !== null) loadedAccounts.add(accountId);
  writeBootHints({ seededAt: meta.seededAt });
  return 'database';
}

/** Saves an action's changes to memory: 'saved', or false when they are kept in this tab only. */
export function saveAction(before: GameData, after: GameData, action: UnsavedAction): Promise<boolean> {
  const touched = touchedKeys(before, after);
  if (!isNothingTouched(touched)) {
    markUnsaved(touched);
    unsavedActions.push(action);
  }
  if (after.seededAt !== before.seededAt) writeBootHints({ seededAt: after.seededAt });
  const run = saving.then(saveUnsaved);
  saving = run.catch(() => undefined);
  // An action undone by a replay (the notice says why) was not saved, whatever became of the rest.
  return run.then((saved) => saved && !action.undone);
}

async function saveUnsaved(): Promise<boolean> {
  if (unsaved.size === 0) return true;
  const begun = generation;
  const opened = await open();
  if (opened.kind !== 'open' || begun !== generation) return false;
  for (let round = 0; ; round += 1) {
    const seen = new Map(unsaved);
    const replayable = unsavedActions.length;
    const changes = changesFromMemory(memory(), unsavedTouched(), revisions);
    const result = await commitChanges(opened.db, changes, { channel });
    if (begun !== generation) return false;
    if (result.status === 'saved') {
      noteRevisions(result.revisions);
      for (const store of Object.keys(changes.deletes ?? {}) as DataStore[]) for (const { key } of changes.deletes?.[store] ?? []) delete revisions[store]?.[key];
      for (const [id, count] of seen) if (unsaved.get(id) === count) unsaved.delete(id);
      unsavedActions = unsavedActions.slice(replayable);
      return true;
    }
    if (result.reason === 'conflict' && round < MAX_REBASES) {
      if (await rebase(opened.db)) continue;
    }
    if (result.reason === 'closed') goMemoryOnly();
    else notify(UNSAVED_NOTICE);
    return false;
  }
}

/**
 * Another tab saved some of the records this tab has unsaved changes to. Reads them as stored,
 * puts them in memory in place of this tab's versions, and replays this tab's unsaved actions on
 * top; an action that no longer fits (the bonus was claimed there) is undone and the player told.
 */
async function rebase(db: GameDatabase): Promise<boolean> {
  const keys = unsavedTouched();
  const stores = Object.keys(keys) as DataStore[];
  // What the other tab changed around those records, which memory may not have heard of yet:
  // every position on a touched market (a replayed settlement settles them all) and every
  // position and entry of a touched account (its coins are the sum of its entries).
  const around = await Promise.all([
    ...(keys.markets ?? []).map((id) => readMarketPositions(db, id, { now }).then((read) => (read.ok ? { ...read, records: { positions: read.records } } : read))),
    ...(keys.accounts ?? []).map((id) => readAccountRecords(db, id, { now })),
  ]);
  const reads = await Promise.all(stores.map((store) => readRecords(db, store, keys[store] ?? [], { now })));
  if (reads.some((read) => !read.ok) || around.some((read) => !read.ok)) return false;
  for (const read of around) {
    if (!read.ok) continue;
    reportQuarantine(read.quarantine);
    adopt(read.records, read.revisions);
  }
  const base = useGameStore.getState();
  const next: Partial<GameData> = {};
  stores.forEach((store, index) => {
    const read = reads[index] as Extract<ReadResult<{ found: unknown[]; gone: string[] }>, { ok: true }>;
    noteRevisions(read.revisions);
    for (const key of read.records.gone) delete revisions[store]?.[key];
    if (store === 'settings') next.settings = (read.records.found[0] as GameData['settings'] | undefined) ?? DEFAULT_SETTINGS;
    else if (store === 'meta') {
      meta = (read.records.found[0] as Meta | undefined) ?? EMPTY_META;
      next.seededAt = meta.seededAt;
    } else {
      const collection = store as EntityStore;
      (next as Record<string, unknown>)[collection] = replaceTouched(base[collection] as { id: string }[], keys[store] ?? [], read.records.found as { id: string }[]);
    }
  });
  const actions = unsavedActions;
  unsavedActions = [];
  unsaved = new Map();
  useGameStore.setState(next);
  for (const action of actions) {
    const before = gameDataOf(useGameStore.getState());
    const result = action.operation(before, replayContext(action.nowMs, action.ids, newId));
    if (!result.ok) {
      action.undone = true;
      notify(rebaseNotice('reason' in result ? String(result.reason) : undefined));
      continue;
    }
    useGameStore.setState(result.data);
    markUnsaved(touchedKeys(before, result.data));
    unsavedActions.push(action);
  }
  return true;
}

/** Another tab saved these records: read just those, and never over a newer one or an unsaved change here. */
export async function adoptAnnounced(changed: ChangedKeys): Promise<void> {
  if (mode.kind !== 'open') return;
  const db = mode.db;
  const entity = ENTITY_STORES.filter((store) => (changed[store]?.length ?? 0) > 0);
  const reads = await Promise.all(entity.map((store) => readRecords(db, store, changed[store] ?? [], { now })));
  const read: EntityRecords = {};
  const revs: Revisions = {};
  const gone: GoneKeys = {};
  entity.forEach((store, index) => {
    const result = reads[index];
    if (!result?.ok) return;
    reportQuarantine(result.quarantine);
    (read as Record<string, unknown>)[store] = result.records.found;
    revs[store] = result.revisions[store] ?? {};
    gone[store] = result.records.gone;
  });
  adopt(read, revs, gone);
  for (const store of ['settings', 'meta'] as const) {
    if (!changed[store]?.length) continue;
    const result = await readRecords(db, store, [SINGLE_RECORD_KEY], { now });
    if (result.ok) adoptSingle(store, result.records.found[0], result.revisions[store]?.[SINGLE_RECORD_KEY]);
  }
}

/** The settings or meta record as read, unless memory holds a newer one or an unsaved change to it. */
function adoptSingle(store: 'settings' | 'meta', found: unknown, rev: number | undefined): void {
  if (found == null || rev === undefined || unsaved.has(unsavedKey(store, SINGLE_RECORD_KEY))) return;
  if (rev <= (revisions[store]?.[SINGLE_RECORD_KEY] ?? 0)) return;
  (revisions[store] ??= {})[SINGLE_RECORD_KEY] = rev;
  if (store === 'settings') useGameStore.setState({ settings: found as GameData['settings'] });
  else {
    meta = found as Meta;
    useGameStore.setState({ seededAt: meta.seededAt });
  }
}

async function readInto(read: (db: GameDatabase) => Promise<ReadResult<{ positions: GameData['positions']; ledger: GameData['ledger'] }>>): Promise<boolean> {
  const opened = await open();
  if (opened.kind !== 'open') return false;
  const result = await read(opened.db);
  if (!result.ok) return false;
  reportQuarantine(result.quarantine);
  adopt(result.records, result.revisions);
  return true;
}

/** The records of an account that logs in after start-up. */
export async function loadAccountRecords(accountId: string): Promise<void> {
  if (everythingLoaded || loadedAccounts.has(accountId)) return;
  if (await readInto((db) => readAccountRecords(db, accountId, { now }))) loadedAccounts.add(accountId);
}

/** Every player's records: the leaderboard, the admin's screens and a restore need them all. */
export async function loadAllRecords(): Promise<void> {
  if (everythingLoaded) return;
  if (await readInto((db) => readAllPlayRecords(db, { now }))) everythingLoaded = true;
}

/** Every position on one market: its chart, and settling it. */
export async function loadMarketPositions(marketId: string): Promise<void> {
  if (everythingLoaded || loadedMarkets.has(marketId)) return;
  const loaded = await readInto(async (db) => {
    const read = await readMarketPositions(db, marketId, { now });
    return read.ok ? { ...read, records: { positions: read.records, ledger: [] } } : read;
  });
  if (loaded) loadedMarkets.add(marketId);
}

/** Re-reads what start-up read, for a page back from the back/forward cache (it missed the announcements). */
export async function refreshFromDatabase(accountId: string | null): Promise<void> {
  if (mode.kind !== 'open') return;
  const read = await loadStartup(mode.db, accountId, { now });
  if (!read.ok) return;
  reportQuarantine(read.quarantine);
  const { markets, accounts, positions, ledger, leagues, settings } = read.records;
  const { settings: settingsRevs, meta: metaRevs, ...entityRevs } = read.revisions;
  adopt({ markets, accounts, positions, ledger, leagues }, entityRevs);
  adoptSingle('settings', settings, settingsRevs?.[SINGLE_RECORD_KEY]);
  adoptSingle('meta', read.records.meta, metaRevs?.[SINGLE_RECORD_KEY]);
}

/** Deletes every record of the game (the quarantine stays); false when the database refused. */
export async function clearGameStorage(): Promise<boolean> {
  unsaved = new Map();
  unsavedActions = [];
  revisions = {};
  meta = EMPTY_META;
  loadedAccounts.clear();
  loadedMarkets.clear();
  everythingLoaded = false;
  const opened = await open();
  return opened.kind === 'open' ? clearGameRecords(opened.db) : false;
}

/** Whether saves reach the database. */
export function isSaving(): boolean {
  return mode.kind !== 'memory-only';
}

/** Closes the database and forgets everything: for tests, which each start on a fresh database. */
export function closeGameStorage(): void {
  generation += 1;
  if (mode.kind === 'open') mode.db.close();
  stopListeningForChanges();
  mode = { kind: 'closed' };
  opening = null;
  channel = null;
  stopListening = null;
  revisions = {};
  meta = EMPTY_META;
  unsaved = new Map();
  unsavedActions = [];
  saving = Promise.resolve();
  loadedAccounts.clear();
  loadedMarkets.clear();
  everythingLoaded = false;
}
