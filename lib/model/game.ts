// The shape of everything that changes together in play: a collection per kind the record
// registry holds as a list (the catalogue, this browser's accounts, their ledger and positions,
// the leagues followed and run, the memberships), the admin's settings and when the catalogue
// was seeded. Pure operations take a GameData and return a new one, so a whole bet or settlement
// is one value written at once. Its schema is game-schema.ts; the empty game is empty-game.ts.

import { LIST_KINDS, type ListKind } from './record-kinds';
import type { RecordValues } from './registry';

export type GameData = { [K in ListKind]: RecordValues[K][] } & {
  seededAt: string | null;
  settings: RecordValues['settings'];
};

/** The game's part of a larger value (a store's state): its collections, settings and seeding time. */
export function gameDataOf(state: GameData): GameData {
  const data = { seededAt: state.seededAt, settings: state.settings } as GameData;
  for (const name of LIST_KINDS) (data as Record<ListKind, unknown>)[name] = state[name];
  return data;
}
