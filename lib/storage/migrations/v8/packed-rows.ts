// The packed rows of version 8, checked and unpacked: a position as a tuple of ten columns and
// a trailing object of the fields without a column (its wallet, left out when it is the practice
// wallet); a ledger entry as the number of the position entry it stands for, or a tuple of six
// columns and a trailing object of its kind and wallet. Frozen copy of what packed-game.ts,
// packed-extras.ts and packed-time.ts did at version 8.

import {
  V8_CHOICES,
  V8_ENTRY_KINDS,
  V8_POSITION_STATUSES,
  V8_PRACTICE_WALLET,
  isId,
  isIsoTime,
  isOneOf,
  isPlainObject,
  isQuestion,
  isStringOf,
  isWhole,
  strictCopy,
  type V8Account,
  type V8EntryKind,
  type V8LedgerEntry,
  type V8Market,
  type V8Position,
} from './records';

const ENTRY_TEXT_MAX_LENGTH = 300;
/** `settledAt` markers: 0 for not settled, 1 for settled when the market was resolved. */
const NOT_SETTLED = 0;
const AT_RESOLUTION = 1;

/** Epoch milliseconds when that gave back exactly the text, else the text. */
type PackedTime = number | string;

const isRef = (value: unknown) => isWhole(value) || isId(value);
const isPackedTime = (value: unknown) => isWhole(value, 2, 8.64e15) || isIsoTime(value);
const unpackTime = (time: PackedTime) => (typeof time === 'number' ? new Date(time).toISOString() : time);

// The trailing object: the fields without a column, each absent one taking its usual value.
interface ExtrasForm {
  fields: Readonly<Record<string, (value: unknown) => boolean>>;
  usual: Readonly<Record<string, unknown>>;
  /** Whether a row without a trailing object is whole: every such field has a usual value. */
  usualSuffices: boolean;
}

const POSITION_EXTRAS: ExtrasForm = { fields: { wallet: isId }, usual: { wallet: V8_PRACTICE_WALLET }, usualSuffices: true };
const ENTRY_EXTRAS: ExtrasForm = {
  fields: { kind: isOneOf(V8_ENTRY_KINDS), wallet: isId },
  usual: { wallet: V8_PRACTICE_WALLET },
  usualSuffices: false,
};

function isPackedExtras(trailing: unknown, form: ExtrasForm): boolean {
  if (trailing === undefined) return form.usualSuffices;
  if (!isPlainObject(trailing)) return false;
  return strictCopy({ ...form.usual, ...trailing }, form.fields) !== undefined;
}

function unpackExtras(record: Record<string, unknown>, trailing: unknown, form: ExtrasForm): void {
  const given = trailing as Record<string, unknown> | undefined;
  for (const key of Object.keys(form.fields)) {
    const value = given !== undefined && key in given ? given[key] : form.usual[key];
    if (value !== undefined) record[key] = value;
  }
}

/** Whether a row is a version 8 packed position. */
export function isPackedPosition(row: unknown): boolean {
  if (!Array.isArray(row) || row.length < 10 || row.length > 11) return false;
  const [positionId, account, market, code, amount, potentialWin, createdAt, settledAt, question, yesShareAfter, extras] = row as unknown[];
  return (
    isId(positionId) &&
    isRef(account) &&
    isRef(market) &&
    isWhole(code, 0, V8_CHOICES.length * V8_POSITION_STATUSES.length - 1) &&
    isWhole(amount, 1) &&
    isWhole(potentialWin) &&
    isPackedTime(createdAt) &&
    (settledAt === 0 || settledAt === 1 || isPackedTime(settledAt)) &&
    (question === 0 || isQuestion(question)) &&
    (yesShareAfter === null || isWhole(yesShareAfter, 0, 100)) &&
    isPackedExtras(row.length === 11 ? extras : undefined, POSITION_EXTRAS)
  );
}

const ENTRY_COLUMNS: readonly ((value: unknown) => boolean)[] = [
  isId,
  isRef,
  (value) => Number.isSafeInteger(value) && value !== 0,
  isStringOf(1, ENTRY_TEXT_MAX_LENGTH),
  isPackedTime,
  (value) => value === 0 || isId(value),
];

/** Whether an entry is a version 8 packed entry: a position entry's number, or a tuple ending in its kind. */
export function isPackedEntry(entry: unknown): boolean {
  if (isWhole(entry)) return true;
  if (!Array.isArray(entry) || entry.length !== ENTRY_COLUMNS.length + 1) return false;
  const extras: unknown = entry[ENTRY_COLUMNS.length];
  return ENTRY_COLUMNS.every((isColumn, index) => isColumn(entry[index])) && extras !== undefined && isPackedExtras(extras, ENTRY_EXTRAS);
}

