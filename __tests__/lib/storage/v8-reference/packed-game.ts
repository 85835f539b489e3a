// A reference copy of version 8's lib/storage code, for the tests only (see game-spec.ts).
// The stored form of the game (version 5 on; version 6 adds each position's YES share, version 7
// the coins per side, version 8 a trailing object for the fields without a column, see
// packed-extras.ts): positions and ledger entries as short tuples instead of objects, so 10,000 positions fit well inside a browser's 5 MB storage. Packing is
// lossless by construction: whatever the unpacked value can be rebuilt from (a market's question,
// a position's stake entry, a time in its canonical ISO form) is left out only when rebuilding it
// gives back exactly what was there; anything else is stored as it is.

import type { GameData } from '@/lib/model/game';
import { ledgerEntrySchema, type LedgerEntry } from '@/lib/model/ledger-entry';
import type { Market } from '@/lib/model/market';
import type { Choice, Position, PositionStatus } from '@/lib/model/position';
import { entryText, positionEntryId, type PositionEntryKind } from '@/lib/wallet/entry-text';
import { ENTRY_EXTRAS, POSITION_EXTRAS, packExtras, unpackExtras, type EntryExtras, type PackedExtras, type PositionExtras } from './packed-extras';
import { AT_RESOLUTION, NOT_SETTLED, packTime, unpackTime, type PackedTime } from './packed-time';

/** An index into the stored accounts or markets, or the id itself when it names none of them. */
export type PackedRef = number | string;

export type PackedPosition = [
  id: string,
  account: PackedRef,
  market: PackedRef,
  /** choice × 4 + status, see CHOICES and STATUSES. */
  code: number,
  amount: number,
  potentialWin: number,
  createdAt: PackedTime,
  /** 0 for not settled, 1 for its market's `resolvedAt`, else a PackedTime. */
  settledAt: PackedTime,
  /** 0 for the market's own question. */
  question: 0 | string,
  /** The YES share of coins after the bet, null when it was placed before version 7. */
  yesShareAfter: number | null,
  /** Any other field whose value is not the usual one; absent when none is. */
  extras?: PackedExtras<PositionExtras>,
];

/**
 * A number is the entry a position implies: position index × 2, plus 1 for its settlement
 * credit (a win or a refund) rather than its stake. A tuple is any other entry, in full, its
 * fields without a column in a trailing object.
 */
export type PackedEntry =
  | number
  | [id: string, account: PackedRef, amount: number, description: string, createdAt: PackedTime, positionId: 0 | string, extras?: PackedExtras<EntryExtras>];

/** The game with its positions and ledger as rows; markets, accounts and settings as they are. */
// Version 8 knew no leagues; the reference is typed against today's GameData without them.
export type PackedGame = Omit<GameData, 'ledger' | 'positions' | 'leagues' | 'operatedLeagues' | 'memberships' | 'notifyOptIns'> & { ledger: PackedEntry[]; positions: PackedPosition[] };

export const CHOICES: readonly Choice[] = ['YES', 'NO'];
export const STATUSES: readonly PositionStatus[] = ['open', 'won', 'lost', 'refunded'];

export function indexById<T extends { id: string }>(items: readonly T[]): Map<string, number> {
  const indexes = new Map<string, number>();
  items.forEach((item, index) => {
    if (!indexes.has(item.id)) indexes.set(item.id, index);
  });
  return indexes;
}

export function packPosition(position: Position, accountIndex: Map<string, number>, markets: readonly Market[], marketIndex: Map<string, number>): PackedPosition {
  const accountAt = accountIndex.get(position.accountId);
  const marketAt = marketIndex.get(position.marketId);
  const market = marketAt === undefined ? undefined : markets[marketAt];
  const settledAt =
    position.settledAt === null
      ? NOT_SETTLED
      : market?.resolvedAt === position.settledAt
        ? AT_RESOLUTION
        : packTime(position.settledAt);
  const row: PackedPosition = [
    position.id,
    accountAt ?? position.accountId,
    marketAt ?? position.marketId,
    CHOICES.indexOf(position.choice) * STATUSES.length + STATUSES.indexOf(position.status),
    position.amount,
    position.potentialWin,
    packTime(position.createdAt),
    settledAt,
    market?.question === position.question ? 0 : position.question,
    position.yesShareAfter,
  ];
  const extras = packExtras(position, POSITION_EXTRAS);
  if (extras !== undefined) row.push(extras);
  return row;
}

function settlementKind(position: Position): PositionEntryKind | null {
  if (position.status === 'won') return 'win';
  if (position.status === 'refunded') return 'refund';
  return null;
}

/** The entry a position implies for `kind`, which is what the ledger holds unless tampered with. */
function impliedEntry(position: Position, kind: PositionEntryKind): LedgerEntry | null {
  const createdAt = kind === 'bet' ? position.createdAt : position.settledAt;
  if (createdAt === null) return null;
  const amount = kind === 'bet' ? -position.amount : kind === 'win' ? position.potentialWin : position.amount;
  return {
    id: positionEntryId(position.id, kind),
    accountId: position.accountId,
    amount,
    description: entryText(kind, position.question),
    createdAt,
    positionId: position.id,
    kind,
    wallet: position.wallet,
  };
}

const ENTRY_FIELDS = Object.keys(ledgerEntrySchema.entries) as (keyof LedgerEntry)[];

/** Every field the model holds: an entry with a field the implied one lacks is kept in full. */
function sameEntry(entry: LedgerEntry, implied: LedgerEntry): boolean {
  for (const key of ENTRY_FIELDS) if (entry[key] !== implied[key]) return false;
  return true;
}

const RECENT_POSITIONS = 64;

