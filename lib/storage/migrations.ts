// Step-by-step upgrades of stored state. A step takes the state of version N and returns the
// state of version N + 1; steps are pure and each has its own test. A gap in the chain is a
// failure, never a guess.

import { packV4Game } from './migrations/v4-to-v5-pack';
import { v7ToV8AddWallets } from './migrations/v7-to-v8-wallets';

export type MigrationStep = (state: unknown) => unknown;

/** Steps keyed by the version they upgrade from: `{ 1: v1ToV2AddLedgerMemo }`. */
export type MigrationSteps = Readonly<Record<number, MigrationStep>>;

export type MigrationResult = { ok: true; state: unknown } | { ok: false; missingStep: number };

export function runMigrations(
  state: unknown,
  fromVersion: number,
  toVersion: number,
  steps: MigrationSteps,
): MigrationResult {
  let current = state;
  for (let version = fromVersion; version < toVersion; version += 1) {
    const step = steps[version];
    if (!step) return { ok: false, missingStep: version };
    current = step(current);
  }
  return { ok: true, state: current };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Version 1 held only the catalogue; version 2 adds accounts, their ledger and positions, and settings. */
export function v1ToV2AddPlayers(state: unknown): unknown {
  if (!isRecord(state)) return state;
  return {
    ...state,
    accounts: [],
    ledger: [],
    positions: [],
    settings: { platformName: 'PredictoPlay', dailyBonus: 50 },
  };
}

/**
 * Version 3 records how a resolved market ended (`outcome`). Version 2 had no way to resolve a
 * market, so no stored market needs one; the step only marks the shape, so that a version 2 app
 * meeting version 3 data leaves it alone instead of setting it aside as broken.
 */
export function v2ToV3AddMarketOutcomes(state: unknown): unknown {
  return state;
}

/**
 * Version 4 records when a market was resolved (`resolvedAt`), for the admin's Resolved Today
 * tile. No version 3 app could resolve a market, so the step again only marks the shape.
 */
export function v3ToV4AddResolvedAt(state: unknown): unknown {
  return state;
}

/**
 * Version 5 stores positions and ledger entries as short tuples: about a fifth of the size, so
 * 10,000 positions fit in the browser's storage. Packing is lossless, and whatever is not in the
 * shape version 4 stored is packed as it is, for the schema to refuse. Frozen: the packing of
 * version 5 is copied into its own file (migrations/v4-to-v5-pack.ts), never today's packer.
 */
export function v4ToV5PackPositionsAndLedger(state: unknown): unknown {
  if (!isRecord(state)) return state;
  const { markets, accounts, ledger, positions } = state;
  if (!Array.isArray(positions) || !Array.isArray(ledger) || !Array.isArray(accounts) || !Array.isArray(markets)) return state;
  return packV4Game({ markets, seededAt: state.seededAt, accounts, ledger, positions, settings: state.settings });
}

/**
 * Version 6 records the market's YES share after each bet (`yesShareAfter`, the packed row's
 * tenth field). The share at an older bet's moment cannot be told from what was stored, so older
 * bets get null and the chart leaves them out rather than invent a history.
 */
export function v5ToV6RecordYesShare(state: unknown): unknown {
  if (!isRecord(state) || !Array.isArray(state.positions)) return state;
  return { ...state, positions: state.positions.map((row: unknown) => (Array.isArray(row) ? [...row, null] : row)) };
}

// The sample box-office question as version 6 stored it, and as version 7 words it: its
// threshold is the film's takings, named in words, since no rupee sign may show in the game. The
// old texts spell the sign as an escape (U+20B9), so the sign itself appears nowhere in the code.
const RUPEE = '\u20b9';
const V6_BOX_OFFICE_QUESTION = `Will the year’s biggest superhero film earn ${RUPEE}100 crore in India in its opening weekend?`;
const V7_BOX_OFFICE_QUESTION = 'Will the year’s biggest superhero film earn 100 crore rupees in India in its opening weekend?';
const V6_BOX_OFFICE_DESCRIPTION = `Resolves YES if trade reports put the Friday-to-Sunday India gross at ${RUPEE}100 crore or more.`;
const V7_BOX_OFFICE_DESCRIPTION = 'Resolves YES if trade reports put the Friday-to-Sunday India gross at 100 crore rupees or more.';

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function v7Market(market: unknown): unknown {
  if (!isRecord(market)) return market;
  const { totalYes, totalNo, totalPool } = market;
  let upgraded: Record<string, unknown> = market;
  // Anything but whole counts is left without coins, for the schema to refuse.
  if (isCount(totalYes) && isCount(totalNo) && isCount(totalPool)) {
    const players = totalYes + totalNo;
    const yesCoins = players === 0 ? Math.round(totalPool / 2) : Math.round((totalPool * totalYes) / players);
    upgraded = { ...upgraded, yesCoins, noCoins: totalPool - yesCoins };
  }
  if (market.id === '4' && market.question === V6_BOX_OFFICE_QUESTION) {
    upgraded = { ...upgraded, question: V7_BOX_OFFICE_QUESTION };
    if (market.description === V6_BOX_OFFICE_DESCRIPTION) upgraded = { ...upgraded, description: V7_BOX_OFFICE_DESCRIPTION };
  }
  return upgraded;
}

/** A version 6 position row: its question (field 9) reworded if it was the old box-office one, its share (field 10) cleared. */
function v7Position(row: unknown): unknown {
  if (!Array.isArray(row) || row.length !== 10) return row;
  const question: unknown = row[8];
  return [...row.slice(0, 8), question === V6_BOX_OFFICE_QUESTION ? V7_BOX_OFFICE_QUESTION : question, null];
}

/** A version 6 ledger tuple whose description names the old box-office question ('Bet placed: <question>'). */
function v7Entry(entry: unknown): unknown {
  if (!Array.isArray(entry) || typeof entry[3] !== 'string' || !entry[3].endsWith(`: ${V6_BOX_OFFICE_QUESTION}`)) return entry;
  const description = entry[3].slice(0, -V6_BOX_OFFICE_QUESTION.length) + V7_BOX_OFFICE_QUESTION;
  return [...entry.slice(0, 3), description, ...entry.slice(4)];
}

/**
 * Version 7 weighs the crowd by coins: every market gets `yesCoins` and `noCoins`, its pool split
 * by the head share it had (rounded, the rest to NO; half each with no players), and every bet's
 * recorded YES share is cleared to null, since version 6 recorded the share of heads, not coins.
 * The sample box-office question (id '4') loses its rupee sign, wherever its text was stored.
 * Frozen: it works on the stored (packed) form of version 6 alone and calls no other code.
 */
export function v6ToV7WeighByCoins(state: unknown): unknown {
  if (!isRecord(state) || !Array.isArray(state.markets) || !Array.isArray(state.positions) || !Array.isArray(state.ledger)) return state;
  return {
    ...state,
    markets: state.markets.map(v7Market),
    positions: state.positions.map(v7Position),
    ledger: state.ledger.map(v7Entry),
  };
}

/** The game store's steps, keyed by the version they upgrade from. */
export const GAME_MIGRATIONS: MigrationSteps = {
  1: v1ToV2AddPlayers,
  2: v2ToV3AddMarketOutcomes,
  3: v3ToV4AddResolvedAt,
  4: v4ToV5PackPositionsAndLedger,
  5: v5ToV6RecordYesShare,
  6: v6ToV7WeighByCoins,
  7: v7ToV8AddWallets,
};

/**
 * Version 9 is the number of the marker left in localStorage when the game moved to IndexedDB;
 * no backup was ever written at 9, and a records file's shape did not change: frozen, it passes
 * the records through as they are.
 */
export function recordsV8ToV9Unchanged(game: unknown): unknown {
  return game;
}

/**
 * Version 10 carries the leagues the player follows (pinned keys, applied seqs, hashes) beside
 * the records. A file from before leagues follows none; anything else is left for the schema.
 */
export function recordsV9ToV10AddLeagues(game: unknown): unknown {
  if (!isRecord(game) || 'leagues' in game) return game;
  return { ...game, leagues: [] };
}

/**
 * Version 11 carries the player's memberships (following or left, per league) and, only when the
 * player ticks 'include my league keys', the leagues they run (`operatedLeagues`, keys included).
 * A file from before has no memberships (its league start entries say it follows) and no keys.
 */
export function recordsV10ToV11AddMemberships(game: unknown): unknown {
  if (!isRecord(game) || 'memberships' in game) return game;
  return { ...game, memberships: [] };
}

/** The storage version whose backup files were the first to hold plain records (`layout: 'records'`). */
export const FIRST_RECORDS_VERSION = 8;

/**
 * Steps for backup files of plain records, keyed by the version they upgrade from; each takes the
 * file's `game` ({ account, ledger, positions, markets, settings }) and returns the next version's.
 * A version after 8 that changes a record needs its step here too, or files made today stop
 * restoring: a frozen version 8 records file is a test fixture that says so.
 */
export const RECORDS_MIGRATIONS: MigrationSteps = {
  8: recordsV8ToV9Unchanged,
  9: recordsV9ToV10AddLeagues,
  10: recordsV10ToV11AddMemberships,
};

/** The session store's steps. Version 1 is the first stored shape. */
export const SESSION_MIGRATIONS: MigrationSteps = {};
