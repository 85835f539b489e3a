// Version 8 shapes the game for leagues: every market says which league asks it (`leagueId`,
// null for all of them then: practice questions), and every position and ledger entry says which
// wallet its coins are in ('practice' for all of them then), and every entry why it moved
// (`kind`). Frozen: it works on the stored (packed) form of version 7 alone, plain data in and
// plain data out, and calls no other code, so that later changes to the model or the packer
// never change what it does.

const PRACTICE = 'practice';

// Why an explicit version 7 entry moved, told from its id (a position's entries are named
// '<position id>:stake', ':win' or ':refund') or else from its text, which every kind of entry
// was written with: exactly, or as a label before the question.
const KIND_OF_ID_SUFFIX: readonly [string, string][] = [
  [':stake', 'bet'],
  [':win', 'win'],
  [':refund', 'refund'],
];
const KIND_OF_TEXT: ReadonlyMap<string, string> = new Map([
  ['Welcome bonus', 'welcome'],
  ['Starting balance', 'start'],
  ['Daily login bonus', 'bonus'],
  ['Added coins', 'top-up'],
]);
const KIND_OF_LABEL: readonly [string, string][] = [
  ['Bet placed: ', 'bet'],
  ['Won prediction: ', 'win'],
  ['Refund: ', 'refund'],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(id: unknown, description: unknown): string | undefined {
  if (typeof id === 'string') {
    for (const [suffix, kind] of KIND_OF_ID_SUFFIX) if (id.endsWith(suffix)) return kind;
  }
  if (typeof description !== 'string') return undefined;
  const exact = KIND_OF_TEXT.get(description);
  if (exact !== undefined) return exact;
  for (const [label, kind] of KIND_OF_LABEL) if (description.startsWith(label)) return kind;
  return undefined;
}

function v8Market(market: unknown): unknown {
  return isRecord(market) ? { ...market, leagueId: null } : market;
}

/** A version 7 position row (ten fields) ends with the fields version 8 has no column for. */
function v8Position(row: unknown): unknown {
  if (!Array.isArray(row) || row.length !== 10) return row;
  return [...row, { wallet: PRACTICE }];
}

/**
 * A version 7 entry tuple (six fields) ends with its kind and wallet; a number stands for its
 * position's entry, whose kind and wallet version 8 reads from the position. An entry whose kind
 * cannot be told is left without one, for the schema to refuse.
 */
function v8Entry(entry: unknown): unknown {
  if (!Array.isArray(entry) || entry.length !== 6) return entry;
  const kind = kindOf(entry[0], entry[3]);
  return [...entry, kind === undefined ? { wallet: PRACTICE } : { kind, wallet: PRACTICE }];
}

export function v7ToV8AddWallets(state: unknown): unknown {
  if (!isRecord(state) || !Array.isArray(state.markets) || !Array.isArray(state.positions) || !Array.isArray(state.ledger)) return state;
  return {
    ...state,
    markets: state.markets.map(v8Market),
    positions: state.positions.map(v8Position),
    ledger: state.ledger.map(v8Entry),
  };
}
