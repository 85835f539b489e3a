// Rebasing a page's own recent changes onto what another page stored at the same moment. Two
// pages can both read rev N and both write rev N+1 (the stored value reaches another process a moment
// later); the write that lands last is what is stored, so the other page replays its recent
// operations on top of it. A replay must never pay twice: an operation whose added records are
// already stored counts as kept, and it runs again with the same clock and the same ids.

import type { GameData } from '../model/game';
import type { OpContext } from '../game/operation';

/** What a page remembers of one of its own operations until another page's write includes it. */
export interface CommitRecord {
  nowMs: number;
  /** The ids the operation drew, in order, so a replay creates the very same records. */
  ids: string[];
  /** The records it added, as `collection:id`. */
  added: string[];
  /** The rev this page stored the result at. */
  rev: number;
}

/** A page is out of step for as long as a write takes to reach another process: far less than this. */
export const REBASE_WINDOW_MS = 30_000;

function idsOf(data: GameData): Set<string> {
  const ids = new Set<string>();
  for (const account of data.accounts) ids.add(`account:${account.id}`);
  for (const market of data.markets) ids.add(`market:${market.id}`);
  for (const position of data.positions) ids.add(`position:${position.id}`);
  for (const entry of data.ledger) ids.add(`ledger:${entry.id}`);
  return ids;
}

type Collection = 'accounts' | 'markets' | 'positions' | 'ledger';
const COLLECTIONS: readonly [Collection, string][] = [
  ['accounts', 'account'],
  ['markets', 'market'],
  ['positions', 'position'],
  ['ledger', 'ledger'],
];

/**
 * The records present in `after` and not in `before`. Runs on every commit, so it compares
 * objects in place (an operation keeps every record it does not change, where it was) and looks
 * up ids only for the few records that differ, not for all 20,000.
 */
export function addedRecordIds(before: GameData, after: GameData): string[] {
  const added: string[] = [];
  for (const [collection, label] of COLLECTIONS) {
    const old = before[collection] as readonly { id: string }[];
    const fresh = (after[collection] as readonly { id: string }[]).filter((record, index) => record !== old[index]);
    if (fresh.length === 0) continue;
    // A bet has one or two to look up, a settlement thousands: a scan each, or one set for all.
    const existing = fresh.length > 16 ? new Set(old.map((record) => record.id)) : null;
    const isOld = (id: string) => (existing ? existing.has(id) : old.some((record) => record.id === id));
    for (const record of fresh) if (!isOld(record.id)) added.push(`${label}:${record.id}`);
  }
  return added;
}

/**
 * Whether stored data already holds an operation of this page. Data stored at a later rev than
 * this page's write was written on top of it: whatever it lacks was removed on purpose (a deleted
 * account), so it counts as kept. Data stored at that rev or earlier was written without it,
 * unless it holds every record the operation added (another page's rebase). An operation that
 * added nothing, such as settling a market nobody won, is then replayed, which is safe: it is
 * refused (already settled) or changes nothing.
 */
export function isCommitKept(record: CommitRecord, stored: GameData, storedRev: number): boolean {
  if (storedRev > record.rev) return true;
  if (record.added.length === 0) return false;
  const ids = idsOf(stored);
  return record.added.every((id) => ids.has(id));
}

/** Only recent operations can have been written over; older ones are left alone. */
export function isRecentCommit(record: CommitRecord, nowMs: number): boolean {
  return Math.abs(nowMs - record.nowMs) <= REBASE_WINDOW_MS;
}

/** The context of a replay: the first run's clock, and its ids in order before any fresh one. */
export function replayContext(nowMs: number, ids: readonly string[], freshId: () => string): OpContext {
  let next = 0;
  return {
    nowMs,
    newId: () => {
      const id = ids[next] ?? freshId();
      next += 1;
      return id;
    },
  };
}
