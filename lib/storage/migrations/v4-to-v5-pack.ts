// The packing version 5 introduced, frozen as it was: a version 4 game (records as objects) in,
// the version 5 stored form out. It imports nothing of the app, so a later change to the packer,
// the ledger's wording or the model cannot change what this old step makes of old data.
//
// Version 5 stored each position as a nine-field row (account and market by index, choice and
// status as one code, times as epoch milliseconds, the market's question left out) and each
// ledger entry a position implies exactly (its stake, its win or its refund) as one number. What
// does not fit that shape is packed as it is, for the schema to refuse.

type Row = Record<string, unknown>;

const CHOICES: readonly unknown[] = ['YES', 'NO'];
const STATUSES: readonly unknown[] = ['open', 'won', 'lost', 'refunded'];
const NOT_SETTLED = 0;
const AT_RESOLUTION = 1;

// A position's own entries were named after it, with the wallet's words of that time.
type EntryKind = 'stake' | 'win' | 'refund';
const ENTRY_LABELS: Record<EntryKind, string> = { stake: 'Bet placed', win: 'Won prediction', refund: 'Refund' };

/** Epoch milliseconds when the text is exactly what `toISOString` makes of them, else the text. */
function packTime(iso: unknown): unknown {
  const ms = Date.parse(iso as string);
  // 0 and 1 are taken by `settledAt`'s markers, so those two instants stay text.
  return ms > AT_RESOLUTION && new Date(ms).toISOString() === iso ? ms : iso;
}

function indexById(items: readonly Row[]): Map<unknown, number> {
  const indexes = new Map<unknown, number>();
  items.forEach((item, index) => {
    if (!indexes.has(item.id)) indexes.set(item.id, index);
  });
  return indexes;
}

function packPosition(position: Row, accountIndex: Map<unknown, number>, markets: readonly Row[], marketIndex: Map<unknown, number>): unknown[] {
  const accountAt = accountIndex.get(position.accountId);
  const marketAt = marketIndex.get(position.marketId);
  const market = marketAt === undefined ? undefined : markets[marketAt];
  const settledAt =
    position.settledAt === null
      ? NOT_SETTLED
      : market?.resolvedAt === position.settledAt
        ? AT_RESOLUTION
        : packTime(position.settledAt);
  return [
    position.id,
    accountAt ?? position.accountId,
    marketAt ?? position.marketId,
    CHOICES.indexOf(position.choice) * STATUSES.length + STATUSES.indexOf(position.status),
    position.amount,
    position.potentialWin,
    packTime(position.createdAt),
    settledAt,
    market?.question === position.question ? 0 : position.question,
  ];
}

function settlementKind(position: Row): EntryKind | null {
  if (position.status === 'won') return 'win';
  if (position.status === 'refunded') return 'refund';
  return null;
}

/** The entry a position implies for `kind`: what the ledger holds unless it was edited. */
function impliedEntry(position: Row, kind: EntryKind): Row | null {
  const createdAt = kind === 'stake' ? position.createdAt : position.settledAt;
  if (createdAt === null) return null;
  const amount = kind === 'stake' ? -(position.amount as number) : kind === 'win' ? position.potentialWin : position.amount;
  return {
    id: `${position.id as string}:${kind}`,
    accountId: position.accountId,
    amount,
    description: `${ENTRY_LABELS[kind]}: ${position.question as string}`,
    createdAt,
    positionId: position.id,
  };
}

const ENTRY_FIELDS = ['id', 'accountId', 'amount', 'description', 'createdAt', 'positionId'] as const;

function sameEntry(a: Row, b: Row): boolean {
  return ENTRY_FIELDS.every((field) => a[field] === b[field]);
}

/** The number standing for an entry, when its position implies it exactly. */
function impliedBy(entry: Row, position: Row | undefined, at: number | undefined): number | null {
  if (position === undefined || at === undefined) return null;
  const stake = impliedEntry(position, 'stake');
  if (stake && sameEntry(entry, stake)) return at * 2;
  const kind = settlementKind(position);
  const credit = kind && impliedEntry(position, kind);
  if (credit && sameEntry(entry, credit)) return at * 2 + 1;
  return null;
}

const RECENT_POSITIONS = 64;

/** Where an entry's position is: the last of that id among the last 64 positions, else the first. */
function positionAt(positions: readonly Row[], positionIndex: () => Map<unknown, number>, id: unknown): number | undefined {
  for (let index = positions.length - 1; index >= Math.max(0, positions.length - RECENT_POSITIONS); index -= 1) {
    if (positions[index]?.id === id) return index;
  }
  return positionIndex().get(id);
}

function packEntry(entry: Row, positions: readonly Row[], positionIndex: () => Map<unknown, number>, accountIndex: Map<unknown, number>): unknown {
  const at = entry.positionId === null ? undefined : positionAt(positions, positionIndex, entry.positionId);
  const position = at === undefined ? undefined : positions[at];
  return (
    impliedBy(entry, position, at) ?? [
      entry.id,
      accountIndex.get(entry.accountId) ?? entry.accountId,
      entry.amount,
      entry.description,
      packTime(entry.createdAt),
      entry.positionId ?? 0,
    ]
  );
}

/** A version 4 game, its lists already known to be arrays. */
export interface V4Game {
  markets: unknown[];
  seededAt?: unknown;
  accounts: unknown[];
  ledger: unknown[];
  positions: unknown[];
  settings?: unknown;
}

/** The version 5 stored form of a version 4 game: its six fields, whatever else it held left out. */
export function packV4Game(state: V4Game) {
  const markets = state.markets as Row[];
  const positions = state.positions as Row[];
  const accountIndex = indexById(state.accounts as Row[]);
  const marketIndex = indexById(markets);
  let positionIds: Map<unknown, number> | undefined;
  const positionIndex = () => (positionIds ??= indexById(positions));
  return {
    markets: state.markets,
    seededAt: state.seededAt,
    accounts: state.accounts,
    settings: state.settings,
    positions: positions.map((position) => packPosition(position, accountIndex, markets, marketIndex)),
    ledger: (state.ledger as Row[]).map((entry) => packEntry(entry, positions, positionIndex, accountIndex)),
  };
}