type PackedRef = number | string;

function refTo<T>(items: readonly T[], ref: PackedRef): T | string | undefined {
  return typeof ref === 'number' ? items[ref] : ref;
}

type PositionEntryKind = Extract<V8EntryKind, 'bet' | 'win' | 'refund'>;

// The texts version 8 wrote for a position's entries (lib/wallet/entry-text.ts then), and the
// endings of their ids.
const POSITION_ENTRY_LABELS: Record<PositionEntryKind, string> = { bet: 'Bet placed', win: 'Won prediction', refund: 'Refund' };
const POSITION_ENTRY_ID_SUFFIX: Record<PositionEntryKind, string> = { bet: 'stake', win: 'win', refund: 'refund' };

function settlementKind(position: V8Position): PositionEntryKind | null {
  if (position.status === 'won') return 'win';
  if (position.status === 'refunded') return 'refund';
  return null;
}

/** The entry a position implies for `kind`. */
function impliedEntry(position: V8Position, kind: PositionEntryKind): V8LedgerEntry | null {
  const createdAt = kind === 'bet' ? position.createdAt : position.settledAt;
  if (createdAt === null) return null;
  const amount = kind === 'bet' ? -position.amount : kind === 'win' ? position.potentialWin : position.amount;
  return {
    id: `${position.id}:${POSITION_ENTRY_ID_SUFFIX[kind]}`,
    accountId: position.accountId,
    amount,
    description: `${POSITION_ENTRY_LABELS[kind]}: ${position.question}`,
    createdAt,
    positionId: position.id,
    kind,
    wallet: position.wallet,
  };
}

export type Unpacked = { ok: true; positions: V8Position[]; ledger: V8LedgerEntry[] } | { ok: false; problem: string };

/** Rebuilds the positions and ledger from rows already checked; a reference to nothing is a problem, not a guess. */
export function unpackRows(rows: readonly unknown[][], entries: readonly unknown[], accounts: readonly V8Account[], markets: readonly V8Market[]): Unpacked {
  const positions: V8Position[] = [];
  for (const row of rows) {
    const [id, accountRef, marketRef, code, amount, potentialWin, createdAt, settledAt, question, yesShareAfter, extras] = row as [
      string, PackedRef, PackedRef, number, number, number, PackedTime, PackedTime, 0 | string, number | null, unknown,
    ];
    const account = refTo(accounts, accountRef);
    const market = refTo(markets, marketRef);
    if (account === undefined || market === undefined) return { ok: false, problem: 'A position refers to nothing' };
    const resolvedAt = typeof market === 'string' ? undefined : market.resolvedAt;
    if (settledAt === AT_RESOLUTION && resolvedAt === undefined) return { ok: false, problem: 'A position settled with no resolution' };
    const marketQuestion = typeof market === 'string' ? undefined : market.question;
    if (question === 0 && marketQuestion === undefined) return { ok: false, problem: 'A position without its question' };
    const position: Record<string, unknown> = {
      id,
      accountId: typeof account === 'string' ? account : account.id,
      marketId: typeof market === 'string' ? market : market.id,
      question: question === 0 ? marketQuestion : question,
      choice: V8_CHOICES[Math.floor(code / V8_POSITION_STATUSES.length)],
      amount,
      potentialWin,
      createdAt: unpackTime(createdAt),
      status: V8_POSITION_STATUSES[code % V8_POSITION_STATUSES.length],
      settledAt: settledAt === NOT_SETTLED ? null : settledAt === AT_RESOLUTION ? resolvedAt : unpackTime(settledAt),
      yesShareAfter,
    };
    unpackExtras(position, extras, POSITION_EXTRAS);
    positions.push(position as unknown as V8Position);
  }
  const ledger: V8LedgerEntry[] = [];
  for (const entry of entries) {
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
    const [id, accountRef, amount, description, createdAt, positionId, extras] = entry as [string, PackedRef, number, string, PackedTime, 0 | string, unknown];
    const account = refTo(accounts, accountRef);
    if (account === undefined) return { ok: false, problem: 'A ledger entry of no account' };
    const record: Record<string, unknown> = {
      id,
      accountId: typeof account === 'string' ? account : account.id,
      amount,
      description,
      createdAt: unpackTime(createdAt),
      positionId: positionId === 0 ? null : positionId,
    };
    unpackExtras(record, extras, ENTRY_EXTRAS);
    ledger.push(record as unknown as V8LedgerEntry);
  }
  return { ok: true, positions, ledger };
}
