// Step-by-step upgrades of stored state. A step takes the state of version N and returns the
// state of version N + 1; steps are pure and each has its own test. A gap in the chain is a
// failure, never a guess.

import type { GameData } from '../game-data';
import { packGame } from './packed-game';

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
 * Version 5 stores positions and ledger entries as short tuples (see packed-game.ts): about a
 * fifth of the size, so 10,000 positions fit in the browser's storage. Packing is lossless, and
 * whatever is not in the shape version 4 stored is packed as it is, for the schema to refuse.
 */
export function v4ToV5PackPositionsAndLedger(state: unknown): unknown {
  if (!isRecord(state) || !Array.isArray(state.positions) || !Array.isArray(state.ledger) || !Array.isArray(state.accounts) || !Array.isArray(state.markets)) {
    return state;
  }
  const packed = packGame(state as unknown as GameData);
  // Today's packing adds later fields; version 5 rows ended at the question.
  return { ...packed, positions: packed.positions.map((row) => row.slice(0, 9)) };
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

/** The game store's steps, keyed by the version they upgrade from. */
export const GAME_MIGRATIONS: MigrationSteps = {
  1: v1ToV2AddPlayers,
  2: v2ToV3AddMarketOutcomes,
  3: v3ToV4AddResolvedAt,
  4: v4ToV5PackPositionsAndLedger,
  5: v5ToV6RecordYesShare,
};

/** The session store's steps. Version 1 is the first stored shape. */
export const SESSION_MIGRATIONS: MigrationSteps = {};