/**
 * An entry written now is nearly always about a position of the last few: looking there first
 * spares indexing 10,000 positions for one bet. Any index of a position with that id will do, as
 * the entry is then checked against that very position.
 */
function recentIndex(positions: readonly Position[], id: string): number | undefined {
  for (let index = positions.length - 1; index >= Math.max(0, positions.length - RECENT_POSITIONS); index -= 1) {
    if (positions[index]?.id === id) return index;
  }
  return undefined;
}

export function packEntry(entry: LedgerEntry, positions: readonly Position[], positionIndex: () => Map<string, number>, accountIndex: Map<string, number>): PackedEntry {
  const at = entry.positionId === null ? undefined : recentIndex(positions, entry.positionId) ?? positionIndex().get(entry.positionId);
  const position = at === undefined ? undefined : positions[at];
  const implied = impliedBy(entry, position, at);
  if (implied !== null) return implied;
  const tuple: PackedEntry = [
    entry.id,
    accountIndex.get(entry.accountId) ?? entry.accountId,
    entry.amount,
    entry.description,
    packTime(entry.createdAt),
    entry.positionId ?? 0,
  ];
  const extras = packExtras(entry, ENTRY_EXTRAS);
  if (extras !== undefined) tuple.push(extras);
  return tuple;
}

/** The number standing for an entry, when its position implies it exactly. */
function impliedBy(entry: LedgerEntry, position: Position | undefined, at: number | undefined): number | null {
  if (position === undefined || at === undefined) return null;
  const stake = impliedEntry(position, 'bet');
  if (stake && sameEntry(entry, stake)) return at * 2;
  const kind = settlementKind(position);
  const credit = kind && impliedEntry(position, kind);
  if (credit && sameEntry(entry, credit)) return at * 2 + 1;
  return null;
}

export function packGame(data: GameData): PackedGame {
  const { markets, seededAt, accounts, settings } = data;
  const accountIndex = indexById(accounts);
  const marketIndex = indexById(markets);
  let positionIds: Map<string, number> | undefined;
  const positionIndex = () => (positionIds ??= indexById(data.positions));
  return {
    markets,
    seededAt,
    accounts,
    settings,
    positions: data.positions.map((position) => packPosition(position, accountIndex, markets, marketIndex)),
    ledger: data.ledger.map((entry) => packEntry(entry, data.positions, positionIndex, accountIndex)),
  };
}

export type UnpackResult = { ok: true; data: GameData } | { ok: false; problem: string };

function refTo<T extends { id: string }>(items: readonly T[], ref: PackedRef): T | string | undefined {
  return typeof ref === 'number' ? items[ref] : ref;
}

/** Rebuilds the game from its packed form; a reference to nothing is a problem, not a guess. */
export function unpackGame(packed: PackedGame): UnpackResult {
  const { markets, seededAt, accounts, settings } = packed;
  const positions: Position[] = [];
  for (const [id, accountRef, marketRef, code, amount, potentialWin, createdAt, settledAt, question, yesShareAfter, extras] of packed.positions) {
    const account = refTo(accounts, accountRef);
    const market = refTo(markets, marketRef);
    if (account === undefined || market === undefined) return { ok: false, problem: 'A position refers to nothing' };
    const resolvedAt = typeof market === 'string' ? undefined : market.resolvedAt;
    if (settledAt === AT_RESOLUTION && resolvedAt === undefined) return { ok: false, problem: 'A position settled with no resolution' };
    const marketQuestion = typeof market === 'string' ? undefined : market.question;
    if (question === 0 && marketQuestion === undefined) return { ok: false, problem: 'A position without its question' };
    const fixed = {
      id,
      accountId: typeof account === 'string' ? account : account.id,
      marketId: typeof market === 'string' ? market : market.id,
      question: question === 0 ? (marketQuestion as string) : question,
      choice: CHOICES[Math.floor(code / STATUSES.length)] as Choice,
      amount,
      potentialWin,
      createdAt: unpackTime(createdAt),
      status: STATUSES[code % STATUSES.length] as PositionStatus,
      settledAt: settledAt === NOT_SETTLED ? null : settledAt === AT_RESOLUTION ? (resolvedAt as string) : unpackTime(settledAt),
      yesShareAfter,
    };
    positions.push(unpackExtras<Position, PositionExtras>(fixed, extras, POSITION_EXTRAS));
  }
  const ledger: LedgerEntry[] = [];
  for (const entry of packed.ledger) {
    if (typeof entry === 'number') {
      const position = positions[Math.floor(entry / 2)];
      const kind = position && (entry % 2 === 0 ? 'bet' : settlementKind(position));
      const implied = kind ? impliedEntry(position, kind) : null;
      if (!implied) return { ok: false, problem: 'A ledger entry refers to no position' };
      // A position can promise a win of 0 coins; an entry can never move 0.
      if (implied.amount === 0) return { ok: false, problem: 'A ledger entry of 0 coins' };
      ledger.push(implied);
      continue;
    }
    const [id, accountRef, amount, description, createdAt, positionId, extras] = entry;
    const account = refTo(accounts, accountRef);
    if (account === undefined) return { ok: false, problem: 'A ledger entry of no account' };
    const fixed = {
      id,
      accountId: typeof account === 'string' ? account : account.id,
      amount,
      description,
      createdAt: unpackTime(createdAt),
      positionId: positionId === 0 ? null : positionId,
    };
    ledger.push(unpackExtras<LedgerEntry, EntryExtras>(fixed, extras, ENTRY_EXTRAS));
  }
  return { ok: true, data: { markets, seededAt, accounts, ledger, positions, settings, leagues: [], operatedLeagues: [], memberships: [], notifyOptIns: [] } };
}

export type { PackedTime };
