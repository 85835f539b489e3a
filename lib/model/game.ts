// The shape of everything that changes together in play: a collection per kind the registry
// holds as a list (the catalogue, this browser's accounts, their ledger and positions, the
// leagues followed and run, the memberships), the admin's settings and when the catalogue was
// seeded. Pure operations take a GameData and return a new one, so a whole bet or settlement is
// one value written at once. The empty game and the default settings are in empty-game.ts.

import * as v from 'valibot';
import { isoTimeSchema } from './fields';
import { LIST_KINDS, RECORD_KINDS, type ListKind, type RecordValues } from './registry';
import { settingsSchema } from './settings';

export type GameData = { [K in ListKind]: RecordValues[K][] } & {
  seededAt: string | null;
  settings: RecordValues['settings'];
};

const collections = Object.fromEntries(
  LIST_KINDS.map((name) => {
    const list = v.array(RECORD_KINDS[name].schema);
    // A kind newer than the first database is missing from games saved before it: none of them.
    return [name, RECORD_KINDS[name].since > 1 ? v.optional(list, () => []) : list];
  }),
);

/** Each record on its own; storage adds the checks that records agree with each other. */
export const gameDataSchema = v.strictObject({ ...collections, seededAt: v.nullable(isoTimeSchema), settings: settingsSchema }) as unknown as v.GenericSchema<unknown, GameData>;

/** The game's part of a larger value (a store's state): its collections, settings and seeding time. */
export function gameDataOf(state: GameData): GameData {
  const data = { seededAt: state.seededAt, settings: state.settings } as GameData;
  for (const name of LIST_KINDS) (data as Record<ListKind, unknown>)[name] = state[name];
  return data;
}
