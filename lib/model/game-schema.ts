// GameData's schema (game.ts), made from the record registry: each record on its own; storage
// adds the checks that records agree with each other.

import * as v from 'valibot';
import { isoTimeSchema } from './fields';
import type { GameData } from './game';
import { LIST_KINDS, RECORD_SHAPES } from './registry';
import { settingsSchema } from './settings';

const collections = Object.fromEntries(
  LIST_KINDS.map((name) => {
    const list = v.array(RECORD_SHAPES[name].schema);
    // A kind newer than the first database is missing from games saved before it: none of them.
    return [name, RECORD_SHAPES[name].since > 1 ? v.optional(list, () => []) : list];
  }),
);

export const gameDataSchema = v.strictObject({ ...collections, seededAt: v.nullable(isoTimeSchema), settings: settingsSchema }) as unknown as v.GenericSchema<unknown, GameData>;
