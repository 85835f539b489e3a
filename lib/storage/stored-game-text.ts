// The stored text of the game, written fast enough for every bet. Packing and stringifying
// 20,000 rows on every write would cost more than the rest of a bet, yet a bet changes one
// position, one market and two accounts, and every other record stays the same object in the
// same place. So the text is built in chunks, and a chunk whose records are all the very objects
// of the last write, pointing at accounts and markets that are where they were, keeps the text
// it had: a write costs about the same at 10,000 positions as at 10.

import type { GameData } from '../model/game';
import { indexById, packEntry, packPosition } from './packed-game';

const CHUNK = 64;

interface LastText {
  data: GameData;
  markets: string[];
  positions: string[];
  ledger: string[];
}
let lastText: LastText | null = null;

/** Whether every index and market field a row can depend on is as it was. */
function sameReferences(before: GameData, after: GameData): boolean {
  if (before.accounts.length !== after.accounts.length || before.markets.length !== after.markets.length) return false;
  for (let index = 0; index < after.accounts.length; index += 1) {
    if (before.accounts[index]?.id !== after.accounts[index]?.id) return false;
  }
  for (let index = 0; index < after.markets.length; index += 1) {
    const [was, now] = [before.markets[index], after.markets[index]];
    if (was?.id !== now?.id || was?.question !== now?.question || was?.resolvedAt !== now?.resolvedAt) return false;
  }
  return true;
}

function sameSlice(before: readonly unknown[], after: readonly unknown[], start: number, end: number): boolean {
  if (before.length < end) return false;
  for (let index = start; index < end; index += 1) if (before[index] !== after[index]) return false;
  return true;
}

/** The chunks' texts of `items`: kept from `previous` where `reusable`, else made by `rowText`. */
function chunkTexts<T>(
  items: readonly T[],
  previous: { items: readonly T[]; chunks: string[] } | null,
  rowText: (item: T) => string,
): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, items.length);
    const kept = previous?.chunks[start / CHUNK];
    // The kept text must cover exactly these rows: a longer list before had a longer last chunk.
    const reusable =
      kept !== undefined && previous !== null && Math.min(start + CHUNK, previous.items.length) === end && sameSlice(previous.items, items, start, end);
    chunks.push(reusable ? kept : items.slice(start, end).map(rowText).join(','));
  }
  return chunks;
}

/** Exactly `JSON.stringify(packGame(data))`, without packing or stringifying again what did not change. */
export function storedGameText(data: GameData): string {
  const before = lastText;
  const sameRefs = before !== null && sameReferences(before.data, data);
  const accountIndex = indexById(data.accounts);
  const marketIndex = indexById(data.markets);
  let positionIds: Map<string, number> | undefined;
  const positionIndex = () => (positionIds ??= indexById(data.positions));
  // A ledger number stands for its position's entry, so a changed position (a settlement) makes
  // every ledger chunk afresh; a bet only appends one.
  const positionsKept = sameRefs && sameSlice(before.data.positions, data.positions, 0, before.data.positions.length);

  const markets = chunkTexts(data.markets, before && { items: before.data.markets, chunks: before.markets }, (market) => JSON.stringify(market));
  const positions = chunkTexts(
    data.positions,
    sameRefs ? { items: before.data.positions, chunks: before.positions } : null,
    (position) => JSON.stringify(packPosition(position, accountIndex, data.markets, marketIndex)),
  );
  const ledger = chunkTexts(
    data.ledger,
    positionsKept ? { items: before.data.ledger, chunks: before.ledger } : null,
    (entry) => JSON.stringify(packEntry(entry, data.positions, positionIndex, accountIndex)),
  );
  lastText = { data, markets, positions, ledger };
  // One join makes one flat string; a chain of + would make a rope that each reader flattens.
  return [
    '{"markets":[',
    markets.join(','),
    '],"seededAt":',
    JSON.stringify(data.seededAt),
    ',"accounts":',
    JSON.stringify(data.accounts),
    ',"settings":',
    JSON.stringify(data.settings),
    ',"positions":[',
    positions.join(','),
    '],"ledger":[',
    ledger.join(','),
    ']}',
  ].join('');
}
